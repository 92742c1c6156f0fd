/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type PermissionStatus = typeof PermissionStatus[keyof typeof PermissionStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PermissionStatus = {
  enable: 'enable',
  disable: 'disable',
} as const;
