/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Node count range [0~100].
 * @minimum 0
 * @maximum 100
 */
export type NodeCount = number;
