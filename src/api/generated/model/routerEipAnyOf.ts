/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { EipId } from './eipId';

/**
 * The EIP of the router, if any.
 */
export type RouterEipAnyOf = {
  eip_id: EipId;
  /** @maxLength 128 */
  eip_name?: string;
  eip_addr: string;
};
