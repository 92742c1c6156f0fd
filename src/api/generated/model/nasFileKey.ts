/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The path of a file (not a folder: no ending /) relative to the export's root.
 * @minLength 1
 * @maxLength 1024
 * @pattern ^([^/\u0000]{1,254}/)*[^/\u0000]{1,254}$
 */
export type NasFileKey = string;
