import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import type { TestClient } from '../test-support';
import { addCluster, addQueue, startJobsGateway, type JobsGateway } from './jobs/test-fixtures';

let gw: JobsGateway;
let owner: TestClient;

interface OpFixture {
  job_id: string;
  action: string;
  resource_ids: string[];
  status: string;
  created: string;
  status_time: string;
  owner?: string;
  user_id?: string;
  portal?: 'hpc' | 'ispf';
  error?: string;
  names?: string[];
}

async function insertOperation(db: Db, o: OpFixture): Promise<void> {
  await db.query(
    `INSERT INTO operations (job_id, action, resource_type, resource_ids, resource_names, status, error_message, owner, user_id, portal, zone, create_time, status_time)
     VALUES ($1, $2, 'cluster', $3, $4, $5, $6, $7, $8, $9, 'pek3', $10, $11)`,
    [o.job_id, o.action, o.resource_ids, o.names ?? o.resource_ids, o.status, o.error ?? null, o.owner ?? 'usr-owner', o.user_id ?? 'usr-owner', o.portal ?? 'hpc', o.created, o.status_time],
  );
}

beforeAll(async () => {
  gw = await startJobsGateway();
  const { db } = gw.gateway;
  const ops: OpFixture[] = [
    { job_id: 'j-oplog00001', action: 'cluster/stopCluster', resource_ids: ['ehpc-opl00001'], status: 'failed', error: 'The cluster has running jobs', created: '2020-06-01T10:00:00Z', status_time: '2020-06-01T10:05:00Z', user_id: 'usr-sub', names: ['气象模拟_A'] },
    { job_id: 'j-oplog00002', action: 'cluster/startCluster', resource_ids: ['ehpc-opl00001'], status: 'successful', created: '2020-06-02T10:00:00Z', status_time: '2020-06-02T10:01:00Z' },
    { job_id: 'j-oplog00003', action: 'job/submitJob', resource_ids: ['hpcjob-opl00003'], status: 'working', created: '2020-06-03T10:00:00Z', status_time: '2020-06-03T10:00:30Z', names: ['typhoon'] },
    { job_id: 'j-oplog00004', action: 'cluster/stopCluster', resource_ids: ['ehpc-opl00002'], status: 'pending', created: '2020-06-04T10:00:00Z', status_time: '2020-06-04T10:00:00Z' },
    { job_id: 'j-oplog00005', action: 'cluster/stopCluster', resource_ids: ['ehpc-opl00009'], status: 'successful', created: '2020-06-02T12:00:00Z', status_time: '2020-06-02T12:00:00Z', owner: 'usr-admin', user_id: 'usr-admin' },
    { job_id: 'j-oplog00006', action: 'simulation/submitJob', resource_ids: ['simulation_cluster'], status: 'successful', created: '2020-06-02T13:00:00Z', status_time: '2020-06-02T13:00:20Z', portal: 'ispf', names: ['Fluent run'] },
  ];
  for (const op of ops) await insertOperation(db, op);
  owner = await gw.client('usr-owner');
}, 120_000);
afterAll(() => gw?.close());

const june = { start_time: '2020-06-01T00:00:00Z', end_time: '2020-06-30T00:00:00Z' };
const log = (query: Record<string, unknown>, client = owner) => client.call('GET', '/portal-hpc/operation', { ...june, ...query });
const ids = (answer: { body: Record<string, unknown> }) => (answer.body.job_set as { job_id: string }[]).map((o) => o.job_id);

