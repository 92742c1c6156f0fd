/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type NotificationPortal = typeof NotificationPortal[keyof typeof NotificationPortal];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NotificationPortal = {
  hpc: 'hpc',
  ispf: 'ispf',
} as const;
