/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { AttachmentId } from './attachmentId';
import type { AttachmentContentKey } from './attachmentContentKey';
import type { CommonAttachmentAttachmentContent } from './commonAttachmentAttachmentContent';
import type { DateTime } from './dateTime';

export interface CommonAttachment {
  attachment_id: AttachmentId;
  content_key: AttachmentContentKey;
  /** The parsed content of the attachment's content_key part. */
  attachment_content: CommonAttachmentAttachmentContent;
  create_time?: DateTime;
}
