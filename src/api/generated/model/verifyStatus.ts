/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type VerifyStatus = typeof VerifyStatus[keyof typeof VerifyStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VerifyStatus = {
  PASSED: 'PASSED',
  NEW: 'NEW',
  PENDING: 'PENDING',
  REJECTED: 'REJECTED',
} as const;
