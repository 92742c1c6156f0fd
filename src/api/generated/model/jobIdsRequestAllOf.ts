/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { HpcJobUuids } from './hpcJobUuids';

export type JobIdsRequestAllOf = {
  cluster_id: ClusterId;
  job_ids: HpcJobUuids;
};
