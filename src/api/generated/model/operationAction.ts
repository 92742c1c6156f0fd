/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The action of the change, as the x-action of the call that made it.
 * @minLength 1
 * @maxLength 64
 */
export type OperationAction = string;
