/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { QueueId } from './queueId';
import type { LabelName } from './labelName';
import type { Priority } from './priority';
import type { JobCores } from './jobCores';
import type { JobMemory } from './jobMemory';
import type { JobTimeLimit } from './jobTimeLimit';
import type { AbsolutePath } from './absolutePath';
import type { SubmitType } from './submitType';
import type { JobCommand } from './jobCommand';
import type { JobTemplateRef } from './jobTemplateRef';
import type { JobArraySpec } from './jobArraySpec';
import type { JobDependency } from './jobDependency';
import type { JobNotify } from './jobNotify';

/**
 * The job submission form. submit_type command runs cmd, script runs script_path (a file made by job/createJobFile or chosen on the shared storage), template runs the job template's command.
 */
export type SubmitJobForm = unknown & unknown & unknown & {
  cluster_id: ClusterId;
  hpcqueue_id: QueueId;
  name: LabelName;
  priority?: Priority;
  cores: JobCores;
  memory?: JobMemory;
  /** Up to 30 days; the queue's limit when omitted, except under a core-hour quota, which needs a time limit (ADR 0026). */
  time_limit?: JobTimeLimit;
  work_dir?: AbsolutePath;
  stdout_path?: AbsolutePath;
  stderr_path?: AbsolutePath;
  input_file?: AbsolutePath;
  submit_type: SubmitType;
  cmd?: JobCommand;
  script_path?: AbsolutePath;
  job_template_id?: JobTemplateRef;
  file_template_id?: JobTemplateRef;
  /** Run the job as an array of tasks, one per index (ADR 0061); each task reads its index in SLURM_ARRAY_TASK_ID. Every task counts against a core-hour quota. */
  array?: JobArraySpec;
  /**
   * Earlier jobs of the same cluster (the user's own, not deleted) this job starts after, each with its condition; all must hold (Slurm's dependency list joined by commas). At most 8, each job once.
   * @maxItems 8
   */
  dependency?: JobDependency[];
  notify?: JobNotify;
} & Required<Pick<unknown & unknown & unknown & {
  cluster_id: ClusterId;
  hpcqueue_id: QueueId;
  name: LabelName;
  priority?: Priority;
  cores: JobCores;
  memory?: JobMemory;
  /** Up to 30 days; the queue's limit when omitted, except under a core-hour quota, which needs a time limit (ADR 0026). */
  time_limit?: JobTimeLimit;
  work_dir?: AbsolutePath;
  stdout_path?: AbsolutePath;
  stderr_path?: AbsolutePath;
  input_file?: AbsolutePath;
  submit_type: SubmitType;
  cmd?: JobCommand;
  script_path?: AbsolutePath;
  job_template_id?: JobTemplateRef;
  file_template_id?: JobTemplateRef;
  /** Run the job as an array of tasks, one per index (ADR 0061); each task reads its index in SLURM_ARRAY_TASK_ID. Every task counts against a core-hour quota. */
  array?: JobArraySpec;
  /**
   * Earlier jobs of the same cluster (the user's own, not deleted) this job starts after, each with its condition; all must hold (Slurm's dependency list joined by commas). At most 8, each job once.
   * @maxItems 8
   */
  dependency?: JobDependency[];
  notify?: JobNotify;
}, 'cluster_id' | 'hpcqueue_id' | 'name' | 'cores' | 'submit_type'>>;
