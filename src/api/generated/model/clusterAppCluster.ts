/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { DateTime } from './dateTime';
import type { ClusterStatus } from './clusterStatus';

export type ClusterAppCluster = {
  app_id: string;
  create_time: DateTime;
  status?: ClusterStatus;
};
