/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * @pattern ^ft-[a-z0-9]{4,16}$
 */
export type FileTemplateId = string;
