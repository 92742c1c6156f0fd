/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { LabelName } from './labelName';
import type { ClusterId } from './clusterId';
import type { ShortName } from './shortName';
import type { JobTemplateQueueId } from './jobTemplateQueueId';
import type { Priority } from './priority';
import type { JobTemplateCores } from './jobTemplateCores';
import type { JobTemplateMemory } from './jobTemplateMemory';
import type { JobTemplateTimeLimit } from './jobTemplateTimeLimit';
import type { JobTemplatePath } from './jobTemplatePath';
import type { SubmitType } from './submitType';
import type { JobTemplateCommand } from './jobTemplateCommand';
import type { FileTemplateId } from './fileTemplateId';
import type { Description } from './description';

/**
 * The saved values of a job submission: submit_type command runs cmd, script runs script_path.
 */
export type JobTemplateForm = unknown & unknown & {
  name: LabelName;
  cluster_id: ClusterId;
  queue_name: ShortName;
  hpcqueue_id?: JobTemplateQueueId;
  priority?: Priority;
  cores?: JobTemplateCores;
  memory?: JobTemplateMemory;
  time_limit?: JobTemplateTimeLimit;
  work_dir?: JobTemplatePath;
  submit_type: SubmitType;
  cmd?: JobTemplateCommand;
  script_path?: JobTemplatePath;
  file_temp_id?: FileTemplateId;
  stdout_path?: JobTemplatePath;
  stderr_path?: JobTemplatePath;
  description?: Description;
} & Required<Pick<unknown & unknown & {
  name: LabelName;
  cluster_id: ClusterId;
  queue_name: ShortName;
  hpcqueue_id?: JobTemplateQueueId;
  priority?: Priority;
  cores?: JobTemplateCores;
  memory?: JobTemplateMemory;
  time_limit?: JobTemplateTimeLimit;
  work_dir?: JobTemplatePath;
  submit_type: SubmitType;
  cmd?: JobTemplateCommand;
  script_path?: JobTemplatePath;
  file_temp_id?: FileTemplateId;
  stdout_path?: JobTemplatePath;
  stderr_path?: JobTemplatePath;
  description?: Description;
}, 'name' | 'cluster_id' | 'queue_name' | 'submit_type'>>;
