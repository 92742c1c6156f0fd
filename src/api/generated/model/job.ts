/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { HpcJobUuid } from './hpcJobUuid';
import type { SchedulerJobId } from './schedulerJobId';
import type { LabelName } from './labelName';
import type { JobStatus } from './jobStatus';
import type { ShortName } from './shortName';
import type { QueueId } from './queueId';
import type { Priority } from './priority';
import type { JobMemoryProperty } from './jobMemoryProperty';
import type { JobTimeLimitProperty } from './jobTimeLimitProperty';
import type { AbsolutePath } from './absolutePath';
import type { JobCommand } from './jobCommand';
import type { JobExitCode } from './jobExitCode';
import type { DateTime } from './dateTime';
import type { JobStartedTime } from './jobStartedTime';
import type { JobFinishedTime } from './jobFinishedTime';
import type { SubmitType } from './submitType';
import type { ClusterId } from './clusterId';
import type { Name } from './name';
import type { UserId } from './userId';
import type { PendingReason } from './pendingReason';
import type { JobArraySpec } from './jobArraySpec';
import type { JobArrayCounts } from './jobArrayCounts';
import type { JobUsage } from './jobUsage';

/**
 * A compute job submitted to a cluster's scheduler through the console. hpcjob_uuid is the console's id; job_id is the scheduler's.
 */
export interface Job {
  hpcjob_uuid: HpcJobUuid;
  /** The scheduler's job id (e.g. the Slurm job id); absent until the scheduler has accepted the job. */
  job_id?: SchedulerJobId;
  name: LabelName;
  job_status: JobStatus;
  /** The queue (scheduler partition) name. */
  queue?: ShortName;
  hpcqueue_id?: QueueId;
  priority?: Priority;
  /**
   * Cores asked for.
   * @minimum 1
   */
  cores?: number;
  /**
   * Memory per node in MiB; null when the job did not ask (the scheduler's default).
   * @minimum 1
   */
  memory?: JobMemoryProperty;
  /**
   * Wall-time limit in minutes; null when unlimited (the queue's limit applies).
   * @minimum 1
   */
  time_limit?: JobTimeLimitProperty;
  stdout_path?: AbsolutePath;
  stderr_path?: AbsolutePath;
  /** The input file; absent when the job has none. */
  input_file?: AbsolutePath;
  work_dir?: AbsolutePath;
  /** The command line (submit_type command, or the template's). */
  cmd?: JobCommand;
  /** The job script (submit_type script). */
  script_path?: AbsolutePath;
  /** The exit code; null until the job has ended. */
  exit_code?: JobExitCode;
  /**
   * Elapsed run time in seconds (0 while pending).
   * @minimum 0
   */
  run_time?: number;
  submitted_time: DateTime;
  /** null while pending. */
  started_time?: JobStartedTime;
  modified_time?: DateTime;
  /** null until the job has ended. */
  finished_time?: JobFinishedTime;
  submit_type: SubmitType;
  cluster_id: ClusterId;
  cluster_name?: Name;
  /** The cluster user (account) the job runs as. */
  user?: ShortName;
  owner?: UserId;
  /**
   * The nodes the job runs on, as the scheduler writes them (e.g. cn[001-004]); empty while pending.
   * @maxLength 4096
   */
  node_list?: string;
  /** Why the job waits; only while it is pending. */
  pending_reason?: PendingReason;
  /** When the scheduler expects the pending job to start (Slurm's backfill plan, from the running jobs' time limits); absent when it has no estimate and once the job is not pending. */
  expected_start_time?: DateTime;
  /**
   * The scheduler's own state of the job on a cluster running a real Slurm (e.g. TIMEOUT, OUT_OF_MEMORY, PENDING (Resources)), which job_status maps; absent for the simulated scheduler.
   * @maxLength 200
   */
  scheduler_state?: string;
  /** The task indices of a job array as asked (Slurm's syntax); absent for a single job and a task. */
  array?: JobArraySpec;
  /** A job array's tasks by status; absent for a single job and a task. */
  array_counts?: JobArrayCounts;
  /** The array a task belongs to; absent for a single job and an array. */
  array_of?: HpcJobUuid;
  /**
   * A task's index in its array (its SLURM_ARRAY_TASK_ID); absent for a single job and an array.
   * @minimum 0
   */
  array_task_id?: number;
  /** What the job used, once it has ended and its scheduler's accounting has it (Slurm's slurmdbd; the simulator's own figures); absent until then and where the scheduler keeps no accounting. */
  usage?: JobUsage;
}
