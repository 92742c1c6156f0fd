/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Identifier of a machine of the pool.
 * @pattern ^mch-[a-z0-9]{8,16}$
 */
export type MachineId = string;
