/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type NotificationDeliveryStatus = typeof NotificationDeliveryStatus[keyof typeof NotificationDeliveryStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NotificationDeliveryStatus = {
  pending: 'pending',
  sent: 'sent',
  failed: 'failed',
} as const;
