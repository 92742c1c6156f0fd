/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * 0 means success.
 */
export type RetCodeOk = 0;
