/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Price } from './price';
import type { Currency } from './currency';

export type NasBillCostResponseAllOf = {
  /** Price of the quota per hour (PayForUsed), 4 decimals. */
  cost: Price;
  currency?: Currency;
};
