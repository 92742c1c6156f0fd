/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ClusterStatus = typeof ClusterStatus[keyof typeof ClusterStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClusterStatus = {
  pending: 'pending',
  active: 'active',
  stopped: 'stopped',
  suspended: 'suspended',
  ceased: 'ceased',
  terminated: 'terminated',
  deleted: 'deleted',
  creating: 'creating',
  starting: 'starting',
  stopping: 'stopping',
  restarting: 'restarting',
  resizing: 'resizing',
  updating: 'updating',
  resuming: 'resuming',
  suspending: 'suspending',
  deleting: 'deleting',
} as const;
