/**
 * Test fixtures of the jobs domain: a gateway whose engine the test drives on a virtual clock, signed-in
 * clients, and clusters, NAS exports, nodes and queues inserted straight into the 0003 tables (so the tests
 * do not depend on the clusters and queues seeds).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../db/database';
import { DEMO_ACCOUNTS } from '../../seed/identity';
import { startTestGateway, TestClient, type TestGateway } from '../../test-support';

export interface JobsGateway extends TestGateway {
  /** Runs one engine tick `seconds` after the previous one (the virtual clock starts a minute ahead). */
  advance(seconds?: number): Promise<void>;
  now(): Date;
  client(userId: string, lang?: string): Promise<TestClient>;
  count(sql: string, params?: unknown[]): Promise<number>;
}

export async function startJobsGateway(): Promise<JobsGateway> {
  const dir = mkdtempSync(join(tmpdir(), 'hpc-jobs-'));
  const gw = await startTestGateway(dir, { runEngine: false });
  let clock = Date.now() + 60_000;
  return {
    ...gw,
    advance: async (seconds = 1) => {
      clock = Math.max(clock + seconds * 1000, Date.now() + 2000);
      await gw.gateway.engine.tick(new Date(clock));
    },
    now: () => new Date(clock),
    client: async (userId, lang = 'en') => {
      const account = DEMO_ACCOUNTS.find((a) => a.user_id === userId);
      if (!account) throw new Error(`no demo account ${userId}`);
      const client = new TestClient(gw.api, lang);
      const login = await client.login(account.user_id, account.password);
      if (login.status !== 200) throw new Error(`cannot sign in ${userId}`);
      return client;
    },
    count: async (sql, params = []) =>
      (await gw.gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) AS counted`, params))[0].n,
  };
}

export interface ClusterFixture {
  cluster_id: string;
  owner?: string;
  status?: string;
  cluster_type?: 'hpc' | 'ehpc';
  cluster_name?: string;
  /** The mount point: a NAS export inserted with the cluster (default nas-<id>), or an S2 server (s2-…) as it is. */
  nas_id?: string | null;
  nas_shared_path?: string;
  quota_gb?: number;
}

export async function addCluster(db: Db, c: ClusterFixture): Promise<void> {
  const nasId = c.nas_id === undefined ? `nas-${c.cluster_id.replace(/[^a-z0-9]/g, '').slice(-10)}` : c.nas_id;
  if (nasId && !nasId.startsWith('s2-')) {
    await db.query(
      `INSERT INTO nas_exports (nas_id, fs_id, name, owner, zone, export_path, shared_path, quota_gb, private_ip)
       VALUES ($1, 'fs-test0001', $1, $2, 'pek3', '/', '/', $3, '10.0.0.9') ON CONFLICT (nas_id) DO NOTHING`,
      [nasId, c.owner ?? 'usr-owner', c.quota_gb ?? 100],
    );
  }
  await db.query(
    `INSERT INTO clusters (cluster_id, cluster_name, cluster_type, status, zone, owner, created_by, nas_id, nas_shared_path, scheduler, version, app_id, app_version)
     VALUES ($1, $2, $3, $4, 'pek3', $5, $5, $6, $7, 'slurm', '2.4.1', 'app-ehpc01', 'appv-ehpc241')`,
    [
      c.cluster_id,
      c.cluster_name ?? 'test_cluster',
      c.cluster_type ?? (c.cluster_id.startsWith('ehpc') ? 'ehpc' : 'hpc'),
      c.status ?? 'active',
      c.owner ?? 'usr-owner',
      nasId,
      c.nas_shared_path ?? '/share',
    ],
  );
}

export interface QueueFixture {
  hpcqueue_id: string;
  cluster_id: string;
  queue_name: string;
  status?: string;
  /** Compute nodes of the queue: hostname and cores. */
  nodes: { hostname: string; cpu: number; status?: string }[];
}

export async function addQueue(db: Db, q: QueueFixture): Promise<void> {
  await db.query('INSERT INTO queues (hpcqueue_id, cluster_id, queue_name, status) VALUES ($1, $2, $3, $4)', [
    q.hpcqueue_id,
    q.cluster_id,
    q.queue_name,
    q.status ?? 'active',
  ]);
  for (const [i, n] of q.nodes.entries()) {
    const nodeId = `cln-${q.hpcqueue_id.slice(5)}${i}`.slice(0, 20);
    await db.query(
      `INSERT INTO cluster_nodes (node_id, cluster_id, instance_id, name, hostname, role, node_type, instance_class, cpu, memory, status, private_ip)
       VALUES ($1, $2, $3, $4, $4, 'compute', 'standard', 101, $5, 65536, $6, '10.0.1.1')`,
      [nodeId, q.cluster_id, `i-${nodeId.slice(4)}`, n.hostname, n.cpu, n.status ?? 'active'],
    );
    await db.query('INSERT INTO queue_nodes (hpcqueue_id, node_id) VALUES ($1, $2)', [q.hpcqueue_id, nodeId]);
  }
}

export type Row = Record<string, unknown>;

export async function jobRow(db: Db, uuid: string): Promise<Row> {
  return (await db.query<Row>('SELECT * FROM jobs WHERE hpcjob_uuid = $1', [uuid]))[0];
}

export async function operationRow(db: Db, jobId: string): Promise<Row> {
  return (await db.query<Row>('SELECT * FROM operations WHERE job_id = $1', [jobId]))[0];
}

/** A passed application for commercial software in the account, which its simulation jobs need (ADR 0042). */
export async function approveSoftware(db: Db, owner: string, hpcswId: string): Promise<void> {
  await db.query(
    "INSERT INTO software_applications (apply_id, hpcsw_id, cluster_id, owner, user_id, reason, status) VALUES ($1, $2, 'ehpc-k8x2m4q1', $3, $3, 'tests', 'passed')",
    [`swa-${hpcswId.slice(6, 14)}`, hpcswId, owner],
  );
}
