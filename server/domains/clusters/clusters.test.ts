/**
 * The clusters domain's reads over HTTP: cluster and node lists (filters, sorting, paging, access), the cluster
 * conf, the NAS mount and the fees of adding nodes and of a resize.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../seed/fixtures';
import type { RequestOf, Schema } from '../../http/handler-types';
import { startTestGateway, type TestClient, type TestGateway } from '../../test-support';
import { SEED_NODES } from './seed-data';
import { API, ensureNasExports, signIn } from './test-support';
import { refusedUnchanged } from '../../testing/refusals';

let gw: TestGateway;
let owner: TestClient;
let sub: TestClient;
let admin: TestClient;
beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  await ensureNasExports(gw.gateway.db);
  [owner, sub, admin] = await Promise.all([signIn(gw, 'usr-owner'), signIn(gw, 'usr-sub'), signIn(gw, 'usr-admin')]);
}, 120_000);
afterAll(() => gw?.close());

const DEFAULT_STATUSES: Schema<'ClusterStatus'>[] = ['pending', 'active', 'stopped', 'suspended'];
const ids = (body: { cluster_set: Schema<'cluster'>[] }) => body.cluster_set.map((c) => c.cluster_id);
const nodeIds = (body: { node_set: Schema<'node'>[] }) => body.node_set.map((n) => n.node_id);

describe('cluster/list', () => {
  it('lists the owner’s clusters of the zone with the console’s default statuses, newest first', async () => {
    const answer = await owner.op('listClusters', { status: DEFAULT_STATUSES, zone: 'pek3', limit: 20 });
    expect(answer.status).toBe(200);
    const { ehpcActive, ehpcStopped, ehpcPending, hpcActive, hpcSuspended } = SEED.clusters;
    expect(answer.body.total_count).toBe(5);
    expect(ids(answer.body)).toEqual([ehpcPending, ehpcActive, ehpcStopped, hpcActive, hpcSuspended]);
    const active = answer.body.cluster_set.find((c) => c.cluster_id === ehpcActive)!;
    expect(active).toMatchObject({
      status: 'active',
      node_count: 8,
      core_count: 294,
      project_info: { shared_status: 'shared', shared_role: 'shared_owner' },
    });
    expect(answer.body).not.toHaveProperty('cluster_type');
  });

  it('filters by type (echoing it), status, ids and a search word, and pages', async () => {
    const ehpc = await owner.op('listClusters', { cluster_type: 'ehpc', status: DEFAULT_STATUSES });
    expect(ehpc.body).toMatchObject({ cluster_type: 'ehpc', total_count: 3 });
    const ceased = await owner.op('listClusters', { status: ['ceased'] });
    expect(ids(ceased.body)).toEqual([SEED.clusters.ehpcCeased]);
    const byId = await owner.op('listClusters', { cluster_id: [SEED.clusters.hpcActive, SEED.clusters.ehpcStopped] });
    expect(ids(byId.body).sort()).toEqual([SEED.clusters.ehpcStopped, SEED.clusters.hpcActive].sort());
    const search = await owner.op('listClusters', { search_word: '气象' });
    expect(ids(search.body)).toEqual([SEED.clusters.ehpcActive]);
    const page2 = await owner.op('listClusters', { status: DEFAULT_STATUSES, limit: 10, offset: 3 });
    expect(page2.body.total_count).toBe(5);
    expect(ids(page2.body)).toEqual([SEED.clusters.hpcActive, SEED.clusters.hpcSuspended]);
    const shanghai = await owner.op('listClusters', { zone: 'sh1a' });
    expect(ids(shanghai.body)).toEqual([SEED.clusters.hpcShanghai]);
  });

  it('sorts by name ascending when asked', async () => {
    const answer = await owner.op('listClusters', { status: DEFAULT_STATUSES, sort_key: 'cluster_name', reverse: 0 });
    const names = answer.body.cluster_set.map((c) => String(c.cluster_name));
    expect(names).toEqual([...names].sort());
    expect(names[0]).toBe('cfd_solver');
  });

  it('lists the clusters shared with a sub-user, with its role and read-only permission', async () => {
    const shared = await sub.op('listClusters', { shared_status: 'shared' });
    expect(shared.status).toBe(200);
    expect(shared.body.total_count).toBe(1);
    expect(shared.body.cluster_set[0]).toMatchObject({
      cluster_id: SEED.clusters.ehpcActive,
      project_info: { shared_status: 'shared', shared_role: 'shared_member', permission: 'readonly' },
    });
    expect((await owner.op('listClusters', { shared_status: 'shared' })).body.total_count).toBe(0);
  });

  it('shows an IAM user its owner’s clusters, and another account none of them', async () => {
    const alice = await signIn(gw, 'iam-alice');
    expect((await alice.op('listClusters', { status: DEFAULT_STATUSES })).body.total_count).toBe(5);
    const other = await admin.op('listClusters', { status: DEFAULT_STATUSES, cluster_id: [SEED.clusters.ehpcActive] });
    expect(other.body.total_count).toBe(0);
  });

  it('refuses an invalid filter or another user’s identity, changing nothing', async () => {
    await refusedUnchanged(gw, () => owner.call('GET', API.list, { status: ['running'] }), { status: 422 });
    await refusedUnchanged(gw, () => owner.call('GET', API.list, { limit: 7 }), { status: 422 });
    await refusedUnchanged(gw, () => owner.op('listClusters', { owner: 'usr-admin' }), { status: 403 });
  });
});

describe('cluster/listNodes', () => {
  const cluster = SEED.clusters.ehpcActive;

  it('lists every node of the cluster with queues, EIP and health', async () => {
    const answer = await owner.op('listNodes', { cluster_id: cluster, limit: 20 });
    expect(answer.status).toBe(200);
    expect(answer.body.total_count).toBe(8);
    const nodes = answer.body.node_set;
    expect(nodes.find((n) => n.node_id === SEED_NODES.ehpcActive.login)).toMatchObject({
      role: 'login',
      eip: { eip_id: 'eip-3h8d1q5w' },
      queue_info: [],
    });
    expect(nodes.find((n) => n.node_id === SEED_NODES.ehpcActive.gpu[0])).toMatchObject({
      node_type: 'gpu',
      gpu: 2,
      queue_info: [{ hpcqueue_id: SEED.queues.ehpcGpu, queue_name: 'gpu_ai' }],
    });
    expect(nodes.find((n) => n.node_id === SEED_NODES.ehpcActive.controller)).toMatchObject({ role: 'controller', eip: null });
    expect(new Set(nodes.map((n) => n.role))).toEqual(new Set(['controller', 'compute', 'login']));
  });

  it('filters by role, type, status, ids and a search word, and sorts by name', async () => {
    const gpu = await owner.op('listNodes', { cluster_id: cluster, role: 'compute', node_type: 'gpu' });
    expect(nodeIds(gpu.body).sort()).toEqual([...SEED_NODES.ehpcActive.gpu].sort());
    const byIp = await owner.op('listNodes', { cluster_id: cluster, search_word: '192.168.10.13' });
    expect(nodeIds(byIp.body)).toEqual([SEED_NODES.ehpcActive.compute[2]]);
    const byHost = await owner.op('listNodes', { cluster_id: cluster, search_word: 'LOGIN001' });
    expect(nodeIds(byHost.body)).toEqual([SEED_NODES.ehpcActive.login]);
    const some = await owner.op('listNodes', { cluster_id: cluster, node_ids: [SEED_NODES.ehpcActive.controller] });
    expect(some.body.total_count).toBe(1);
    const stopped = await owner.op('listNodes', { cluster_id: SEED.clusters.ehpcStopped, status: ['stopped'] });
    expect(stopped.body.total_count).toBe(3);
    expect((await owner.op('listNodes', { cluster_id: SEED.clusters.ehpcStopped, status: ['active'] })).body.total_count).toBe(0);
    const byName = await owner.op('listNodes', { cluster_id: cluster, sort_key: 'name', reverse: 0, limit: 20 });
    const names = byName.body.node_set.map((n) => String(n.name));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('shows pending nodes without an instance and with health fetching', async () => {
    const answer = await owner.op('listNodes', { cluster_id: SEED.clusters.ehpcPending });
    for (const node of answer.body.node_set) {
      expect(node).toMatchObject({ status: 'pending', transition_status: 'creating', health_status: 'fetching' });
      expect(node).not.toHaveProperty('instance_id');
    }
  });

  it('lets a shared member read the nodes, and refuses a cluster that is not the user’s (404)', async () => {
    expect((await sub.op('listNodes', { cluster_id: cluster })).body.total_count).toBe(8);
    await refusedUnchanged(gw, () => admin.op('listNodes', { cluster_id: cluster }), {
      status: 404,
      message: `The cluster does not exist: ${cluster}`,
    });
    await refusedUnchanged(gw, () => owner.call('GET', API.nodes, { cluster_id: 'not-a-cluster' }), { status: 422 });
  });
});

describe('cluster/conf', () => {
  it('answers the node choices of a cluster type in a zone', async () => {
    const answer = await owner.op('getClusterConf', { cluster_type: 'ehpc', zone: 'pek3', timestamp: Date.now() });
    expect(answer.status).toBe(200);
    const [conf] = answer.body.cluster_conf_set;
    expect(conf).toMatchObject({ cluster_type: 'ehpc', schedulers: ['slurm', 'pbspro'], deploy_modes: [1, 2] });
    expect(conf.roles.controller).toMatchObject({ count: { min: 1, max: 1, default: 1 } });
    const hpc = await owner.op('getClusterConf', { cluster_type: 'hpc', zone: 'sh1a' });
    expect(hpc.body.cluster_conf_set[0]).toMatchObject({ cluster_type: 'hpc' });
  });

  it('refuses a type the zone does not offer and a missing type', async () => {
    await refusedUnchanged(gw, () => owner.op('getClusterConf', { cluster_type: 'ehpc', zone: 'sh1a' }), {
      status: 409,
      message: 'The zone sh1a does not offer EHPC clusters',
    });
    await refusedUnchanged(gw, () => owner.call('GET', API.conf, { zone: 'pek3' }), { status: 422 });
  });
});

describe('cluster/nasInfo', () => {
  it('answers the NAS export the cluster mounts, with its shared path and quota', async () => {
    const answer = await owner.op('getClusterNasInfo', { cluster_id: SEED.clusters.ehpcActive });
    expect(answer.status).toBe(200);
    expect(answer.body.nas_info).toMatchObject({ nas_id: SEED.nas.wrf, shared_path: '/share/wrf' });
    expect(answer.body.nas_info.quota).toBeGreaterThan(0);
  });

  it("answers the export's directory, not the cluster's mount path, so that a cluster path maps onto the NAS", async () => {
    // hpc-a1b2c3d4 mounts the export's /share/wrf at /share/lab: its jobs' /share/lab/jobs/… live in the export's share/wrf/jobs/….
    const [cluster] = await gw.gateway.db.query<{ nas_shared_path: string }>('SELECT nas_shared_path FROM clusters WHERE cluster_id = $1', [
      SEED.clusters.hpcActive,
    ]);
    expect(cluster.nas_shared_path).toBe('/share/lab');
    const answer = await owner.op('getClusterNasInfo', { cluster_id: SEED.clusters.hpcActive });
    expect(answer.body.nas_info).toMatchObject({ nas_id: SEED.nas.wrf, shared_path: '/share/wrf' });
  });

  it('refuses a cluster without NAS (404) and answers the spec’s message when the NAS service does not know the mount', async () => {
    await refusedUnchanged(gw, () => owner.op('getClusterNasInfo', { cluster_id: SEED.clusters.hpcShanghai }), { status: 404 });
    await gw.gateway.db.query("UPDATE clusters SET nas_id = 'nas-gone0001' WHERE cluster_id = $1", [SEED.clusters.hpcSuspended]);
    try {
      await refusedUnchanged(gw, () => owner.op('getClusterNasInfo', { cluster_id: SEED.clusters.hpcSuspended }), {
        status: 500,
        message: 'Query the Nas information is abnormal, please try again later',
      });
    } finally {
      await gw.gateway.db.query('UPDATE clusters SET nas_id = $2 WHERE cluster_id = $1', [SEED.clusters.hpcSuspended, SEED.nas.cfd]);
    }
    await refusedUnchanged(gw, () => admin.op('getClusterNasInfo', { cluster_id: SEED.clusters.ehpcActive }), { status: 404 });
  });
});

describe('fees', () => {
  it('prices added nodes per hour on a PayForUsed cluster and per month on a Reserved one', async () => {
    const hourly = await owner.op('getAddNodesFee', {
      cluster_id: SEED.clusters.ehpcActive,
      role: 'compute',
      count: 2,
      instance_class: 101,
      cpu: 56,
      memory: 229376,
    });
    expect(hourly.status).toBe(200);
    expect(hourly.body.resize_fee).toEqual([{ duration: 0, price_diff: 13.44, currency: 'cny' }]);
    const monthly = await owner.op('getAddNodesFee', {
      cluster_id: SEED.clusters.ehpcStopped,
      role: 'compute',
      count: 1,
      instance_class: 202,
      cpu: 64,
      memory: 262144,
    });
    expect(monthly.body.resize_fee).toEqual([{ duration: 1, price_diff: 3225.6, currency: 'cny' }]);
  });

  it('refuses the controller role, a count outside 1-100 and a configuration that is not on sale', async () => {
    const base: Pick<RequestOf<'getAddNodesFee'>, 'cluster_id' | 'instance_class' | 'cpu' | 'memory'> = {
      cluster_id: SEED.clusters.ehpcActive,
      instance_class: 101,
      cpu: 56,
      memory: 229376,
    };
    await refusedUnchanged(gw, () => owner.call('GET', API.addNodesFee, { ...base, role: 'controller', count: 1 }), { status: 422 });
    await refusedUnchanged(gw, () => owner.call('GET', API.addNodesFee, { ...base, role: 'compute', count: 0 }), { status: 422 });
    await refusedUnchanged(gw, () => owner.call('GET', API.addNodesFee, { ...base, role: 'compute', count: 101 }), { status: 422 });
    await refusedUnchanged(gw, () => owner.op('getAddNodesFee', { ...base, role: 'compute', count: 1, cpu: 57 }), {
      status: 404,
      message: 'This compute node configuration is not on sale in the zone',
    });
    // Bare metal is sold to bare-metal (-BM) versions only.
    await refusedUnchanged(
      gw,
      () => owner.op('getAddNodesFee', { ...base, role: 'compute', count: 1, instance_class: 202, cpu: 64, memory: 262144 }),
      { status: 404 },
    );
  });

  it('prices a resize as the price difference of the role’s nodes, never below zero', async () => {
    const up = await owner.op('getResizeClusterFee', { cluster_id: SEED.clusters.ehpcStopped, role: 'login', cpu: 4, memory: 8192 });
    expect(up.status).toBe(200);
    expect(up.body.resize_fee).toEqual([{ duration: 1, price_diff: 120.96, currency: 'cny' }]);
    const down = await owner.op('getResizeClusterFee', { cluster_id: SEED.clusters.ehpcStopped, role: 'compute', cpu: 56, memory: 229376 });
    expect(down.body.resize_fee).toEqual([{ duration: 1, price_diff: 0, currency: 'cny' }]);
    const gpu = await owner.op('getResizeClusterFee', {
      cluster_id: SEED.clusters.ehpcActive,
      role: 'login',
      instance_class: 1,
      cpu: 4,
      memory: 16384,
    });
    expect(gpu.body.resize_fee).toEqual([{ duration: 0, price_diff: 0.12, currency: 'cny' }]);
  });

  it('refuses a resize fee for a role without nodes or with an invalid size', async () => {
    await refusedUnchanged(
      gw,
      () => owner.op('getResizeClusterFee', { cluster_id: SEED.clusters.ehpcStopped, role: 'controller', cpu: 4, memory: 8192 }),
      { status: 404, message: 'The cluster has no controller nodes' },
    );
    await refusedUnchanged(
      gw,
      () => owner.call('GET', API.resizeFee, { cluster_id: SEED.clusters.ehpcStopped, role: 'login', cpu: 0, memory: 8192 }),
      { status: 422 },
    );
  });
});
