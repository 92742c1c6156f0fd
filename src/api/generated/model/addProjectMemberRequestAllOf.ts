/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ProjectId } from './projectId';
import type { NewProjectMember } from './newProjectMember';

export type AddProjectMemberRequestAllOf = {
  project_id: ProjectId;
  /**
   * @minItems 1
   * @maxItems 100
   */
  members: NewProjectMember[];
};
