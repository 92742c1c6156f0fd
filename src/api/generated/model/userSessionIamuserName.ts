/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * @pattern ^[A-Za-z0-9_.-]{1,64}$
 */
export type UserSessionIamuserName = string | null;
