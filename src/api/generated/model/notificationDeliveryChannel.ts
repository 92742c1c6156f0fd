/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type NotificationDeliveryChannel = typeof NotificationDeliveryChannel[keyof typeof NotificationDeliveryChannel];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NotificationDeliveryChannel = {
  email: 'email',
  webhook: 'webhook',
} as const;
