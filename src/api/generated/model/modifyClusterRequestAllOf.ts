/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { Name } from './name';
import type { Description } from './description';

export type ModifyClusterRequestAllOf = (unknown & {
  cluster_id: ClusterId;
  cluster_name?: Name;
  description?: Description;
}) | (unknown & {
  cluster_id: ClusterId;
  cluster_name?: Name;
  description?: Description;
});
