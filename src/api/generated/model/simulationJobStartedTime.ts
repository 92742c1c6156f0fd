/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * null while pending.
 */
export type SimulationJobStartedTime = string | null;
