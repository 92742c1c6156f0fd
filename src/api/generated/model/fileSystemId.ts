/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * @pattern ^fs-[a-z0-9]{4,16}$
 */
export type FileSystemId = string;
