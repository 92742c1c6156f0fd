/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { LabelName } from './labelName';
import type { ClusterId } from './clusterId';
import type { ShortName } from './shortName';
import type { QueueId } from './queueId';
import type { Priority } from './priority';
import type { JobCores } from './jobCores';
import type { JobMemory } from './jobMemory';
import type { JobTimeLimit } from './jobTimeLimit';
import type { AbsolutePath } from './absolutePath';
import type { SubmitType } from './submitType';
import type { JobCommand } from './jobCommand';
import type { FileTemplateId } from './fileTemplateId';
import type { Description } from './description';

/**
 * The saved values of a job submission: submit_type command runs cmd, script runs script_path.
 */
export type JobTemplateForm = unknown & unknown & {
  name: LabelName;
  cluster_id: ClusterId;
  queue_name: ShortName;
  hpcqueue_id?: QueueId;
  priority?: Priority;
  cores?: JobCores;
  memory?: JobMemory;
  time_limit?: JobTimeLimit;
  work_dir?: AbsolutePath;
  submit_type: SubmitType;
  cmd?: JobCommand;
  script_path?: AbsolutePath;
  file_temp_id?: FileTemplateId;
  stdout_path?: AbsolutePath;
  stderr_path?: AbsolutePath;
  description?: Description;
} & Required<Pick<unknown & unknown & {
  name: LabelName;
  cluster_id: ClusterId;
  queue_name: ShortName;
  hpcqueue_id?: QueueId;
  priority?: Priority;
  cores?: JobCores;
  memory?: JobMemory;
  time_limit?: JobTimeLimit;
  work_dir?: AbsolutePath;
  submit_type: SubmitType;
  cmd?: JobCommand;
  script_path?: AbsolutePath;
  file_temp_id?: FileTemplateId;
  stdout_path?: AbsolutePath;
  stderr_path?: AbsolutePath;
  description?: Description;
}, 'name' | 'cluster_id' | 'queue_name' | 'submit_type'>>;
