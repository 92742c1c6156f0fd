/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ApprovalStatus = typeof ApprovalStatus[keyof typeof ApprovalStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ApprovalStatus = {
  new: 'new',
  rejected: 'rejected',
  passed: 'passed',
  pending: 'pending',
} as const;
