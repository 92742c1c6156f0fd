/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListStrategiesSortKey = typeof ListStrategiesSortKey[keyof typeof ListStrategiesSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListStrategiesSortKey = {
  create_time: 'create_time',
  last_exec_time: 'last_exec_time',
  queue_name: 'queue_name',
} as const;
