/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type Scheduler = typeof Scheduler[keyof typeof Scheduler];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const Scheduler = {
  slurm: 'slurm',
  pbspro: 'pbspro',
} as const;
