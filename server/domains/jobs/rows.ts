/**
 * Job rows and how the contract shows them: compute jobs (Job) and simulation jobs (SimulationJob).
 * Optional fields that are not nullable in the contract are left out when unset.
 */
import type { Schema } from '../../http/handler-types';
import { iso } from './common';
import { usageOf } from './usage';

export interface JobRow {
  hpcjob_uuid: string;
  job_id: string | null;
  portal: 'hpc' | 'ispf';
  cluster_id: string;
  owner: string;
  user_id: string;
  name: string;
  job_status: Schema<'JobStatus'>;
  hpcqueue_id: string | null;
  queue_name: string | null;
  hpcsw_id: string | null;
  priority: number;
  cores: number;
  memory: number | null;
  time_limit: number | null;
  stdout_path: string | null;
  stderr_path: string | null;
  input_file: string | null;
  work_dir: string | null;
  cmd: string | null;
  script_path: string | null;
  submit_type: Schema<'SubmitType'>;
  exit_code: number | null;
  run_time: number;
  submitted_time: Date;
  started_time: Date | null;
  modified_time: Date;
  finished_time: Date | null;
  run_as: string | null;
  node_list: string;
  job_template_id: string | null;
  duration: number | null;
  hits_time_limit: boolean;
  lines_written: number;
  plan: { duration: number; exit_code: number; lines: string[]; error?: string; busy?: number } | null;
  /** The scheduler's own state (a real Slurm's, e.g. TIMEOUT); null for the simulator. */
  scheduler_state?: string | null;
  /** Why it waits and when its scheduler expects it to start, while pending (ADR 0056). */
  pending_reason?: Schema<'PendingReason'> | null;
  expected_start?: Date | null;
  /** What it used, once ended and read from its scheduler's accounting (ADR 0058). */
  cpu_seconds?: number | null;
  memory_peak?: number | null;
  memory_given?: number | null;
  limit_given?: number | null;
  usage_read?: Date | null;
  /** A job array's row (ADR 0061): its indices as asked, its limit of tasks at once, its tasks per status. */
  array_spec?: string | null;
  array_throttle?: number | null;
  array_counts?: Schema<'JobArrayCounts'> | null;
  /** A task's row: its array and index. */
  array_of?: string | null;
  array_task_id?: number | null;
}

/** A compute job with its cluster's name (listing and detail). */
export interface JobListRow extends JobRow {
  cluster_name: string | null;
}

export interface SimulationJobListRow extends JobRow {
  sw_name: string | null;
  sw_ver: string | null;
}

const NAME = /^[\p{L}\p{N}_]{1,20}$/u;
const SHORT_NAME = /^[A-Za-z0-9_]{3,12}$/;

/** The fields of both kinds of job; an optional text field without a value (null or empty) is left out. */
function common(row: JobRow) {
  return {
    name: row.name,
    job_status: row.job_status,
    cores: row.cores,
    memory: row.memory,
    exit_code: row.exit_code,
    run_time: row.run_time,
    submitted_time: iso(row.submitted_time),
    started_time: iso(row.started_time),
    modified_time: iso(row.modified_time),
    finished_time: iso(row.finished_time),
    owner: row.owner,
    node_list: row.node_list,
    ...(row.job_id ? { job_id: row.job_id } : {}),
    ...(row.stdout_path ? { stdout_path: row.stdout_path } : {}),
    ...(row.stderr_path ? { stderr_path: row.stderr_path } : {}),
    ...(row.input_file ? { input_file: row.input_file } : {}),
    ...(row.work_dir ? { work_dir: row.work_dir } : {}),
    ...(row.cmd ? { cmd: row.cmd } : {}),
    ...(row.run_as && SHORT_NAME.test(row.run_as) ? { user: row.run_as } : {}),
  };
}

function usageField(row: JobRow): Pick<Schema<'job'>, 'usage'> {
  const usage = usageOf(row);
  return usage ? { usage } : {};
}

/** What a job array's row or a task's row adds (ADR 0061). */
function arrayFields(row: JobRow): Pick<Schema<'job'>, 'array' | 'array_counts' | 'array_of' | 'array_task_id'> {
  if (row.array_spec) return { array: row.array_spec, ...(row.array_counts ? { array_counts: row.array_counts } : {}) };
  if (row.array_of)
    return {
      array_of: row.array_of,
      ...(row.array_task_id !== null && row.array_task_id !== undefined ? { array_task_id: row.array_task_id } : {}),
    };
  return {};
}

/** Why a pending job waits: as its scheduler said, else accepted (no scheduler has it yet) or not looked at yet. */
function waiting(row: JobRow): Pick<Schema<'job'>, 'pending_reason' | 'expected_start_time'> {
  const reason = row.pending_reason ?? (row.job_id ? 'scheduling' : 'accepted');
  return { pending_reason: reason, ...(row.expected_start ? { expected_start_time: iso(row.expected_start) } : {}) };
}

export function jobOut(row: JobListRow): Schema<'job'> {
  return {
    hpcjob_uuid: row.hpcjob_uuid,
    ...common(row),
    priority: row.priority,
    time_limit: row.time_limit,
    submit_type: row.submit_type,
    cluster_id: row.cluster_id,
    ...(row.hpcqueue_id ? { hpcqueue_id: row.hpcqueue_id } : {}),
    ...(row.script_path ? { script_path: row.script_path } : {}),
    ...(row.scheduler_state ? { scheduler_state: row.scheduler_state } : {}),
    ...(row.job_status === 'pending' ? waiting(row) : {}),
    ...usageField(row),
    ...arrayFields(row),
    ...(row.queue_name && SHORT_NAME.test(row.queue_name) ? { queue: row.queue_name } : {}),
    ...(row.cluster_name && NAME.test(row.cluster_name) ? { cluster_name: row.cluster_name } : {}),
  };
}

export function simulationJobOut(row: SimulationJobListRow): Schema<'simulation-job'> {
  return {
    sjob_id: row.hpcjob_uuid,
    ...common(row),
    hpcsw_id: row.hpcsw_id ?? '',
    ...(row.sw_name ? { sw_name: row.sw_name } : {}),
    ...(row.sw_ver ? { sw_ver: row.sw_ver } : {}),
  };
}

export const JOB_SELECT = 'SELECT j.*, c.cluster_name FROM jobs j LEFT JOIN clusters c ON c.cluster_id = j.cluster_id';
export const SIMULATION_JOB_SELECT =
  'SELECT j.*, s.sw_name, s.sw_ver FROM jobs j LEFT JOIN simulation_software s ON s.hpcsw_id = j.hpcsw_id';
