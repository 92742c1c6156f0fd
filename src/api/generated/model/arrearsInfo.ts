/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { BillingResourceId } from './billingResourceId';
import type { Price } from './price';
import type { Currency } from './currency';
import type { DateTime } from './dateTime';

/**
 * What a resource owes. A resource in arrears is suspended; it is resumed after a recharge.
 */
export interface ArrearsInfo {
  resource_id: BillingResourceId;
  /** @maxLength 128 */
  resource_name?: string;
  /** The amount owed. */
  amount: Price;
  currency?: Currency;
  /** When the resource went into arrears. */
  since: DateTime;
}
