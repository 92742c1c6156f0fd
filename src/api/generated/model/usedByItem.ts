/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';

export type UsedByItem = {
  cluster_id: ClusterId;
  /** @maxLength 128 */
  cluster_name: string;
};
