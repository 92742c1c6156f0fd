/**
 * The files a job writes on its cluster's shared storage: standard output (a header, the run's lines and
 * progress as it goes, a trailer), standard error, and a result file (JSON) in its working directory.
 */
import type { Db } from '../../db/database';
import { clusterById } from './clusters';
import { iso, type JobsEnv } from './common';
import { appendLines, clusterStorage, realPath, simulationStorage, touch, writeText, type Storage } from './files';
import type { JobRow } from './rows';
import { sharedStorage } from './shared-storage';

export interface JobFiles {
  stdout: string | null;
  stderr: string | null;
  result: string | null;
  storage: Storage;
}

export async function storageOf(db: Db, env: JobsEnv, job: Pick<JobRow, 'portal' | 'cluster_id'>): Promise<Storage | null> {
  if (job.portal === 'ispf') return simulationStorage(env.dataDir());
  const cluster = await clusterById(db, job.cluster_id);
  if (!cluster) return null;
  // A cluster whose scheduler runs on real machines: the directory they all mount, where the job's files are (ADR 0048).
  return (await sharedStorage(db, job.cluster_id)) ?? clusterStorage(env.dataDir(), cluster);
}

export async function filesOf(db: Db, env: JobsEnv, job: JobRow): Promise<JobFiles | null> {
  const storage = await storageOf(db, env, job);
  if (!storage) return null;
  const at = (path: string | null) => (path ? realPath(storage, path) : null);
  const workDir = job.work_dir ?? `${storage.mount}/jobs/${job.hpcjob_uuid}`;
  return { storage, stdout: at(job.stdout_path), stderr: at(job.stderr_path), result: at(`${workDir}/${job.hpcjob_uuid}.result.json`) };
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');

export function writeStart(files: JobFiles | null, job: JobRow, nodeList: string, now: Date): void {
  if (!files) return;
  appendLines(files.stdout, [
    `Job ${job.job_id ?? job.hpcjob_uuid} (${job.name}) started at ${stamp(now)} on ${nodeList}`,
    `Cores: ${job.cores}; working directory: ${job.work_dir ?? ''}`,
    job.script_path ? `Script: ${job.script_path}` : `Command: ${job.cmd ?? ''}`,
  ]);
  touch(files.stderr);
}

export function writeProgress(files: JobFiles | null, lines: string[], percent: number | null, elapsed: number): void {
  if (!files) return;
  appendLines(files.stdout, [...lines, ...(percent === null ? [] : [`[progress] ${percent}% (${elapsed} s elapsed)`])]);
}

export interface JobEnd {
  status: 'finished' | 'exited';
  exit_code: number;
  run_time: number;
  finished_time: Date;
  error: string | null;
}

export function writeEnd(files: JobFiles | null, job: JobRow, end: JobEnd, remaining: string[]): void {
  if (!files) return;
  appendLines(files.stdout, [
    ...remaining,
    `Job ${job.job_id ?? job.hpcjob_uuid} ${end.status} at ${stamp(end.finished_time)} with exit code ${end.exit_code} after ${end.run_time} s`,
  ]);
  if (end.error) appendLines(files.stderr, [end.error]);
  writeText(
    files.result,
    `${JSON.stringify(
      {
        hpcjob_uuid: job.hpcjob_uuid,
        job_id: job.job_id,
        name: job.name,
        job_status: end.status,
        exit_code: end.exit_code,
        run_time: end.run_time,
        started_time: iso(job.started_time),
        finished_time: iso(end.finished_time),
        node_list: job.node_list,
        cores: job.cores,
      },
      null,
      2,
    )}\n`,
  );
}

/** A line in standard output when the user stops, cancels or requeues the job. */
export function writeEvent(files: JobFiles | null, job: JobRow, event: string, now: Date): void {
  if (!files) return;
  appendLines(files.stdout, [`Job ${job.job_id ?? job.hpcjob_uuid} ${event} at ${stamp(now)}`]);
}
