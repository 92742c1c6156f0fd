/**
 * job/list and simulation/list/job pages kept in the gateway's process (server/domains/jobs/list.ts, migration
 * 0071): a repeated page is answered without the database, and every change acknowledged to any client, or made
 * by the scheduler simulator, shows in the very next answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOf } from '../../http/handler-types';
import type { Db } from '../../db/database';
import { statementsSent, type TestClient } from '../../test-support';
import { addCluster, addQueue, jobRow, startJobsGateway, type JobsGateway } from './test-support';

const C = 'ehpc-tlc00001';
const Q = 'hpcq-tlc00001';
let gw: JobsGateway;
let db: Db;
let owner: TestClient;
let alice: TestClient;

beforeAll(async () => {
  gw = await startJobsGateway();
  db = gw.gateway.db;
  await addCluster(db, { cluster_id: C, nas_id: 'nas-tlc00001', cluster_name: 'cache_test' });
  await addQueue(db, { hpcqueue_id: Q, cluster_id: C, queue_name: 'normal', nodes: [{ hostname: 'cn001', cpu: 16 }] });
  owner = await gw.client('usr-owner');
  alice = await gw.client('iam-alice');
}, 120_000);
afterAll(() => gw?.close());

/** A page of the jobs of cluster C, or (cluster null) of the account's whole list. */
const page = async (client: TestClient, query: RequestOf<'listJobs'> = {}, cluster: string | null = C) => {
  const answer = await client.op('listJobs', { ...(cluster === null ? {} : { cluster_id: cluster }), limit: 20, ...query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const listed = async (client: TestClient, uuid: string) => (await page(client)).job_set.find((j) => j.hpcjob_uuid === uuid);

/** Statements the gateway sends to its database while `work` runs. */
const statements = (work: () => Promise<unknown>) => statementsSent(db, work);

async function submit(name: string, cmd = 'sleep 1000'): Promise<string> {
  const answer = await owner.op('submitJob', { priority: 5, cluster_id: C, hpcqueue_id: Q, name, cores: 2, submit_type: 'command', cmd });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.hpcjob_uuid);
}

describe('kept job list pages', () => {
  it('answers a repeated page without the database, and another page, sort or user with it', async () => {
    await submit('kept page');
    // The account's whole list (a list of one cluster also checks the user's access to it, ../cluster-access.ts).
    const query = { search_word: 'kept' };
    const first = await page(alice, query, null);
    expect(first.total_count).toBe(1);
    expect(await statements(async () => expect(await page(alice, query, null)).toEqual(first))).toEqual([]);
    // Same filters, another user of the account: the same page, kept as well.
    expect(await statements(async () => expect(await page(owner, query, null)).toEqual(first))).toEqual([]);
    // Another sort: another page.
    expect((await statements(() => page(owner, { ...query, sort_key: 'name', reverse: 0 }, null))).length).toBeGreaterThan(0);
  });

  it('lists a job submitted, run, stopped and deleted by any client in the very next answer', async () => {
    const before = await page(alice);
    const job = await submit('seen at once');
    // The owner submitted; alice's very next page has it, pending.
    const after = await page(alice);
    expect(after.total_count).toBe(before.total_count + 1);
    expect(after.job_set.find((j) => j.hpcjob_uuid === job)).toMatchObject({ job_status: 'pending' });

    // The scheduler simulator runs it, and its run time grows, tick by tick.
    await gw.advance(2);
    expect((await jobRow(db, job)).job_status).toBe('running');
    expect(await listed(alice, job)).toMatchObject({ job_status: 'running', run_time: (await jobRow(db, job)).run_time });
    await gw.advance(30);
    const runTime = Number((await jobRow(db, job)).run_time);
    expect(runTime).toBeGreaterThan(0);
    expect(await listed(alice, job)).toMatchObject({ job_status: 'running', run_time: runTime });

    // Stopped: listed as the database has it after the answer, and after the engine's step.
    expect((await owner.op('stopJobs', { cluster_id: C, job_ids: [job] })).status).toBe(200);
    expect(await listed(alice, job)).toMatchObject({ job_status: (await jobRow(db, job)).job_status });
    await gw.advance(2);
    expect(await listed(alice, job)).toMatchObject({ job_status: 'stopped' });
    expect((await page(alice)).nstop).toBe((await page(owner, { status: ['stopped'] })).total_count);

    // Deleted: no longer listed once the database says so.
    expect((await owner.op('deleteJobs', { cluster_id: C, job_ids: [job] })).status).toBe(200);
    await gw.advance(2);
    await gw.advance(2);
    expect((await jobRow(db, job)).job_status).toBe('deleted');
    expect(await listed(alice, job)).toBeUndefined();
    expect((await page(alice)).total_count).toBe(before.total_count);
  });

  it('follows its cluster’s name and zone', async () => {
    const job = await submit('cluster renamed');
    expect(await listed(alice, job)).toMatchObject({ cluster_name: 'cache_test' });
    await db.query("UPDATE clusters SET cluster_name = 'renamed_test' WHERE cluster_id = $1", [C]);
    expect(await listed(alice, job)).toMatchObject({ cluster_name: 'renamed_test' });
    const inPek3 = (await page(alice, { zone: 'pek3' })).total_count;
    expect(inPek3).toBeGreaterThan(0);
    await db.query("UPDATE clusters SET zone = 'sh1a' WHERE cluster_id = $1", [C]);
    try {
      expect((await page(alice, { zone: 'pek3' })).total_count).toBe(0);
    } finally {
      await db.query("UPDATE clusters SET zone = 'pek3' WHERE cluster_id = $1", [C]);
    }
    expect((await page(alice, { zone: 'pek3' })).total_count).toBe(inPek3);
  });

  it('follows the software of simulation jobs', async () => {
    const list = async () => (await alice.op('listSimulationJobs', { hpcsw_id: 'hpcsw-comsol62', limit: 100 })).body.job_set;
    await db.query(
      `INSERT INTO jobs (hpcjob_uuid, portal, cluster_id, owner, user_id, name, job_status, hpcsw_id, cores, submit_type, node_list)
       VALUES ('sjob-tlc00001', 'ispf', 'simulation_cluster', 'usr-owner', 'iam-alice', 'heat_case', 'finished', 'hpcsw-comsol62', 1, 'command', '')`,
    );
    expect((await list()).map((j) => j.sw_name)).toContain('COMSOL');
    const [{ sw_name }] = await db.query<{ sw_name: string }>("SELECT sw_name FROM simulation_software WHERE hpcsw_id = 'hpcsw-comsol62'");
    try {
      await db.query("UPDATE simulation_software SET sw_name = 'COMSOL Multiphysics' WHERE hpcsw_id = 'hpcsw-comsol62'");
      expect((await list()).map((j) => j.sw_name)).toContain('COMSOL Multiphysics');
    } finally {
      await db.query('UPDATE simulation_software SET sw_name = $1 WHERE hpcsw_id = $2', [sw_name, 'hpcsw-comsol62']);
    }
  });

  it('keeps a page a job change cannot affect, and never keeps one past a change that does (migration 0089)', async () => {
    const running = await submit('parts running');
    await gw.advance(2);
    expect((await jobRow(db, running)).job_status).toBe('running');
    const finished = await submit('parts finished');
    await db.query("UPDATE jobs SET job_status = 'finished', run_time = 60 WHERE hpcjob_uuid = $1", [finished]);
    const query = { status: ['finished', 'exited'], search_word: 'parts' } satisfies RequestOf<'listJobs'>;
    const first = await page(alice, query);
    expect(first.job_set.map((j) => j.hpcjob_uuid)).toEqual([finished]);
    const kept = () => statements(async () => expect(await page(alice, query)).toEqual(first));

    // The running job's run time grows (the scheduler simulator, or --writes of the benchmark): still kept.
    await db.query('UPDATE jobs SET run_time = run_time + 1 WHERE hpcjob_uuid = $1', [running]);
    expect(await kept()).toEqual([]);
    // Another owner's job: still kept.
    await db.query(
      `INSERT INTO jobs (hpcjob_uuid, portal, cluster_id, owner, user_id, name, job_status, cores, submit_type, node_list)
       VALUES ('hpcjob-tlc09999', 'hpc', $1, 'usr-admin', 'usr-admin', 'parts other', 'finished', 1, 'command', '')`,
      [C],
    );
    expect(await kept()).toEqual([]);

    // A job shown changes: the next answer has it.
    await db.query('UPDATE jobs SET run_time = 61 WHERE hpcjob_uuid = $1', [finished]);
    expect((await page(alice, query)).job_set[0].run_time).toBe(61);
    // The running job ends: listed, counted.
    await db.query("UPDATE jobs SET job_status = 'exited' WHERE hpcjob_uuid = $1", [running]);
    const ended = await page(alice, query);
    expect(ended.job_set.map((j) => j.hpcjob_uuid).sort()).toEqual([finished, running].sort());
    expect(ended.total_count).toBe(2);
    // A pending job is renamed into the search: not listed (status), but the tabs count it.
    const pending = await submit('renamed later');
    const beforeRename = await page(alice, query);
    await db.query("UPDATE jobs SET name = 'parts renamed' WHERE hpcjob_uuid = $1", [pending]);
    const renamed = await page(alice, query);
    expect(renamed.npend).toBe(beforeRename.npend + 1);
    expect(renamed.total_count).toBe(2);
  });
});
