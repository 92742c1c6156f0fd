import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOf } from '../../http/handler-types';
import type { Db } from '../../db/database';
import { TestClient } from '../../test-support';
import { shareCluster } from '../../testing/shares';
import { addCluster, addQueue, startJobsGateway, type JobsGateway } from './test-support';

const L1 = 'ehpc-tlst0001';
const L2 = 'hpc-tlst0002';
let gw: JobsGateway;
let owner: TestClient;

interface JobFixture {
  uuid: string;
  name: string;
  status: string;
  cluster?: string;
  queue?: [string, string] | null;
  owner?: string;
  portal?: 'hpc' | 'ispf';
  submitted: string;
  run_time?: number;
}

async function insertJob(db: Db, j: JobFixture): Promise<void> {
  const [queueId, queueName] = j.queue === undefined ? ['hpcq-tlstnorm', 'normal'] : (j.queue ?? [null, null]);
  await db.query(
    `INSERT INTO jobs (hpcjob_uuid, job_id, portal, cluster_id, owner, user_id, name, job_status, hpcqueue_id, queue_name, cores, submit_type, cmd, run_time, run_as,
                       submitted_time, modified_time, started_time, node_list)
     VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9, 4, 'command', 'sleep 10', $10, 'usr_owner', $11, $11, CASE WHEN $7 = 'pending' THEN NULL ELSE $11::timestamptz END, '')`,
    [
      j.uuid,
      String(Math.floor(Math.random() * 1e6)),
      j.portal ?? 'hpc',
      j.cluster ?? L1,
      j.owner ?? 'usr-owner',
      j.name,
      j.status,
      queueId,
      queueName,
      j.run_time ?? 0,
      j.submitted,
    ],
  );
}

beforeAll(async () => {
  gw = await startJobsGateway();
  const { db } = gw.gateway;
  await addCluster(db, { cluster_id: L1, cluster_name: '列表集群_A' });
  await addQueue(db, {
    hpcqueue_id: 'hpcq-tlstnorm',
    cluster_id: L1,
    queue_name: 'normal',
    nodes: [
      { hostname: 'cn001', cpu: 56 },
      { hostname: 'cn002', cpu: 56 },
    ],
  });
  await addQueue(db, { hpcqueue_id: 'hpcq-tlstdbug', cluster_id: L1, queue_name: 'debug', nodes: [] });
  await addCluster(db, { cluster_id: L2 });
  await addCluster(db, { cluster_id: 'ehpc-tlstadm1', owner: 'usr-admin' });
  await insertJob(db, { uuid: 'hpcjob-tlalpha1', name: 'alpha run', status: 'running', submitted: '2020-11-01T08:00:00Z', run_time: 300 });
  await insertJob(db, {
    uuid: 'hpcjob-tlbeta01',
    name: 'beta',
    status: 'pending',
    queue: ['hpcq-tlstdbug', 'debug'],
    submitted: '2020-11-02T08:00:00Z',
  });
  await insertJob(db, { uuid: 'hpcjob-tlgamma1', name: 'gamma', status: 'stopped', submitted: '2020-11-03T08:00:00Z', run_time: 100 });
  await insertJob(db, {
    uuid: 'hpcjob-tldelta1',
    name: 'delta',
    status: 'finished',
    cluster: L2,
    queue: null,
    submitted: '2020-11-04T08:00:00Z',
    run_time: 200,
  });
  await insertJob(db, { uuid: 'hpcjob-tlepsil1', name: 'epsilon', status: 'deleted', submitted: '2020-11-05T08:00:00Z' });
  await insertJob(db, {
    uuid: 'hpcjob-tladmin1',
    name: 'admin job',
    status: 'running',
    cluster: 'ehpc-tlstadm1',
    queue: null,
    owner: 'usr-admin',
    submitted: '2020-11-01T09:00:00Z',
  });
  await insertJob(db, {
    uuid: 'sjob-tlsimul1',
    name: 'simulation',
    status: 'running',
    cluster: 'simulation_cluster',
    queue: null,
    portal: 'ispf',
    submitted: '2020-11-01T10:00:00Z',
  });
  owner = await gw.client('usr-owner');
}, 120_000);
afterAll(() => gw?.close());

