/**
 * Test fixtures of the catalogue tests: signed-in clients and clusters, nodes and jobs written straight
 * into the shared resource tables (0003), as the clusters and jobs domains would leave them.
 */
import type { Db } from '../../db/database';
import { DEMO_ACCOUNTS } from '../../seed/identity';
import { TestClient } from '../../test-support';

export async function signedIn(api: string, userId: string, lang = 'en'): Promise<TestClient> {
  const account = DEMO_ACCOUNTS.find((a) => a.user_id === userId);
  if (!account) throw new Error(`no demo account ${userId}`);
  const client = new TestClient(api, lang);
  const answer = await client.login(account.user_id, account.password);
  if (answer.status !== 200) throw new Error(`sign-in of ${userId} failed: ${JSON.stringify(answer.body)}`);
  return client;
}

export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

export async function insertCluster(
  db: Db,
  c: { cluster_id: string; owner?: string; zone?: string; vxnet_id?: string; nas_id?: string | null; created?: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO clusters (cluster_id, cluster_name, cluster_type, status, zone, owner, created_by, version, app_id, app_version, vxnet_id, nas_id, create_time)
     VALUES ($1, $1, 'ehpc', 'active', $2, $3, $3, '2.4.1', 'app-ehpc01', 'appv-ehpc241', $4, $5, $6)`,
    [c.cluster_id, c.zone ?? 'pek3', c.owner ?? 'usr-owner', c.vxnet_id ?? 'vxnet-hpc01', c.nas_id ?? null, c.created ?? minutesAgo(240)],
  );
}

export interface TestNode {
  node_id: string;
  cluster_id: string;
  name: string;
  hostname?: string;
  role?: string;
  node_type?: string;
  cpu: number;
  memory: number;
  gpu?: number;
  status?: string;
  eip_id?: string | null;
  created?: Date;
}

/**
 * The node's host name: the one given, else its name when that is a host name (the contract's `format: hostname`,
 * which the test gateway checks every answer against), else one made from its id — a display name such as
 * '计算节点_01' or 'gpu_node 01' is no host name, and cluster/listNodes would answer 500 for the answer it breaks.
 */
const hostnameOf = (n: TestNode) =>
  n.hostname ?? (/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i.test(n.name) ? n.name : n.node_id.replace(/^cln-/, 'node-'));

export async function insertNode(db: Db, n: TestNode): Promise<void> {
  await db.query(
    `INSERT INTO cluster_nodes (node_id, cluster_id, instance_id, name, hostname, role, node_type, instance_class, cpu, memory, gpu, status, private_ip, eip_id, create_time)
     VALUES ($1, $2, $3, $4, $14, $5, $6, $7, $8, $9, $10, $11, '192.168.10.20', $12, $13)`,
    [
      n.node_id,
      n.cluster_id,
      n.node_id.replace(/^cln-/, 'i-'),
      n.name,
      n.role ?? 'compute',
      n.node_type ?? ((n.gpu ?? 0) > 0 ? 'gpu' : 'standard'),
      (n.gpu ?? 0) > 0 ? 201 : 101,
      n.cpu,
      n.memory,
      n.gpu ?? 0,
      n.status ?? 'active',
      n.eip_id ?? null,
      n.created ?? minutesAgo(180),
      hostnameOf(n),
    ],
  );
}

export interface TestJob {
  id: string;
  cluster_id: string;
  cores: number;
  status: string;
  memory?: number | null;
  queue?: string | null;
  submitted: Date;
  started?: Date | null;
  finished?: Date | null;
}

export async function insertJob(db: Db, j: TestJob): Promise<void> {
  await db.query(
    `INSERT INTO jobs (hpcjob_uuid, cluster_id, owner, user_id, name, job_status, hpcqueue_id, cores, memory, submit_type, submitted_time, started_time, finished_time, modified_time)
     VALUES ($1, $2, 'usr-owner', 'usr-owner', $1, $3, $4, $5, $6, 'command', $7::timestamptz, $8::timestamptz, $9::timestamptz, coalesce($9::timestamptz, $8::timestamptz, $7::timestamptz))`,
    [j.id, j.cluster_id, j.status, j.queue ?? null, j.cores, j.memory ?? null, j.submitted, j.started ?? null, j.finished ?? null],
  );
}
