/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterConf } from './clusterConf';

export type ClusterConfResponseAllOf = {
  /** @minItems 1 */
  cluster_conf_set: ClusterConf[];
};
