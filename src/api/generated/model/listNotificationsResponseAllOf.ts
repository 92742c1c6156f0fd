/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Notification } from './notification';
import type { Count } from './count';

export type ListNotificationsResponseAllOf = {
  notification_set: Notification[];
  total_count: Count;
  unread_count: Count;
};
