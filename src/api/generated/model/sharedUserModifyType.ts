/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The field a modifyUser call changes: status, permission or password.
 */
export type SharedUserModifyType = typeof SharedUserModifyType[keyof typeof SharedUserModifyType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SharedUserModifyType = {
  status: 'status',
  permission: 'permission',
  password: 'password',
} as const;
