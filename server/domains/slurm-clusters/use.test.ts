/**
 * Putting a cluster on Slurm (useSlurmFor, ADR 0048) and the one table that names a cluster's scheduler: the
 * cluster's jobs leave the simulator for the Slurm adapter, a submission reaches Slurm at once (no engine tick, no
 * sync interval), an unreachable slurmrestd leaves the job accepted without failing the request, and a cloud
 * cluster on Slurm is still charged (only a registered one is the user's own hardware).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test-support';
import { billedSql, schedulerOf } from '../cluster-schedulers';
import { sharedStorage } from '../jobs/public';
import { addCluster, addQueue, jobRow, startJobsGateway, type JobsGateway } from '../jobs/test-support';
import { useSlurmClients } from './clients';
import { FakeSlurm } from './fake-slurm';
import { useSlurmFor } from './use-slurm';

const C = 'ehpc-tuse0001';
const Q = 'hpcq-tuse0001';
let gw: JobsGateway;
let owner: TestClient;
let fake: FakeSlurm;
let shared: string;
const interval = process.env.HPC_SLURM_SYNC_MS;

beforeAll(async () => {
  // Only the submission's own path can hand a job to Slurm in these tests: the interval is ten minutes, no tick runs.
  process.env.HPC_SLURM_SYNC_MS = '600000';
  gw = await startJobsGateway();
  fake = new FakeSlurm();
  useSlurmClients(() => fake);
  shared = mkdtempSync(join(tmpdir(), 'hpc-use-slurm-'));
  await addCluster(gw.gateway.db, { cluster_id: C });
  await addQueue(gw.gateway.db, { hpcqueue_id: Q, cluster_id: C, queue_name: 'debug', nodes: [{ hostname: 'cn001', cpu: 8 }] });
  owner = await gw.client('usr-owner');
}, 120_000);
afterAll(async () => {
  useSlurmClients(null);
  if (interval === undefined) delete process.env.HPC_SLURM_SYNC_MS;
  else process.env.HPC_SLURM_SYNC_MS = interval;
  await gw?.close();
  if (shared) rmSync(shared, { recursive: true, force: true });
});

const settings = () => ({
  restUrl: 'http://127.0.0.1:6820',
  jwtKeyFile: '/etc/slurm/jwt_hs256.key',
  sharedDir: shared,
  accountMap: { 'usr-owner': 'hpcowner' },
});

async function submit(name: string): Promise<string> {
  const answer = await owner.op('submitJob', {
    priority: 5,
    cluster_id: C,
    hpcqueue_id: Q,
    name,
    cores: 2,
    submit_type: 'command',
    cmd: 'hostname',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.hpcjob_uuid);
}

/** Waits (real time, no engine tick) until the job's row satisfies `done`; answers it. */
async function until(uuid: string, done: (row: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
  for (let i = 0; i < 100; i++) {
    const row = await jobRow(gw.gateway.db, uuid);
    if (done(row)) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return jobRow(gw.gateway.db, uuid);
}

describe('useSlurmFor', () => {
  it("a cluster without a row is the simulator's: its job runs there", async () => {
    expect(await schedulerOf(gw.gateway.db, C)).toBe('simulator');
    const uuid = await submit('on_simulator');
    await gw.advance(2);
    expect(await jobRow(gw.gateway.db, uuid)).toMatchObject({ job_status: 'running', node_list: 'cn001', scheduler_state: null });
    expect(fake.count()).toBe(0);
  });

  it('puts the cluster on Slurm: one row names its scheduler, its files are the shared directory, it is still charged', async () => {
    await useSlurmFor(gw.gateway.db, C, settings());
    expect(await schedulerOf(gw.gateway.db, C)).toBe('slurm');
    const [row] = await gw.gateway.db.query('SELECT kind, shared_dir, own_machines FROM cluster_schedulers WHERE cluster_id = $1', [C]);
    expect(row).toEqual({ kind: 'slurm', shared_dir: shared, own_machines: false });
    const [slurm] = await gw.gateway.db.query('SELECT rest_url, ssh_endpoint, account_map FROM slurm_clusters WHERE cluster_id = $1', [C]);
    expect(slurm).toEqual({ rest_url: 'http://127.0.0.1:6820', ssh_endpoint: null, account_map: { 'usr-owner': 'hpcowner' } });
    expect((await sharedStorage(gw.gateway.db, C))?.root).toBe(shared);
    const [billed] = await gw.gateway.db.query<{ billed: boolean }>(`SELECT ${billedSql('$1::text')} AS billed`, [C]);
    expect(billed.billed).toBe(true);
    // Again: the connection is updated, accounts added to the known ones.
    await useSlurmFor(gw.gateway.db, C, { ...settings(), accountMap: { 'iam-alice': 'alice' } });
    const [again] = await gw.gateway.db.query<{ account_map: Record<string, string> }>(
      'SELECT account_map FROM slurm_clusters WHERE cluster_id = $1',
      [C],
    );
    expect(again.account_map).toEqual({ 'usr-owner': 'hpcowner', 'iam-alice': 'alice' });
  });

  it('refuses a job running as root and a relative shared directory, writing nothing', async () => {
    await expect(useSlurmFor(gw.gateway.db, 'ehpc-tuse0009', { ...settings(), accountMap: { 'usr-owner': 'root' } })).rejects.toThrow(
      /root/,
    );
    await expect(useSlurmFor(gw.gateway.db, 'ehpc-tuse0009', { ...settings(), sharedDir: 'shared' })).rejects.toThrow(/absolute/);
    expect(await gw.gateway.db.query("SELECT 1 FROM cluster_schedulers WHERE cluster_id = 'ehpc-tuse0009'")).toHaveLength(0);
  });

  it('hands a submitted job to Slurm at once, as the mapped account, without an engine tick or a sync interval', async () => {
    const calls = fake.count('submit');
    const uuid = await submit('at_once');
    const row = await until(uuid, (r) => r.job_id !== null && r.scheduler_state === 'PENDING');
    expect(fake.count('submit')).toBe(calls + 1);
    const sent = fake.submissions.at(-1);
    expect(sent).toMatchObject({ user: 'hpcowner', spec: { name: 'at_once', partition: 'debug', cpus: 2 } });
    expect(row).toMatchObject({ job_status: 'pending', job_id: sent?.jobId, run_as: 'hpcowner', scheduler_state: 'PENDING' });
    // The simulator leaves it alone: no cores of the console's node are taken.
    expect(await gw.gateway.db.query('SELECT 1 FROM job_nodes WHERE hpcjob_uuid = $1', [uuid])).toHaveLength(0);
    expect(await gw.gateway.db.query('SELECT 1 FROM simulator_jobs WHERE hpcjob_uuid = $1', [uuid])).toHaveLength(0);
  });

  it('answers the submission when slurmrestd is away: the job stays accepted, and the next pass submits it', async () => {
    fake.down = true;
    const uuid = await submit('while_down');
    const [state] = await (async () => {
      for (let i = 0; i < 100; i++) {
        const rows = await gw.gateway.db.query<{ last_error: string | null }>(
          'SELECT last_error FROM slurm_clusters WHERE cluster_id = $1',
          [C],
        );
        if (rows[0]?.last_error) return rows;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return [{ last_error: null }];
    })();
    expect(state.last_error).toMatch(/ECONNREFUSED/);
    expect(await jobRow(gw.gateway.db, uuid)).toMatchObject({ job_status: 'pending', job_id: null });
    fake.down = false;
    await gw.advance(700);
    expect(await jobRow(gw.gateway.db, uuid)).toMatchObject({
      job_status: 'pending',
      job_id: expect.stringMatching(/^\d+$/),
      scheduler_state: 'PENDING',
    });
  });
});

describe('billing a cluster on Slurm', () => {
  it("charges a cluster the console runs on Slurm as any other: only a registered one is the user's own hardware", async () => {
    await gw.advance(3600);
    await gw.advance(3600);
    expect(await gw.count('SELECT 1 FROM bills WHERE cluster_id = $1', [C])).toBeGreaterThan(0);
  });
});
