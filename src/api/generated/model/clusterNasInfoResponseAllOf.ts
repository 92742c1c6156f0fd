/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterNasInfoResponseAllOfNasInfo } from './clusterNasInfoResponseAllOfNasInfo';

export type ClusterNasInfoResponseAllOf = {
  nas_info: ClusterNasInfoResponseAllOfNasInfo;
};
