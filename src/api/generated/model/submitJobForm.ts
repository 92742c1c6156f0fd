/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { JobQueueId } from './jobQueueId';
import type { LabelName } from './labelName';
import type { Priority } from './priority';
import type { JobFilePath } from './jobFilePath';
import type { SubmitType } from './submitType';
import type { JobCommand } from './jobCommand';
import type { JobTemplateRef } from './jobTemplateRef';

/**
 * The job submission form. submit_type command runs cmd, script runs script_path (a file made by job/createJobFile or chosen on the shared storage), template runs the job template's command.
 */
export type SubmitJobForm = unknown & unknown & unknown & {
  cluster_id: ClusterId;
  hpcqueue_id: JobQueueId;
  name: LabelName;
  priority?: Priority;
  /**
   * Up to 100 nodes of 56 cores.
   * @minimum 1
   * @maximum 5600
   */
  cores: number;
  /**
   * @minimum 1
   * @maximum 1048576
   */
  memory?: number;
  /**
   * Up to 30 days; the queue's limit when omitted.
   * @minimum 1
   * @maximum 43200
   */
  time_limit?: number;
  work_dir?: JobFilePath;
  stdout_path?: JobFilePath;
  stderr_path?: JobFilePath;
  input_file?: JobFilePath;
  submit_type: SubmitType;
  cmd?: JobCommand;
  script_path?: JobFilePath;
  job_template_id?: JobTemplateRef;
  file_template_id?: JobTemplateRef;
} & Required<Pick<unknown & unknown & unknown & {
  cluster_id: ClusterId;
  hpcqueue_id: JobQueueId;
  name: LabelName;
  priority?: Priority;
  /**
   * Up to 100 nodes of 56 cores.
   * @minimum 1
   * @maximum 5600
   */
  cores: number;
  /**
   * @minimum 1
   * @maximum 1048576
   */
  memory?: number;
  /**
   * Up to 30 days; the queue's limit when omitted.
   * @minimum 1
   * @maximum 43200
   */
  time_limit?: number;
  work_dir?: JobFilePath;
  stdout_path?: JobFilePath;
  stderr_path?: JobFilePath;
  input_file?: JobFilePath;
  submit_type: SubmitType;
  cmd?: JobCommand;
  script_path?: JobFilePath;
  job_template_id?: JobTemplateRef;
  file_template_id?: JobTemplateRef;
}, 'cluster_id' | 'hpcqueue_id' | 'name' | 'cores' | 'submit_type'>>;
