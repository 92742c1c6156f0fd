/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Status of an S2 server (IaaS resource statuses of spec section 4).
 */
export type S2ServerStatus = typeof S2ServerStatus[keyof typeof S2ServerStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const S2ServerStatus = {
  pending: 'pending',
  active: 'active',
  stopped: 'stopped',
  suspended: 'suspended',
  ceased: 'ceased',
  deleted: 'deleted',
  starting: 'starting',
  stopping: 'stopping',
  restarting: 'restarting',
  updating: 'updating',
} as const;
