/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { BillingResourceId } from './billingResourceId';
import type { Price } from './price';
import type { Currency } from './currency';
import type { ChargeDuration } from './chargeDuration';
import type { DateTime } from './dateTime';

/**
 * One deduction from the account's balance for a resource (charge_record_set).
 */
export interface ChargeRecord {
  /** @pattern ^cr-[a-z0-9]{6,16}$ */
  charge_record_id: string;
  resource_id: BillingResourceId;
  /** @maxLength 128 */
  resource_name?: string;
  /** The amount actually deducted, after discounts and coupons. */
  total_sum: Price;
  /** The list-price fee of the period before discounts. */
  fee?: Price;
  currency?: Currency;
  duration?: ChargeDuration;
  charge_time: DateTime;
  /** @maxLength 256 */
  remarks?: string;
}
