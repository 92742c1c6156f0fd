/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * null while the app is running.
 */
export type RemoteAppLogEndTime = string | null;
