/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListSimulationJobsSortKey = typeof ListSimulationJobsSortKey[keyof typeof ListSimulationJobsSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListSimulationJobsSortKey = {
  submitted_time: 'submitted_time',
  name: 'name',
  run_time: 'run_time',
} as const;
