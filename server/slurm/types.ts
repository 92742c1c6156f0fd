/**
 * The Slurm engine layer's types: what the gateway's Slurm adapter sees of a cluster, whatever version of
 * slurmrestd's API it speaks (v0.0.36 to v0.0.40, normalised in normalise.ts). Times are Dates, sizes are numbers,
 * absent values are null.
 */

export interface SlurmConnection {
  /** `http://127.0.0.1:6820` or `unix:/path/to/socket` (slurmrestd's rest_auth/local: no token is sent). */
  url: string;
  /** The cluster's JWT key (AuthAltParameters=jwt_key=…): tokens are minted from it per user. */
  jwtKeyFile?: string;
  /** Forced API version, e.g. 'v0.0.38'; else discovered once. */
  apiVersion?: string;
  /** The user apiVersion() and ping() authenticate as (they have no user of their own); default 'nobody'. */
  serviceUser?: string;
  /** Milliseconds before a request is given up (SlurmError without status); default 30 s. */
  timeoutMs?: number;
}

export interface SlurmJobSpec {
  name: string;
  partition?: string;
  /** '#!/bin/bash\n...' */
  script: string;
  cwd: string;
  stdout: string;
  stderr: string;
  /** The job's cores: as many tasks of one core, on one node or several. */
  cpus: number;
  memoryMb?: number;
  timeLimitMin?: number;
  environment?: Record<string, string>;
  /** Slurm's dependency expression, e.g. 'afterok:12,afternotok:13' (every condition must hold). */
  dependency?: string;
  /** A job array's indices in Slurm's syntax ('0-99%4'); the answer's id is then the array's. */
  array?: string;
}

export interface SlurmJob {
  jobId: string;
  name: string;
  user: string;
  partition: string;
  /** Raw base state, e.g. 'RUNNING', 'TIMEOUT'. v0.0.36-38 report a flag instead of the base while one is set
   * ('COMPLETING', 'REQUEUED'…): then state is that flag too, and flags holds it. */
  state: string;
  /** Extra state flags, if any ('COMPLETING', 'REQUEUED', 'CONFIGURING'…). */
  flags: string[];
  reason: string | null;
  /** The script's exit status (0-255) once ended; null while it runs or when it ended by a signal. */
  exitCode: number | null;
  /** The signal that ended it, if one did. */
  signal: number | null;
  submitTime: Date | null;
  startTime: Date | null;
  /** When the scheduler expects a pending job to start (its backfill plan); null when it has none or the job is not pending. */
  expectedStart: Date | null;
  endTime: Date | null;
  nodes: string;
  cpus: number;
  timeLimitMin: number | null;
  stdout: string | null;
  stderr: string | null;
  cwd: string | null;
  /** A task of an array (ADR 0061): the array's id and the task's index; both null for a job that is not. */
  arrayJobId?: string | null;
  arrayTaskId?: number | null;
  /** The indices of an array's tasks not yet started, held in this one record ("2-9%4"); null otherwise. */
  arrayPending?: string | null;
}

/** slurmdbd's record of a job (server/slurm/accounted.ts). */
export interface SlurmAccountedJob {
  jobId: string;
  /** A task of an array: `<array>_<index>`, the id the console follows it by (ADR 0061); null otherwise. */
  taskId?: string | null;
  /** Its base state (COMPLETED, FAILED, TIMEOUT, OUT_OF_MEMORY…). */
  state: string;
  exitCode: number | null;
  signal: number | null;
  startTime: Date | null;
  endTime: Date | null;
  nodes: string;
  /** Whether its steps' figures are in (false for a moment after the end, and for a job that never ran). */
  complete: boolean;
  cpuSeconds: number;
  memoryPeakMb: number | null;
  /** The memory it had, MiB (asked for, else the default slurmctld gave it). */
  memoryGivenMb: number | null;
  timeLimitMin: number | null;
}

export interface SlurmNode {
  name: string;
  /** Raw state, e.g. 'IDLE', 'ALLOCATED', 'MIXED', 'DOWN', 'DRAIN' (v0.0.40: the first of its states). */
  state: string;
  /** Further state flags ('DRAIN', 'NOT_RESPONDING', 'COMPLETING'…), if any. */
  stateFlags?: string[];
  cpus: number;
  allocCpus: number;
  memoryMb: number;
  partitions: string[];
  reason: string | null;
}

export interface SlurmPartition {
  name: string;
  state: string;
  nodes: string[];
  totalCpus: number;
  maxTimeMin: number | null;
  isDefault: boolean;
  /** The partition's default time limit (minutes), when it has one. */
  defaultTimeMin?: number | null;
}

export interface SlurmClient {
  /** Discovered once: the newest of v0.0.40..v0.0.36 the server answers /slurm/<v>/ping on. */
  readonly apiVersion: () => Promise<string>;
  ping(): Promise<void>;
  /** -> Slurm job id; runs as `user` (a JWT for that user). */
  submit(user: string, spec: SlurmJobSpec): Promise<string>;
  /**
   * ONE GET /slurm/<v>/jobs (update_time when given); all users' jobs visible to `user`. With `updatedSince`,
   * slurmctld's rule: no job at all when none changed since then, else EVERY job it knows (not only the changed ones).
   * v0.0.36 has no update_time: every job.
   */
  jobs(user: string, updatedSince?: Date): Promise<SlurmJob[]>;
  /** null when Slurm no longer knows it (purged). */
  job(user: string, jobId: string): Promise<SlurmJob | null>;
  /** DELETE /job/<id>; already ended -> resolves (idempotent). */
  cancel(user: string, jobId: string): Promise<void>;
  /**
   * slurmdbd's record of a job (GET /slurmdb/<v>/job/<id>): null when it has none (yet), or when the cluster keeps no
   * accounting (slurmrestd without its dbv plugins answers 404: not asked again for 10 minutes).
   */
  accounted(user: string, jobId: string): Promise<SlurmAccountedJob | null>;
  nodes(user: string): Promise<SlurmNode[]>;
  partitions(user: string): Promise<SlurmPartition[]>;
  /** POST /job/<id> with the new time limit (minutes); only Slurm's operator (SlurmUser, root, AdminLevel=Operator) may raise one. */
  setTimeLimit(user: string, jobId: string, minutes: number): Promise<void>;
}

export interface SlurmErrorEntry {
  error: string;
  errno?: number;
}

/** Thrown on HTTP >= 400 or a non-empty `errors` array; status is undefined when slurmrestd could not be reached. */
export class SlurmError extends Error {
  status?: number;
  slurmErrors: SlurmErrorEntry[];

  constructor(message: string, status?: number, slurmErrors: SlurmErrorEntry[] = []) {
    super(message);
    this.name = 'SlurmError';
    this.status = status;
    this.slurmErrors = slurmErrors;
  }
}
