/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The console lists available EIPs by default.
 */
export type EipStatus = typeof EipStatus[keyof typeof EipStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EipStatus = {
  pending: 'pending',
  available: 'available',
  associated: 'associated',
  suspended: 'suspended',
  released: 'released',
  ceased: 'ceased',
} as const;
