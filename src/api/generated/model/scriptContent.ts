/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The text of a job script, up to 1 MiB (1048576 characters).
 * @maxLength 1048576
 */
export type ScriptContent = string;
