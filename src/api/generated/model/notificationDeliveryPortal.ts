/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type NotificationDeliveryPortal = typeof NotificationDeliveryPortal[keyof typeof NotificationDeliveryPortal];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NotificationDeliveryPortal = {
  hpc: 'hpc',
  ispf: 'ispf',
} as const;
