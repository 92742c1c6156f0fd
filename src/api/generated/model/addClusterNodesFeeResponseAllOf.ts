/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ResizeFee } from './resizeFee';

export type AddClusterNodesFeeResponseAllOf = {
  /**
   * The price difference of the addition; the console shows the first item.
   * @minItems 1
   */
  resize_fee: ResizeFee[];
};
