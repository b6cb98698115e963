import { fuzzRouteShard } from '../../test/route-fuzz-kit.js';

// Every route fuzzed as a caller its guard admits: this file takes the routes of shard 3 of 4
// (test/route-fuzz-kit.ts says what is checked, and why the routes are dealt into files).
await fuzzRouteShard(2, 4);
