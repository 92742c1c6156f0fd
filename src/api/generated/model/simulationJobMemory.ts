/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Memory in MiB; null when the job did not ask (the node's memory is shared).
 * @minimum 1
 */
export type SimulationJobMemory = number | null;
