/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { BillingResourceId } from './billingResourceId';
import type { BillingResourceType } from './billingResourceType';
import type { PrivateResourceInfoRole } from './privateResourceInfoRole';
import type { Count } from './count';
import type { PaidType } from './paidType';
import type { Duration } from './duration';
import type { Price } from './price';
import type { Currency } from './currency';
import type { DateTime } from './dateTime';
import type { PrivateResourceInfoExpireTime } from './privateResourceInfoExpireTime';
import type { AutoRenewal } from './autoRenewal';

/**
 * A reserved (monthly) or pay-for-used (hourly) resource of a cluster. A duration greater than 0 means the monthly (Reserved) charge mode, 0 the elastic (PayForUsed) one.
 */
export interface PrivateResourceInfo {
  resource_id: BillingResourceId;
  resource_type: BillingResourceType;
  /** @maxLength 128 */
  name: string;
  /** The node role; null for queues and storage. */
  role?: PrivateResourceInfoRole;
  /**
   * Cores per node.
   * @minimum 0
   * @maximum 128
   */
  cpu?: number;
  /**
   * Memory per node in MiB.
   * @minimum 0
   * @maximum 1048576
   */
  memory?: number;
  /**
   * Storage in bytes, for a storage resource.
   * @minimum 0
   */
  storage?: number;
  count: Count;
  paid_type: PaidType;
  duration: Duration;
  /** Price per node (or queue, or storage unit) per month when Reserved, per hour when PayForUsed. */
  unit_price: Price;
  currency?: Currency;
  start_time: DateTime;
  /** End of the paid period of a Reserved resource; null for PayForUsed. */
  expire_time?: PrivateResourceInfoExpireTime;
  auto_renewal?: AutoRenewal;
}
