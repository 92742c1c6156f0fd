/**
 * `npm run bench:cloud`: clusters of the local cloud driven through the console's API (ADR 0047; docs/benchmarks.md).
 * Needs root and Debian's Slurm, munge and OpenSSH packages (the local cloud's own check says what is missing).
 *
 * A gateway (startGateway, engine running at its production tick, HPC_CLOUD=local) on a temporary data dir and a free
 * loopback port; usr-owner signed in. Then, each figure timed from the request to what the console shows:
 *  1. create-to-active: an EHPC cluster with 2, then 8 compute nodes, until the cluster is active (every host runs);
 *  2. add-node-to-active: one compute node added to the 2-node cluster, until the node is active;
 *  3. submit-to-running: a one-core job (`sleep 5`) on the idle 2-node cluster, until the console shows it running
 *     (--submits of them, one after the other: p50 and max);
 *  4. memory of 32 hosts: a cluster of a controller, a login node and 30 compute nodes, the resident memory (RSS) of
 *     every process in its hosts' namespaces, in all and per host;
 *  5. HPC clusters (tenants of the zone's shared cluster, ADR 0050): create-to-active of the zone's first (the shared
 *     cluster comes up with it) and of the next (a login host), and submit-to-running of a job on the shared partition;
 *  6. delete-to-clean: each cluster deleted, until it is ceased and nothing of it is left on the machine (processes,
 *     namespaces, links, mounts, folder; with the last HPC cluster, the zone's shared cluster).
 * Options: --submits <n> (5). It prints the figures and fails only when something does not work.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leftovers } from '../server/cloud/local/cloud-test-support';
import { localCloudAvailable } from '../server/cloud/local/index';
import { netnsName } from '../server/cloud/local/names';
import { netnsInode, pidsIn, processTable, rssKb } from '../server/cloud/local/processes';
import { readConfig } from '../server/config';
import { startGateway } from '../server/gateway';
import { SEED } from '../server/seed/fixtures';
import { DEMO_ACCOUNTS } from '../server/seed/identity';
import { TestClient } from '../server/test-support';

const at = process.argv.indexOf('--submits');
const SUBMITS = at > 0 ? Number(process.argv[at + 1]) : 5;
const TARGETS = { create4: 60_000, submit: 3_000 };

const available = localCloudAvailable();
if (!available.ok) {
  console.error(`bench:cloud needs the local cloud: ${available.why}`);
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'hpc-bench-cloud-'));
const cloudDir = join(dataDir, 'cloud');
const config = {
  ...readConfig({ HPC_CLOUD: 'local' }),
  port: 0,
  host: '127.0.0.1',
  dataDir,
  distDir: join(dataDir, 'no-console'),
  validateResponses: false,
};
const gateway = await startGateway(config, { runEngine: true, logger: false });
await gateway.app.listen({ port: 0, host: '127.0.0.1' });
const address = gateway.app.server.address();
const owner = new TestClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${config.basePath}api`, 'en');
const account = DEMO_ACCOUNTS.find((a) => a.user_id === 'usr-owner')!;
if ((await owner.login(account.user_id, account.password)).status !== 200) throw new Error('usr-owner cannot sign in');
const db = gateway.db;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(what: string, probe: () => Promise<boolean>, withinMs = 300_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await probe()) return performance.now() - started;
    if (performance.now() - started > withinMs) throw new Error(`timed out after ${withinMs} ms: ${what}`);
    await sleep(50);
  }
}
async function ok(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const answer = await owner.call('POST', path, body);
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}
const statusOf = async (clusterId: string) =>
  (await db.query<{ status: string }>('SELECT status FROM clusters WHERE cluster_id = $1', [clusterId]))[0]?.status;

async function create(name: string, compute: number): Promise<{ clusterId: string; ms: number }> {
  const node = (cpu: number, memory: number, count: number) => ({ instance_class: 101, cpu, memory, count });
  const started = performance.now();
  const body = await ok('/portal-hpc/cluster/createCluster', {
    cluster_type: 'ehpc',
    cluster_name: name,
    network_type: 'private',
    vxnet: 'vxnet-hpc01',
    nas_id: SEED.nas.spare,
    nas_path: `/share/${name}`,
    app_version: 'appv-ehpc241',
    admin_password: 'Ehpc#Admin2026',
    deploy_mode: 1,
    scheduler_type: 'slurm',
    queue_name: 'normal',
    node_config: { controller: node(4, 8192, 1), compute: { ...node(8, 16384, compute), gpu: 0 }, login: node(2, 4096, 1) },
    paid_type: 0,
    duration: 0,
    is_auto_renewal: 0,
  });
  const clusterId = String(body.cluster_id);
  await until(`${name} active`, async () => (await statusOf(clusterId)) === 'active');
  return { clusterId, ms: performance.now() - started };
}

async function createHpc(name: string): Promise<{ clusterId: string; ms: number }> {
  const started = performance.now();
  const body = await ok('/portal-hpc/cluster/createCluster', {
    cluster_type: 'hpc',
    cluster_name: name,
    network_type: 'base',
    vxnet: 'vxnet-ks',
    nas_id: SEED.nas.spare,
    nas_path: `/share/${name}`,
    app_version: 'appv-hpc310',
    admin_password: 'Lab!Admin2026x',
    queue_type: 'qt-shared56',
    user_name: 'student02',
    password: 'Stud3nt@Pass01',
    paid_type: 0,
  });
  const clusterId = String(body.cluster_id);
  await until(`${name} active`, async () => (await statusOf(clusterId)) === 'active');
  return { clusterId, ms: performance.now() - started };
}

/** p50 and max of `count` one-core jobs (`sleep 5`) from submit to running, one after the other on an idle cluster. */
async function submits(clusterId: string, count: number): Promise<string> {
  const [queue] = await db.query<{ hpcqueue_id: string }>('SELECT hpcqueue_id FROM queues WHERE cluster_id = $1 AND is_default = 1', [
    clusterId,
  ]);
  const waits: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const job = await ok('/portal-hpc/job/submitJob', {
      cluster_id: clusterId,
      hpcqueue_id: queue!.hpcqueue_id,
      name: `bench_${i}`,
      cores: 1,
      time_limit: 5,
      submit_type: 'command',
      cmd: 'sleep 5',
    });
    await until(
      'the job running',
      async () =>
        (await db.query<{ job_status: string }>('SELECT job_status FROM jobs WHERE hpcjob_uuid = $1', [job.hpcjob_uuid]))[0]?.job_status ===
        'running',
      60_000,
    );
    waits.push(performance.now() - started);
    await sleep(6_000); // the cluster idle again
  }
  waits.sort((a, b) => a - b);
  return `${seconds(waits[Math.floor(waits.length / 2)]!)} / ${seconds(waits.at(-1)!)}`;
}

