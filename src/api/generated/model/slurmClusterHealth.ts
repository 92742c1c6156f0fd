/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { DateTime } from './dateTime';

/**
 * What the gateway's last sync with the cluster found.
 */
export interface SlurmClusterHealth {
  /** When slurmrestd last answered the sync. */
  last_sync_time?: DateTime;
  /**
   * Why the last sync failed; absent when it did not.
   * @maxLength 2048
   */
  last_error?: string;
  /**
   * How long slurmctld took to answer the last sync's job list, in milliseconds.
   * @minimum 0
   */
  answer_ms?: number;
  /**
   * Nodes slurmctld reported.
   * @minimum 0
   */
  node_count?: number;
  /**
   * Partitions slurmctld reported.
   * @minimum 0
   */
  partition_count?: number;
}
