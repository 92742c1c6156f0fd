/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { DependencyType } from './dependencyType';
import type { HpcJobUuid } from './hpcJobUuid';
import type { LabelName } from './labelName';
import type { JobStatus } from './jobStatus';

/**
 * A job linked to another by a dependency, as the job page shows it: its condition, id, name and status.
 */
export interface JobLink {
  type: DependencyType;
  hpcjob_uuid: HpcJobUuid;
  name: LabelName;
  job_status: JobStatus;
}
