/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type NodeStatus = typeof NodeStatus[keyof typeof NodeStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NodeStatus = {
  pending: 'pending',
  active: 'active',
  stopped: 'stopped',
  starting: 'starting',
  stopping: 'stopping',
  restarting: 'restarting',
  deleting: 'deleting',
  deleted: 'deleted',
  ceased: 'ceased',
} as const;
