/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NotificationDelivery } from './notificationDelivery';
import type { Count } from './count';

export type ListNotificationDeliveriesResponseAllOf = {
  delivery_set: NotificationDelivery[];
  total_count: Count;
};
