/**
 * Creating clusters over HTTP: the EHPC and HPC forms, the engine's creation state machine, who may create
 * (sub-users, the sub-user creation flag, the open service) and every refusal changing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../seed/fixtures';
import type { RequestOf, Schema } from '../../http/handler-types';
import { startTestGateway, type TestClient, type TestGateway } from '../../test-support';
import { registerClusterIntegrations } from '../clusters/public';
import { API, ensureNasExports, expectFieldRule, operationOf, signIn, tick } from './test-support';
import { refusedUnchanged } from '../../testing/refusals';

let gw: TestGateway;
let owner: TestClient;
let sub: TestClient;
beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  await ensureNasExports(gw.gateway.db);
  [owner, sub] = await Promise.all([signIn(gw, 'usr-owner'), signIn(gw, 'usr-sub')]);
}, 120_000);
afterAll(() => gw?.close());

type Row = Record<string, unknown>;
type CreateRequest = RequestOf<'createCluster'>;
type EhpcRequest = Extract<CreateRequest, { cluster_type: 'ehpc' }>;
type HpcRequest = Extract<CreateRequest, { cluster_type: 'hpc' }>;
type NodeSpec = Schema<'NodeSpec'>;
const node = (
  instance_class: NodeSpec['instance_class'],
  cpu: number,
  memory: number,
  count: number,
  extra: Partial<NodeSpec> = {},
): NodeSpec => ({
  instance_class,
  cpu,
  memory,
  count,
  gpu: 0,
  ...extra,
});

function ehpcForm(name: string, extra: Partial<EhpcRequest> = {}): EhpcRequest {
  return {
    cluster_type: 'ehpc',
    cluster_name: name,
    description: 'GROMACS runs for the protein folding project',
    network_type: 'private',
    vxnet: 'vxnet-hpc01',
    nas_id: SEED.nas.spare,
    nas_path: '/share/md02',
    app_version: 'appv-ehpc241',
    software: ['hpcsw-gromacs23'],
    admin_password: 'Ehpc#Admin2026',
    deploy_mode: 1,
    scheduler_type: 'slurm',
    queue_name: 'md_queue',
    node_config: { controller: node(101, 4, 8192, 1), compute: node(101, 56, 229376, 2, { gpu: 0 }), login: node(101, 2, 4096, 1) },
    paid_type: 0,
    duration: 0,
    is_auto_renewal: 0,
    ...extra,
  };
}

const hpcForm = (name: string, extra: Partial<HpcRequest> = {}): HpcRequest => ({
  cluster_type: 'hpc',
  cluster_name: name,
  network_type: 'base',
  vxnet: 'vxnet-ks',
  nas_id: SEED.nas.spare,
  app_version: 'appv-hpc310',
  admin_password: 'Lab!Admin2026x',
  queue_type: 'qt-shared56',
  user_name: 'student02',
  password: 'Stud3nt@Pass01',
  paid_type: 0,
  ...extra,
});

async function clusterRow(id: string): Promise<Row> {
  return (await gw.gateway.db.query<Row>('SELECT * FROM clusters WHERE cluster_id = $1', [id]))[0];
}

async function nodesOf(client: TestClient, id: string): Promise<Schema<'node'>[]> {
  const answer = await client.op('listNodes', { cluster_id: id, limit: 100 });
  expect(answer.status).toBe(200);
  return answer.body.node_set;
}

describe('creating an EHPC cluster', () => {
  it('creates it pending, then the engine makes it active with its default queue, then its nodes healthy', async () => {
    const created = await owner.op(
      'createCluster',
      ehpcForm('分子动力学_MD02', { owner: 'usr-owner', user_id: 'usr-owner', zone: 'pek3' }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const clusterId = String(created.body.cluster_id);
    expect(clusterId).toMatch(/^ehpc-[a-z0-9]{8}$/);
    const listed = await owner.op('listClusters', { cluster_id: [clusterId] });
    expect(listed.body.cluster_set[0]).toMatchObject({
      status: 'pending',
      transition_status: 'creating',
      node_count: 4,
      core_count: 4 + 112 + 2,
      nas_id: SEED.nas.spare,
    });
    const pending = await nodesOf(owner, clusterId);
    expect(pending.map((n) => n.role).sort()).toEqual(['compute', 'compute', 'controller', 'login']);
    for (const n of pending) {
      expect(n).toMatchObject({ status: 'pending', health_status: 'fetching' });
      expect(String(n.private_ip)).toMatch(/^192\.168\.10\./);
    }
    expect((await operationOf(gw.gateway.db, String(created.body.job_id))).status).toBe('pending');

    await tick(gw);
    expect(await clusterRow(clusterId)).toMatchObject({ status: 'active', transition_status: '' });
    const up = await nodesOf(owner, clusterId);
    for (const n of up) expect(n).toMatchObject({ status: 'active', health_status: 'fetching', instance_id: expect.stringMatching(/^i-/) });
    const queues = await gw.gateway.db.query<Row>(
      'SELECT hpcqueue_id, queue_name, is_default, status, category FROM queues WHERE cluster_id = $1',
      [clusterId],
    );
    expect(queues).toEqual([expect.objectContaining({ queue_name: 'md_queue', is_default: 1, status: 'active', category: 'dedicated' })]);
    const members = await gw.gateway.db.query<{ node_id: string }>(
      'SELECT node_id FROM queue_nodes WHERE hpcqueue_id = $1 ORDER BY node_id',
      [queues[0].hpcqueue_id],
    );
    expect(members.map((m) => m.node_id)).toEqual(
      up
        .filter((n) => n.role === 'compute')
        .map((n) => String(n.node_id))
        .sort(),
    );

    await tick(gw);
    for (const n of await nodesOf(owner, clusterId)) expect(n.health_status).toBe('healthy');
    const op = await operationOf(gw.gateway.db, String(created.body.job_id));
    expect(op).toMatchObject({ status: 'successful', action: 'cluster/createCluster', resource_ids: [clusterId] });
    expect(new Date(op.status_time).getTime()).toBeGreaterThanOrEqual(new Date(op.create_time).getTime());
  });

  it('creates a streamline bare-metal cluster without a controller, Reserved for a month', async () => {
    const form = ehpcForm('bm_streamline', {
      deploy_mode: 2,
      app_version: 'appv-ehpc241bm',
      paid_type: 1,
      duration: 1,
      is_auto_renewal: 1,
      node_config: { compute: node(202, 64, 262144, 1), login: node(1, 2, 4096, 1, { private_ips: ['192.168.10.201'] }) },
    });
    const created = await owner.op('createCluster', form);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const nodes = await nodesOf(owner, String(created.body.cluster_id));
    expect(nodes.map((n) => `${n.role}/${n.node_type}`).sort()).toEqual(['compute/bare_metal', 'login/vm']);
    expect(nodes.find((n) => n.role === 'login')!.private_ip).toBe('192.168.10.201');
    const row = await clusterRow(String(created.body.cluster_id));
    expect(row).toMatchObject({ paid_type: 1, duration: 1, deploy_mode: 2 });
    expect(row.expire_time).not.toBeNull();
  });
});

describe('creating an HPC cluster', () => {
  it('creates its controller, login node and shared compute in the shared default queue', async () => {
    const created = await owner.op('createCluster', hpcForm('hpc_course'));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const clusterId = String(created.body.cluster_id);
    expect(clusterId).toMatch(/^hpc-/);
    await tick(gw);
    const nodes = await nodesOf(owner, clusterId);
    expect(nodes.map((n) => n.role).sort()).toEqual(['compute', 'compute', 'controller', 'login']);
    expect(nodes.find((n) => n.role === 'login')).toMatchObject({ node_type: 'vm', cpu: 2, memory: 4096 });
    expect(nodes.find((n) => n.role === 'compute')).toMatchObject({ cpu: 56, queue_info: [{ queue_name: 'normal' }] });
    const [queue] = await gw.gateway.db.query<Row>('SELECT category, queue_type, is_default FROM queues WHERE cluster_id = $1', [
      clusterId,
    ]);
    expect(queue).toEqual({ category: 'shared', queue_type: 'qt-shared56', is_default: 1 });
    expect(await clusterRow(clusterId)).toMatchObject({ status: 'active', version: '3.1.0', network_type: 'base' });
  });
});

describe('who may create clusters', () => {
  const setFlag = (on: boolean) =>
    gw.gateway.db.query(
      "UPDATE config_entries SET value = jsonb_set(value, '{features,subuser_cluster_creation}', $1::jsonb) WHERE namespace = 'default' AND key = 'hpc-config'",
      [JSON.stringify(on)],
    );

  it('refuses a sub-user (403) unless the sub-user creation flag is on and its service is open', async () => {
    await refusedUnchanged(gw, () => sub.op('createCluster', ehpcForm('sub_lab')), {
      status: 403,
      message: 'Sub-users cannot create clusters, use a shared cluster',
    });
    await setFlag(true);
    try {
      await refusedUnchanged(gw, () => sub.op('createCluster', ehpcForm('sub_lab')), {
        status: 403,
        message: 'Open the HPC service in pek3 first',
      });
      // A sub-account's permission is opened by its main account (ADR 0042).
      const opened = await owner.op('enableSubUserPermission', { zone: 'pek3', sub_user_id: 'usr-sub' });
      expect(opened.status).toBe(200);
      const created = await sub.op('createCluster', ehpcForm('sub_lab'));
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(await clusterRow(String(created.body.cluster_id))).toMatchObject({ owner: 'usr-owner', created_by: 'usr-sub' });
    } finally {
      await setFlag(false);
    }
  });

  it('refuses an EHPC cluster in a zone that offers HPC only, and another user’s identity', async () => {
    await refusedUnchanged(gw, () => owner.op('createCluster', ehpcForm('sh_ehpc', { zone: 'sh1a' })), {
      status: 409,
      message: 'The zone sh1a does not offer EHPC clusters',
    });
    await refusedUnchanged(gw, () => owner.op('createCluster', ehpcForm('claims', { owner: 'usr-admin' })), { status: 403 });
  });
});

describe('refused creations change nothing', () => {
  const compute = (extra: Partial<NodeSpec>) => ({
    controller: node(101, 4, 8192, 1),
    login: node(101, 2, 4096, 1),
    compute: node(101, 56, 229376, 2, extra),
  });

  it.each([
    [
      'an unknown version',
      ehpcForm('v_unknown', { app_version: 'appv-ehpc999' }),
      404,
      'The cluster version appv-ehpc999 is not available',
      undefined,
    ],
    ['an HPC version for an EHPC cluster', ehpcForm('v_wrong', { app_version: 'appv-hpc310' }), 404, undefined, undefined],
    ['a suspended version', ehpcForm('v_old', { app_version: 'appv-ehpc220' }), 404, undefined, undefined],
    [
      'an unknown NAS export',
      ehpcForm('nas_unknown', { nas_id: 'nas-0000beef' }),
      404,
      'The NAS mount point nas-0000beef does not exist or is not available',
      undefined,
    ],
    [
      'an unknown network',
      ehpcForm('net_unknown', { vxnet: 'vxnet-nope99' }),
      404,
      'The VPC network vxnet-nope99 does not exist or cannot be used',
      undefined,
    ],
    ['a name already used', ehpcForm('气象模拟_A'), 409, 'A cluster named 气象模拟_A already exists', [['cluster_name'], 'unique']],
    [
      'compute nodes not on sale',
      ehpcForm('cpu_57', { node_config: compute({ cpu: 57 }) }),
      404,
      'This compute node configuration is not on sale in the zone',
      undefined,
    ],
    [
      'bare metal on a VM version',
      ehpcForm('bm_vm', { node_config: { ...compute({}), compute: node(202, 64, 262144, 1) } }),
      404,
      undefined,
      undefined,
    ],
    [
      'five login nodes',
      ehpcForm('login_5', { node_config: { ...compute({}), login: node(101, 2, 4096, 5) } }),
      409,
      'The number of login nodes must stay within [1~4]',
      [['node_config', 'login', 'count'], 'range'],
    ],
    [
      'five HPC login nodes',
      hpcForm('hpc_login_5', { login_node: node(0, 2, 4096, 5) }),
      409,
      'The number of login nodes must stay within [1~4]',
      [['login_node', 'count'], 'range'],
    ],
    [
      'private IPs fewer than nodes',
      ehpcForm('ips_few', { node_config: compute({ private_ips: ['192.168.10.150'] }) }),
      409,
      'Give one private IP per node (2 in all)',
      [['node_config', 'compute', 'private_ips'], 'count'],
    ],
    [
      'a private IP outside the network',
      ehpcForm('ips_out', { node_config: compute({ private_ips: ['10.0.0.5', '192.168.10.151'] }) }),
      409,
      'The IP 10.0.0.5 is outside the network 192.168.10.0/24 or already in use',
      [['node_config', 'compute', 'private_ips'], 'network'],
    ],
    [
      'a private IP in use',
      ehpcForm('ips_used', { node_config: compute({ private_ips: ['192.168.10.2', '192.168.10.152'] }) }),
      409,
      'The IP 192.168.10.2 is outside the network 192.168.10.0/24 or already in use',
      [['node_config', 'compute', 'private_ips'], 'network'],
    ],
  ] satisfies [string, CreateRequest, number, string | undefined, [string[], string] | undefined][])(
    'refuses %s',
    async (_what, form, status, message, rule) => {
      const answer = await refusedUnchanged(gw, () => owner.op('createCluster', form), { status: status, message: message });
      // A rule on one field names it (ADR 0001 amendment 1), so the creation form shows the message next to it.
      if (rule) expectFieldRule(answer, ['body', ...rule[0]], rule[1], message);
    },
  );

  // Bad on purpose: the contract's checks refuse these before any rule (422), so they go out untyped.
  it.each([
    ['a weak password', ehpcForm('weak_pw', { admin_password: 'password' })],
    ['a controller in streamline mode', ehpcForm('streamline', { deploy_mode: 2 })],
    ['a Reserved cluster without duration', ehpcForm('reserved', { paid_type: 1, duration: 0 })],
    ['the base network vxnet-0', ehpcForm('vxnet0', { vxnet: 'vxnet-0' })],
  ] satisfies [string, CreateRequest][])('refuses %s (422)', async (_what, form) => {
    await refusedUnchanged(gw, () => owner.call('POST', API.create, form), { status: 422 });
  });

  it('refuses with "Lack of balance" when the account cannot pay', async () => {
    const restore = registerClusterIntegrations({ canPay: async () => false });
    try {
      const answer = await refusedUnchanged(gw, () => owner.op('createCluster', ehpcForm('no_money')), {
        status: 409,
        message: 'Lack of balance',
      });
      expect(answer.body.ret_code).toBe(2500);
    } finally {
      restore();
    }
  });

  it('answers refusals in Chinese by default', async () => {
    const zh = await signIn(gw, 'usr-owner', 'zh-cn');
    const taken = await refusedUnchanged(gw, () => zh.op('createCluster', ehpcForm('气象模拟_A')), {
      status: 409,
      message: '已存在名为 气象模拟_A 的集群',
    });
    expectFieldRule(taken, ['body', 'cluster_name'], 'unique', '已存在名为 气象模拟_A 的集群');
    const ips = await refusedUnchanged(
      gw,
      () => zh.op('createCluster', ehpcForm('ips_zh', { node_config: compute({ private_ips: ['192.168.10.150'] }) })),
      { status: 409 },
    );
    expectFieldRule(ips, ['body', 'node_config', 'compute', 'private_ips'], 'count', '请为每个节点指定一个私有 IP（共 2 个）');
  });
});

describe('a repeated creation (request_token)', () => {
  const clustersNamed = async (name: string) =>
    gw.gateway.db.query<Row>('SELECT cluster_id FROM clusters WHERE owner = $1 AND cluster_name = $2', ['usr-owner', name]);

  it('answers the same cluster for the same token, sent twice at once or again later, and creates it once', async () => {
    const unique = await owner.op('getGlobalUniqueId', {});
    expect(unique.status).toBe(200);
    const token = String(unique.body.uuid);
    const form = ehpcForm('token_once', { request_token: token });
    const [first, second] = await Promise.all([owner.op('createCluster', form), owner.op('createCluster', form)]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body).toMatchObject({ job_id: first.body.job_id, cluster_id: first.body.cluster_id });
    // A retry after a lost answer, once the cluster's name is taken by that very creation.
    const retry = await owner.op('createCluster', form);
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.body).toMatchObject({ job_id: first.body.job_id, cluster_id: first.body.cluster_id });
    expect(await clustersNamed('token_once')).toEqual([{ cluster_id: first.body.cluster_id }]);
    const operations = await gw.gateway.db.query('SELECT 1 FROM operations WHERE action = $1 AND $2 = ANY(resource_ids)', [
      'cluster/createCluster',
      first.body.cluster_id,
    ]);
    expect(operations).toHaveLength(1);
  });

  it('creates again for a new token, and keeps a refused creation’s token free', async () => {
    const token = '0b7c6a52-3d1e-4f9a-8c21-5e6f7a8b9c0d';
    // Refused (name taken): nothing is kept, the same token creates once the request is right.
    await refusedUnchanged(gw, () => owner.op('createCluster', ehpcForm('token_once', { request_token: token })), {
      status: 409,
      message: 'A cluster named token_once already exists',
    });
    const created = await owner.op('createCluster', ehpcForm('token_two', { request_token: token }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(await clustersNamed('token_two')).toHaveLength(1);
    await refusedUnchanged(gw, () => owner.call('POST', API.create, ehpcForm('token_bad', { request_token: 'not-a-uuid' })), {
      status: 422,
    });
  });
});
