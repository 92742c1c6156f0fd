import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOf } from '../http/handler-types';
import type { Db } from '../db/database';
import type { TestClient } from '../test-support';
import { addCluster, addQueue, approveSoftware, startJobsGateway, type JobsGateway } from './jobs/test-support';

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
  /** The failure's message key and parameters (migration 0081); rows written before have error alone. */
  errorKey?: string;
  errorParams?: Record<string, string>;
  names?: string[];
}

async function insertOperation(db: Db, o: OpFixture): Promise<void> {
  await db.query(
    `INSERT INTO operations (job_id, action, resource_type, resource_ids, resource_names, status, error_message, error_key, error_params, owner, user_id, portal, zone, create_time, status_time)
     VALUES ($1, $2, 'cluster', $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pek3', $12, $13)`,
    [
      o.job_id,
      o.action,
      o.resource_ids,
      o.names ?? o.resource_ids,
      o.status,
      o.error ?? null,
      o.errorKey ?? null,
      o.errorParams ? JSON.stringify(o.errorParams) : null,
      o.owner ?? 'usr-owner',
      o.user_id ?? 'usr-owner',
      o.portal ?? 'hpc',
      o.created,
      o.status_time,
    ],
  );
}

beforeAll(async () => {
  gw = await startJobsGateway();
  const { db } = gw.gateway;
  await approveSoftware(db, 'usr-owner', 'hpcsw-fluent23');
  const ops: OpFixture[] = [
    {
      job_id: 'j-oplog00001',
      action: 'cluster/stopCluster',
      resource_ids: ['ehpc-opl00001'],
      status: 'failed',
      error: 'The cluster has running jobs',
      created: '2020-06-01T10:00:00Z',
      status_time: '2020-06-01T10:05:00Z',
      user_id: 'usr-sub',
      names: ['气象模拟_A'],
    },
    {
      job_id: 'j-oplog00002',
      action: 'cluster/startCluster',
      resource_ids: ['ehpc-opl00001'],
      status: 'successful',
      created: '2020-06-02T10:00:00Z',
      status_time: '2020-06-02T10:01:00Z',
    },
    {
      job_id: 'j-oplog00003',
      action: 'job/submitJob',
      resource_ids: ['hpcjob-opl00003'],
      status: 'working',
      created: '2020-06-03T10:00:00Z',
      status_time: '2020-06-03T10:00:30Z',
      names: ['typhoon'],
    },
    {
      job_id: 'j-oplog00004',
      action: 'cluster/stopCluster',
      resource_ids: ['ehpc-opl00002'],
      status: 'pending',
      created: '2020-06-04T10:00:00Z',
      status_time: '2020-06-04T10:00:00Z',
    },
    {
      job_id: 'j-oplog00005',
      action: 'cluster/stopCluster',
      resource_ids: ['ehpc-opl00009'],
      status: 'successful',
      created: '2020-06-02T12:00:00Z',
      status_time: '2020-06-02T12:00:00Z',
      owner: 'usr-admin',
      user_id: 'usr-admin',
    },
    {
      job_id: 'j-oplog00006',
      action: 'simulation/submitJob',
      resource_ids: ['simulation_cluster'],
      status: 'successful',
      created: '2020-06-02T13:00:00Z',
      status_time: '2020-06-02T13:00:20Z',
      portal: 'ispf',
      names: ['Fluent run'],
    },
    // Failures in other words: a message with parameters, and the English text alone of a row written before migration 0081.
    {
      job_id: 'j-oplog00007',
      action: 'cluster/associateLoginNodeEip',
      resource_ids: ['ehpc-opl00003'],
      status: 'failed',
      error: 'The EIP eip-opl00007 is not available',
      errorKey: 'clusters_eip_unavailable',
      errorParams: { id: 'eip-opl00007' },
      created: '2020-07-01T10:00:00Z',
      status_time: '2020-07-01T10:00:05Z',
    },
    {
      job_id: 'j-oplog00008',
      action: 'job/submitJob',
      resource_ids: ['hpcjob-opl00008'],
      status: 'failed',
      error: 'This queue has been deleted',
      created: '2020-07-02T10:00:00Z',
      status_time: '2020-07-02T10:00:05Z',
    },
  ];
  for (const op of ops) await insertOperation(db, op);
  owner = await gw.client('usr-owner');
}, 120_000);
afterAll(() => gw?.close());

const june = { start_time: '2020-06-01T00:00:00Z', end_time: '2020-06-30T00:00:00Z' };
const log = (query: RequestOf<'listOperations'>, client = owner) => client.op('listOperations', { ...june, ...query });
const ids = (answer: { body: { job_set: { job_id: string }[] } }) => answer.body.job_set.map((o) => o.job_id);

