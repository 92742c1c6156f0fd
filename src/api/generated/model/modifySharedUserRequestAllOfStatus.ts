/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * active re-enables a disabled member, disabled stops the member from signing in and submitting jobs.
 */
export type ModifySharedUserRequestAllOfStatus = typeof ModifySharedUserRequestAllOfStatus[keyof typeof ModifySharedUserRequestAllOfStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ModifySharedUserRequestAllOfStatus = {
  active: 'active',
  disabled: 'disabled',
} as const;
