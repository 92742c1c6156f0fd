/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Operation } from './operation';
import type { Count } from './count';

export type ListOperationsResponseAllOf = {
  job_set: Operation[];
  total_count: Count;
};