describe('the operation log', () => {
  it('lists the account’s operations of the HPC portal, newest first, with every field', async () => {
    const answer = await log({ zone: 'pek3' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ action: 'operation', total_count: 4 });
    expect(ids(answer)).toEqual(['j-oplog00004', 'j-oplog00003', 'j-oplog00002', 'j-oplog00001']);
    expect(answer.body.job_set[3]).toEqual({
      job_id: 'j-oplog00001',
      action: 'cluster/stopCluster',
      resource_ids: ['ehpc-opl00001'],
      resource_type: 'cluster',
      resource_names: ['气象模拟_A'],
      status: 'failed',
      error_message: 'The cluster has running jobs',
      owner: 'usr-owner',
      user_id: 'usr-sub',
      create_time: '2020-06-01T10:00:00.000Z',
      status_time: '2020-06-01T10:05:00.000Z',
    });
  });

  it('filters by resources, status, action and search word, sorts by status_time and pages', async () => {
    expect(ids(await log({ resource_ids: ['ehpc-opl00001'] }))).toEqual(['j-oplog00002', 'j-oplog00001']);
    expect(ids(await log({ status: ['pending', 'working'] }))).toEqual(['j-oplog00004', 'j-oplog00003']);
    expect(ids(await log({ operation_action: 'cluster/stopCluster' }))).toEqual(['j-oplog00004', 'j-oplog00001']);
    expect(ids(await log({ search_word: 'TYPHOON' }))).toEqual(['j-oplog00003']);
    expect(ids(await log({ search_word: 'opl00002' }))).toEqual(['j-oplog00004']);
    expect(ids(await log({ sort_key: 'status_time', reverse: 0, limit: 10, offset: 1 }))).toEqual([
      'j-oplog00002',
      'j-oplog00003',
      'j-oplog00004',
    ]);
    expect(ids(await log({ start_time: '2020-06-02T00:00:00Z', end_time: '2020-06-03T23:00:00Z' }))).toEqual([
      'j-oplog00003',
      'j-oplog00002',
    ]);
  });

  it('refuses a start_time after end_time and a range of more than 90 days', async () => {
    const reversed = await log({ start_time: '2020-06-10T00:00:00Z', end_time: '2020-06-01T00:00:00Z' });
    expect([reversed.status, reversed.body.ret_code, reversed.body.message]).toEqual([
      409,
      1100,
      'The start time must not be after the end time',
    ]);
    // The rule names its field, with the refusal's message in the request's language (shown next to the field).
    expect(reversed.body.validation).toEqual([
      { location: ['query', 'start_time'], message: 'The start time must not be after the end time', code: 'range' },
    ]);
    const zhReversed = await log(
      { start_time: '2020-06-10T00:00:00Z', end_time: '2020-06-01T00:00:00Z' },
      await gw.client('usr-owner', 'zh-cn'),
    );
    expect(zhReversed.body).toMatchObject({
      ret_code: 1100,
      message: '开始时间不能晚于结束时间',
      validation: [{ location: ['query', 'start_time'], message: '开始时间不能晚于结束时间', code: 'range' }],
    });
    const long = await log({ start_time: '2020-01-01T00:00:00Z', end_time: '2020-06-01T00:00:00Z' });
    expect([long.status, long.body.message]).toEqual([409, 'The time range may not exceed 90 days']);
    expect((await log({ start_time: '2020-03-03T00:00:00Z', end_time: '2020-06-01T00:00:00Z' })).status).toBe(200);
    const sinceLongAgo = await owner.op('listOperations', { start_time: '2020-06-01T00:00:00Z' });
    expect(sinceLongAgo.status).toBe(409);
    expect((await log({ resource_ids: ['Not An Id'] })).status).toBe(422);
  });

  it('shows another account only its own operations, and a sub-user or an IAM user only the ones it made (ADR 0013)', async () => {
    expect(ids(await log({}, await gw.client('usr-admin')))).toEqual(['j-oplog00005']);
    expect(ids(await log({}, await gw.client('usr-sub')))).toEqual(['j-oplog00001']);
    expect(ids(await log({ resource_ids: ['ehpc-opl00001'] }, await gw.client('usr-sub')))).toEqual(['j-oplog00001']);
    expect(ids(await log({}, await gw.client('iam-alice')))).toEqual([]);
  });

  it('lists a change as soon as it is made and follows it to its end', async () => {
    const { db } = gw.gateway;
    await addCluster(db, { cluster_id: 'ehpc-opl00010' });
    await addQueue(db, {
      hpcqueue_id: 'hpcq-opl00010',
      cluster_id: 'ehpc-opl00010',
      queue_name: 'normal',
      nodes: [{ hostname: 'cn001', cpu: 4 }],
    });
    const submit = await owner.op('submitJob', {
      priority: 5,
      cluster_id: 'ehpc-opl00010',
      hpcqueue_id: 'hpcq-opl00010',
      name: 'logged',
      cores: 1,
      submit_type: 'command',
      cmd: 'sleep 1',
    });
    const follow = () => owner.op('listOperations', { resource_ids: [String(submit.body.hpcjob_uuid)] });
    expect((await follow()).body).toMatchObject({
      total_count: 1,
      job_set: [
        { job_id: submit.body.job_id, action: 'job/submitJob', status: 'pending', resource_names: ['logged'], error_message: null },
      ],
    });
    await gw.advance(2);
    expect((await follow()).body).toMatchObject({ job_set: [{ status: 'successful' }] });
  });
});

