/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { NodeRole } from './nodeRole';
import type { ResizeClusterRequestAllOfInstanceClass } from './resizeClusterRequestAllOfInstanceClass';

export type ResizeClusterRequestAllOf = {
  cluster_id: ClusterId;
  role: NodeRole;
  instance_class?: ResizeClusterRequestAllOfInstanceClass;
  /**
   * @minimum 1
   * @maximum 128
   */
  cpu: number;
  /**
   * @minimum 1024
   * @maximum 1048576
   */
  memory: number;
  /**
   * @minimum 0
   * @maximum 8
   */
  gpu?: number;
};
