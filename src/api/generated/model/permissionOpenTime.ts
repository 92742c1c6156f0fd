/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * When the service was opened; null while disabled.
 */
export type PermissionOpenTime = string | null;
