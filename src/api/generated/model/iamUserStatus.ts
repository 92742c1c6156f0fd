/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type IamUserStatus = typeof IamUserStatus[keyof typeof IamUserStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const IamUserStatus = {
  active: 'active',
  disabled: 'disabled',
} as const;
