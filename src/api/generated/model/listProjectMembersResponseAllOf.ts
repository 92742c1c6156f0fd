/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ProjectMember } from './projectMember';
import type { Count } from './count';

export type ListProjectMembersResponseAllOf = {
  member_set: ProjectMember[];
  total_count: Count;
};
