import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { nasExportDir, SEED } from '../../seed/fixtures';
import { seedJobs } from './seed';
import type { TestClient } from '../../test-support';
import { addCluster, addQueue, startJobsGateway, type JobsGateway } from './test-support';

let gw: JobsGateway;
let owner: TestClient;

/** The demo clusters and queues the jobs seed runs on, unless the clusters and queues seeds made them. */
async function ensureDemoClusters(db: Db): Promise<void> {
  const clusters = [
    { cluster_id: SEED.clusters.ehpcActive, nas_id: SEED.nas.wrf, cluster_name: '气象模拟_A' },
    { cluster_id: SEED.clusters.hpcActive, nas_id: SEED.nas.cfd, cluster_name: 'cfd_solver' },
  ];
  for (const c of clusters) {
    if (!(await db.query('SELECT 1 FROM clusters WHERE cluster_id = $1', [c.cluster_id])).length) await addCluster(db, c);
  }
  const queues = [
    {
      hpcqueue_id: SEED.queues.ehpcNormal,
      cluster_id: SEED.clusters.ehpcActive,
      queue_name: 'normal',
      nodes: [
        { hostname: 'cn001', cpu: 56 },
        { hostname: 'cn002', cpu: 56 },
      ],
    },
    { hpcqueue_id: SEED.queues.ehpcGpu, cluster_id: SEED.clusters.ehpcActive, queue_name: 'gpu', nodes: [{ hostname: 'gn001', cpu: 56 }] },
    {
      hpcqueue_id: SEED.queues.hpcShared,
      cluster_id: SEED.clusters.hpcActive,
      queue_name: 'shared',
      nodes: [
        { hostname: 'hn001', cpu: 56 },
        { hostname: 'hn002', cpu: 56 },
      ],
    },
  ];
  for (const q of queues) {
    if (!(await db.query('SELECT 1 FROM queues WHERE hpcqueue_id = $1', [q.hpcqueue_id])).length) await addQueue(db, q);
  }
}

beforeAll(async () => {
  gw = await startJobsGateway();
  const { db } = gw.gateway;
  await ensureDemoClusters(db);
  // Seed again, now that the demo clusters surely exist, into the gateway's own data dir.
  for (const table of ['job_nodes', 'jobs', 'job_templates', 'file_templates', 'operations']) await db.query(`DELETE FROM ${table}`);
  await seedJobs(db, { dataDir: () => gw.dataDir });
  owner = await gw.client('usr-owner');
}, 120_000);
afterAll(() => gw?.close());

/** The real file of a cluster path: the mount point is the export's share directory. */
async function onDisk(clusterId: string, path: string): Promise<string> {
  const [c] = await gw.gateway.db.query<{ nas_id: string; mount: string | null; share: string | null }>(
    'SELECT c.nas_id, c.nas_shared_path AS mount, e.shared_path AS share FROM clusters c LEFT JOIN nas_exports e ON e.nas_id = c.nas_id WHERE c.cluster_id = $1',
    [clusterId],
  );
  const prefix = (c.mount ?? '/share').replace(/\/+$/, '');
  return join(nasExportDir(gw.dataDir, c.nas_id), c.share ?? '/', path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path);
}

