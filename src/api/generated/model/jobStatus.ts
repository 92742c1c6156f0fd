/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type JobStatus = typeof JobStatus[keyof typeof JobStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const JobStatus = {
  finished: 'finished',
  running: 'running',
  pending: 'pending',
  exited: 'exited',
  stopped: 'stopped',
  unknown: 'unknown',
  deleted: 'deleted',
  cancelled: 'cancelled',
} as const;
