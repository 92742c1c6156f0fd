/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Months of a Reserved purchase; 0 means PayForUsed.
 * @minimum 0
 * @maximum 36
 */
export type Duration = number;