async function remove(clusterId: string): Promise<number> {
  const nodeIds = (await db.query<{ node_id: string }>('SELECT node_id FROM cluster_nodes WHERE cluster_id = $1', [clusterId])).map(
    (n) => n.node_id,
  );
  const started = performance.now();
  await ok('/portal-hpc/cluster/deleteCluster', { cluster_ids: [clusterId] });
  await until(`${clusterId} clean`, async () => {
    const left = leftovers(cloudDir, clusterId, nodeIds);
    const gone = (l: typeof left) => !l.folder && !l.processes.length && !l.namespaces.length && !l.links.length && !l.mounts.length;
    // With the zone's last HPC cluster goes its shared cluster (ADR 0050).
    const shared = existsSync(cloudDir) ? readdirSync(cloudDir).filter((id) => id.startsWith('zone-')) : [];
    const lastTenant = !(
      await db.query(
        "SELECT 1 FROM cloud_tenants t JOIN clusters c ON c.cluster_id = t.cluster_id WHERE c.status NOT IN ('deleted', 'ceased', 'terminated')",
      )
    ).length;
    return (await statusOf(clusterId)) === 'ceased' && gone(left) && (!lastTenant || shared.every((id) => gone(leftovers(cloudDir, id))));
  });
  return performance.now() - started;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const rows: [string, string, string][] = [];
const clusters: string[] = [];
try {
  const two = await create('bench2', 2);
  clusters.push(two.clusterId);
  rows.push(['create-to-active, 2 compute nodes', seconds(two.ms), '']);
  const eight = await create('bench8', 8);
  clusters.push(eight.clusterId);
  rows.push(['create-to-active, 8 compute nodes', seconds(eight.ms), `4 nodes under ${TARGETS.create4 / 1000} s`]);

  const started = performance.now();
  const added = await ok('/portal-hpc/cluster/addNodes', {
    cluster_id: two.clusterId,
    role: 'compute',
    count: 1,
    instance_class: 101,
    cpu: 8,
    memory: 16384,
    gpu: 0,
  });
  const [nodeId] = added.node_ids as string[];
  await until(
    'the added node active',
    async () =>
      (await db.query<{ status: string }>('SELECT status FROM cluster_nodes WHERE node_id = $1', [nodeId]))[0]?.status === 'active',
  );
  rows.push(['add-node-to-active', seconds(performance.now() - started), '']);

  rows.push([`submit-to-running (${SUBMITS} jobs, p50 / max)`, await submits(two.clusterId, SUBMITS), `under ${TARGETS.submit / 1000} s`]);

  const hpcFirst = await createHpc('bench_hpc1');
  clusters.push(hpcFirst.clusterId);
  rows.push(["create-to-active, the zone's first HPC cluster (its shared cluster: 5 hosts, and a login host)", seconds(hpcFirst.ms), '']);
  const hpcNext = await createHpc('bench_hpc2');
  clusters.push(hpcNext.clusterId);
  rows.push(['create-to-active, the next HPC cluster (a login host)', seconds(hpcNext.ms), '']);
  rows.push([
    `submit-to-running on the shared partition (${SUBMITS} jobs, p50 / max)`,
    await submits(hpcNext.clusterId, SUBMITS),
    `under ${TARGETS.submit / 1000} s`,
  ]);

  const big = await create('bench32', 30);
  clusters.push(big.clusterId);
  const table = processTable();
  const nodes = await db.query<{ node_id: string }>("SELECT node_id FROM cluster_nodes WHERE cluster_id = $1 AND status = 'active'", [
    big.clusterId,
  ]);
  const perHost = nodes.map((n) =>
    pidsIn(netnsInode(netnsName(join(cloudDir, big.clusterId), n.node_id)), table).reduce((sum, pid) => sum + rssKb(pid), 0),
  );
  const total = perHost.reduce((a, b) => a + b, 0);
  rows.push([`create-to-active, 30 compute nodes (${nodes.length} hosts)`, seconds(big.ms), '']);
  rows.push([
    `memory of ${nodes.length} hosts (RSS, all / per host)`,
    `${(total / 1024).toFixed(0)} MiB / ${(total / 1024 / nodes.length).toFixed(1)} MiB`,
    '',
  ]);

  for (const id of [...clusters]) {
    const what =
      id === big.clusterId
        ? '32 hosts'
        : id === eight.clusterId
          ? '10 hosts'
          : id === hpcNext.clusterId
            ? "a login host, and the zone's shared cluster"
            : id === hpcFirst.clusterId
              ? 'a login host'
              : '5 hosts';
    rows.push([`delete-to-clean (${what})`, seconds(await remove(id)), '']);
    clusters.splice(clusters.indexOf(id), 1);
  }
} finally {
  for (const id of clusters) await remove(id).catch((error: unknown) => console.error(`removing ${id}:`, error));
  await gateway.close();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('\nbench:cloud (the local cloud through the console API)\n');
console.log(`| figure | measured | target |\n|---|---:|---|`);
for (const [what, value, target] of rows) console.log(`| ${what} | ${value} | ${target} |`);
