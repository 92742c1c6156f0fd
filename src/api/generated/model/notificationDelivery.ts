/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NotificationId } from './notificationId';
import type { NotificationDeliveryChannel } from './notificationDeliveryChannel';
import type { NotificationDeliveryStatus } from './notificationDeliveryStatus';
import type { NotificationDeliveryPortal } from './notificationDeliveryPortal';
import type { Zone } from './zone';
import type { JobEnd } from './jobEnd';
import type { DateTime } from './dateTime';
import type { DeliveryAttempt } from './deliveryAttempt';

export interface NotificationDelivery {
  id: NotificationId;
  notification_id: NotificationId;
  channel: NotificationDeliveryChannel;
  /**
   * The address or URL it goes to.
   * @maxLength 2048
   */
  target: string;
  status: NotificationDeliveryStatus;
  /**
   * The job it tells of (a compute job's hpcjob-…, a simulation job's sjob-…).
   * @pattern ^[a-z]+-[A-Za-z0-9]{4,40}$
   */
  hpcjob_uuid: string;
  portal: NotificationDeliveryPortal;
  zone?: Zone;
  /** @maxLength 255 */
  job_name: string;
  ended_as: JobEnd;
  created_at: DateTime;
  /** When a pending delivery is tried next. */
  next_attempt_at?: DateTime;
  attempts: DeliveryAttempt[];
}
