/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The log's path on the simulation storage (the job's stdout_path or stderr_path); null when the job has none.
 */
export type SimulationJobLogResponseAllOfLogPath = string | null;
