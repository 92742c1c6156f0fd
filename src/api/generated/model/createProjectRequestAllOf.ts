/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { LabelName } from './labelName';
import type { ClusterId } from './clusterId';

export type CreateProjectRequestAllOf = {
  name: LabelName;
  /** The first cluster the project shares. */
  cluster_id: ClusterId;
};
