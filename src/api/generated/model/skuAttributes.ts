/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { InstanceClass } from './instanceClass';
import type { NodeRole } from './nodeRole';

export interface SkuAttributes {
  /**
   * MiB.
   * @minimum 1024
   */
  memory: number;
  /**
   * Cores.
   * @minimum 1
   */
  cpu: number;
  /** @minimum 0 */
  gpu?: number;
  instance_class: InstanceClass;
  baremetal?: boolean;
  role: NodeRole;
}
