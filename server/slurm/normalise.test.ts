/**
 * slurmrestd's versions into the engine's types without a server: v0.0.38's plain numbers and raw wait status,
 * v0.0.40's `{set, number}` objects and state arrays, host lists; version discovery and the submission body per
 * version through a fake transport.
 */
import { describe, expect, it } from 'vitest';
import { createSlurmClient, submissionBody } from './client';
import type { SlurmHttpRequest } from './http';
import { exitOf, expandHostList, normaliseJob, normaliseNode, normalisePartition } from './normalise';
import { SlurmError } from './types';

const n = (number: number) => ({ set: true, infinite: false, number });

describe('normalise', () => {
  it('reads v0.0.38 exit_code as the raw wait status', () => {
    expect(exitOf(768)).toEqual({ exitCode: 3, signal: null });
    expect(exitOf(9)).toEqual({ exitCode: null, signal: 9 });
    expect(exitOf(0)).toEqual({ exitCode: 0, signal: null });
    expect(exitOf(0xfffffffe)).toEqual({ exitCode: null, signal: null });
  });

  it('reads v0.0.40 exit_code objects', () => {
    expect(exitOf({ status: ['EXITED'], return_code: n(3), signal: { id: { set: false, number: 0 }, name: '' } })).toEqual({
      exitCode: 3,
      signal: null,
    });
    expect(exitOf({ status: ['SIGNALED'], return_code: n(0), signal: { id: n(9), name: 'KILL' } })).toEqual({ exitCode: null, signal: 9 });
  });

  it('normalises a v0.0.38 job: a flag named instead of the base state, 0 times as null, no exit code while running', () => {
    const job = normaliseJob({
      job_id: 12,
      name: 'a',
      user_name: 'u',
      partition: 'normal',
      job_state: 'COMPLETING',
      state_reason: 'None',
      exit_code: 768,
      submit_time: 1700000000,
      start_time: 1700000001,
      end_time: 1700000002,
      nodes: 'vm',
      cpus: 2,
      time_limit: 60,
      standard_output: '/s/a.out',
      standard_error: '',
      current_working_directory: '/s',
    });
    expect(job).toMatchObject({
      jobId: '12',
      state: 'COMPLETING',
      flags: ['COMPLETING'],
      reason: null,
      exitCode: 3,
      stderr: null,
      timeLimitMin: 60,
    });
    expect(job.endTime).toEqual(new Date(1700000002 * 1000));
    const running = normaliseJob({
      job_id: 13,
      job_state: 'RUNNING',
      exit_code: 0,
      end_time: 1800000000,
      start_time: 1700000001,
      time_limit: 0xffffffff,
    });
    expect(running).toMatchObject({ state: 'RUNNING', exitCode: null, endTime: null, timeLimitMin: null });
    expect(running.expectedStart).toBeNull();
    // A pending job's start_time is the backfill's plan: its expected start, not a start.
    const pending = normaliseJob({ job_id: 14, job_state: 'PENDING', start_time: 1800000000 });
    expect(pending).toMatchObject({ startTime: null, expectedStart: new Date(1800000000 * 1000) });
    expect(normaliseJob({ job_id: 15, job_state: 'PENDING', start_time: 0 }).expectedStart).toBeNull();
    expect(
      normaliseJob({ job_id: 16, job_state: ['PENDING'], start_time: { set: true, infinite: false, number: 1800000000 } }).expectedStart,
    ).toEqual(new Date(1800000000 * 1000));
  });

  it('normalises a v0.0.40 job: state arrays and number objects', () => {
    const job = normaliseJob({
      job_id: 21,
      name: 'b',
      user_name: 'u',
      partition: 'debug',
      job_state: ['TIMEOUT', 'COMPLETING'],
      state_reason: 'TimeLimit',
      exit_code: { status: ['SIGNALED'], return_code: n(0), signal: { id: n(15), name: 'TERM' } },
      submit_time: n(1700000000),
      start_time: n(1700000001),
      end_time: n(1700000061),
      nodes: 'vm',
      cpus: n(1),
      time_limit: n(1),
      standard_output: '/s/b.out',
    });
    expect(job).toMatchObject({
      jobId: '21',
      state: 'TIMEOUT',
      flags: ['COMPLETING'],
      reason: 'TimeLimit',
      exitCode: null,
      signal: 15,
      cpus: 1,
      timeLimitMin: 1,
    });
    expect(
      normaliseJob({ job_id: 22, job_state: ['PENDING'], time_limit: { set: false, infinite: true, number: 0 } }).timeLimitMin,
    ).toBeNull();
  });

  it('normalises nodes of v0.0.38 (lower case, state_flags), v0.0.36 (no alloc_cpus) and v0.0.40 (state arrays)', () => {
    expect(
      normaliseNode({
        name: 'vm',
        state: 'idle',
        state_flags: ['DRAIN'],
        cpus: 2,
        alloc_cpus: 0,
        real_memory: 1024,
        partitions: ['normal'],
        reason: 'x',
      }),
    ).toEqual({
      name: 'vm',
      state: 'IDLE',
      stateFlags: ['DRAIN'],
      cpus: 2,
      allocCpus: 0,
      memoryMb: 1024,
      partitions: ['normal'],
      reason: 'x',
    });
    expect(normaliseNode({ name: 'vm', state: 'allocated', cpus: 2, real_memory: 1024, reason: '' })).toMatchObject({
      state: 'ALLOCATED',
      allocCpus: 2,
      partitions: [],
      reason: null,
    });
    expect(
      normaliseNode({ name: 'vm', state: ['MIXED', 'DRAIN'], cpus: 4, alloc_cpus: 1, real_memory: 8, partitions: ['a'] }),
    ).toMatchObject({ state: 'MIXED', stateFlags: ['DRAIN'], allocCpus: 1 });
  });

  it('normalises partitions of v0.0.38 and v0.0.40 and expands host lists', () => {
    expect(
      normalisePartition({
        name: 'normal',
        state: 'UP',
        flags: ['default'],
        nodes: 'n[01-03],gpu1',
        total_cpus: 8,
        max_time_limit: 60,
        default_time_limit: null,
      }),
    ).toEqual({
      name: 'normal',
      state: 'UP',
      nodes: ['n01', 'n02', 'n03', 'gpu1'],
      totalCpus: 8,
      maxTimeMin: 60,
      isDefault: true,
      defaultTimeMin: null,
    });
    expect(
      normalisePartition({
        name: 'debug',
        nodes: { configured: 'vm', total: 1 },
        cpus: { total: 2 },
        partition: { state: ['UP'] },
        maximums: { time: n(10) },
        defaults: { time: { set: false, infinite: false, number: 0 } },
        flags: [],
      }),
    ).toEqual({ name: 'debug', state: 'UP', nodes: ['vm'], totalCpus: 2, maxTimeMin: 10, isDefault: false, defaultTimeMin: null });
    expect(expandHostList('a[1-2,5],b[08-10]')).toEqual(['a1', 'a2', 'a5', 'b08', 'b09', 'b10']);
  });

  it("reads an array's records as slurmctld 22.05 keeps them: a started task, the tasks not yet started, a job of no array", () => {
    const base = { job_id: 3, job_state: 'RUNNING', exit_code: 0, start_time: 1795989851 };
    expect(normaliseJob({ ...base, array_job_id: 1, array_task_id: 1, array_task_string: '' })).toMatchObject({
      jobId: '3',
      arrayJobId: '1',
      arrayTaskId: 1,
      arrayPending: null,
    });
    // The array's own record holds the tasks not started while there are some: no task id (NO_VAL), their indices.
    expect(
      normaliseJob({ ...base, job_id: 1, job_state: 'PENDING', array_job_id: 1, array_task_id: 0xfffffffe, array_task_string: '2-9%2' }),
    ).toMatchObject({ jobId: '1', arrayJobId: '1', arrayTaskId: null, arrayPending: '2-9%2' });
    expect(normaliseJob({ ...base, array_job_id: 0, array_task_id: 0xfffffffe })).toMatchObject({ arrayJobId: null, arrayTaskId: null });
    expect(normaliseJob({ ...base, array_job_id: n(7), array_task_id: n(4) })).toMatchObject({ arrayJobId: '7', arrayTaskId: 4 });
  });

  it('asks Slurm for an array in its submission', () => {
    const spec = { name: 'a', script: '#!/bin/bash', cwd: '/s', stdout: '/s/o_%a', stderr: '/s/e_%a', cpus: 1, environment: {} };
    expect(submissionBody('v0.0.38', { ...spec, array: '0-9%2' }).job).toMatchObject({ array: '0-9%2' });
    expect(submissionBody('v0.0.38', spec).job).not.toHaveProperty('array');
  });
});

