/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NotificationId } from './notificationId';

/**
 * @minItems 1
 * @maxItems 100
 */
export type NotificationIds = NotificationId[];