describe('the jobs seed', () => {
  it('has compute jobs in every status on the demo EHPC and HPC clusters, the deleted ones hidden', async () => {
    const list = await owner.op('listJobs', { limit: 100 });
    expect(list.status).toBe(200);
    const jobs = list.body.job_set;
    expect(new Set(jobs.map((j) => j.job_status))).toEqual(
      new Set(['finished', 'running', 'pending', 'exited', 'stopped', 'unknown', 'cancelled']),
    );
    expect(new Set(jobs.map((j) => j.cluster_id))).toEqual(new Set([SEED.clusters.ehpcActive, SEED.clusters.hpcActive]));
    expect(await gw.count("SELECT 1 FROM jobs WHERE job_status = 'deleted'")).toBeGreaterThan(0);
    expect(list.body).toMatchObject({ nrun: 2, npend: 1, nstop: 1 });
  });

  const C_OF = (job: { cluster_id: string } | undefined) => job?.cluster_id ?? '';

  it('wrote the output of every job that ran onto the cluster’s NAS export', async () => {
    const listed = (await owner.op('listJobs', { limit: 100, status: ['finished', 'exited', 'running'] })).body.job_set;
    // An array's tasks write the output (ADR 0061).
    const sweep = listed.find((j) => j.array);
    const tasks = (await owner.op('listJobs', { limit: 100, array_of: sweep?.hpcjob_uuid })).body.job_set;
    const jobs = [...listed.filter((j) => !j.array), ...tasks];
    for (const job of jobs) {
      const stdout = await onDisk(job.cluster_id, String(job.stdout_path));
      expect(existsSync(stdout), `${job.name}: ${stdout}`).toBe(true);
      expect(readFileSync(stdout, 'utf8')).toContain(`(${job.name}) started at`);
      if (job.job_status !== 'running')
        expect(existsSync(await onDisk(job.cluster_id, `${job.work_dir}/${job.hpcjob_uuid}.result.json`))).toBe(true);
    }
    const timeout = jobs.find((j) => j.name === 'lammps_long_anneal');
    expect(timeout).toMatchObject({ job_status: 'exited', run_time: 3600 });
    // The sweep's last two cases failed: the array ended exited, its tasks in index order.
    expect(sweep).toMatchObject({
      name: 'wing_sweep_CFD',
      job_status: 'exited',
      exit_code: 1,
      array_counts: { total: 8, finished: 6, exited: 2 },
    });
    expect(tasks.map((t) => [t.array_task_id, t.exit_code])).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => [i, i < 6 ? 0 : 1]));
    expect(readFileSync(await onDisk(C_OF(tasks[3]), String(tasks[3]?.stdout_path)), 'utf8')).toContain('angle of attack case 3');
  });

  it('keeps its running jobs running on allocated cores and its waiting job pending as the scheduler ticks', async () => {
    await gw.advance(5);
    const jobs = (await owner.op('listJobs', { limit: 100, status: ['running', 'pending'] })).body.job_set;
    expect(jobs.map((j) => [j.name, j.job_status]).sort()).toEqual([
      ['ocean_ROMS_hindcast', 'running'],
      ['openfoam_pipe_flow', 'running'],
      ['typhoon_ensemble_large', 'pending'],
    ]);
    expect(await gw.count("SELECT 1 FROM job_nodes a JOIN jobs j USING (hpcjob_uuid) WHERE j.portal = 'hpc'")).toBeGreaterThanOrEqual(2);
    expect(jobs.find((j) => j.name === 'ocean_ROMS_hindcast')?.run_time).toBeGreaterThan(3 * 3600 - 120);
  });

  it('has simulation jobs, job templates with their scripts on the NAS, file templates and the operations that made them', async () => {
    const simulation = (await owner.op('listSimulationJobs', { limit: 100 })).body.job_set;
    expect(new Set(simulation.map((j) => j.job_status))).toEqual(new Set(['finished', 'running', 'pending', 'exited', 'stopped']));
    const templates = (await owner.op('listJobTemplates', { limit: 100 })).body.hpc_job_template_set;
    expect(templates.length).toBe(3);
    for (const t of templates.filter((x) => x.submit_type === 'script'))
      expect(existsSync(await onDisk(t.cluster_id, String(t.script_path)))).toBe(true);
    expect((await owner.op('listFileTemplates', { limit: 100 })).body.total_count).toBe(4);
    const ops = await owner.op('listOperations', { operation_action: 'job/submitJob', limit: 100 });
    expect(ops.body.total_count).toBe(13);
    expect(ops.body.job_set.filter((o) => o.status === 'failed')).toHaveLength(1);
    expect((await owner.op('listSimulationOperations', { limit: 100 })).body.total_count).toBeGreaterThanOrEqual(5);
  });
});
