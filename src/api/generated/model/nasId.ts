/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Identifier of a NAS export (mount point) of a file system.
 * @pattern ^nas-[a-z0-9]{4,16}$
 */
export type NasId = string;
