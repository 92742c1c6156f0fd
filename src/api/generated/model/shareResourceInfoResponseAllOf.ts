/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ShareResourceAmount } from './shareResourceAmount';

export type ShareResourceInfoResponseAllOf = {
  share_resource_info: ShareResourceAmount;
};
