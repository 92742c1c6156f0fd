/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * core_hours (hours) or storage (bytes).
 */
export type QuotaUsageKind = typeof QuotaUsageKind[keyof typeof QuotaUsageKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const QuotaUsageKind = {
  core_hours: 'core_hours',
  storage: 'storage',
} as const;
