/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The console's id of a simulation job.
 * @pattern ^sjob-[a-z0-9]{6,16}$
 */
export type SimulationJobId = string;