const list = (query: RequestOf<'listJobs'>, client = owner) => client.op('listJobs', query);
const names = (answer: { body: { job_set: { name: string }[] } }) => answer.body.job_set.map((j) => j.name);
const mine = { start_time: '2020-10-01T00:00:00Z', end_time: '2020-11-30T00:00:00Z' };

describe('job/list', () => {
  it('lists the owner’s jobs of a cluster, newest first, without deleted or simulation jobs, with the status counts', async () => {
    const answer = await list({ cluster_id: L1, zone: 'pek3', owner: 'usr-owner', user_id: 'usr-owner' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ret_code: 0, action: 'job/list', total_count: 3, nrun: 1, npend: 1, nstop: 1 });
    expect(names(answer)).toEqual(['gamma', 'beta', 'alpha run']);
    expect(answer.body.job_set[2]).toMatchObject({
      hpcjob_uuid: 'hpcjob-tlalpha1',
      cluster_name: '列表集群_A',
      queue: 'normal',
      job_status: 'running',
      run_time: 300,
    });
  });

  it('filters by status (counts keep every status), queue, search word and submission time, over every cluster', async () => {
    const running = await list({ ...mine, status: ['running', 'finished'] });
    expect(names(running)).toEqual(['delta', 'alpha run']);
    expect(running.body).toMatchObject({ total_count: 2, nrun: 1, npend: 1, nstop: 1 });
    expect(names(await list({ queue: 'debug' }))).toEqual(['beta']);
    expect(names(await list({ ...mine, search_word: 'ALPH' }))).toEqual(['alpha run']);
    expect(names(await list({ ...mine, search_word: 'tldelta' }))).toEqual(['delta']);
    expect(names(await list({ start_time: '2020-11-02T00:00:00Z', end_time: '2020-11-03T12:00:00Z' }))).toEqual(['gamma', 'beta']);
    expect((await list({ ...mine, zone: 'sh1a' })).body.total_count).toBe(0);
  });

  it('sorts by name, run_time or submitted_time either way, and pages with limit and offset', async () => {
    expect(names(await list({ ...mine, sort_key: 'name', reverse: 0 }))).toEqual(['alpha run', 'beta', 'delta', 'gamma']);
    expect(names(await list({ ...mine, sort_key: 'run_time', reverse: 1 }))).toEqual(['alpha run', 'delta', 'gamma', 'beta']);
    expect(names(await list({ ...mine, sort_key: 'submitted_time', reverse: 0 }))).toEqual(['alpha run', 'beta', 'gamma', 'delta']);
    const page = await list({ ...mine, sort_key: 'name', reverse: 0, limit: 10, offset: 3 });
    expect(page.body.total_count).toBe(4);
    expect(names(page)).toEqual(['gamma']);
  });

  it('answers 401 without a session', async () => {
    const anonymous = new TestClient(gw.api, 'en');
    expect((await anonymous.op('listJobs', {})).body).toMatchObject({ ret_code: 1200 });
  });

  it('refuses a start_time after end_time and a page size the contract does not offer', async () => {
    const reversed = await list({ start_time: '2020-11-03T00:00:00Z', end_time: '2020-11-01T00:00:00Z' });
    expect(reversed.status).toBe(409);
    expect(reversed.body).toMatchObject({ ret_code: 1100, message: 'The start time must not be after the end time' });
    expect((await owner.call('GET', '/portal-hpc/job/list', { limit: 7 })).status).toBe(422);
  });

  it('shows another account only its own jobs, and an IAM user the owner’s', async () => {
    const admin = await gw.client('usr-admin');
    expect(names(await list({ ...mine }, admin))).toEqual(['admin job']);
    expect((await list({ ...mine }, await gw.client('iam-alice'))).body.total_count).toBe(4);
  });

  it('lists the jobs of one cluster only when the user sees the cluster (ADR 0006): 404 like a cluster that does not exist', async () => {
    const sub = await gw.client('usr-sub');
    const admin = await gw.client('usr-admin');
    for (const [client, cluster] of [
      [sub, L1],
      [admin, L1],
      [owner, 'ehpc-tlstnone'],
    ] as const) {
      const answer = await list({ ...mine, cluster_id: cluster }, client);
      expect([answer.status, answer.body.ret_code, answer.body.message]).toEqual([404, 1400, `The cluster does not exist: ${cluster}`]);
    }
    await shareCluster(gw.gateway.db, L1, 'usr-sub', 'readonly');
    try {
      expect((await list({ ...mine, cluster_id: L1 }, sub)).body.total_count).toBe(3);
    } finally {
      await shareCluster(gw.gateway.db, L1, 'usr-sub', null);
    }
  });

  it('shows a sub-user, without a cluster filter, only the jobs of the clusters shared with it or created by it (ADR 0006)', async () => {
    const sub = await gw.client('usr-sub');
    const seen = async () => {
      const answer = await list({ ...mine }, sub);
      return { names: names(answer).sort(), total: answer.body.total_count, nrun: answer.body.nrun, npend: answer.body.npend };
    };
    // The owner's list (the same filters) first, so that its counts are kept: the sub-user's must not be taken from them.
    expect((await list({ ...mine })).body.total_count).toBe(4);
    expect(await seen()).toEqual({ names: [], total: 0, nrun: 0, npend: 0 });
    await shareCluster(gw.gateway.db, L1, 'usr-sub', 'readonly');
    try {
      expect(await seen()).toEqual({ names: ['alpha run', 'beta', 'gamma'], total: 3, nrun: 1, npend: 1 });
    } finally {
      await shareCluster(gw.gateway.db, L1, 'usr-sub', null);
    }
    expect(await seen()).toEqual({ names: [], total: 0, nrun: 0, npend: 0 });
    const [{ created_by: creator }] = await gw.gateway.db.query<{ created_by: string }>(
      'SELECT created_by FROM clusters WHERE cluster_id = $1',
      [L2],
    );
    await gw.gateway.db.query("UPDATE clusters SET created_by = 'usr-sub' WHERE cluster_id = $1", [L2]);
    try {
      expect(await seen()).toEqual({ names: ['delta'], total: 1, nrun: 0, npend: 0 });
    } finally {
      await gw.gateway.db.query('UPDATE clusters SET created_by = $2 WHERE cluster_id = $1', [L2, creator]);
    }
  });
});

