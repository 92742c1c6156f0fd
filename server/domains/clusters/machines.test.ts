/**
 * The clusters domain drives a cluster's cloud (ADR 0047), here a scripted one whose hosts start when the test says:
 * creation waits for every host and fails with the cloud's reason (leaving nothing), nodes added and deleted change
 * the plan, restart, stop, start and delete reach the cloud, and the plan carries what the rows say (CPUs, memory,
 * GPUs, queues as partitions, users, the share at the mount path).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cloud, ClusterObservation, ClusterPlan, Clouds, HostState } from '../../cloud/index';
import { sha512Crypt } from '../../auth/sha512-crypt';
import { SEED } from '../../seed/fixtures';
import type { RequestOf, Schema } from '../../http/handler-types';
import { startTestGateway, type TestClient, type TestGateway } from '../../test-support';
import { ensureNasExports, operationOf, signIn, tick } from './test-support';

type Row = Record<string, unknown>;

/** A cloud whose hosts start only when `run` says so; every call recorded. */
class ScriptedCloud implements Cloud {
  readonly kind = 'local' as const;
  readonly plans = new Map<string, ClusterPlan>();
  readonly states = new Map<string, HostState>();
  readonly calls: string[] = [];
  failure: string | undefined;

  async apply(plan: ClusterPlan): Promise<void> {
    this.calls.push(`apply ${plan.clusterId} ${plan.hosts.length}`);
    this.plans.set(plan.clusterId, plan);
    for (const host of plan.hosts)
      if (!this.states.has(host.nodeId) || this.states.get(host.nodeId) === 'stopped') this.states.set(host.nodeId, 'starting');
  }
  async observe(clusterId: string): Promise<ClusterObservation> {
    const plan = this.plans.get(clusterId);
    return {
      clusterId,
      hosts: (plan?.hosts ?? []).map((h) => ({
        nodeId: h.nodeId,
        hostName: h.hostName,
        role: h.role,
        state: this.states.get(h.nodeId) ?? 'absent',
        address: this.addressOf(h.hostName),
        ...(h.role === 'controller' ? {} : { ssh: { host: this.addressOf(h.hostName), port: 22 } }),
      })),
      ...(this.failure ? { failure: this.failure } : {}),
    };
  }
  async restart(clusterId: string, nodeIds: string[]): Promise<void> {
    this.calls.push(`restart ${clusterId} ${nodeIds.length}`);
    for (const id of nodeIds) this.states.set(id, 'starting');
  }
  async endJobs(clusterId: string, nodeIds: string[]): Promise<boolean> {
    this.calls.push(`endJobs ${clusterId} ${nodeIds.length}`);
    return true;
  }
  async stop(clusterId: string): Promise<void> {
    this.calls.push(`stop ${clusterId}`);
    for (const h of this.plans.get(clusterId)?.hosts ?? []) this.states.set(h.nodeId, 'stopped');
  }
  async destroy(clusterId: string): Promise<void> {
    this.calls.push(`destroy ${clusterId}`);
    for (const h of this.plans.get(clusterId)?.hosts ?? []) this.states.delete(h.nodeId);
    this.plans.delete(clusterId);
  }
  async clusters(): Promise<string[]> {
    return [...this.plans.keys()];
  }
  async close(): Promise<void> {}

  /** controller001 .2, compute00N .2+N, login001 .5 (as a cloud numbers them: stable per host). */
  addressOf(hostName: string): string {
    const n = Number(/(\d+)$/.exec(hostName)?.[1] ?? 0);
    return `198.18.7.${hostName.startsWith('controller') ? 2 : hostName.startsWith('login') ? 5 : 2 + n}`;
  }

  /** Every host of the cluster (or those given) runs. */
  run(clusterId: string, nodeIds?: string[]): void {
    for (const h of this.plans.get(clusterId)?.hosts ?? [])
      if (!nodeIds || nodeIds.includes(h.nodeId)) this.states.set(h.nodeId, 'running');
  }
}

const cloud = new ScriptedCloud();
const clouds: Clouds = {
  current: 'local',
  of: (kind) => (kind === 'local' ? cloud : undefined),
  note: 'scripted',
  close: async () => undefined,
};

let gw: TestGateway;
let owner: TestClient;
beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false, clouds });
  await ensureNasExports(gw.gateway.db);
  owner = await signIn(gw, 'usr-owner');
}, 120_000);
afterAll(() => gw?.close());

const node = (instance_class: Schema<'InstanceClass'>, cpu: number, memory: number, count: number): Schema<'NodeSpec'> => ({
  instance_class,
  cpu,
  memory,
  count,
  gpu: 0,
});
const form = (name: string): RequestOf<'createCluster'> => ({
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
  queue_name: 'md_queue',
  node_config: { controller: node(101, 4, 8192, 1), compute: node(101, 8, 16384, 2), login: node(101, 2, 4096, 1) },
  paid_type: 0,
  duration: 0,
  is_auto_renewal: 0,
});

