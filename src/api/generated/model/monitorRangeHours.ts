/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The monitoring range in hours, ending now (section 5: the unit of a monitoring range is hours); at most 168 (7 days).
 * @minimum 1
 * @maximum 168
 */
export type MonitorRangeHours = number;
