/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Machine } from './machine';
import type { Count } from './count';

export type MachinesResponseAllOf = {
  machine_set: Machine[];
  total_count: Count;
};
