/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { AppVersionId } from './appVersionId';

export type UpgradeClusterRequestAllOf = {
  cluster_id: ClusterId;
  /** Target version; the newest active version when omitted. */
  app_version?: AppVersionId;
};
