/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListJobsSortKey = typeof ListJobsSortKey[keyof typeof ListJobsSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListJobsSortKey = {
  submitted_time: 'submitted_time',
  name: 'name',
  run_time: 'run_time',
} as const;
