/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SimulationJobId } from './simulationJobId';
import type { SchedulerJobId } from './schedulerJobId';
import type { LabelName } from './labelName';
import type { JobStatus } from './jobStatus';
import type { SoftwareId } from './softwareId';
import type { SimulationCores } from './simulationCores';
import type { SimulationJobMemory } from './simulationJobMemory';
import type { AbsolutePath } from './absolutePath';
import type { JobCommand } from './jobCommand';
import type { SimulationJobExitCode } from './simulationJobExitCode';
import type { DateTime } from './dateTime';
import type { SimulationJobStartedTime } from './simulationJobStartedTime';
import type { SimulationJobFinishedTime } from './simulationJobFinishedTime';
import type { ClusterId } from './clusterId';
import type { ShortName } from './shortName';
import type { UserId } from './userId';

/**
 * A job of the industrial simulation portal: one simulation software run on a single 56-core node of the platform's simulation cluster.
 */
export interface SimulationJob {
  sjob_id: SimulationJobId;
  /** The scheduler's job id; absent until the scheduler has accepted the job. */
  job_id?: SchedulerJobId;
  name: LabelName;
  job_status: JobStatus;
  /** The simulation software of the catalogue. */
  hpcsw_id: SoftwareId;
  /**
   * The simulation software, e.g. Fluent, OpenFOAM, Abaqus.
   * @maxLength 64
   */
  sw_name?: string;
  /** @maxLength 32 */
  sw_ver?: string;
  cores: SimulationCores;
  /**
   * Memory in MiB; null when the job did not ask (the node's memory is shared).
   * @minimum 1
   */
  memory?: SimulationJobMemory;
  input_file?: AbsolutePath;
  work_dir?: AbsolutePath;
  cmd?: JobCommand;
  stdout_path?: AbsolutePath;
  stderr_path?: AbsolutePath;
  /** The exit code; null until the job has ended. */
  exit_code?: SimulationJobExitCode;
  /**
   * Elapsed run time in seconds (0 while pending).
   * @minimum 0
   */
  run_time?: number;
  submitted_time: DateTime;
  /** null while pending. */
  started_time?: SimulationJobStartedTime;
  modified_time?: DateTime;
  /** null until the job has ended. */
  finished_time?: SimulationJobFinishedTime;
  /** The simulation cluster that runs the job. */
  cluster_id?: ClusterId;
  /** The cluster user (account) the job runs as. */
  user?: ShortName;
  owner?: UserId;
  /**
   * The node the job runs on; empty while pending.
   * @maxLength 255
   */
  node_list?: string;
}
