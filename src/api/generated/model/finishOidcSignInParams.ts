/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type FinishOidcSignInParams = {
/**
 * @maxLength 4096
 */
code?: string;
/**
 * @maxLength 512
 */
state?: string;
/**
 * @maxLength 256
 */
error?: string;
/**
 * @maxLength 2048
 */
error_description?: string;
};
