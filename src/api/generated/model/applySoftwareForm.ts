/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SoftwareId } from './softwareId';
import type { ClusterId } from './clusterId';

/**
 * The application for a commercial software package on a cluster; an administrator passes or rejects it.
 */
export interface ApplySoftwareForm {
  hpcsw_id: SoftwareId;
  cluster_id: ClusterId;
  /**
   * @minLength 1
   * @maxLength 256
   */
  reason: string;
}
