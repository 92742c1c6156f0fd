/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type GetCurrentQueueSortKey = typeof GetCurrentQueueSortKey[keyof typeof GetCurrentQueueSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetCurrentQueueSortKey = {
  create_time: 'create_time',
  queue_name: 'queue_name',
  node_count: 'node_count',
} as const;
