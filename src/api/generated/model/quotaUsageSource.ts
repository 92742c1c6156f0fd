/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * cluster_user: the cluster user the user's jobs run as; shared_member: the user's resource limit as a shared member.
 */
export type QuotaUsageSource = typeof QuotaUsageSource[keyof typeof QuotaUsageSource];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const QuotaUsageSource = {
  cluster_user: 'cluster_user',
  shared_member: 'shared_member',
} as const;
