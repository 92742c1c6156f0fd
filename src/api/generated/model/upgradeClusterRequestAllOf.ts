/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';

export type UpgradeClusterRequestAllOf = {
  cluster_id: ClusterId;
  /**
   * Target version; the newest active version when omitted.
   * @pattern ^appv-[a-z0-9]{4,16}$
   */
  app_version?: string;
};
