/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SoftwareApplication } from './softwareApplication';
import type { Count } from './count';

export type ListSoftwareApplicationsResponseAllOf = {
  apply_set: SoftwareApplication[];
  total_count: Count;
};
