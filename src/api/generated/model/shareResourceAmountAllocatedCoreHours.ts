/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Core-hours allocated to the user; null when unlimited.
 * @minimum 0
 */
export type ShareResourceAmountAllocatedCoreHours = number | null;
