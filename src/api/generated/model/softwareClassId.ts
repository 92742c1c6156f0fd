/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * @pattern ^swc-[a-z0-9]{2,16}$
 */
export type SoftwareClassId = string;