describe('why an operation failed, in the language of the request', () => {
  const july = { start_time: '2020-07-01T00:00:00Z', end_time: '2020-07-30T00:00:00Z' };
  const reasons = async (
    client: TestClient,
    query: RequestOf<'listOperations'>,
    log: 'listOperations' | 'listSimulationOperations' = 'listOperations',
  ) => Object.fromEntries((await client.op(log, query)).body.job_set.map((o) => [o.job_id, o.error_message]));

  it('answers a step’s failure in English or Chinese, and keeps the English text in the row', async () => {
    const { db } = gw.gateway;
    await addCluster(db, { cluster_id: 'ehpc-opl00011' });
    await addQueue(db, {
      hpcqueue_id: 'hpcq-opl00011',
      cluster_id: 'ehpc-opl00011',
      queue_name: 'normal',
      nodes: [{ hostname: 'cn001', cpu: 4 }],
    });
    const submit = await owner.op('submitJob', {
      priority: 5,
      cluster_id: 'ehpc-opl00011',
      hpcqueue_id: 'hpcq-opl00011',
      name: 'refused later',
      cores: 1,
      submit_type: 'command',
      cmd: 'sleep 1',
    });
    expect(submit.status).toBe(200);
    await db.query("UPDATE clusters SET status = 'stopped' WHERE cluster_id = 'ehpc-opl00011'");
    await gw.advance(2);
    const jobId = String(submit.body.job_id);
    const query = { resource_ids: [submit.body.hpcjob_uuid] };
    expect(await reasons(owner, query)).toEqual({ [jobId]: 'The cluster is not active and cannot submit jobs' });
    expect(await reasons(await gw.client('usr-owner', 'zh-cn'), query)).toEqual({ [jobId]: '集群不是活跃状态，无法提交作业' });
    const [row] = await db.query('SELECT error_message, error_key, error_params FROM operations WHERE job_id = $1', [jobId]);
    expect(row).toEqual({
      error_message: 'The cluster is not active and cannot submit jobs',
      error_key: 'jobs_cluster_not_active',
      error_params: {},
    });
  });

  it('fills a message’s parameters, and answers a row written before with its text (translated when it is a known message)', async () => {
    expect(await reasons(owner, july)).toEqual({
      'j-oplog00007': 'The EIP eip-opl00007 is not available',
      'j-oplog00008': 'This queue has been deleted',
    });
    expect(await reasons(await gw.client('usr-owner', 'zh-cn'), july)).toEqual({
      'j-oplog00007': '公网 IP eip-opl00007 不可用',
      'j-oplog00008': '该队列已被删除',
    });
    // A text that is no message of the gateway is answered as it was stored, whatever the language.
    expect(await reasons(await gw.client('usr-owner', 'zh-cn'), june)).toMatchObject({ 'j-oplog00001': 'The cluster has running jobs' });
  });

  it('answers the simulation log’s failures in the request’s language too', async () => {
    const { db } = gw.gateway;
    const submit = await owner.op('submitSimulationJob', {
      hpcsw_id: 'hpcsw-fluent23',
      cores: 8,
      input_file: '/share/ispf/usr-owner/car_body/car_body.cas.h5',
      name: 'platform stops',
    });
    expect(submit.status, JSON.stringify(submit.body)).toBe(200);
    await db.query("UPDATE simulation_platform SET status = 'stopped'");
    try {
      await gw.advance(2);
    } finally {
      await db.query("UPDATE simulation_platform SET status = 'active'");
    }
    const jobId = String(submit.body.job_id);
    const query = { status: ['failed' as const] };
    expect(await reasons(owner, query, 'listSimulationOperations')).toEqual({
      [jobId]: 'The cluster is not active and cannot submit jobs',
    });
    expect(await reasons(await gw.client('usr-owner', 'zh-cn'), query, 'listSimulationOperations')).toEqual({
      [jobId]: '集群不是活跃状态，无法提交作业',
    });
  });
});

describe('the simulation operation log', () => {
  it('lists only the simulation portal’s operations, for simulation_cluster whatever is asked', async () => {
    const answer = await owner.op('listSimulationOperations', { ...june });
    expect(answer.body).toMatchObject({
      action: 'operation/simulation',
      total_count: 1,
      job_set: [{ job_id: 'j-oplog00006', resource_ids: ['simulation_cluster'], resource_names: ['Fluent run'] }],
    });
    expect(
      (await owner.op('listSimulationOperations', { ...june, resource_ids: ['simulation_cluster'], status: ['failed'] })).body.total_count,
    ).toBe(0);
    expect((await owner.call('GET', '/portal-hpc/operation/simulation', { resource_ids: ['ehpc-opl00001'] })).status).toBe(422);
    const long = await owner.op('listSimulationOperations', { start_time: '2020-01-01T00:00:00Z', end_time: '2020-06-01T00:00:00Z' });
    expect(long.status).toBe(409);
  });
});
