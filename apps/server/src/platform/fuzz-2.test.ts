import { describeFuzzShard } from '../testing/fuzz-suite.ts';

describeFuzzShard(2, 3);
