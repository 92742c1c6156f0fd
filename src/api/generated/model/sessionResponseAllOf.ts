/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { UserSession } from './userSession';
import type { DateTime } from './dateTime';

export type SessionResponseAllOf = {
  user: UserSession;
  /**
   * Send it back as the X-CSRF-Token header on every POST, PUT and DELETE.
   * @minLength 16
   */
  csrf_token: string;
  expire_time: DateTime;
};
