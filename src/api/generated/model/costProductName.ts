/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The product priced; privated_queue (the default) is a private queue.
 * @pattern ^[a-z][a-z0-9_]{1,63}$
 */
export type CostProductName = string;
