/**
 * The Slurm engine layer's interface (server/slurm/types.ts, part A of issue 17) as this adapter codes against it.
 * Kept here until that layer lands so the adapter and its fake compile on their own; the shapes are the same.
 */
export interface SlurmConnection {
  url: string;
  jwtKeyFile?: string;
  apiVersion?: string;
  /** The user apiVersion() and ping() authenticate as. */
  serviceUser?: string;
  timeoutMs?: number;
}

export interface SlurmJobSpec {
  name: string;
  partition?: string;
  /** The script's text ('#!/bin/bash\n…'). */
  script: string;
  cwd: string;
  stdout: string;
  stderr: string;
  cpus: number;
  memoryMb?: number;
  timeLimitMin?: number;
  environment?: Record<string, string>;
}

export interface SlurmJob {
  jobId: string;
  name: string;
  user: string;
  partition: string;
  state: string;
  flags: string[];
  reason: string | null;
  exitCode: number | null;
  signal: number | null;
  submitTime: Date | null;
  startTime: Date | null;
  endTime: Date | null;
  nodes: string;
  cpus: number;
  timeLimitMin: number | null;
  stdout: string | null;
  stderr: string | null;
  cwd: string | null;
}

export interface SlurmNode {
  name: string;
  state: string;
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
  defaultTimeMin?: number | null;
}

export interface SlurmClient {
  apiVersion(): Promise<string>;
  ping(): Promise<void>;
  submit(user: string, spec: SlurmJobSpec): Promise<string>;
  jobs(user: string, updatedSince?: Date): Promise<SlurmJob[]>;
  job(user: string, jobId: string): Promise<SlurmJob | null>;
  cancel(user: string, jobId: string): Promise<void>;
  nodes(user: string): Promise<SlurmNode[]>;
  partitions(user: string): Promise<SlurmPartition[]>;
}

/** What the engine layer throws: `status` is the HTTP status when slurmrestd answered, undefined when unreachable. */
export interface SlurmFailure {
  message: string;
  status?: number;
}

export type ConsoleStatus = 'pending' | 'running' | 'finished' | 'exited' | 'stopped' | 'cancelled' | 'unknown';
