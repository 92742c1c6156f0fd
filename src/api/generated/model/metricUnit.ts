/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The unit of monitoring values: % for usages, empty for loads and counts.
 * @maxLength 16
 */
export type MetricUnit = string;
