/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The zone administrator's decision on a pending application.
 */
export type SoftwareReviewStatus = typeof SoftwareReviewStatus[keyof typeof SoftwareReviewStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SoftwareReviewStatus = {
  passed: 'passed',
  rejected: 'rejected',
} as const;
