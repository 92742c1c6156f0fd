/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Active is healthy, UnActive unhealthy.
 */
export type NasStatus = typeof NasStatus[keyof typeof NasStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NasStatus = {
  Active: 'Active',
  UnActive: 'UnActive',
  Creating: 'Creating',
} as const;
