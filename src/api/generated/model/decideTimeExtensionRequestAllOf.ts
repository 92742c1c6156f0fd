/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { TimeExtensionId } from './timeExtensionId';

export type DecideTimeExtensionRequestAllOf = {
  extension_id: TimeExtensionId;
};
