/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A folder path relative to the export's root, ending with /; '' is the root. No leading /, no . or .. segment.
 * @maxLength 1024
 * @pattern ^([^/\u0000]{1,254}/)*$
 */
export type NasObjectPrefix = string;
