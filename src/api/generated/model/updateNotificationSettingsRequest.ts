/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { NotificationSettingsForm } from './notificationSettingsForm';

export type UpdateNotificationSettingsRequest = RequestIdentity & NotificationSettingsForm;
