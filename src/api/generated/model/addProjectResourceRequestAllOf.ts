/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ProjectId } from './projectId';
import type { ClusterIds } from './clusterIds';

export type AddProjectResourceRequestAllOf = {
  project_id: ProjectId;
  /** Clusters to share in the project. */
  resource_ids: ClusterIds;
};
