import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOf } from '../../http/handler-types';
import { nasExportDir } from '../../seed/fixtures';
import type { TestClient } from '../../test-support';
import { shareCluster } from '../../testing/shares';
import { addCluster, addQueue, operationRow, startJobsGateway, type JobsGateway } from './test-support';

const C = 'ehpc-tsub0001';
const Q = 'hpcq-tsub0001';
const NAS = 'nas-tsub0001';
let gw: JobsGateway;
let owner: TestClient;

beforeAll(async () => {
  gw = await startJobsGateway();
  const { db } = gw.gateway;
  await addCluster(db, { cluster_id: C, nas_id: NAS });
  await addQueue(db, {
    hpcqueue_id: Q,
    cluster_id: C,
    queue_name: 'normal',
    nodes: [
      { hostname: 'cn001', cpu: 8 },
      { hostname: 'cn009', cpu: 8, status: 'stopped' },
    ],
  });
  await addQueue(db, { hpcqueue_id: 'hpcq-tsubgone', cluster_id: C, queue_name: 'gone', status: 'deleted', nodes: [] });
  await addCluster(db, { cluster_id: 'ehpc-tsub0002', status: 'stopped' });
  await addQueue(db, {
    hpcqueue_id: 'hpcq-tsub0002',
    cluster_id: 'ehpc-tsub0002',
    queue_name: 'normal',
    nodes: [{ hostname: 'cn001', cpu: 8 }],
  });
  await addCluster(db, { cluster_id: 'hpc-tsub0003', status: 'suspended' });
  await addQueue(db, {
    hpcqueue_id: 'hpcq-tsub0003',
    cluster_id: 'hpc-tsub0003',
    queue_name: 'shared',
    nodes: [{ hostname: 'cn001', cpu: 8 }],
  });
  await addCluster(db, { cluster_id: 'ehpc-tsub0004', owner: 'usr-admin' });
  await addQueue(db, {
    hpcqueue_id: 'hpcq-tsub0004',
    cluster_id: 'ehpc-tsub0004',
    queue_name: 'normal',
    nodes: [{ hostname: 'cn001', cpu: 8 }],
  });
  await addCluster(db, { cluster_id: 'ehpc-tsub0005' });
  await addQueue(db, {
    hpcqueue_id: 'hpcq-tsub0005',
    cluster_id: 'ehpc-tsub0005',
    queue_name: 'other',
    nodes: [{ hostname: 'cn001', cpu: 8 }],
  });
  owner = await gw.client('usr-owner');
}, 120_000);
afterAll(() => gw?.close());

type SubmitRequest = RequestOf<'submitJob'>;
/** The form's defaults as the console sends them. */
const base = { cluster_id: C, hpcqueue_id: Q, submit_type: 'command', priority: 5, cores: 1 } as const;
const submit = (client: TestClient, request: Partial<SubmitRequest> & Pick<SubmitRequest, 'name'>) =>
  client.op('submitJob', { ...base, ...request });
const detail = async (uuid: string) => (await owner.op('getJobDetail', { id: uuid })).body;
const onDisk = (path: string) => join(nasExportDir(gw.dataDir, NAS), path.replace(/^\/share/, ''));

