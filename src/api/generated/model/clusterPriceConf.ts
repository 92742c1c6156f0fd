/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NodeSpec } from './nodeSpec';

/**
 * The node configuration to price, per role: the controller (standard deploy mode only), compute and login nodes.
 */
export interface ClusterPriceConf {
  controller?: NodeSpec;
  compute: NodeSpec;
  login?: NodeSpec;
}
