/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { NodeRole } from './nodeRole';
import type { InstanceClass } from './instanceClass';
import type { NodeCpu } from './nodeCpu';
import type { NodeMemory } from './nodeMemory';
import type { NodeGpu } from './nodeGpu';

export type ResizeClusterRequestAllOf = {
  cluster_id: ClusterId;
  role: NodeRole;
  instance_class?: InstanceClass;
  cpu: NodeCpu;
  memory: NodeMemory;
  gpu?: NodeGpu;
};