async function submitted(body: Partial<SubmitRequest> & Pick<SubmitRequest, 'name'>): Promise<string> {
  const answer = await submit(owner, { ...base, ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.hpcjob_uuid);
}

describe('submitting a job and the scheduler', () => {
  it('records the submission, has the scheduler accept, run and finish the job, and writes its output files', async () => {
    const answer = await submit(owner, {
      ...base,
      name: 'hello job',
      cores: 2,
      cmd: 'echo "hello world"; sleep 5',
      zone: 'pek3',
      owner: 'usr-owner',
      user_id: 'usr-owner',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ret_code: 0,
      action: 'job/submitJob',
      job_id: expect.stringMatching(/^j-/),
      hpcjob_uuid: expect.stringMatching(/^hpcjob-/),
    });
    const uuid = String(answer.body.hpcjob_uuid);
    expect(await operationRow(gw.gateway.db, String(answer.body.job_id))).toMatchObject({
      action: 'job/submitJob',
      status: 'pending',
      resource_ids: [uuid],
      resource_names: ['hello job'],
    });
    const before = await detail(uuid);
    expect(before.job).toMatchObject({
      job_status: 'pending',
      run_time: 0,
      started_time: null,
      user: 'usr_owner',
      queue: 'normal',
      cluster_name: 'test_cluster',
    });
    expect(before.job).not.toHaveProperty('job_id');

    await gw.advance(2);
    expect(await operationRow(gw.gateway.db, String(answer.body.job_id))).toMatchObject({ status: 'successful' });
    const running = await detail(uuid);
    expect(running.job).toMatchObject({ job_status: 'running', job_id: expect.stringMatching(/^\d+$/), node_list: 'cn001' });
    expect(running.queue_info).toMatchObject({
      hpcqueue_id: Q,
      name: 'normal',
      core_count: 8,
      idle_core_count: 6,
      running_job_count: 1,
      node_count: 2,
    });

    await gw.advance(3);
    expect((await detail(uuid)).job).toMatchObject({ job_status: 'running', run_time: 3 });
    await gw.advance(10);
    const done = (await detail(uuid)).job;
    expect(done).toMatchObject({ job_status: 'finished', exit_code: 0, run_time: 5, finished_time: expect.any(String) });
    expect(String(done.work_dir)).toBe(`/share/jobs/usr_owner/${uuid}`);
    expect(readFileSync(onDisk(String(done.stdout_path)), 'utf8')).toMatch(/hello world[\s\S]*finished at .* with exit code 0/);
    expect(existsSync(onDisk(String(done.stderr_path)))).toBe(true);
    const result = JSON.parse(readFileSync(onDisk(`${String(done.work_dir)}/${uuid}.result.json`), 'utf8'));
    expect(result).toMatchObject({ hpcjob_uuid: uuid, job_status: 'finished', exit_code: 0, run_time: 5 });
    expect(await gw.count('SELECT 1 FROM job_nodes WHERE hpcjob_uuid = $1', [uuid])).toBe(0);
  });

  it('ends a job exited with the code of exit N, 1 for false, and 124 when its time limit ends it', async () => {
    const exit3 = await submitted({ name: 'exit three', cores: 1, cmd: 'echo start; exit 3' });
    const falsy = await submitted({ name: 'falsy', cores: 1, cmd: 'echo start && false && echo never' });
    const slow = await submitted({ name: 'too slow', cores: 1, cmd: 'sleep 600', time_limit: 1 });
    await gw.advance(2);
    await gw.advance(5);
    expect((await detail(exit3)).job).toMatchObject({ job_status: 'exited', exit_code: 3 });
    expect((await detail(falsy)).job).toMatchObject({ job_status: 'exited', exit_code: 1 });
    expect((await detail(slow)).job).toMatchObject({ job_status: 'running' });
    await gw.advance(70);
    const ended = (await detail(slow)).job;
    expect(ended).toMatchObject({ job_status: 'exited', exit_code: 124, run_time: 60 });
    expect(readFileSync(onDisk(String(ended.stderr_path)), 'utf8')).toContain('DUE TO TIME LIMIT');
  });

  it('starts pending jobs on the free cores of the queue, highest priority first', async () => {
    const big = await submitted({ name: 'big', cores: 6, cmd: 'sleep 100' });
    await gw.advance(2);
    expect((await detail(big)).job).toMatchObject({ job_status: 'running' });
    const low = await submitted({ name: 'low priority', cores: 6, priority: 1, cmd: 'sleep 1' });
    const high = await submitted({ name: 'high priority', cores: 6, priority: 9, cmd: 'sleep 1' });
    await gw.advance(2);
    expect((await detail(low)).job).toMatchObject({ job_status: 'pending' });
    const waiting = await detail(high);
    expect(waiting.job).toMatchObject({ job_status: 'pending', node_list: '' });
    expect(waiting.queue_info).toMatchObject({ idle_core_count: 2, pending_job_count: 2, running_job_count: 1 });
    await gw.advance(99);
    expect((await detail(big)).job).toMatchObject({ job_status: 'finished' });
    expect((await detail(high)).job).toMatchObject({ job_status: 'running' });
    expect((await detail(low)).job).toMatchObject({ job_status: 'pending' });
    await gw.advance(2);
    expect((await detail(high)).job).toMatchObject({ job_status: 'finished' });
    expect((await detail(low)).job).toMatchObject({ job_status: 'running' });
    await gw.advance(2);
  });

  it('cancels a submission the scheduler can no longer accept (the queue was deleted meanwhile), failing its operation', async () => {
    const { db } = gw.gateway;
    await addQueue(db, { hpcqueue_id: 'hpcq-tsubtemp', cluster_id: C, queue_name: 'temp', nodes: [{ hostname: 'cn101', cpu: 4 }] });
    const answer = await submit(owner, { ...base, hpcqueue_id: 'hpcq-tsubtemp', name: 'orphan', cores: 1, cmd: 'sleep 1' });
    expect(answer.status).toBe(200);
    await db.query("UPDATE queues SET status = 'deleted' WHERE hpcqueue_id = 'hpcq-tsubtemp'");
    await gw.advance(2);
    expect(await operationRow(db, String(answer.body.job_id))).toMatchObject({
      status: 'failed',
      error_message: 'This queue has been deleted',
    });
    expect((await detail(String(answer.body.hpcjob_uuid))).job).toMatchObject({
      job_status: 'cancelled',
      finished_time: expect.any(String),
    });
  });

  it('runs a job script written by job/createJobFile, and fails a job whose script is missing', async () => {
    const file = await owner.op('createJobFile', {
      cluster_id: C,
      file_name: 'run.sh',
      content: '#!/bin/bash\n# comment\necho "from the script"\nsleep 2\n',
    });
    expect(file.status).toBe(200);
    expect(file.body.file_path).toBe('/share/jobs/usr_owner/run.sh');
    const uuid = await submitted({ name: 'scripted', submit_type: 'script', script_path: file.body.file_path, cores: 1 });
    const missing = await submitted({ name: 'no script', submit_type: 'script', script_path: '/share/jobs/usr_owner/absent.sh', cores: 1 });
    await gw.advance(2);
    await gw.advance(3);
    const ran = (await detail(uuid)).job;
    expect(ran).toMatchObject({ job_status: 'finished', run_time: 2, submit_type: 'script', script_path: '/share/jobs/usr_owner/run.sh' });
    expect(readFileSync(onDisk(String(ran.stdout_path)), 'utf8')).toContain('from the script');
    const failed = (await detail(missing)).job;
    expect(failed).toMatchObject({ job_status: 'exited', exit_code: 127 });
    expect(readFileSync(onDisk(String(failed.stderr_path)), 'utf8')).toContain('absent.sh: No such file or directory');
  });
});

describe('refused submissions change nothing', () => {
  const totals = async () => [await gw.count('SELECT 1 FROM jobs'), await gw.count('SELECT 1 FROM operations')];

  it.each([
    [
      'a cluster that is not active',
      { cluster_id: 'ehpc-tsub0002', hpcqueue_id: 'hpcq-tsub0002' },
      409,
      2100,
      'The cluster is not active and cannot submit jobs',
    ],
    ['an HPC cluster suspended for arrears', { cluster_id: 'hpc-tsub0003', hpcqueue_id: 'hpcq-tsub0003' }, 409, 2500, 'Lack of balance'],
    ['a queue of another cluster', { hpcqueue_id: 'hpcq-tsub0005' }, 409, 2100, 'This queue has been deleted'],
    ['a deleted queue', { hpcqueue_id: 'hpcq-tsubgone' }, 409, 2100, 'This queue has been deleted'],
    ['more cores than the queue has', { cores: 17 }, 409, 1100, 'The queue has only 16 cores, fewer than the 17 the job asks for'],
    [
      'a cluster of another owner',
      { cluster_id: 'ehpc-tsub0004', hpcqueue_id: 'hpcq-tsub0004' },
      404,
      1400,
      'The cluster does not exist: ehpc-tsub0004',
    ],
    [
      'a job template that does not exist',
      { submit_type: 'template' as const, job_template_id: 'jt-missing01' },
      404,
      1400,
      'The job template does not exist: jt-missing01',
    ],
    ['a command job without a command', { cmd: undefined }, 422, 1100, 'The request is not valid'],
  ])('refuses %s', async (_what, change, status, retCode, message) => {
    const before = await totals();
    const answer = await submit(owner, { ...base, name: 'refused', cores: 1, cmd: 'sleep 1', ...change });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ ret_code: retCode, message });
    expect(await totals()).toEqual(before);
  });

  it('refuses more cores than the queue has as a rule on the cores field, in the request’s language', async () => {
    const zh = await gw.client('usr-owner', 'zh-cn');
    const before = await totals();
    for (const [client, message] of [
      [owner, 'The queue has only 16 cores, fewer than the 17 the job asks for'],
      [zh, '队列只有 16 个核，少于作业要求的 17 个核'],
    ] as const) {
      const answer = await submit(client, { ...base, name: 'too big', cores: 17, cmd: 'sleep 1' });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        ret_code: 1100,
        action: 'job/submitJob',
        message,
        validation: [{ location: ['body', 'cores'], message, code: 'queue_cores' }],
      });
    }
    expect(await totals()).toEqual(before);
  });

  it('answers in Chinese by default', async () => {
    const zh = await gw.client('usr-owner', 'zh-cn');
    const answer = await submit(zh, {
      ...base,
      cluster_id: 'ehpc-tsub0002',
      hpcqueue_id: 'hpcq-tsub0002',
      name: 'refused',
      cmd: 'sleep 1',
    });
    expect(answer.body.message).toBe('集群不是活跃状态，无法提交作业');
  });

  it('refuses a submission claiming another user (403)', async () => {
    const answer = await submit(owner, { ...base, name: 'claim', cmd: 'sleep 1', user_id: 'usr-sub' });
    expect(answer.status).toBe(403);
  });
});

