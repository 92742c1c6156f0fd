/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ResizeFee } from './resizeFee';

export type ResizeFeeResponseAllOf = {
  /** @minItems 1 */
  resize_fee: ResizeFee[];
};
