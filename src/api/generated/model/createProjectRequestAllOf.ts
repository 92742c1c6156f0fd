/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { LabelName } from './labelName';
import type { ClusterId } from './clusterId';
import type { NewProjectMember } from './newProjectMember';

export type CreateProjectRequestAllOf = {
  name: LabelName;
  /** The first cluster the project shares. */
  cluster_id: ClusterId;
  /**
   * The first members, added in the same change: the project is created with all of them or not at all (a refused member refuses the whole request and leaves no project behind).
   * @minItems 1
   * @maxItems 100
   */
  members?: NewProjectMember[];
};
