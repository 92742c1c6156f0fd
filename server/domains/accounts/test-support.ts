/**
 * Test helpers of the accounts domain: signed-in demo actors, clusters, nodes, queues, NAS exports and jobs
 * inserted straight into the shared tables (independent of the clusters and jobs domains), and a snapshot of
 * every table the domain changes to show that a refused request changed nothing.
 */
import { expect } from 'vitest';
import type { Db } from '../../db/database';
import { DEMO_ACCOUNTS } from '../../seed/identity';
import { TestClient, type TestGateway } from '../../test-support';

export type Actor = (typeof DEMO_ACCOUNTS)[number]['user_id'];

export async function signIn(gw: TestGateway, actor: Actor, lang = 'en'): Promise<TestClient> {
  const account = DEMO_ACCOUNTS.find((a) => a.user_id === actor);
  const client = new TestClient(gw.api, lang);
  const answer = await client.login(actor, account?.password ?? '');
  expect(answer.status).toBe(200);
  return client;
}

export interface ClusterFixture {
  id: string;
  owner?: string;
  createdBy?: string;
  type?: 'hpc' | 'ehpc';
  status?: string;
  paidType?: number;
  duration?: number;
  autoRenewal?: number;
  zone?: string;
  nasId?: string | null;
  sharedPath?: string | null;
  name?: string;
  /** Compute nodes of 56 cores each. */
  computeNodes?: number;
  queues?: string[];
}

export async function insertCluster(db: Db, c: ClusterFixture): Promise<void> {
  const owner = c.owner ?? 'usr-owner';
  await db.query(
    `INSERT INTO clusters (cluster_id, cluster_name, cluster_type, status, zone, owner, created_by, nas_id, nas_shared_path, version, app_id, app_version, paid_type, duration, is_auto_renewal)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, '2.4.1', 'app-ehpc01', 'appv-ehpc241', $10, $11, $12)`,
    [
      c.id,
      c.name ?? `t_${c.id.replace(/-/g, '_')}`.slice(0, 20),
      c.type ?? 'ehpc',
      c.status ?? 'active',
      c.zone ?? 'pek3',
      owner,
      c.createdBy ?? owner,
      c.nasId === undefined ? null : c.nasId,
      c.sharedPath === undefined ? '/share/t' : c.sharedPath,
      c.paidType ?? 0,
      c.duration ?? 0,
      c.autoRenewal ?? 0,
    ],
  );
  for (let i = 0; i < (c.computeNodes ?? 0); i++) {
    const nodeId = `cln-${c.id.replace(/^e?hpc-/, '').slice(0, 8)}${i}`;
    await db.query(
      `INSERT INTO cluster_nodes (node_id, cluster_id, instance_id, name, hostname, role, node_type, instance_class, cpu, memory, status, private_ip)
       VALUES ($1, $2, $3, $4, $4, 'compute', 'standard', 101, 56, 229376, 'active', $5)`,
      [nodeId, c.id, `i-${nodeId.slice(4)}`, `compute00${i}`, `10.9.${i}.${(c.id.length * 7) % 250}`],
    );
  }
  for (const [i, name] of (c.queues ?? []).entries()) {
    await db.query("INSERT INTO queues (hpcqueue_id, cluster_id, queue_name, is_default, status) VALUES ($1, $2, $3, $4, 'active')", [
      `hpcq-${c.id.replace(/^e?hpc-/, '').slice(0, 8)}${i}`,
      c.id,
      name,
      i === 0 ? 1 : 0,
    ]);
  }
}

export async function insertNas(db: Db, nasId: string, quotaGb: number, owner = 'usr-owner'): Promise<void> {
  await db.query(
    "INSERT INTO nas_exports (nas_id, fs_id, name, owner, zone, export_path, shared_path, quota_gb, private_ip) VALUES ($1, 'fs-test0001', $1, $2, 'pek3', '/export', '/share', $3, '10.0.0.9')",
    [nasId, owner, quotaGb],
  );
}

export interface JobFixture {
  id: string;
  clusterId: string;
  account: string;
  status: 'running' | 'pending' | 'finished';
  cores: number;
  /** Seconds the job has run (run_time). */
  runTime?: number;
  startedSecondsAgo?: number;
  owner?: string;
  userId?: string;
  queueId?: string;
}

let jobColumns: string[] | undefined;

/** A job as the jobs domain would keep it; a long simulated duration keeps its scheduler from ending it. */
export async function insertJob(db: Db, j: JobFixture): Promise<void> {
  jobColumns ??= (
    await db.query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_name = 'jobs'")
  ).map((r) => r.column_name);
  const started = j.status === 'pending' ? null : new Date(Date.now() - (j.startedSecondsAgo ?? j.runTime ?? 0) * 1000);
  const finished = j.status === 'finished' && started ? new Date(started.getTime() + (j.runTime ?? 0) * 1000) : null;
  await db.query(
    `INSERT INTO jobs (hpcjob_uuid, cluster_id, owner, user_id, name, job_status, cores, run_time, submit_type, work_dir, cmd, hpcqueue_id, started_time, finished_time)
     VALUES ($1, $2, $3, $4, $1, $5, $6, $7, 'command', $8, 'sleep 1', $9, $10, $11)`,
    [
      j.id,
      j.clusterId,
      j.owner ?? 'usr-owner',
      j.userId ?? 'usr-owner',
      j.status,
      j.cores,
      j.runTime ?? 0,
      `/share/home/${j.account}/run`,
      j.queueId ?? null,
      started,
      finished,
    ],
  );
  if (jobColumns.includes('run_as')) await db.query('UPDATE jobs SET run_as = $2 WHERE hpcjob_uuid = $1', [j.id, j.account]);
  if (jobColumns.includes('duration')) await db.query('UPDATE jobs SET duration = 864000 WHERE hpcjob_uuid = $1', [j.id]);
}

/** An answer as a test reads it: `call`'s, or `op`'s typed by its operation. */
export interface Answered<Body extends object = Record<string, unknown>> {
  status: number;
  body: Body;
}

/** The body of a success (typed by its operation when `op` called it). */
export function ok<Body extends { ret_code?: unknown }>(answer: Answered<Body>): Body {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.ret_code).toBe(0);
  return answer.body;
}

/** Runs the engine a minute (or `ms`) ahead, so that the operations recorded so far run their steps. */
export async function tick(gw: TestGateway, ms = 60_000): Promise<void> {
  await gw.gateway.engine.tick(new Date(Date.now() + ms));
}

export async function operationStatus(db: Db, jobId: unknown): Promise<string | undefined> {
  const [row] = await db.query<{ status: string }>('SELECT status FROM operations WHERE job_id = $1', [jobId]);
  return row?.status;
}
