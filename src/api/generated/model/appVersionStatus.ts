/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Only active versions are offered for creation and upgrade.
 */
export type AppVersionStatus = typeof AppVersionStatus[keyof typeof AppVersionStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AppVersionStatus = {
  active: 'active',
  suspended: 'suspended',
  deleted: 'deleted',
} as const;
