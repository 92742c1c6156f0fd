/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Identifier of an asynchronous operation (not a compute job).
 * @pattern ^j-[a-z0-9]{8,16}$
 */
export type OperationJobId = string;
