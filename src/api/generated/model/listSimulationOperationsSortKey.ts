/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListSimulationOperationsSortKey = typeof ListSimulationOperationsSortKey[keyof typeof ListSimulationOperationsSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListSimulationOperationsSortKey = {
  create_time: 'create_time',
  status_time: 'status_time',
} as const;
