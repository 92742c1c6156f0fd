/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListRemoteAppLogsSortKey = typeof ListRemoteAppLogsSortKey[keyof typeof ListRemoteAppLogsSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListRemoteAppLogsSortKey = {
  start_time: 'start_time',
  end_time: 'end_time',
  duration: 'duration',
  cost: 'cost',
} as const;
