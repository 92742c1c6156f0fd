/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { BillingResourceId } from './billingResourceId';
import type { PaidTypeName } from './paidTypeName';
import type { Price } from './price';
import type { Currency } from './currency';
import type { DateTime } from './dateTime';

/**
 * One bill line (bill_info_set) of a cluster resource or a remote app over a period: what was charged, in which charge mode, and the core-hours it covers.
 */
export interface Bill {
  /** @pattern ^bill-[a-z0-9]{6,16}$ */
  bill_id: string;
  resource_id: BillingResourceId;
  /** @maxLength 128 */
  resource_name?: string;
  /** The charge mode: Reserved (monthly, duration greater than 0) or PayForUsed (elastic, hourly). */
  charge_type: PaidTypeName;
  amount: Price;
  currency?: Currency;
  /**
   * Core-hours the line covers (2 decimals); absent for storage and monthly lines.
   * @minimum 0
   */
  core_hours?: number;
  start_time: DateTime;
  end_time: DateTime;
}
