/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Allocated core-hours of a shared member: 1000-100000.
 * @minimum 1000
 * @maximum 100000
 */
export type SharedCoreHours = number;
