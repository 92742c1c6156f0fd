/**
 * Job arrays on a real Slurm (ADR 0061): a private one-node Slurm (2 CPUs) registered for usr-owner. An array of 4
 * whose task 2 fails shows as one row, ends exited with 3 finished and 1 failed, each task with its own output and its
 * own figures from Slurm's accounting; retrying it submits exactly index 2, which then finishes. An array of 10 with at
 * most 2 at once shows 2 running and 8 waiting for the array's limit, Slurm's JobArrayTaskLimit; stopped, all its tasks
 * leave Slurm. Another array of 10 ends 10/10 finished on one row.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../server/test-support';
import { slurmAvailable, type Slurm } from '../../server/testing/slurm';
import { startRegisteredSlurm, until, type RegisteredSlurm } from './registered-slurm';

type Job = Record<string, unknown> & { hpcjob_uuid: string; job_status: string };

describe.skipIf(!slurmAvailable())('job arrays on a real Slurm', () => {
  let registered: RegisteredSlurm | undefined;
  let slurm: Slurm;
  let owner: TestClient;
  let clusterId = '';
  let queue = '';

  async function ok(method: string, path: string, payload: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const answer = await owner.call(method, path, payload);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body;
  }
  const detail = async (uuid: string) => (await ok('GET', `/portal-hpc/job/jobdetail/${uuid}`)).job as Job;
  const listed = async (query: Record<string, unknown> = {}) =>
    ((await ok('GET', '/portal-hpc/job/list', { cluster_id: clusterId, limit: 100, ...query })) as { job_set: Job[] }).job_set;
  const tasksOf = (uuid: string) => listed({ array_of: uuid });
  const reaches = (uuid: string, statuses: string[], withinMs = 90_000) =>
    until(
      `${uuid} to be ${statuses.join(' or ')}`,
      async () => {
        const job = await detail(uuid);
        return statuses.includes(job.job_status) ? job : undefined;
      },
      withinMs,
    );
  async function submit(name: string, array: string, cmd: string): Promise<string> {
    const body = await ok('POST', '/portal-hpc/job/submitJob', {
      cluster_id: clusterId,
      hpcqueue_id: queue,
      name,
      cores: 1,
      submit_type: 'command',
      cmd,
      array,
      time_limit: 10,
    });
    return String(body.hpcjob_uuid);
  }
  const squeue = (format: string) =>
    execFileSync('squeue', ['-h', '-r', '-o', format], { env: { ...process.env, ...slurm.env }, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);

  beforeAll(async () => {
    registered = await startRegisteredSlurm('slurm_arrays', 300);
    ({ slurm, owner, clusterId } = registered);
    queue = await until('the partition normal as a queue', async () => {
      const [row] = await registered!.gw.gateway.db.query<{ hpcqueue_id: string }>(
        "SELECT hpcqueue_id FROM queues WHERE cluster_id = $1 AND queue_name = 'normal' AND status = 'active'",
        [clusterId],
      );
      return row?.hpcqueue_id;
    });
  });
  afterAll(async () => {
    await registered?.stop();
  });

  it('runs an array of 4 whose task 2 fails as one row, and retries exactly that task', async () => {
    const gate = join(slurm.shared, 'task-2-may-pass');
    const sweep = await submit(
      'sweep4',
      '0-3',
      `echo task $SLURM_ARRAY_TASK_ID of $SLURM_ARRAY_JOB_ID; test $SLURM_ARRAY_TASK_ID -ne 2 || test -e ${gate}`,
    );
    expect((await listed()).filter((j) => j.hpcjob_uuid === sweep || j.array_of === sweep).map((j) => j.hpcjob_uuid)).toEqual([sweep]);
    const ended = await reaches(sweep, ['exited', 'finished']);
    expect(ended).toMatchObject({ job_status: 'exited', exit_code: 1, array: '0-3', array_counts: { total: 4, finished: 3, exited: 1 } });
    const tasks = await tasksOf(sweep);
    expect(tasks.map((t) => [t.array_task_id, t.job_status, t.exit_code])).toEqual([
      [0, 'finished', 0],
      [1, 'finished', 0],
      [2, 'exited', 1],
      [3, 'finished', 0],
    ]);
    const arrayId = String(ended.job_id);
    for (const task of tasks) {
      expect(task.job_id).toBe(`${arrayId}_${String(task.array_task_id)}`);
      // Each task wrote its own output, with its index and its array's id as Slurm gave them.
      expect(readFileSync(String(task.stdout_path), 'utf8')).toContain(`task ${String(task.array_task_id)} of ${arrayId}`);
    }
    // Each task's figures from Slurm's accounting, under its own <array>_<task> id.
    const measured = await until(
      'the tasks’ usage from the accounting',
      async () => {
        const now = await tasksOf(sweep);
        return now.every((t) => t.usage) ? now : undefined;
      },
      150_000,
    );
    expect(measured.every((t) => typeof (t.usage as { cpu_time: number }).cpu_time === 'number')).toBe(true);

    writeFileSync(gate, '');
    const retried = await ok('POST', '/portal-hpc/job/retryArray', { cluster_id: clusterId, hpcjob_uuid: sweep });
    const retry = String(retried.hpcjob_uuid);
    expect(await reaches(retry, ['finished', 'exited'])).toMatchObject({
      job_status: 'finished',
      array: '2',
      array_counts: { total: 1, finished: 1 },
    });
    const [again] = await tasksOf(retry);
    expect(again).toMatchObject({ array_task_id: 2, job_status: 'finished', exit_code: 0 });
    expect(readFileSync(String(again?.stdout_path), 'utf8')).toContain('task 2 of');
  }, 300_000);

  it('runs at most 2 tasks of an array at once, the others waiting for the limit; a stop ends every task in Slurm', async () => {
    const held = await submit('held10', '0-9%2', 'sleep 300');
    const waiting = await until('2 tasks running and 8 held by the limit', async () => {
      const tasks = await tasksOf(held);
      const running = tasks.filter((t) => t.job_status === 'running').length;
      const limited = tasks.filter((t) => t.pending_reason === 'array_throttle').length;
      return running === 2 && limited === 8 ? tasks : undefined;
    });
    expect(waiting.map((t) => t.array_task_id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await detail(held)).toMatchObject({ job_status: 'running', array_counts: { running: 2, pending: 8 } });
    const arrayId = String((await detail(held)).job_id);
    expect(squeue('%i').filter((id) => id.startsWith(`${arrayId}_`))).toHaveLength(10);
    await ok('POST', '/portal-hpc/job/stopJobs', { cluster_id: clusterId, job_ids: [held] });
    expect(await reaches(held, ['stopped'])).toMatchObject({ array_counts: { stopped: 10 } });
    await until('Slurm to hold none of its tasks', async () =>
      squeue('%i').some((id) => id.startsWith(`${arrayId}_`)) ? undefined : true,
    );
    // Resumed, each task goes back to Slurm alone, as an array of its one index: its SLURM_ARRAY_TASK_ID stays its own.
    await ok('POST', '/portal-hpc/job/resumeJobs', { cluster_id: clusterId, job_ids: [held] });
    const resumed = await until('two resumed tasks running again', async () => {
      const tasks = await tasksOf(held);
      return tasks.filter((t) => t.job_status === 'running').length === 2 && tasks.every((t) => t.job_id) ? tasks : undefined;
    });
    for (const task of resumed) {
      expect(String(task.job_id)).toMatch(new RegExp(`^\\d+_${String(task.array_task_id)}$`));
      expect(String(task.job_id).startsWith(`${arrayId}_`)).toBe(false);
    }
    expect(await detail(held)).toMatchObject({ job_status: 'running', array_counts: { running: 2 } });
    await ok('POST', '/portal-hpc/job/stopJobs', { cluster_id: clusterId, job_ids: [held] });
    await reaches(held, ['stopped']);
    const ids = resumed.map((t) => String(t.job_id));
    await until('Slurm to hold none of the resumed tasks', async () => (squeue('%i').some((id) => ids.includes(id)) ? undefined : true));
  }, 200_000);

  it('ends an array of 10 as 10/10 finished on one row', async () => {
    const ten = await submit('ten', '0-9', 'echo $SLURM_ARRAY_TASK_ID');
    expect(await reaches(ten, ['finished', 'exited'], 150_000)).toMatchObject({
      job_status: 'finished',
      exit_code: 0,
      array_counts: { total: 10, finished: 10, exited: 0, pending: 0, running: 0 },
    });
    const row = (await listed()).find((j) => j.hpcjob_uuid === ten);
    expect(row).toMatchObject({ job_status: 'finished', array_counts: { total: 10, finished: 10 } });
  }, 200_000);
});
