/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NodeSpecInstanceClass } from './nodeSpecInstanceClass';
import type { NodeCount } from './nodeCount';

/**
 * Instance class, cpu, memory, gpu and count of the nodes of one role, chosen from the product SKUs and the cluster conf.
 */
export interface NodeSpec {
  instance_class: NodeSpecInstanceClass;
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
  count: NodeCount;
  /** @maxItems 100 */
  private_ips?: string[];
}
