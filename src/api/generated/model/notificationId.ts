/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * @minimum 1
 * @maximum 9007199254740991
 */
export type NotificationId = number;
