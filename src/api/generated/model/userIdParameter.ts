/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The signed-in user.
 */
export type UserIdParameter = string;
