/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * active may be used; expired passed its expiry; revoked was revoked.
 */
export type AccessTokenStatus = typeof AccessTokenStatus[keyof typeof AccessTokenStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AccessTokenStatus = {
  active: 'active',
  expired: 'expired',
  revoked: 'revoked',
} as const;
