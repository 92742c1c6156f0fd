/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { HpcJobUuid } from './hpcJobUuid';

export type RetryJobArrayRequestAllOf = {
  cluster_id: ClusterId;
  hpcjob_uuid: HpcJobUuid;
};