describe('duplicate submissions', () => {
  const dup = { ...base, cores: 1, cmd: 'sleep 1' };

  it('refuses the same user’s identical submission within 10 s (409, 2400), but not another user’s or another job', async () => {
    expect((await submit(owner, { ...dup, name: 'dup_job' })).status).toBe(200);
    const again = await submit(owner, { ...dup, name: 'dup_job' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ ret_code: 2400, message: 'Please do not duplicate submissions' });
    expect(await gw.count("SELECT 1 FROM jobs WHERE name = 'dup_job'")).toBe(1);
    expect(await gw.count("SELECT 1 FROM operations WHERE 'dup_job' = ANY(resource_names)")).toBe(1);
    expect((await submit(owner, { ...dup, name: 'dup_job', cmd: 'sleep 2' })).status).toBe(200);
    const sub = await gw.client('usr-sub');
    await shareCluster(gw.gateway.db, C, 'usr-sub', 'readwrite');
    expect((await submit(sub, { ...dup, name: 'dup_job' })).status).toBe(200);
    await shareCluster(gw.gateway.db, C, 'usr-sub', null);
  });

  it('creates exactly one job of two identical submissions sent at once', async () => {
    const answers = await Promise.all([submit(owner, { ...dup, name: 'double click' }), submit(owner, { ...dup, name: 'double click' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.ret_code).toBe(2400);
    expect(await gw.count("SELECT 1 FROM jobs WHERE name = 'double click'")).toBe(1);
  });

  it('accepts it again once the first is older than 10 s and accepted, not while it is still being accepted', async () => {
    expect((await submit(owner, { ...dup, name: 'later' })).status).toBe(200);
    await gw.gateway.db.query("UPDATE jobs SET submitted_time = now() - interval '11 seconds' WHERE name = 'later'");
    expect((await submit(owner, { ...dup, name: 'later' })).status).toBe(409);
    await gw.advance(2);
    await gw.gateway.db.query("UPDATE jobs SET submitted_time = now() - interval '11 seconds' WHERE name = 'later'");
    expect((await submit(owner, { ...dup, name: 'later' })).status).toBe(200);
    expect(await gw.count("SELECT 1 FROM jobs WHERE name = 'later'")).toBe(2);
  });
});
