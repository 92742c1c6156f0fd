/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The exit code; null until the job has ended.
 */
export type SimulationJobExitCode = number | null;
