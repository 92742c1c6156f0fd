/**
 * Job arrays (ADR 0061), on the simulated scheduler and through the API: one row per array in the list and its tasks
 * when asked, tasks held back by the array's limit of tasks at once, the array's row following its tasks to its end,
 * retrying exactly the tasks that failed, stopping, resuming and deleting the whole array, one word of its end, and the
 * refusals of the `array` field in words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test-support';
import { addCluster, addQueue, startJobsGateway, type JobsGateway } from './test-support';

const C = 'ehpc-tarr0001';
const Q = 'hpcq-tarr0001';
let gw: JobsGateway;
let owner: TestClient;
let ownerZh: TestClient;
let sub: TestClient;

beforeAll(async () => {
  gw = await startJobsGateway();
  const { db } = gw.gateway;
  await addCluster(db, { cluster_id: C });
  await addQueue(db, { hpcqueue_id: Q, cluster_id: C, queue_name: 'normal', nodes: [{ hostname: 'cn001', cpu: 16 }] });
  owner = await gw.client('usr-owner');
  ownerZh = await gw.client('usr-owner', 'zh');
  sub = await gw.client('usr-sub');
}, 120_000);
afterAll(() => gw?.close());

const body = (name: string, cmd: string, array?: string) => ({
  cluster_id: C,
  hpcqueue_id: Q,
  name,
  cores: 2,
  submit_type: 'command' as const,
  cmd,
  ...(array ? { array } : {}),
});

async function submit(name: string, cmd: string, array?: string): Promise<string> {
  const answer = await owner.op('submitJob', body(name, cmd, array));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.hpcjob_uuid);
}

const job = async (uuid: string) => {
  const answer = await owner.op('getJobDetail', { id: uuid });
  expect(answer.status).toBe(200);
  return answer.body.job;
};
const list = async (query: Record<string, unknown> = {}) => {
  const answer = await owner.op('listJobs', { cluster_id: C, ...query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const tasksOf = async (uuid: string) => (await list({ array_of: uuid })).job_set;
const settle = async (seconds: number) => {
  for (let i = 0; i < seconds; i += 2) await gw.advance(2);
};

describe('job arrays on the simulated scheduler', () => {
  let sweep = '';

  it('shows an array as one row and its tasks, in index order, when asked', async () => {
    sweep = await submit('sweep', 'sleep 10; exit $SLURM_ARRAY_TASK_ID', '0-3%2');
    const page = await list();
    const row = page.job_set.find((j) => j.hpcjob_uuid === sweep);
    expect(row).toMatchObject({ array: '0-3%2', array_counts: { total: 4, pending: 4, running: 0 } });
    expect(page.job_set.filter((j) => j.array_of)).toEqual([]);
    expect(page.total_count).toBe(1);
    const tasks = await tasksOf(sweep);
    expect(tasks.map((t) => t.array_task_id)).toEqual([0, 1, 2, 3]);
    expect(tasks.every((t) => t.array_of === sweep && t.name === 'sweep' && t.cores === 2)).toBe(true);
    // Each task writes its own output.
    expect(new Set(tasks.map((t) => t.stdout_path)).size).toBe(4);
    expect(tasks[2]?.stdout_path).toMatch(/_2\.out$/);
  });

  it('runs at most the limit of tasks at once, the others waiting for it, and the array follows its tasks', async () => {
    await settle(4);
    const tasks = await tasksOf(sweep);
    expect(tasks.map((t) => t.job_status)).toEqual(['running', 'running', 'pending', 'pending']);
    expect(tasks[2]).toMatchObject({ pending_reason: 'array_throttle' });
    expect(tasks[0]?.job_id).toMatch(/^\d+_0$/);
    const array = await job(sweep);
    expect(array).toMatchObject({ job_status: 'running', array_counts: { total: 4, running: 2, pending: 2 } });
    expect(array.job_id).toBe(tasks[0]?.job_id?.split('_')[0]);
    // A task is found by its id as Slurm writes it; the array's id finds the array alone.
    expect((await list({ search_word: tasks[2]?.job_id })).job_set.map((j) => j.hpcjob_uuid)).toEqual([tasks[2]?.hpcjob_uuid]);
    expect((await list({ search_word: array.job_id })).job_set.map((j) => j.hpcjob_uuid)).toEqual([sweep]);
    expect((await list()).nrun).toBe(1);
    // No more time for an array or its tasks (ADR 0061), in words.
    for (const id of [sweep, tasks[0]?.hpcjob_uuid ?? '']) {
      const asked = await owner.op('askTimeExtension', { hpcjob_uuid: id, extra_minutes: 10, reason: 'longer' });
      expect(asked.status).toBe(409);
      expect(JSON.stringify(asked.body)).toContain('more time cannot be asked for arrays yet');
    }
  });

  it('ends as its tasks did: the counts, the largest exit code, one word of its end', async () => {
    await settle(30);
    const tasks = await tasksOf(sweep);
    expect(tasks.map((t) => [t.job_status, t.exit_code])).toEqual([
      ['finished', 0],
      ['exited', 1],
      ['exited', 2],
      ['exited', 3],
    ]);
    const array = await job(sweep);
    expect(array).toMatchObject({
      job_status: 'exited',
      exit_code: 3,
      array_counts: { total: 4, pending: 0, running: 0, finished: 1, exited: 3 },
    });
    expect(array.finished_time).toBe(
      tasks
        .map((t) => t.finished_time ?? '')
        .sort()
        .at(-1),
    );
    expect(array.usage).toBeUndefined();
    expect(await gw.count('SELECT 1 FROM notifications WHERE hpcjob_uuid = $1', [sweep])).toBe(1);
    expect(
      await gw.count('SELECT 1 FROM notifications n JOIN jobs j ON j.hpcjob_uuid = n.hpcjob_uuid WHERE j.array_of = $1', [sweep]),
    ).toBe(0);
  });

  it('retries exactly the tasks that failed, once for a double click, only for its submitter', async () => {
    const others = await sub.op('retryJobArray', { cluster_id: C, hpcjob_uuid: sweep });
    expect(others.status).toBeGreaterThanOrEqual(403);
    const retried = await owner.op('retryJobArray', { cluster_id: C, hpcjob_uuid: sweep });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    const again = await owner.op('retryJobArray', { cluster_id: C, hpcjob_uuid: sweep });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ ret_code: 2400 });
    const retry = String(retried.body.hpcjob_uuid);
    expect(await job(retry)).toMatchObject({ array: '1-3%2', name: 'sweep', cores: 2, cmd: 'sleep 10; exit $SLURM_ARRAY_TASK_ID' });
    expect((await tasksOf(retry)).map((t) => t.array_task_id)).toEqual([1, 2, 3]);
    // Still running: not retried again.
    const early = await owner.op('retryJobArray', { cluster_id: C, hpcjob_uuid: retry });
    expect(early.status).toBe(409);
    expect(JSON.stringify(early.body)).toContain('still has pending or running tasks');
    await owner.op('stopJobs', { cluster_id: C, job_ids: [retry] });
    await settle(4);
  });

  it('refuses to retry a job that is not an array and an array whose tasks all finished', async () => {
    const single = await submit('single', 'echo one');
    const done = await submit('all_well', 'echo fine', '0-1');
    await settle(12);
    expect((await job(done)).job_status).toBe('finished');
    const notArray = await owner.op('retryJobArray', { cluster_id: C, hpcjob_uuid: single });
    expect(notArray.status).toBe(409);
    expect(JSON.stringify(notArray.body)).toContain('is not a job array');
    const nothing = await ownerZh.op('retryJobArray', { cluster_id: C, hpcjob_uuid: done });
    expect(nothing.status).toBe(409);
    expect(JSON.stringify(nothing.body)).toContain('的任务都已成功完成');
  });

  it('stops the whole array, resumes its stopped tasks and deletes it with its tasks', async () => {
    const long = await submit('long_sweep', 'sleep 600', '0-2');
    await settle(4);
    expect((await job(long)).job_status).toBe('running');
    expect((await owner.op('stopJobs', { cluster_id: C, job_ids: [long] })).status).toBe(200);
    await settle(4);
    expect(await job(long)).toMatchObject({ job_status: 'stopped', array_counts: { stopped: 3, running: 0 } });
    expect((await tasksOf(long)).map((t) => t.job_status)).toEqual(['stopped', 'stopped', 'stopped']);
    expect(
      await gw.count("SELECT 1 FROM simulator_jobs s JOIN jobs j USING (hpcjob_uuid) WHERE j.array_of = $1 AND s.state = 'RUNNING'", [
        long,
      ]),
    ).toBe(0);
    expect((await owner.op('resumeJobs', { cluster_id: C, job_ids: [long] })).status).toBe(200);
    await settle(6);
    expect(await job(long)).toMatchObject({ job_status: 'running', array_counts: { running: 3 } });
    const tasks = await tasksOf(long);
    expect(tasks.map((t) => t.job_status)).toEqual(['running', 'running', 'running']);
    // One task stopped alone: the array runs on with the others.
    expect((await owner.op('stopJobs', { cluster_id: C, job_ids: [tasks[1]?.hpcjob_uuid ?? ''] })).status).toBe(200);
    await settle(4);
    expect(await job(long)).toMatchObject({ job_status: 'running', array_counts: { running: 2, stopped: 1 } });
    expect((await owner.op('deleteJobs', { cluster_id: C, job_ids: [long] })).status).toBe(200);
    await settle(6);
    expect(await gw.count("SELECT 1 FROM jobs WHERE (hpcjob_uuid = $1 OR array_of = $1) AND job_status <> 'deleted'", [long])).toBe(0);
    expect((await list()).job_set.some((j) => j.hpcjob_uuid === long)).toBe(false);
  });

  it("counts the tasks' core-hours once, never the array's row", async () => {
    const used = await gw.count('SELECT 1 FROM jobs WHERE cluster_id = $1 AND array_spec IS NOT NULL AND run_time > 0', [C]);
    expect(used).toBeGreaterThan(0);
    const [sums] = await gw.gateway.db.query<{ tasks: number; arrays: number }>(
      `SELECT coalesce(sum(cores * run_time) FILTER (WHERE array_of IS NOT NULL), 0)::float8 AS tasks,
              coalesce(sum(cores * run_time) FILTER (WHERE array_spec IS NOT NULL), 0)::float8 AS arrays FROM jobs WHERE cluster_id = $1`,
      [C],
    );
    expect(sums?.tasks).toBeGreaterThan(0);
    const queue = (await owner.op('getJobDetail', { id: await submit('probe', 'sleep 300') })).body.queue_info;
    await settle(4);
    const info = (await owner.op('getJobDetail', { id: (await list({ status: ['running'] })).job_set[0]?.hpcjob_uuid ?? '' })).body
      .queue_info;
    expect(queue).toBeTruthy();
    // The running probe is the only job of the queue now: the stopped and ended arrays count nothing.
    expect(info?.running_job_count).toBe(1);
  });

  it('refuses a bad array by the field, in words, recording nothing', async () => {
    const before = await gw.count('SELECT 1 FROM jobs');
    const backwards = await owner.op('submitJob', body('bad', 'true', '5-1'));
    expect(backwards.status).toBe(409);
    expect(backwards.body).toMatchObject({
      ret_code: 1100,
      validation: [
        expect.objectContaining({ location: ['body', 'array'], message: 'The range 5-1 runs backwards: write the smaller index first' }),
      ],
    });
    const high = await ownerZh.op('submitJob', body('bad', 'true', '0-5000'));
    expect(high.status).toBe(409);
    expect(JSON.stringify(high.body)).toContain('下标 5000 太大：最大为 1000');
    const many = await owner.op('submitJob', body('bad', 'true', '0-1000'));
    expect(JSON.stringify(many.body)).toContain('An array has at most 1000 tasks');
    const zero = await owner.op('submitJob', body('bad', 'true', '0-9%0'));
    expect(JSON.stringify(zero.body)).toContain('cannot be 0');
    const form = await owner.op('submitJob', body('bad', 'true', '1..4'));
    expect(form.status).toBe(422);
    expect(JSON.stringify(form.body)).toContain("Use Slurm's array form");
    expect(await gw.count('SELECT 1 FROM jobs')).toBe(before);
  });
});
