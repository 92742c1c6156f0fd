/**
 * The nodes of a cluster over HTTP: rename, add (fee, queue, private IPs), delete, restart and the EIP of a
 * login node, with the engine driving each change and every refusal changing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../seed/fixtures';
import type { RequestOf, Schema } from '../../http/handler-types';
import { startTestGateway, type TestClient, type TestGateway } from '../../test-support';
import { registerClusterIntegrations } from '../clusters/public';
import { SEED_NODES } from './seed-data';
import { API, expectFieldRule, operationOf, signIn, tick } from './test-support';
import { refusedUnchanged } from '../../testing/refusals';

let gw: TestGateway;
let owner: TestClient;
let sub: TestClient;
beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  [owner, sub] = await Promise.all([signIn(gw, 'usr-owner'), signIn(gw, 'usr-sub')]);
}, 120_000);
afterAll(() => gw?.close());

type Row = Record<string, unknown>;
const cluster = SEED.clusters.ehpcActive;
const A = SEED_NODES.ehpcActive;
const C56: Pick<Schema<'NodeSpec'>, 'instance_class' | 'cpu' | 'memory' | 'gpu'> = { instance_class: 101, cpu: 56, memory: 229376, gpu: 0 };

async function node(id: string): Promise<Row> {
  const answer = await owner.op('listNodes', { cluster_id: cluster, node_ids: [id] });
  expect(answer.status).toBe(200);
  return answer.body.node_set[0];
}
async function jobOk(answer: { status: number; body: Row }): Promise<string> {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.job_id);
}

describe('modifyClusterNode', () => {
  it('renames a node and changes its description at once, recording the change', async () => {
    const answer = await owner.op('modifyClusterNode', {
      cluster_id: cluster,
      node_id: A.compute[0],
      name: '计算节点_fluent-01',
      description: 'Fluent 大算例专用',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.node_id).toBe(A.compute[0]);
    expect(await node(A.compute[0])).toMatchObject({
      name: '计算节点_fluent-01',
      description: 'Fluent 大算例专用',
      hostname: 'compute001',
    });
    const [op] = await gw.gateway.db.query<{ job_id: string }>(
      "SELECT job_id FROM operations WHERE action = 'cluster/modifyClusterNode' AND $1 = ANY(resource_ids)",
      [A.compute[0]],
    );
    await tick(gw);
    expect((await operationOf(gw.gateway.db, op.job_id)).status).toBe('successful');
  });

  it('refuses a node of another cluster, a read-only member and an empty or invalid change', async () => {
    const other = SEED_NODES.hpcActive.controller;
    await refusedUnchanged(gw, () => owner.op('modifyClusterNode', { cluster_id: cluster, node_id: other, name: 'x' }), {
      status: 404,
      message: `The node ${other} is not in the cluster`,
    });
    await refusedUnchanged(gw, () => sub.op('modifyClusterNode', { cluster_id: cluster, node_id: A.compute[1], name: 'mine' }), {
      status: 403,
    });
    await refusedUnchanged(gw, () => owner.call('POST', API.modifyNode, { cluster_id: cluster, node_id: A.compute[1] }), { status: 422 });
    await refusedUnchanged(
      gw,
      () => owner.op('modifyClusterNode', { cluster_id: cluster, node_id: A.compute[1], name: ' leading space' }),
      { status: 422 },
    );
  });
});

describe('addNodes', () => {
  let added: string[] = [];

  it('adds compute nodes to the default queue: pending, then active, then healthy', async () => {
    const fee = await owner.op('getAddNodesFee', { cluster_id: cluster, role: 'compute', count: 2, ...C56 });
    expect(fee.body.resize_fee[0]).toMatchObject({ duration: 0, price_diff: 13.44 });
    const answer = await owner.op('addNodes', { cluster_id: cluster, role: 'compute', count: 2, ...C56 });
    const jobId = await jobOk(answer);
    added = answer.body.node_ids;
    expect(added).toHaveLength(2);
    for (const id of added) {
      const n = await node(id);
      expect(n).toMatchObject({
        status: 'pending',
        transition_status: 'creating',
        health_status: 'fetching',
        queue_info: [{ hpcqueue_id: SEED.queues.ehpcNormal, queue_name: 'normal' }],
      });
      expect(n).not.toHaveProperty('instance_id');
    }
    // New host names continue the cluster's numbering (the queues domain's auto-scale may have added nodes too).
    const hostnames = await gw.gateway.db.query<{ hostname: string }>(
      'SELECT hostname FROM cluster_nodes WHERE cluster_id = $1 AND NOT (node_id = ANY($2))',
      [cluster, added],
    );
    for (const id of added) {
      const hostname = String((await node(id)).hostname);
      expect(hostname).toMatch(/^compute\d{3}$/);
      expect(hostnames.map((h) => h.hostname)).not.toContain(hostname);
    }
    await tick(gw);
    expect(await node(added[0])).toMatchObject({ status: 'active', transition_status: '', health_status: 'fetching' });
    await tick(gw);
    expect(await node(added[1])).toMatchObject({ status: 'active', health_status: 'healthy' });
    expect((await operationOf(gw.gateway.db, jobId)).status).toBe('successful');
  });

  it('adds GPU nodes to a chosen queue and a login node with a fixed private IP', async () => {
    const gpu = await owner.op('addNodes', {
      cluster_id: cluster,
      role: 'compute',
      count: 1,
      instance_class: 201,
      cpu: 32,
      memory: 131072,
      gpu: 2,
      hpcqueue_id: SEED.queues.ehpcGpu,
    });
    await jobOk(gpu);
    expect(await node(gpu.body.node_ids[0])).toMatchObject({ node_type: 'gpu', queue_info: [{ hpcqueue_id: SEED.queues.ehpcGpu }] });
    const login = await owner.op('addNodes', {
      cluster_id: cluster,
      role: 'login',
      count: 1,
      instance_class: 101,
      cpu: 2,
      memory: 4096,
      gpu: 0,
      private_ips: ['192.168.10.240'],
    });
    await jobOk(login);
    expect(await node(login.body.node_ids[0])).toMatchObject({ role: 'login', private_ip: '192.168.10.240', queue_info: [] });
    await tick(gw, 2);
  });

  const refusals: [string, RequestOf<'addNodes'>, number, string | undefined, [string, string]?][] = [
    [
      'a cluster that is not active',
      { cluster_id: SEED.clusters.ehpcStopped, role: 'login', count: 1, instance_class: 101, cpu: 2, memory: 4096, gpu: 0 },
      409,
      'The cluster “cfd_solver” is not active',
    ],
    [
      'a queue of another cluster',
      { cluster_id: cluster, role: 'compute', count: 1, ...C56, hpcqueue_id: SEED.queues.hpcShared },
      404,
      `The queue ${SEED.queues.hpcShared} is not a queue of the cluster`,
    ],
    [
      'fewer private IPs than nodes',
      { cluster_id: cluster, role: 'compute', count: 2, ...C56, private_ips: ['192.168.10.90'] },
      409,
      'Give one private IP per node (2 in all)',
      ['private_ips', 'count'],
    ],
    [
      'a private IP in use',
      { cluster_id: cluster, role: 'compute', count: 1, ...C56, private_ips: ['192.168.10.2'] },
      409,
      'The IP 192.168.10.2 is outside the network 192.168.10.0/24 or already in use',
      ['private_ips', 'network'],
    ],
    [
      'a private IP outside the network',
      { cluster_id: cluster, role: 'compute', count: 1, ...C56, private_ips: ['192.168.11.9'] },
      409,
      'The IP 192.168.11.9 is outside the network 192.168.10.0/24 or already in use',
      ['private_ips', 'network'],
    ],
    [
      'login nodes past the range',
      { cluster_id: cluster, role: 'login', count: 3, instance_class: 101, cpu: 2, memory: 4096, gpu: 0 },
      409,
      'Adding 3 login nodes would make 5, more than the 4 a cluster may have (2 now: at most 2 more)',
      ['count', 'range'],
    ],
    [
      'a configuration not on sale',
      { cluster_id: cluster, role: 'compute', count: 1, ...C56, memory: 100000 },
      404,
      'This compute node configuration is not on sale in the zone',
    ],
    ['compute nodes on an HPC cluster', { cluster_id: SEED.clusters.hpcActive, role: 'compute', count: 1, ...C56 }, 404, undefined],
  ];
  it.each(refusals)('refuses %s', async (_what, body, status, message, rule) => {
    const answer = await refusedUnchanged(gw, () => owner.op('addNodes', body), { status: status, message: message });
    if (rule) expectFieldRule(answer, ['body', rule[0]], rule[1], message);
  });

  // Bad on purpose: the contract's checks refuse these before any rule (422), so they go out untyped.
  it.each([
    ['the controller role', { cluster_id: cluster, role: 'controller', count: 1, instance_class: 101, cpu: 4, memory: 8192 }],
    [
      'a queue for login nodes',
      { cluster_id: cluster, role: 'login', count: 1, instance_class: 101, cpu: 2, memory: 4096, hpcqueue_id: SEED.queues.ehpcNormal },
    ],
    ['no node', { cluster_id: cluster, role: 'compute', count: 0, ...C56 }],
  ] satisfies [string, Record<string, unknown>][])('refuses %s (422)', async (_what, body) => {
    await refusedUnchanged(gw, () => owner.call('POST', API.addNodes, body), { status: 422 });
  });

  it('refuses a count past the range on the count field in Chinese too', async () => {
    const zh = await signIn(gw, 'usr-owner', 'zh-cn');
    const answer = await refusedUnchanged(
      gw,
      () => zh.op('addNodes', { cluster_id: cluster, role: 'login', count: 3, instance_class: 101, cpu: 2, memory: 4096, gpu: 0 }),
      { status: 409 },
    );
    expectFieldRule(
      answer,
      ['body', 'count'],
      'range',
      '添加 3 个登录节点后集群将有 5 个登录节点，超过上限 4 个（现有 2 个，最多还能添加 2 个）',
    );
  });

  it('names the total after the change when compute nodes would pass 100, not the range of one request', async () => {
    const [{ n: current }] = await gw.gateway.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM cluster_nodes WHERE cluster_id = $1 AND role = 'compute' AND status NOT IN ('deleted', 'ceased')",
      [cluster],
    );
    const count = 101 - current;
    const zh = await signIn(gw, 'usr-owner', 'zh-cn');
    const answer = await refusedUnchanged(gw, () => zh.op('addNodes', { cluster_id: cluster, role: 'compute', count, ...C56 }), {
      status: 409,
    });
    expectFieldRule(
      answer,
      ['body', 'count'],
      'range',
      `添加 ${count} 个计算节点后集群将有 101 个计算节点，超过上限 100 个（现有 ${current} 个，最多还能添加 ${100 - current} 个）`,
    );
  });

  it('refuses a read-only member and an addition the account cannot pay for', async () => {
    await refusedUnchanged(gw, () => sub.op('addNodes', { cluster_id: cluster, role: 'compute', count: 1, ...C56 }), { status: 403 });
    const restore = registerClusterIntegrations({ canPay: async () => false });
    try {
      await refusedUnchanged(gw, () => owner.op('addNodes', { cluster_id: cluster, role: 'compute', count: 1, ...C56 }), {
        status: 409,
        message: 'Lack of balance',
      });
    } finally {
      restore();
    }
  });

  describe('deleteNodes', () => {
    it('deletes compute nodes: deleting, then deleted and out of their queue', async () => {
      const jobId = await jobOk(await owner.op('deleteNodes', { cluster_id: cluster, node_ids: added }));
      expect(await node(added[0])).toMatchObject({ transition_status: 'deleting' });
      await refusedUnchanged(gw, () => owner.op('deleteNodes', { cluster_id: cluster, node_ids: [added[0]] }), {
        status: 409,
        message: `The node ${added[0]} is busy (deleting)`,
      });
      await tick(gw);
      for (const id of added) expect(await node(id)).toMatchObject({ status: 'deleted', transition_status: '', queue_info: [] });
      expect(await gw.gateway.db.query('SELECT 1 FROM queue_nodes WHERE node_id = ANY($1)', [added])).toEqual([]);
      expect((await operationOf(gw.gateway.db, jobId)).status).toBe('successful');
      const live = await owner.op('listNodes', { cluster_id: cluster, status: ['active', 'stopped', 'pending'], role: 'compute' });
      expect(live.body.node_set.map((n) => n.node_id)).not.toContain(added[0]);
    });

    it('refuses the controller, the last compute node, a node of another cluster and a read-only member', async () => {
      await refusedUnchanged(gw, () => owner.op('deleteNodes', { cluster_id: cluster, node_ids: [A.controller] }), {
        status: 409,
        message: 'The controller node cannot be deleted',
      });
      const hpc = SEED_NODES.hpcActive;
      await refusedUnchanged(gw, () => owner.op('deleteNodes', { cluster_id: SEED.clusters.hpcActive, node_ids: [...hpc.compute] }), {
        status: 409,
        message: 'The last compute node of the cluster cannot be deleted',
      });
      await refusedUnchanged(gw, () => owner.op('deleteNodes', { cluster_id: cluster, node_ids: [hpc.compute[0]] }), { status: 404 });
      await refusedUnchanged(gw, () => owner.op('deleteNodes', { cluster_id: cluster, node_ids: [added[0]] }), { status: 404 });
      await refusedUnchanged(gw, () => sub.op('deleteNodes', { cluster_id: cluster, node_ids: [A.compute[3]] }), { status: 403 });
      await refusedUnchanged(gw, () => owner.call('POST', API.deleteNodes, { cluster_id: cluster, node_ids: [] }), { status: 422 });
    });
  });
});

describe('restartNodes', () => {
  it('restarts a node: its running jobs are requeued, it comes back active, then healthy', async () => {
    const target = A.compute[1];
    await gw.gateway.db.query(
      `INSERT INTO jobs (hpcjob_uuid, cluster_id, hpcqueue_id, owner, user_id, name, job_status, cores, submit_type, started_time, run_time)
       SELECT 'hpcjob-restart01', $1, hpcqueue_id, 'usr-owner', 'usr-owner', 'md_run', 'running', 8, 'command', now() - interval '1 hour', 3600 FROM queues WHERE cluster_id = $1 AND is_default = 1 AND status <> 'deleted' LIMIT 1`,
      [cluster],
    );
    await gw.gateway.db.query(
      "INSERT INTO job_nodes (hpcjob_uuid, node_id, hostname, cores) VALUES ('hpcjob-restart01', $1, 'compute002', 8)",
      [target],
    );
    const jobId = await jobOk(await owner.op('restartNodes', { cluster_id: cluster, node_ids: [target] }));
    expect(await node(target)).toMatchObject({ status: 'active', transition_status: 'restarting', health_status: 'fetching' });
    await refusedUnchanged(gw, () => owner.op('restartNodes', { cluster_id: cluster, node_ids: [target] }), {
      status: 409,
      message: `The node ${target} is not active`,
    });
    await tick(gw);
    // Requeued: its run starts again from nothing (the scheduler may take it at once, on another node).
    const [job] = await gw.gateway.db.query<Row>(
      "SELECT job_status, run_time, started_time IS NULL OR started_time > now() - interval '10 minutes' AS anew FROM jobs WHERE hpcjob_uuid = 'hpcjob-restart01'",
    );
    expect(job).toMatchObject({ run_time: 0, anew: true });
    expect(await gw.gateway.db.query("SELECT 1 FROM job_nodes WHERE hpcjob_uuid = 'hpcjob-restart01' AND node_id = $1", [target])).toEqual(
      [],
    );
    await tick(gw);
    expect(await node(target)).toMatchObject({ transition_status: '', health_status: 'fetching' });
    await tick(gw);
    expect(await node(target)).toMatchObject({ health_status: 'healthy' });
    expect((await operationOf(gw.gateway.db, jobId)).status).toBe('successful');
    // The requeued job is the scheduler's again: it runs anew.
    await expect
      .poll(
        async () => {
          await tick(gw);
          return (
            await gw.gateway.db.query<Row>(
              "SELECT job_status, started_time > now() - interval '10 minutes' AS anew FROM jobs WHERE hpcjob_uuid = 'hpcjob-restart01'",
            )
          )[0];
        },
        { timeout: 20_000 },
      )
      .toMatchObject({ job_status: 'running', anew: true });
  });

  it('refuses a cluster that is not active, an unknown node and a read-only member', async () => {
    const stopped = SEED_NODES.ehpcStopped.login;
    await refusedUnchanged(gw, () => owner.op('restartNodes', { cluster_id: SEED.clusters.ehpcStopped, node_ids: [stopped] }), {
      status: 409,
    });
    await refusedUnchanged(gw, () => owner.op('restartNodes', { cluster_id: cluster, node_ids: ['cln-unknown01'] }), {
      status: 404,
      message: 'The node cln-unknown01 is not in the cluster',
    });
    await refusedUnchanged(gw, () => sub.op('restartNodes', { cluster_id: cluster, node_ids: [A.compute[2]] }), { status: 403 });
    await refusedUnchanged(gw, () => owner.call('POST', API.restartNodes, { cluster_id: cluster, node_ids: ['node-1'] }), { status: 422 });
  });
});

describe('login node EIPs', () => {
  const hpcLogin = SEED_NODES.hpcActive.login[0];

  it('refuses a node that is not a login node, a login node with an EIP, and an EIP another node holds', async () => {
    const [eip] = await availableEips();
    await refusedUnchanged(
      gw,
      () => owner.op('associateLoginNodeEip', { cluster_id: cluster, node_id: A.compute[2], eip_id: eip.eip_id }),
      { status: 409, message: `Only login nodes have an EIP: ${A.compute[2]}` },
    );
    await refusedUnchanged(gw, () => owner.op('associateLoginNodeEip', { cluster_id: cluster, node_id: A.login, eip_id: eip.eip_id }), {
      status: 409,
      message: `The login node ${A.login} already has an EIP`,
    });
    await refusedUnchanged(
      gw,
      () => owner.op('associateLoginNodeEip', { cluster_id: SEED.clusters.hpcActive, node_id: hpcLogin, eip_id: 'eip-3h8d1q5w' }),
      { status: 409, message: 'The EIP eip-3h8d1q5w is not available' },
    );
    await refusedUnchanged(
      gw,
      () => owner.op('associateLoginNodeEip', { cluster_id: SEED.clusters.hpcActive, node_id: hpcLogin, eip_id: 'eip-zzzz9999' }),
      { status: 409 },
    );
    await refusedUnchanged(gw, () => owner.op('dissociateLoginNodeEip', { cluster_id: cluster, node_id: A.compute[2] }), { status: 409 });
    await refusedUnchanged(gw, () => sub.op('dissociateLoginNodeEip', { cluster_id: cluster, node_id: A.login }), { status: 403 });
    await refusedUnchanged(gw, () => owner.call('POST', API.associateEip, { cluster_id: cluster, node_id: A.login }), { status: 422 });
  });

  it('binds an available EIP to a login node asynchronously, with the network’s address', async () => {
    const [eip] = await availableEips();
    await jobOk(await owner.op('associateLoginNodeEip', { cluster_id: SEED.clusters.hpcActive, node_id: hpcLogin, eip_id: eip.eip_id }));
    const listed = async () => (await owner.op('listNodes', { cluster_id: SEED.clusters.hpcActive, node_ids: [hpcLogin] })).body.node_set;
    expect((await listed())[0]).toMatchObject({ transition_status: 'associating', eip: null });
    expect((await availableEips()).map((e) => e.eip_id)).not.toContain(eip.eip_id);
    await tick(gw);
    expect((await listed())[0]).toMatchObject({ transition_status: '', eip: { eip_id: eip.eip_id, eip_addr: eip.eip_addr } });
    await refusedUnchanged(gw, () => owner.op('associateLoginNodeEip', { cluster_id: cluster, node_id: A.login, eip_id: eip.eip_id }), {
      status: 409,
    });
  });

  it('unbinds the EIP of a login node: it becomes available again', async () => {
    await jobOk(await owner.op('dissociateLoginNodeEip', { cluster_id: cluster, node_id: A.login }));
    expect(await node(A.login)).toMatchObject({ transition_status: 'dissociating' });
    await tick(gw);
    expect(await node(A.login)).toMatchObject({ transition_status: '', eip: null });
    expect((await availableEips()).map((e) => e.eip_id)).toContain('eip-3h8d1q5w');
    await refusedUnchanged(gw, () => owner.op('dissociateLoginNodeEip', { cluster_id: cluster, node_id: A.login }), {
      status: 409,
      message: `The node ${A.login} is not a login node or has no EIP`,
    });
  });
});

async function availableEips(): Promise<{ eip_id: string; eip_addr: string }[]> {
  const answer = await owner.op('describeEips', { zone: 'pek3', status: ['available'], limit: 100 });
  expect(answer.status).toBe(200);
  const eips = answer.body.eip_set;
  expect(eips.length).toBeGreaterThan(0);
  return eips;
}
