/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Bill } from './bill';
import type { Price } from './price';
import type { Currency } from './currency';
import type { Count } from './count';

export type BillInfoListResponseAllOf = {
  bill_info_set: Bill[];
  /** Sum of amount over every matching line (not only this page). */
  total_sum: Price;
  currency?: Currency;
  total_count: Count;
};
