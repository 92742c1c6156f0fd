/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Count } from './count';

export type MarkNotificationsReadResponseAllOf = {
  /** How many were unread and are now read. */
  marked: Count;
  unread_count: Count;
};
