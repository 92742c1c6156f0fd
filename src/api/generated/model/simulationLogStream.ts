/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A simulation job's log: standard output or standard error.
 */
export type SimulationLogStream = typeof SimulationLogStream[keyof typeof SimulationLogStream];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SimulationLogStream = {
  stdout: 'stdout',
  stderr: 'stderr',
} as const;