describe('the operation log', () => {
  it('lists the account’s operations of the HPC portal, newest first, with every field', async () => {
    const answer = await log({ zone: 'pek3' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ action: 'operation', total_count: 4 });
    expect(ids(answer)).toEqual(['j-oplog00004', 'j-oplog00003', 'j-oplog00002', 'j-oplog00001']);
    expect((answer.body.job_set as unknown[])[3]).toEqual({
      job_id: 'j-oplog00001', action: 'cluster/stopCluster', resource_ids: ['ehpc-opl00001'], resource_type: 'cluster', resource_names: ['气象模拟_A'], status: 'failed',
      error_message: 'The cluster has running jobs', owner: 'usr-owner', user_id: 'usr-sub', create_time: '2020-06-01T10:00:00.000Z', status_time: '2020-06-01T10:05:00.000Z',
    });
  });

  it('filters by resources, status, action and search word, sorts by status_time and pages', async () => {
    expect(ids(await log({ resource_ids: ['ehpc-opl00001'] }))).toEqual(['j-oplog00002', 'j-oplog00001']);
    expect(ids(await log({ status: ['pending', 'working'] }))).toEqual(['j-oplog00004', 'j-oplog00003']);
    expect(ids(await log({ operation_action: 'cluster/stopCluster' }))).toEqual(['j-oplog00004', 'j-oplog00001']);
    expect(ids(await log({ search_word: 'TYPHOON' }))).toEqual(['j-oplog00003']);
    expect(ids(await log({ search_word: 'opl00002' }))).toEqual(['j-oplog00004']);
    expect(ids(await log({ sort_key: 'status_time', reverse: 0, limit: 10, offset: 1 }))).toEqual(['j-oplog00002', 'j-oplog00003', 'j-oplog00004']);
    expect(ids(await log({ start_time: '2020-06-02T00:00:00Z', end_time: '2020-06-03T23:00:00Z' }))).toEqual(['j-oplog00003', 'j-oplog00002']);
  });

  it('refuses a start_time after end_time and a range of more than 90 days', async () => {
    const reversed = await log({ start_time: '2020-06-10T00:00:00Z', end_time: '2020-06-01T00:00:00Z' });
    expect([reversed.status, reversed.body.ret_code, reversed.body.message]).toEqual([409, 1100, 'The start time must not be after the end time']);
    const long = await log({ start_time: '2020-01-01T00:00:00Z', end_time: '2020-06-01T00:00:00Z' });
    expect([long.status, long.body.message]).toEqual([409, 'The time range may not exceed 90 days']);
    expect((await log({ start_time: '2020-03-03T00:00:00Z', end_time: '2020-06-01T00:00:00Z' })).status).toBe(200);
    const sinceLongAgo = await owner.call('GET', '/portal-hpc/operation', { start_time: '2020-06-01T00:00:00Z' });
    expect(sinceLongAgo.status).toBe(409);
    expect((await log({ resource_ids: ['Not An Id'] })).status).toBe(422);
  });

  it('shows another account only its own operations, and a sub-user the owner’s', async () => {
    expect(ids(await log({}, await gw.client('usr-admin')))).toEqual(['j-oplog00005']);
    expect((await log({}, await gw.client('usr-sub'))).body.total_count).toBe(4);
  });

  it('lists a change as soon as it is made and follows it to its end', async () => {
    const { db } = gw.gateway;
    await addCluster(db, { cluster_id: 'ehpc-opl00010' });
    await addQueue(db, { hpcqueue_id: 'hpcq-opl00010', cluster_id: 'ehpc-opl00010', queue_name: 'normal', nodes: [{ hostname: 'cn001', cpu: 4 }] });
    const submit = await owner.call('POST', '/portal-hpc/job/submitJob', { cluster_id: 'ehpc-opl00010', hpcqueue_id: 'hpcq-opl00010', name: 'logged', cores: 1, submit_type: 'command', cmd: 'sleep 1' });
    const follow = () => owner.call('GET', '/portal-hpc/operation', { resource_ids: [String(submit.body.hpcjob_uuid)] });
    expect((await follow()).body).toMatchObject({ total_count: 1, job_set: [{ job_id: submit.body.job_id, action: 'job/submitJob', status: 'pending', resource_names: ['logged'], error_message: null }] });
    await gw.advance(2);
    expect((await follow()).body).toMatchObject({ job_set: [{ status: 'successful' }] });
  });
});

describe('the simulation operation log', () => {
  it('lists only the simulation portal’s operations, for simulation_cluster whatever is asked', async () => {
    const answer = await owner.call('GET', '/portal-hpc/operation/simulation', { ...june });
    expect(answer.body).toMatchObject({ action: 'operation/simulation', total_count: 1, job_set: [{ job_id: 'j-oplog00006', resource_ids: ['simulation_cluster'], resource_names: ['Fluent run'] }] });
    expect((await owner.call('GET', '/portal-hpc/operation/simulation', { ...june, resource_ids: ['simulation_cluster'], status: ['failed'] })).body.total_count).toBe(0);
    expect((await owner.call('GET', '/portal-hpc/operation/simulation', { resource_ids: ['ehpc-opl00001'] })).status).toBe(422);
    const long = await owner.call('GET', '/portal-hpc/operation/simulation', { start_time: '2020-01-01T00:00:00Z', end_time: '2020-06-01T00:00:00Z' });
    expect(long.status).toBe(409);
  });
});
