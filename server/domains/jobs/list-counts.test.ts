/**
 * job/list keeps its counts per list version (server/db/count-cache.ts, migration 0070): every change that can
 * change a count shows in the next answer, and a change no count depends on leaves the version alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOf } from '../../http/handler-types';
import type { Db } from '../../db/database';
import type { TestClient } from '../../test-support';
import { addCluster, startJobsGateway, type JobsGateway } from './test-support';

const C1 = 'ehpc-tcnt0001';
const C2 = 'hpc-tcnt0002';
let gw: JobsGateway;
let db: Db;
let owner: TestClient;

async function insertJob(uuid: string, status: string, cluster = C1, name = uuid.replace('-', '_')): Promise<void> {
  await db.query(
    `INSERT INTO jobs (hpcjob_uuid, job_id, portal, cluster_id, owner, user_id, name, job_status, cores, submit_type, cmd, submitted_time, modified_time, node_list)
     VALUES ($1, $5, 'hpc', $2, 'usr-owner', 'usr-owner', $3, $4, 1, 'command', 'true', '2021-03-01T00:00:00Z', '2021-03-01T00:00:00Z', '')`,
    [uuid, cluster, name, status, uuid.slice(-4)],
  );
}

const range = { start_time: '2021-01-01T00:00:00Z', end_time: '2021-12-31T00:00:00Z' };
const list = async (query: RequestOf<'listJobs'> = {}) => (await owner.op('listJobs', { ...range, ...query })).body;
const counts = async (query: RequestOf<'listJobs'> = {}) => {
  const { total_count, nrun, npend, nstop } = await list(query);
  return { total_count, nrun, npend, nstop };
};
const version = async () =>
  (await db.query<{ version: string }>("SELECT version::text AS version FROM list_versions WHERE name = 'jobs'"))[0].version;

beforeAll(async () => {
  gw = await startJobsGateway();
  db = gw.gateway.db;
  await addCluster(db, { cluster_id: C1 });
  await addCluster(db, { cluster_id: C2 });
  await insertJob('hpcjob-tcnt0001', 'running');
  await insertJob('hpcjob-tcnt0002', 'pending');
  owner = await gw.client('usr-owner');
}, 120_000);
afterAll(() => gw?.close());

describe('job/list counts', () => {
  it('follows added, changed and removed jobs', async () => {
    expect(await counts()).toEqual({ total_count: 2, nrun: 1, npend: 1, nstop: 0 });
    expect(await counts({ status: ['pending'] })).toEqual({ total_count: 1, nrun: 1, npend: 1, nstop: 0 });

    await insertJob('hpcjob-tcnt0003', 'stopped', C2);
    expect(await counts()).toEqual({ total_count: 3, nrun: 1, npend: 1, nstop: 1 });

    await db.query("UPDATE jobs SET job_status = 'running' WHERE hpcjob_uuid = 'hpcjob-tcnt0002'");
    expect(await counts()).toEqual({ total_count: 3, nrun: 2, npend: 0, nstop: 1 });
    expect(await counts({ status: ['pending'] })).toEqual({ total_count: 0, nrun: 2, npend: 0, nstop: 1 });

    await db.query("UPDATE jobs SET job_status = 'deleted' WHERE hpcjob_uuid = 'hpcjob-tcnt0001'");
    expect(await counts()).toEqual({ total_count: 2, nrun: 1, npend: 0, nstop: 1 });

    await db.query("UPDATE jobs SET name = 'renamed_job' WHERE hpcjob_uuid = 'hpcjob-tcnt0003'");
    expect((await counts({ search_word: 'renamed' })).total_count).toBe(1);

    await db.query("UPDATE jobs SET submitted_time = '2020-01-01T00:00:00Z' WHERE hpcjob_uuid = 'hpcjob-tcnt0003'");
    expect(await counts()).toEqual({ total_count: 1, nrun: 1, npend: 0, nstop: 0 });

    await db.query("DELETE FROM jobs WHERE hpcjob_uuid = 'hpcjob-tcnt0002'");
    expect(await counts()).toEqual({ total_count: 0, nrun: 0, npend: 0, nstop: 0 });
  });

  it('follows the zone of the jobs’ clusters', async () => {
    await insertJob('hpcjob-tcnt0004', 'running', C2);
    expect((await counts({ zone: 'pek3' })).total_count).toBe(1);
    await db.query("UPDATE clusters SET zone = 'sh1a' WHERE cluster_id = $1", [C2]);
    expect((await counts({ zone: 'pek3' })).total_count).toBe(0);
    await db.query("UPDATE clusters SET zone = 'pek3' WHERE cluster_id = $1", [C2]);
    expect((await counts({ zone: 'pek3' })).total_count).toBe(1);
  });

  it('keeps its version when a job changes in a column no list filters on, and pages without counting again', async () => {
    const before = await version();
    await db.query(
      "UPDATE jobs SET run_time = run_time + 60, modified_time = now(), lines_written = 3 WHERE hpcjob_uuid = 'hpcjob-tcnt0004'",
    );
    expect(await version()).toBe(before);
    const first = await list({ sort_key: 'run_time', limit: 10, offset: 0 });
    const beyond = await list({ sort_key: 'run_time', limit: 10, offset: 10 });
    expect(first).toMatchObject({ total_count: 1, nrun: 1 });
    expect((first.job_set as { run_time: number }[])[0].run_time).toBe(60);
    expect(beyond).toMatchObject({ total_count: 1, nrun: 1, job_set: [] });
  });
});
