/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * An application of the app centre (the HPC or the EHPC application).
 * @pattern ^app-[a-z0-9]{4,16}$
 */
export type IaasAppId = string;
