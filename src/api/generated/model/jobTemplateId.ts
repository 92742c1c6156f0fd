/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * @pattern ^jt-[a-z0-9]{4,16}$
 */
export type JobTemplateId = string;
