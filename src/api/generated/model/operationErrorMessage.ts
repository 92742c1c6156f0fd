/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Why the operation failed; null unless status is failed.
 * @maxLength 1024
 */
export type OperationErrorMessage = string | null;
