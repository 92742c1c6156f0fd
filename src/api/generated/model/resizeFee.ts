/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ResizeFeeDuration } from './resizeFeeDuration';
import type { Price } from './price';
import type { Currency } from './currency';

export interface ResizeFee {
  /** Resize fee duration: 0 for an hourly (1h) charge, else 1 (monthly). */
  duration: ResizeFeeDuration;
  price_diff: Price;
  currency?: Currency;
}
