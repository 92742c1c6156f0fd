/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Identifier of a software package of the catalogue (hpcsw_id).
 * @pattern ^hpcsw-[a-z0-9]{4,16}$
 */
export type SoftwareId = string;
