/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Identifier of the virtual machine or bare-metal instance behind a node (i-…).
 * @pattern ^i-[a-z0-9]{6,16}$
 */
export type InstanceId = string;
