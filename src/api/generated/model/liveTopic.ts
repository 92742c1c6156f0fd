/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type LiveTopic = typeof LiveTopic[keyof typeof LiveTopic];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const LiveTopic = {
  jobs: 'jobs',
  clusters: 'clusters',
  operations: 'operations',
  queues: 'queues',
  strategies: 'strategies',
  members: 'members',
  remote_apps: 'remote_apps',
  notifications: 'notifications',
} as const;