async function clusterRow(id: string): Promise<Row> {
  return (
    await gw.gateway.db.query<Row>('SELECT status, transition_status, cloud, cloud_failure FROM clusters WHERE cluster_id = $1', [id])
  )[0];
}
async function create(name: string): Promise<{ clusterId: string; jobId: string }> {
  const answer = await owner.op('createCluster', form(name));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { clusterId: String(answer.body.cluster_id), jobId: String(answer.body.job_id) };
}

describe('a cluster on a cloud whose hosts take their time', () => {
  let clusterId = '';

  it('is created pending until every host runs, then active, with a plan that says what the rows say', async () => {
    const made = await create('md_real');
    clusterId = made.clusterId;
    expect(await clusterRow(clusterId)).toMatchObject({ cloud: 'local', status: 'pending', transition_status: 'creating' });
    const listed = await owner.op('listClusters', {
      cluster_id: [clusterId, SEED.clusters.ehpcActive],
      status: ['pending', 'active'],
      limit: 10,
    });
    expect(Object.fromEntries(listed.body.cluster_set.map((c) => [c.cluster_id, c.cloud]))).toEqual({
      [clusterId]: 'local',
      [SEED.clusters.ehpcActive]: 'simulated',
    });
    await tick(gw);
    const plan = cloud.plans.get(clusterId)!;
    expect(plan.mountPath).toBe('/share/md_real');
    expect(plan.sharedDir).toMatch(/spare|nas/);
    expect(plan.hosts.map((h) => [h.role, h.hostName, h.cpus, h.memoryMb, h.gpus]).sort()).toEqual([
      ['compute', 'compute001', 8, 16384, 0],
      ['compute', 'compute002', 8, 16384, 0],
      ['controller', 'controller001', 4, 8192, 0],
      ['login', 'login001', 2, 4096, 0],
    ]);
    expect(plan.partitions).toEqual([{ name: 'md_queue', hosts: ['compute001', 'compute002'], isDefault: true }]);
    // Waiting: the hosts start.
    await tick(gw, 3);
    expect(await clusterRow(clusterId)).toMatchObject({ status: 'pending', transition_status: 'creating' });
    expect((await operationOf(gw.gateway.db, made.jobId)).status).toBe('working');
    cloud.run(clusterId);
    await tick(gw);
    expect(await clusterRow(clusterId)).toMatchObject({ status: 'active', transition_status: '' });
    // The terminal reaches each node at its host's own address.
    const endpoints = await gw.gateway.db.query<{ hostname: string; ssh_endpoint: string | null }>(
      'SELECT hostname, ssh_endpoint FROM cluster_nodes WHERE cluster_id = $1 ORDER BY hostname',
      [clusterId],
    );
    expect(endpoints.map((a) => `${a.hostname} ${a.ssh_endpoint}`)).toEqual([
      'compute001 198.18.7.3:22',
      'compute002 198.18.7.4:22',
      'controller001 null',
      'login001 198.18.7.5:22',
    ]);
    await tick(gw);
    expect((await operationOf(gw.gateway.db, made.jobId)).status).toBe('successful');
  });

  it('gives the hosts a cluster user added in the console, with its password in the form the hosts check', async () => {
    const answer = await owner.op('addClusterUser', {
      cluster_id: clusterId,
      account: 'mdrunner',
      password: 'Md#Runner2026',
      allocated_core_hours: 100,
      storage_quota_gb: 10,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await tick(gw);
    const user = cloud.plans.get(clusterId)!.users.find((u) => u.name === 'mdrunner');
    expect(user).toMatchObject({ uid: expect.any(Number) });
    const salt = /^\$6\$([^$]+)\$/.exec(user!.passwordCrypt)?.[1];
    expect(user!.passwordCrypt).toBe(sha512Crypt('Md#Runner2026', salt));
  });

  it('shows a host whose daemons died as an unhealthy node, and healthy again once it runs', async () => {
    const [first] = await gw.gateway.db.query<{ node_id: string }>(
      "SELECT node_id FROM cluster_nodes WHERE cluster_id = $1 AND hostname = 'compute002'",
      [clusterId],
    );
    const health = async () =>
      (
        await gw.gateway.db.query<{ health_status: string }>('SELECT health_status FROM cluster_nodes WHERE node_id = $1', [first!.node_id])
      )[0]!.health_status;
    // The health is read every few seconds: each tick here is a further ten minutes on.
    cloud.states.set(first!.node_id, 'abnormal');
    await gw.gateway.engine.tick(new Date(Date.now() + 10 * 60_000));
    expect(await health()).toBe('unhealthy');
    cloud.run(clusterId);
    await gw.gateway.engine.tick(new Date(Date.now() + 20 * 60_000));
    expect(await health()).toBe('healthy');
  });

  it('adds nodes: pending until their hosts run, in the plan and its partition', async () => {
    const answer = await owner.op('addNodes', {
      cluster_id: clusterId,
      role: 'compute',
      count: 1,
      instance_class: 101,
      cpu: 8,
      memory: 16384,
      gpu: 0,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [added] = answer.body.node_ids as string[];
    await tick(gw, 2);
    expect(cloud.plans.get(clusterId)!.partitions[0]!.hosts).toEqual(['compute001', 'compute002', 'compute003']);
    const [row] = await gw.gateway.db.query<Row>('SELECT status, transition_status FROM cluster_nodes WHERE node_id = $1', [added]);
    expect(row).toMatchObject({ status: 'pending', transition_status: 'creating' });
    cloud.run(clusterId, [added!]);
    await tick(gw);
    const [after] = await gw.gateway.db.query<Row>('SELECT status, transition_status FROM cluster_nodes WHERE node_id = $1', [added]);
    expect(after).toMatchObject({ status: 'active', transition_status: '' });
    expect((await operationOf(gw.gateway.db, String(answer.body.job_id))).status).not.toBe('failed');
  });

  it('deletes a node: its host leaves the plan', async () => {
    const [gone] = await gw.gateway.db.query<{ node_id: string }>(
      "SELECT node_id FROM cluster_nodes WHERE cluster_id = $1 AND hostname = 'compute003'",
      [clusterId],
    );
    const answer = await owner.op('deleteNodes', { cluster_id: clusterId, node_ids: [gone!.node_id] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await tick(gw);
    expect(cloud.plans.get(clusterId)!.hosts.map((h) => h.hostName)).not.toContain('compute003');
  });

  it('restarts nodes through the cloud and waits for them', async () => {
    const [first] = await gw.gateway.db.query<{ node_id: string }>(
      "SELECT node_id FROM cluster_nodes WHERE cluster_id = $1 AND hostname = 'compute001'",
      [clusterId],
    );
    const answer = await owner.op('restartNodes', { cluster_id: clusterId, node_ids: [first!.node_id] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await tick(gw, 3);
    expect(cloud.calls).toContain(`restart ${clusterId} 1`);
    const [row] = await gw.gateway.db.query<Row>('SELECT transition_status FROM cluster_nodes WHERE node_id = $1', [first!.node_id]);
    expect(row).toMatchObject({ transition_status: 'restarting' });
    cloud.run(clusterId);
    await tick(gw);
    const [after] = await gw.gateway.db.query<Row>('SELECT transition_status FROM cluster_nodes WHERE node_id = $1', [first!.node_id]);
    expect(after).toMatchObject({ transition_status: '' });
  });

  it('stops the machines with the cluster, and starts them again before it is active', async () => {
    expect((await owner.op('stopCluster', { cluster_ids: [clusterId] })).status).toBe(200);
    await tick(gw, 2);
    expect(cloud.calls).toContain(`stop ${clusterId}`);
    expect(await clusterRow(clusterId)).toMatchObject({ status: 'stopped' });
    expect((await owner.op('startCluster', { cluster_ids: [clusterId] })).status).toBe(200);
    await tick(gw, 2);
    expect(await clusterRow(clusterId)).toMatchObject({ status: 'stopped', transition_status: 'starting' });
    cloud.run(clusterId);
    await tick(gw);
    expect(await clusterRow(clusterId)).toMatchObject({ status: 'active', transition_status: '' });
  });

  it('deletes the cluster: its machines removed, ceased once the cloud holds nothing of it', async () => {
    const answer = await owner.op('deleteCluster', { cluster_ids: [clusterId], deregister: false });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await tick(gw, 3);
    expect(cloud.calls).toContain(`destroy ${clusterId}`);
    expect(await clusterRow(clusterId)).toMatchObject({ status: 'ceased' });
    expect(await cloud.clusters()).not.toContain(clusterId);
  });
});

describe('a creation the cloud cannot finish', () => {
  it('fails with the cloud’s reason, removes the machines and leaves the cluster ceased with why', async () => {
    const { clusterId, jobId } = await create('md_broken');
    await tick(gw);
    cloud.failure = 'slurmctld exited: fatal: Invalid GRES specification';
    try {
      await tick(gw);
    } finally {
      cloud.failure = undefined;
    }
    const op = await operationOf(gw.gateway.db, jobId);
    expect(op).toMatchObject({ status: 'failed' });
    expect(String(op.error_message)).toContain('Invalid GRES specification');
    expect(await clusterRow(clusterId)).toMatchObject({
      status: 'ceased',
      cloud_failure: 'slurmctld exited: fatal: Invalid GRES specification',
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(cloud.calls).toContain(`destroy ${clusterId}`);
    const nodes = await gw.gateway.db.query<{ status: string }>('SELECT DISTINCT status FROM cluster_nodes WHERE cluster_id = $1', [
      clusterId,
    ]);
    expect(nodes).toEqual([{ status: 'ceased' }]);
  });
});
