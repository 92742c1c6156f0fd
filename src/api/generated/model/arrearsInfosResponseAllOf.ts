/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ArrearsInfo } from './arrearsInfo';
import type { Price } from './price';
import type { Currency } from './currency';
import type { Count } from './count';

export type ArrearsInfosResponseAllOf = {
  arrears_info_set: ArrearsInfo[];
  /** Total owed over every resource in arrears; 0 when none. */
  total_sum: Price;
  currency?: Currency;
  total_count: Count;
};
