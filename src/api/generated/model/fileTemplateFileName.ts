/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The name the script is saved under: 1-254 characters, no slash.
 * @minLength 1
 * @maxLength 254
 * @pattern ^[^/\u0000]+$
 */
export type FileTemplateFileName = string;
