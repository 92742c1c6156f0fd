/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { TimeExtensionId } from './timeExtensionId';
import type { TimeExtensionRefuseReason } from './timeExtensionRefuseReason';

export type RefuseTimeExtensionRequestAllOf = {
  extension_id: TimeExtensionId;
  /** Shown to the submitter with the request; optional. */
  refuse_reason?: TimeExtensionRefuseReason;
};
