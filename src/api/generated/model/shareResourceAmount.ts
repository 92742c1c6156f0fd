/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { ShareResourceAmountAllocatedCoreHours } from './shareResourceAmountAllocatedCoreHours';
import type { Price } from './price';
import type { Currency } from './currency';
import type { DateTime } from './dateTime';

/**
 * What the user consumed of a shared (HPC) cluster's resources over the period. Statistics are refreshed every 5 minutes.
 */
export interface ShareResourceAmount {
  cluster_id: ClusterId;
  /**
   * Core-hours used (2 decimals).
   * @minimum 0
   */
  used_core_hours: number;
  /**
   * Core-hours allocated to the user; null when unlimited.
   * @minimum 0
   */
  allocated_core_hours?: ShareResourceAmountAllocatedCoreHours;
  /**
   * Storage used, in bytes.
   * @minimum 0
   */
  used_storage: number;
  cost: Price;
  currency?: Currency;
  /** Start of the period (the current month). */
  start_time?: DateTime;
  /** When the statistics were last refreshed. */
  update_time?: DateTime;
}
