/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Status of a cloud account: active, disabled by its owner or an administrator, or deleted.
 */
export type AccountUserStatus = typeof AccountUserStatus[keyof typeof AccountUserStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AccountUserStatus = {
  active: 'active',
  disabled: 'disabled',
  deleted: 'deleted',
} as const;
