/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Cores of a simulation job: a simulation job runs on a single node of 56 cores.
 * @minimum 1
 * @maximum 56
 */
export type SimulationCores = number;
