/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The parsed content of the attachment's content_key part.
 */
export type CommonAttachmentAttachmentContent = { [key: string]: unknown };
