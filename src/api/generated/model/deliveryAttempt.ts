/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { DateTime } from './dateTime';

export interface DeliveryAttempt {
  /** @minimum 1 */
  attempt: number;
  at: DateTime;
  /**
   * The receiver's HTTP status (a webhook).
   * @minimum 100
   * @maximum 599
   */
  http_status?: number;
  /**
   * Why the attempt failed when there was no answer, or the SMTP server's.
   * @maxLength 500
   */
  error?: string;
  /** When it is tried again; absent after the last. */
  next_attempt_at?: DateTime;
}
