/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { QueueTypeId } from './queueTypeId';
import type { ShortName } from './shortName';
import type { NodeCount } from './nodeCount';
import type { PaidType } from './paidType';
import type { Duration } from './duration';
import type { AutoRenewal } from './autoRenewal';

/**
 * Binds a dedicated queue of count nodes of one queue type to an HPC cluster.
 */
export type BindPrivateQueueForm = unknown & {
  queue_type: QueueTypeId;
  queue_name: ShortName;
  /** @minimum 1 */
  count: NodeCount;
  paid_type: PaidType;
  duration?: Duration;
  is_auto_renewal?: AutoRenewal;
} & Required<Pick<unknown & {
  queue_type: QueueTypeId;
  queue_name: ShortName;
  /** @minimum 1 */
  count: NodeCount;
  paid_type: PaidType;
  duration?: Duration;
  is_auto_renewal?: AutoRenewal;
}, 'queue_type' | 'queue_name' | 'count' | 'paid_type'>>;
