/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Description of a NAS file system or mount point: up to 128 characters.
 * @maxLength 128
 */
export type NasDescription = string;
