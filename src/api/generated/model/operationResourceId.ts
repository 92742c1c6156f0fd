/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The id of a resource an operation acted on.
 * @pattern ^[a-z][a-z0-9_-]{1,63}$
 */
export type OperationResourceId = string;
