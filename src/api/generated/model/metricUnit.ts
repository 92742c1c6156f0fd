/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The unit of the values: % for the usages, empty for system_load.
 * @maxLength 16
 */
export type MetricUnit = string;
