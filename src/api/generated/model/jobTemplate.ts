/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { JobTemplateId } from './jobTemplateId';
import type { LabelName } from './labelName';
import type { ClusterId } from './clusterId';
import type { Name } from './name';
import type { JobTemplateQueueId } from './jobTemplateQueueId';
import type { ShortName } from './shortName';
import type { Priority } from './priority';
import type { JobTemplateCores } from './jobTemplateCores';
import type { JobTemplateMemory } from './jobTemplateMemory';
import type { JobTemplateTimeLimit } from './jobTemplateTimeLimit';
import type { SubmitType } from './submitType';
import type { JobTemplateCommand } from './jobTemplateCommand';
import type { JobTemplatePath } from './jobTemplatePath';
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
  hpcqueue_id?: JobTemplateQueueId;
  /** The default queue of jobs submitted from the template. */
  queue_name: ShortName;
  priority?: Priority;
  cores: JobTemplateCores;
  memory?: JobTemplateMemory;
  time_limit?: JobTemplateTimeLimit;
  submit_type: SubmitType;
  cmd?: JobTemplateCommand;
  /** The job script (submit_type script). */
  script_path?: JobTemplatePath;
  /** The file template the job script was made from, if any. */
  file_temp_id?: FileTemplateId;
  work_dir?: JobTemplatePath;
  stdout_path?: JobTemplatePath;
  stderr_path?: JobTemplatePath;
  description?: Description;
  owner?: UserId;
  create_time: DateTime;
  update_time?: DateTime;
}
