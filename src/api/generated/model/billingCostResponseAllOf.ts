/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Price } from './price';
import type { Currency } from './currency';
import type { CostUnit } from './costUnit';
import type { Duration } from './duration';

export type BillingCostResponseAllOf = {
  /** The price of one queue of the type: per hour when PayForUsed, for the whole duration when Reserved. */
  cost: Price;
  currency: Currency;
  unit: CostUnit;
  /** The months priced when Reserved, 0 when PayForUsed. */
  duration?: Duration;
};
