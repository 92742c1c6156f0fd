/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { PrivateResourceInfo } from './privateResourceInfo';
import type { Price } from './price';
import type { Currency } from './currency';
import type { Count } from './count';

export type PrivateResourceInfoResponseAllOf = {
  resource_info_set: PrivateResourceInfo[];
  /** Sum of unit_price × count over every matching resource (not only this page): per month when Reserved, per hour when PayForUsed. */
  total_cost: Price;
  currency?: Currency;
  total_count: Count;
};
