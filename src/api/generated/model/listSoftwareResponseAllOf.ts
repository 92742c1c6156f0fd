/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Software } from './software';
import type { Count } from './count';

export type ListSoftwareResponseAllOf = {
  hpcsw_set: Software[];
  total_count: Count;
};
