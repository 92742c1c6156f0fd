/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Sku } from './sku';
import type { Count } from './count';

export type SearchSkusResponseAllOf = {
  skus: Sku[];
  total_count: Count;
};
