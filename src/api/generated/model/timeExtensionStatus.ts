/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * pending waits for the owner or a zone administrator; approved was applied in the scheduler; refused and withdrawn were not.
 */
export type TimeExtensionStatus = typeof TimeExtensionStatus[keyof typeof TimeExtensionStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TimeExtensionStatus = {
  pending: 'pending',
  approved: 'approved',
  refused: 'refused',
  withdrawn: 'withdrawn',
} as const;
