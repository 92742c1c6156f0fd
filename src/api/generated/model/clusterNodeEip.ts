/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { EipId } from './eipId';

export interface ClusterNodeEip {
  eip_id: EipId;
  eip_addr: string;
  /** @maxLength 64 */
  eip_name?: string;
  /**
   * Mbps.
   * @minimum 1
   */
  bandwidth?: number;
}
