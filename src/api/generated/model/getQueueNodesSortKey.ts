/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type GetQueueNodesSortKey = typeof GetQueueNodesSortKey[keyof typeof GetQueueNodesSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetQueueNodesSortKey = {
  name: 'name',
  status: 'status',
  used_cores: 'used_cores',
} as const;
