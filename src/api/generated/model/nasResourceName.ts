/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Name of a NAS file system or export: longer than 4 and shorter than 64 characters.
 * @minLength 5
 * @maxLength 63
 */
export type NasResourceName = string;