describe('client without a server', () => {
  it('discovers the newest version answering ping, once, authenticating as the service user', async () => {
    const asked: SlurmHttpRequest[] = [];
    const client = createSlurmClient({ url: 'http://x' }, async (req) => {
      asked.push(req);
      if (req.path.startsWith('/slurm/v0.0.40') || req.path.startsWith('/slurm/v0.0.39')) throw new SlurmError('not here', 404);
      return { status: 200, body: { jobs: [] } };
    });
    expect(await client.apiVersion()).toBe('v0.0.38');
    await client.jobs('u');
    await client.jobs('u');
    expect(asked.map((r) => r.path)).toEqual([
      '/slurm/v0.0.40/ping',
      '/slurm/v0.0.39/ping',
      '/slurm/v0.0.38/ping',
      '/slurm/v0.0.38/jobs',
      '/slurm/v0.0.38/jobs',
    ]);
  });

  it('asks again after a failed discovery, and an unreachable server is a SlurmError without status', async () => {
    let up = false;
    const client = createSlurmClient({ url: 'http://x' }, async () => {
      if (!up) throw new SlurmError('connect ECONNREFUSED');
      return { status: 200, body: {} };
    });
    await expect(client.ping()).rejects.toMatchObject({ status: undefined });
    up = true;
    await expect(client.ping()).resolves.toBeUndefined();
  });

  it('writes the submission for each version', () => {
    const spec = {
      name: 'j',
      script: '#!/bin/bash\ntrue\n',
      cwd: '/s',
      stdout: '/s/o',
      stderr: '/s/e',
      cpus: 2,
      memoryMb: 100,
      timeLimitMin: 5,
      partition: 'debug',
      environment: { A: '1' },
    };
    expect(submissionBody('v0.0.38', spec)).toEqual({
      script: spec.script,
      job: {
        name: 'j',
        current_working_directory: '/s',
        standard_output: '/s/o',
        standard_error: '/s/e',
        environment: { PATH: '/usr/local/bin:/usr/bin:/bin', A: '1' },
        tasks: 2,
        cpus_per_task: 1,
        partition: 'debug',
        memory_per_node: 100,
        time_limit: 5,
      },
    });
    expect((submissionBody('v0.0.36', spec).job as Record<string, unknown>).standard_out).toBe('/s/o');
    const v40 = submissionBody('v0.0.40', spec).job as Record<string, unknown>;
    expect(v40).toMatchObject({
      script: spec.script,
      environment: ['PATH=/usr/local/bin:/usr/bin:/bin', 'A=1'],
      time_limit: n(5),
      memory_per_node: n(100),
    });
  });

  it('answers null for a purged job and resolves cancelling one (ESLURM_INVALID_JOB_ID), but not other errors', async () => {
    const invalid = new SlurmError('Invalid job id specified', 500, [{ error: 'Invalid job id specified', errno: 2017 }]);
    const client = createSlurmClient({ url: 'http://x', apiVersion: 'v0.0.38' }, async (req) => {
      if (req.path.endsWith('/job/1')) throw invalid;
      throw new SlurmError('Access/permission denied', 500, [{ error: 'Access/permission denied', errno: 2002 }]);
    });
    expect(await client.job('u', '1')).toBeNull();
    await expect(client.cancel('u', '1')).resolves.toBeUndefined();
    await expect(client.cancel('u', '2')).rejects.toMatchObject({ status: 500, slurmErrors: [{ errno: 2002 }] });
  });
});
