/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { JobTemplateId } from './jobTemplateId';
import type { LabelName } from './labelName';
import type { ClusterId } from './clusterId';
import type { Name } from './name';
import type { QueueId } from './queueId';
import type { ShortName } from './shortName';
import type { Priority } from './priority';
import type { JobCores } from './jobCores';
import type { JobMemory } from './jobMemory';
import type { JobTimeLimit } from './jobTimeLimit';
import type { SubmitType } from './submitType';
import type { JobCommand } from './jobCommand';
import type { AbsolutePath } from './absolutePath';
import type { FileTemplateId } from './fileTemplateId';
import type { Description } from './description';
import type { UserId } from './userId';
import type { DateTime } from './dateTime';

/**
 * A saved job submission of one cluster: its default queue, resources, command and output paths. Submitting from a template pre-fills the submit form with these values.
 */
export interface JobTemplate {
  temp_id: JobTemplateId;
  name: LabelName;
  cluster_id: ClusterId;
  cluster_name?: Name;
  /** The hpcqueue_id of the default queue, as the queue list returns it. */
  hpcqueue_id?: QueueId;
  /** The default queue of jobs submitted from the template. */
  queue_name: ShortName;
  priority?: Priority;
  cores: JobCores;
  memory?: JobMemory;
  time_limit?: JobTimeLimit;
  submit_type: SubmitType;
  cmd?: JobCommand;
  /** The job script (submit_type script). */
  script_path?: AbsolutePath;
  /** The file template the job script was made from, if any. */
  file_temp_id?: FileTemplateId;
  work_dir?: AbsolutePath;
  /** May use the scheduler's %j (job id) and %x (job name). */
  stdout_path?: AbsolutePath;
  /** May use the scheduler's %j (job id) and %x (job name). */
  stderr_path?: AbsolutePath;
  description?: Description;
  owner?: UserId;
  create_time: DateTime;
  update_time?: DateTime;
}
