/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Identifier of a version of the HPC or EHPC application in the app centre.
 * @pattern ^appv-[a-z0-9]{4,16}$
 */
export type AppVersionId = string;
