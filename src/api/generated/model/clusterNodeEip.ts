/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterNodeEipId } from './clusterNodeEipId';

export interface ClusterNodeEip {
  eip_id: ClusterNodeEipId;
  eip_addr: string;
  /** @maxLength 64 */
  eip_name?: string;
  /**
   * Mbps.
   * @minimum 1
   */
  bandwidth?: number;
}
