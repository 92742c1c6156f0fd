/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Eip } from './eip';
import type { Count } from './count';

export type DescribeEipsResponseAllOf = {
  eip_set: Eip[];
  total_count: Count;
};
