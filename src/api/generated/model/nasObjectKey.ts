/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A file or folder path relative to the export's root: segments of 1-254 characters without /, no leading /, no . or .. segment (no path escapes its export); a folder ends with /.
 * @minLength 1
 * @maxLength 1024
 * @pattern ^([^/\u0000]{1,254}/)*[^/\u0000]{1,254}/?$
 */
export type NasObjectKey = string;
