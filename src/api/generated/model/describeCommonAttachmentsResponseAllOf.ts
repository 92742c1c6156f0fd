/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { CommonAttachment } from './commonAttachment';
import type { Count } from './count';

export type DescribeCommonAttachmentsResponseAllOf = {
  attachment_set: CommonAttachment[];
  total_count: Count;
};
