import { describeFuzzShard } from '../testing/fuzz-suite.ts';

describeFuzzShard(3, 3);
