/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * inactive: the scheduler partition is down and starts no job. A deleted queue is no longer listed; calls naming it are refused with This queue has been deleted.
 */
export type HpcQueueStatus = typeof HpcQueueStatus[keyof typeof HpcQueueStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const HpcQueueStatus = {
  pending: 'pending',
  active: 'active',
  inactive: 'inactive',
  updating: 'updating',
  deleting: 'deleting',
} as const;
