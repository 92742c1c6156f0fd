/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NotificationSettings } from './notificationSettings';

export type GetNotificationSettingsResponseAllOf = {
  settings: NotificationSettings;
};
