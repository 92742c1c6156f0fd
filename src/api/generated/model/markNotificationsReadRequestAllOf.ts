/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NotificationIds } from './notificationIds';

export type MarkNotificationsReadRequestAllOf = (unknown & {
  ids?: NotificationIds;
  all?: true;
}) | (unknown & {
  ids?: NotificationIds;
  all?: true;
});
