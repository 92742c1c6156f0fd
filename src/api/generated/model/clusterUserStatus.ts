/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * disabled accounts cannot sign in or submit jobs.
 */
export type ClusterUserStatus = typeof ClusterUserStatus[keyof typeof ClusterUserStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClusterUserStatus = {
  active: 'active',
  disabled: 'disabled',
} as const;
