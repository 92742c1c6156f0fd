/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Router } from './router';
import type { Count } from './count';

export type DescribeRoutersResponseAllOf = {
  router_set: Router[];
  total_count: Count;
};
