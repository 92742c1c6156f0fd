/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ProjectId } from './projectId';
import type { LabelName } from './labelName';
import type { UserId } from './userId';
import type { ClusterId } from './clusterId';
import type { Count } from './count';
import type { DateTime } from './dateTime';

/**
 * A project shares clusters of its owner (resource_ids) with its members, the owner's sub-accounts. The console makes one project per shared cluster.
 */
export interface Project {
  project_id: ProjectId;
  name: LabelName;
  owner: UserId;
  /** The clusters shared by the project. */
  resource_ids: ClusterId[];
  member_count?: Count;
  create_time: DateTime;
}
