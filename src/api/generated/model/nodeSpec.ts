/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { InstanceClass } from './instanceClass';
import type { NodeCpu } from './nodeCpu';
import type { NodeMemory } from './nodeMemory';
import type { NodeGpu } from './nodeGpu';
import type { NodeCount } from './nodeCount';

/**
 * Instance class, cpu, memory, gpu and count of the nodes of one role, chosen from the product SKUs and the cluster conf.
 */
export interface NodeSpec {
  instance_class: InstanceClass;
  cpu: NodeCpu;
  memory: NodeMemory;
  gpu?: NodeGpu;
  count: NodeCount;
  /** @maxItems 100 */
  private_ips?: string[];
}
