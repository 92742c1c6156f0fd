/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * creating and deleting while the account is set up on or removed from the clusters; active members can sign in and submit jobs, disabled ones cannot.
 */
export type SharedUserStatus = typeof SharedUserStatus[keyof typeof SharedUserStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SharedUserStatus = {
  creating: 'creating',
  active: 'active',
  disabled: 'disabled',
  deleting: 'deleting',
} as const;
