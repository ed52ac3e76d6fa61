import { describeFuzzShard } from '../testing/fuzz-suite.ts';

describeFuzzShard(1, 3);
