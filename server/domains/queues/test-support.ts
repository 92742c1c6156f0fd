/**
 * Test fixtures of the queues domain: clusters, nodes, queues and jobs inserted straight into the 0003
 * tables (independent of the clusters seed), signed-in clients, the engine driven by hand, and a snapshot
 * of everything a refused request must leave unchanged.
 */
import type { Db } from '../../db/database';
import { TestClient, type TestGateway } from '../../test-support';

export { shareCluster } from '../../testing/shares';

const PASSWORDS: Record<string, string> = {
  'usr-owner': 'Owner#Hpc2026',
  'usr-sub': 'SubUser#Hpc2026',
  'iam-alice': 'Alice#Hpc2026',
  'usr-admin': 'Admin#Hpc2026',
};

export async function signIn(gw: TestGateway, userId = 'usr-owner', lang = 'en'): Promise<TestClient> {
  const client = new TestClient(gw.api, lang);
  const answer = await client.login(userId, PASSWORDS[userId]);
  if (answer.status !== 200) throw new Error(`sign-in of ${userId} failed`);
  return client;
}

let serial = 0;
/** A fresh id suffix: lower-case letters and digits. */
export const uid = () => `${Date.now().toString(36).slice(-5)}${(serial += 1).toString(36).padStart(3, '0')}`;

export interface ClusterFixture {
  type?: 'hpc' | 'ehpc';
  status?: string;
  owner?: string;
  zone?: string;
}

export async function insertCluster(db: Db, f: ClusterFixture = {}): Promise<string> {
  const type = f.type ?? 'ehpc';
  const id = `${type}-q${uid()}`;
  await db.query(
    `INSERT INTO clusters (cluster_id, cluster_name, cluster_type, status, zone, owner, created_by, version, app_id, app_version)
     VALUES ($1, $2, $3, $4, $5, $6, $6, '2.3.0', 'app-ehpc01', 'appv-001')`,
    [id, `test_${id}`, type, f.status ?? 'active', f.zone ?? 'pek3', f.owner ?? 'usr-owner'],
  );
  return id;
}

export async function insertNodes(
  db: Db,
  clusterId: string,
  count: number,
  options: { role?: string; cpu?: number; status?: string } = {},
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = `cln-${uid()}`;
    const n = ids.length + 1;
    await db.query(
      `INSERT INTO cluster_nodes (node_id, cluster_id, instance_id, name, hostname, role, node_type, instance_class, cpu, memory, status, health_status, private_ip, create_time)
       VALUES ($1, $2, $3, $4, $4, $5, 'standard', 101, $6, 229376, $7, 'healthy', $8, now() - make_interval(mins => $9::int))`,
      [
        id,
        clusterId,
        `i-${uid()}`,
        `${options.role ?? 'compute'}${String(n).padStart(3, '0')}x${uid()}`,
        options.role ?? 'compute',
        options.cpu ?? 56,
        options.status ?? 'active',
        `10.1.0.${n + 10}`,
        100 - n,
      ],
    );
    ids.push(id);
  }
  return ids;
}

export interface QueueFixture {
  name?: string;
  isDefault?: 0 | 1;
  category?: 'dedicated' | 'shared';
  queueType?: string;
  status?: string;
  nodeIds?: string[];
}

export async function insertQueue(db: Db, clusterId: string, f: QueueFixture = {}): Promise<string> {
  const id = `hpcq-${uid()}`;
  await db.query(
    'INSERT INTO queues (hpcqueue_id, cluster_id, queue_name, category, is_default, queue_type, status) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [id, clusterId, f.name ?? `q${uid()}`, f.category ?? 'dedicated', f.isDefault ?? 0, f.queueType ?? null, f.status ?? 'active'],
  );
  for (const nodeId of f.nodeIds ?? []) await db.query('INSERT INTO queue_nodes (hpcqueue_id, node_id) VALUES ($1, $2)', [id, nodeId]);
  return id;
}

/** A pending fixture job has no scheduler job_id, so a jobs scheduler leaves it pending (not accepted yet). */
export async function insertJob(db: Db, clusterId: string, queueId: string, status: 'pending' | 'running', cores: number): Promise<string> {
  const id = `job-${uid()}`;
  await db.query(
    `INSERT INTO jobs (hpcjob_uuid, cluster_id, owner, user_id, name, job_status, hpcqueue_id, cores, submit_type, started_time)
     VALUES ($1, $2, 'usr-owner', 'usr-owner', $1, $3, $4, $5, 'cmd', CASE WHEN $3 = 'running' THEN now() END)`,
    [id, clusterId, status, queueId, cores],
  );
  return id;
}

/** Runs every due step and ticker a minute ahead, three times (a step, its delay, the next step). */
export async function settle(gw: TestGateway, minutesAhead = 1): Promise<void> {
  for (let i = 0; i < 3; i += 1) await gw.gateway.engine.tick(new Date(Date.now() + minutesAhead * 60_000));
}

/** Everything of a cluster a refused change must leave as it was, and the operation count. */
export async function snapshot(db: Db, clusterId: string): Promise<unknown> {
  const q = (sql: string) => db.query(sql, [clusterId]);
  return {
    queues: await q('SELECT * FROM queues WHERE cluster_id = $1 ORDER BY hpcqueue_id'),
    queueNodes: await q('SELECT qn.* FROM queue_nodes qn JOIN queues q USING (hpcqueue_id) WHERE q.cluster_id = $1 ORDER BY 1, 2'),
    nodes: await q('SELECT * FROM cluster_nodes WHERE cluster_id = $1 ORDER BY node_id'),
    strategies: await q('SELECT * FROM queue_strategies WHERE cluster_id = $1 ORDER BY strategy_id'),
    logs: await q('SELECT * FROM queue_strategy_logs WHERE cluster_id = $1 ORDER BY log_id'),
    operations: await db.query('SELECT count(*)::int AS n FROM operations'),
  };
}

export async function operation(db: Db, jobId: unknown): Promise<{ action: string; status: string; resource_ids: string[] }> {
  const rows = await db.query<{ action: string; status: string; resource_ids: string[] }>(
    'SELECT action, status, resource_ids FROM operations WHERE job_id = $1',
    [jobId],
  );
  return rows[0];
}
