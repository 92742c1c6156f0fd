/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ProjectId } from './projectId';
import type { ProjectUserIds } from './projectUserIds';

export type DeleteProjectMemberRequestAllOf = {
  project_id: ProjectId;
  user_ids: ProjectUserIds;
};
