/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { UserSession } from './userSession';
import type { DateTime } from './dateTime';

export type SessionResponseAllOf = {
  user: UserSession;
  /**
   * Send it back as the X-CSRF-Token header on every POST, PUT and DELETE. Absent for a request made with an access token (ADR 0063), which needs none.
   * @minLength 16
   */
  csrf_token?: string;
  /** When the session ends; for an access token, when the token expires. */
  expire_time: DateTime;
};
