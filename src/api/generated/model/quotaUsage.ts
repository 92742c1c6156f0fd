/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { QuotaUsageKind } from './quotaUsageKind';
import type { QuotaUsageSource } from './quotaUsageSource';

/**
 * One quota of the signed-in user on one cluster and how much of it is taken (ADR 0026): a cluster user's allocated core-hours or storage quota, or a shared member's core-hour limit or file-system quota. Core-hours in hours; storage in bytes.
 */
export interface QuotaUsage {
  cluster_id: ClusterId;
  cluster_name?: string;
  /** core_hours (hours) or storage (bytes). */
  kind: QuotaUsageKind;
  /** cluster_user: the cluster user the user's jobs run as; shared_member: the user's resource limit as a shared member. */
  source: QuotaUsageSource;
  /**
   * The cluster account the quota belongs to.
   * @minLength 1
   */
  account: string;
  /** @minimum 0 */
  quota: number;
  /**
   * Core-hours: sum(cores × run time) of the account's jobs on the cluster; storage: the bytes used.
   * @minimum 0
   */
  used: number;
  /**
   * Core-hours the account's pending jobs (cores × time limit) and running jobs (cores × the rest of their time limit) may still take; 0 for storage.
   * @minimum 0
   */
  reserved: number;
  /** quota − used − reserved; below 0 when the quota was lowered under what is taken. */
  remaining: number;
}
