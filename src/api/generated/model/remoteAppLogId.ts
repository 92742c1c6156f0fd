/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * @pattern ^ral-[a-z0-9]{6,16}$
 */
export type RemoteAppLogId = string;
