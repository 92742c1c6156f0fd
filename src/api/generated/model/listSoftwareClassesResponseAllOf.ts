/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SoftwareClass } from './softwareClass';
import type { Count } from './count';

export type ListSoftwareClassesResponseAllOf = {
  sw_class_set: SoftwareClass[];
  total_count: Count;
};