describe('job/jobdetail', () => {
  it('returns the job with its cluster and queue, and a null queue once the queue is deleted', async () => {
    const answer = await owner.op('getJobDetail', { id: 'hpcjob-tlalpha1' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      job: { hpcjob_uuid: 'hpcjob-tlalpha1', name: 'alpha run' },
      cluster: {
        cluster_id: L1,
        cluster_name: '列表集群_A',
        cluster_type: 'ehpc',
        status: 'active',
        scheduler: 'slurm',
        nas_shared_path: '/share',
      },
      queue_info: {
        hpcqueue_id: 'hpcq-tlstnorm',
        name: 'normal',
        category: 'dedicated',
        is_default: false,
        node_count: 2,
        core_count: 112,
        running_job_count: 1,
        pending_job_count: 0,
      },
    });
    await gw.gateway.db.query("UPDATE queues SET status = 'deleted' WHERE hpcqueue_id = 'hpcq-tlstnorm'");
    expect((await owner.op('getJobDetail', { id: 'hpcjob-tlalpha1' })).body.queue_info).toBeNull();
    await gw.gateway.db.query("UPDATE queues SET status = 'active' WHERE hpcqueue_id = 'hpcq-tlstnorm'");
  });

  it('answers 404 for another account’s job and an unknown job, 422 for a simulation job id', async () => {
    for (const id of ['hpcjob-tladmin1', 'hpcjob-nothere1']) {
      const answer = await owner.op('getJobDetail', { id: id });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ ret_code: 1400, message: `The job does not exist: ${id}` });
    }
    expect((await owner.op('getJobDetail', { id: 'sjob-tlsimul1' })).status).toBe(422);
  });
});
