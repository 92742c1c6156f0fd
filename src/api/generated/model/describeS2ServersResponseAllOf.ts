/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { S2Server } from './s2Server';
import type { Count } from './count';

export type DescribeS2ServersResponseAllOf = {
  s2_server_set: S2Server[];
  total_count: Count;
};
