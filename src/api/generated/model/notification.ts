/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NotificationId } from './notificationId';
import type { NotificationPortal } from './notificationPortal';
import type { Zone } from './zone';
import type { JobEnd } from './jobEnd';
import type { DateTime } from './dateTime';

export interface Notification {
  id: NotificationId;
  /**
   * The console's id of the job (a compute job's hpcjob-…, a simulation job's sjob-…).
   * @pattern ^[a-z]+-[A-Za-z0-9]{4,40}$
   */
  hpcjob_uuid: string;
  portal: NotificationPortal;
  zone?: Zone;
  /** @maxLength 255 */
  job_name: string;
  ended_as: JobEnd;
  exit_code?: number;
  ended_at: DateTime;
  created_at: DateTime;
  read: boolean;
}
