import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../seed/fixtures';
import { seedQueues, SEED_STRATEGIES } from './seed';
import type { OperationId, RequestOf } from '../../http/handler-types';
import { startTestGateway, type TestClient, type TestGateway } from '../../test-support';
import { insertCluster, insertNodes, insertQueue, operation, settle, shareCluster, signIn, snapshot } from './test-support';

let gw: TestGateway;
let owner: TestClient;
let cluster: string;
let normal: string;
let gpu: string;

beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  owner = await signIn(gw);
  cluster = await insertCluster(gw.gateway.db);
  const nodes = await insertNodes(gw.gateway.db, cluster, 2);
  normal = await insertQueue(gw.gateway.db, cluster, { name: 'normal', isDefault: 1, nodeIds: nodes });
  gpu = await insertQueue(gw.gateway.db, cluster, { name: 'wrf_gpu', nodeIds: [nodes[1]] });
}, 90_000);
afterAll(() => gw?.close());

const post = <Id extends OperationId>(id: Id, request: RequestOf<Id>, client = owner) => client.op(id, request);
const list = (query: Partial<RequestOf<'listStrategies'>> = {}) => owner.op('listStrategies', { cluster_id: cluster, ...query });
const expandForm = {
  op_type: 'expand',
  queued_cores: 112,
  node_step: 2,
  max_nodes: 16,
  check_frequency: 5,
  op_is_enabled: 1,
  run_now: 0,
} as const;
const shrinkForm = { op_type: 'shrink', reserved_idle_nodes: 1, node_step: 1, check_frequency: 30, op_is_enabled: 1, run_now: 0 } as const;

async function expectRefused<A extends { status: number; body: { ret_code?: number; message?: string } }>(
  call: Promise<A>,
  status: number,
  message?: string,
): Promise<A> {
  const before = await snapshot(gw.gateway.db, cluster);
  const answer = await call;
  expect(answer.status).toBe(status);
  expect(answer.body.ret_code).not.toBe(0);
  if (message) expect(answer.body.message).toBe(message);
  expect(await snapshot(gw.gateway.db, cluster)).toEqual(before);
  return answer;
}

/** node_step over max_nodes is a rule on the node_step field (409, ret_code 1100), in the request's language. */
function expectStepRule(answer: { body: object }, message: string) {
  expect(answer.body).toMatchObject({
    ret_code: 1100,
    message,
    validation: [{ location: ['body', 'node_step'], message, code: 'max_nodes' }],
  });
}

describe('auto-scale policies', () => {
  let expandId: string;
  let shrinkId: string;

  it('adds an expand policy Enabling, Running once its operation ran', async () => {
    const answer = await post('addStrategy', { cluster_id: cluster, queue_id: normal, ...expandForm });
    expect(answer.status).toBe(200);
    expandId = answer.body.strategy_id;
    expect(await operation(gw.gateway.db, answer.body.job_id)).toMatchObject({
      action: 'queue/ehpc/addStrategy',
      resource_ids: [expandId],
    });
    expect((await list()).body.ehpc_queue_strategy_set).toEqual([
      expect.objectContaining({ strategy_id: expandId, op_status: 'Enabling', queue_name: 'normal', last_exec_time: null }),
    ]);
    await settle(gw);
    expect((await list()).body.ehpc_queue_strategy_set).toEqual([
      expect.objectContaining({ strategy_id: expandId, op_status: 'Running', max_nodes: 16 }),
    ]);
    const shrink = await post('addStrategy', { cluster_id: cluster, queue_id: normal, ...shrinkForm, op_is_enabled: 0 });
    shrinkId = shrink.body.strategy_id;
    const both = await list();
    expect(both.body.total_count).toBe(2);
    expect(both.body.ehpc_queue_strategy_set[0]).toMatchObject({ strategy_id: shrinkId, op_status: 'Disabled', reserved_idle_nodes: 1 });
    expect(both.body.ehpc_queue_strategy_set[0]).not.toHaveProperty('max_nodes');
  });

  it('refuses a second policy of a type, node_step over max_nodes, another cluster’s queue, a mixed form, a sub-user and a read-only member', async () => {
    const twin = await expectRefused(
      post('addStrategy', { cluster_id: cluster, queue_id: normal, ...expandForm }),
      409,
      'A queue may have only one policy of each type',
    );
    expect(twin.body).toMatchObject({
      ret_code: 1100,
      validation: [{ location: ['body', 'queue_id'], message: 'A queue may have only one policy of each type', code: 'one_per_queue' }],
    });
    const over = await expectRefused(
      post('addStrategy', { cluster_id: cluster, queue_id: gpu, ...expandForm, node_step: 17 }),
      409,
      'The nodes per run cannot be greater than the max compute nodes',
    );
    expectStepRule(over, 'The nodes per run cannot be greater than the max compute nodes');
    const zh = await signIn(gw, 'usr-owner', 'zh-cn');
    expectStepRule(
      await expectRefused(post('addStrategy', { cluster_id: cluster, queue_id: gpu, ...expandForm, node_step: 17 }, zh), 409),
      '每次调整的节点数不能大于最大计算节点数',
    );
    const zhTwin = await expectRefused(
      post('addStrategy', { cluster_id: cluster, queue_id: normal, ...expandForm }, zh),
      409,
      '一个队列的每种策略只能有一个',
    );
    expect(zhTwin.body.validation).toEqual([
      { location: ['body', 'queue_id'], message: '一个队列的每种策略只能有一个', code: 'one_per_queue' },
    ]);
    const elsewhere = await insertQueue(gw.gateway.db, await insertCluster(gw.gateway.db), { name: 'other' });
    await expectRefused(post('addStrategy', { cluster_id: cluster, queue_id: elsewhere, ...expandForm }), 404);
    await expectRefused(post('addStrategy', { cluster_id: cluster, queue_id: gpu, ...expandForm, reserved_idle_nodes: 1 }), 422);
    await expectRefused(
      post('addStrategy', {
        cluster_id: cluster,
        queue_id: gpu,
        op_type: 'expand',
        node_step: 1,
        check_frequency: 5,
        op_is_enabled: 1,
        run_now: 0,
      }),
      422,
    );
    const sub = await signIn(gw, 'usr-sub');
    await expectRefused(post('addStrategy', { cluster_id: cluster, queue_id: gpu, ...expandForm }, sub), 404);
    await shareCluster(gw.gateway.db, cluster, 'usr-sub', 'readonly');
    await expectRefused(post('addStrategy', { cluster_id: cluster, queue_id: gpu, ...expandForm }, sub), 403);
    await shareCluster(gw.gateway.db, cluster, 'usr-sub', null);
  });

  it('filters and sorts the policy list', async () => {
    expect((await list({ op_type: 'shrink' })).body.total_count).toBe(1);
    expect((await list({ op_is_enabled: 1 })).body.ehpc_queue_strategy_set).toEqual([expect.objectContaining({ strategy_id: expandId })]);
    expect((await list({ op_status: 'Disabled' })).body.ehpc_queue_strategy_set).toEqual([
      expect.objectContaining({ strategy_id: shrinkId }),
    ]);
    expect((await list({ queue_ids: [gpu] })).body.total_count).toBe(0);
    const ascending = await list({ sort_key: 'create_time', reverse: 0, limit: 10 });
    expect(ascending.body.ehpc_queue_strategy_set.map((s) => s.strategy_id)).toEqual([expandId, shrinkId]);
    expect((await owner.call('GET', '/portal-hpc/queue/ehpc/getStrategyList', { cluster_id: 'hpc-a1b2c3d4' })).status).toBe(422);
  });

  it('modifies a policy; refuses moving it onto a queue that has one of that type', async () => {
    const answer = await post('modifyStrategy', {
      cluster_id: cluster,
      strategy_id: expandId,
      queue_id: normal,
      ...expandForm,
      queued_cores: 224,
      node_step: 4,
      max_nodes: 32,
    });
    expect(answer.status).toBe(200);
    expect(await operation(gw.gateway.db, answer.body.job_id)).toMatchObject({ action: 'queue/ehpc/modifyStrategy' });
    await settle(gw);
    expect((await list({ op_type: 'expand' })).body.ehpc_queue_strategy_set).toEqual([
      expect.objectContaining({ queued_cores: 224, node_step: 4, max_nodes: 32, op_status: 'Running' }),
    ]);
    const gpuExpand = await post('addStrategy', { cluster_id: cluster, queue_id: gpu, ...expandForm });
    await expectRefused(
      post('modifyStrategy', { cluster_id: cluster, strategy_id: gpuExpand.body.strategy_id, queue_id: normal, ...expandForm }),
      409,
      'A queue may have only one policy of each type',
    );
    await expectRefused(
      post('modifyStrategy', { cluster_id: cluster, strategy_id: 'ehpcst-nothere1', queue_id: normal, ...expandForm }),
      404,
    );
    const over = await expectRefused(
      post('modifyStrategy', { cluster_id: cluster, strategy_id: expandId, queue_id: normal, ...expandForm, node_step: 33, max_nodes: 32 }),
      409,
    );
    expectStepRule(over, 'The nodes per run cannot be greater than the max compute nodes');
  });

  it('disables and enables policies; refuses another cluster’s policy', async () => {
    const disabled = await post('enableStrategy', { cluster_id: cluster, strategy_ids: [expandId], op_is_enabled: 0 });
    expect(disabled.status).toBe(200);
    expect((await list({ op_type: 'expand', queue_ids: [normal] })).body.ehpc_queue_strategy_set).toEqual([
      expect.objectContaining({ op_is_enabled: 0, op_status: 'Disabled' }),
    ]);
    await post('enableStrategy', { cluster_id: cluster, strategy_ids: [expandId, shrinkId], op_is_enabled: 1 });
    await settle(gw);
    expect((await list({ queue_ids: [normal] })).body.ehpc_queue_strategy_set).toEqual([
      expect.objectContaining({ op_status: 'Running' }),
      expect.objectContaining({ op_status: 'Running' }),
    ]);
    const otherCluster = await insertCluster(gw.gateway.db);
    const otherQueue = await insertQueue(gw.gateway.db, otherCluster, { name: 'normal', isDefault: 1 });
    const foreign = await post('addStrategy', { cluster_id: otherCluster, queue_id: otherQueue, ...expandForm });
    await expectRefused(
      post('enableStrategy', { cluster_id: cluster, strategy_ids: [expandId, foreign.body.strategy_id], op_is_enabled: 0 }),
      404,
      `The policy ${foreign.body.strategy_id} is not a policy of the cluster`,
    );
  });

  it('deletes policies; refuses another cluster’s policy', async () => {
    await expectRefused(post('deleteStrategy', { cluster_id: cluster, strategy_ids: ['ehpcst-nothere1'] }), 404);
    await expectRefused(post('deleteStrategy', { cluster_id: cluster, strategy_ids: [shrinkId] }, await signIn(gw, 'usr-sub')), 404);
    const answer = await post('deleteStrategy', { cluster_id: cluster, strategy_ids: [shrinkId] });
    expect(answer.status).toBe(200);
    expect(await operation(gw.gateway.db, answer.body.job_id)).toMatchObject({ action: 'queue/ehpc/delStrategy' });
    expect((await list({ queue_ids: [normal] })).body.total_count).toBe(1);
  });
});

describe('the seeded policies', () => {
  it('seeds an expand and a shrink policy with runs on the active EHPC cluster’s default queue', async () => {
    const db = gw.gateway.db;
    await db.query(
      `INSERT INTO clusters (cluster_id, cluster_name, cluster_type, status, zone, owner, created_by, version, app_id, app_version)
       VALUES ($1, 'seed', 'ehpc', 'active', 'pek3', 'usr-owner', 'usr-owner', '2.3.0', 'app-ehpc01', 'appv-001') ON CONFLICT DO NOTHING`,
      [SEED.clusters.ehpcActive],
    );
    await db.query(
      "INSERT INTO queues (hpcqueue_id, cluster_id, queue_name, is_default) VALUES ($1, $2, 'normal', 1) ON CONFLICT DO NOTHING",
      [SEED.queues.ehpcNormal, SEED.clusters.ehpcActive],
    );
    await seedQueues(db);
    const policies = await owner.op('listStrategies', { cluster_id: SEED.clusters.ehpcActive });
    expect(policies.status).toBe(200);
    expect(policies.body.ehpc_queue_strategy_set.map((s) => s.strategy_id).sort()).toEqual(
      [SEED_STRATEGIES.expand, SEED_STRATEGIES.shrink].sort(),
    );
    const runs = await owner.op('listStrategyLogs', { cluster_id: SEED.clusters.ehpcActive, op_type: 'shrink', op_status: 'skipped' });
    expect(runs.body.ehpc_queue_strategy_log_set).toEqual([
      expect.objectContaining({ message: 'Auto-scale shrink does nothing when there is one compute node' }),
    ]);
    const all = await owner.op('listStrategyLogs', { cluster_id: SEED.clusters.ehpcActive, limit: 10 });
    expect(all.body.total_count).toBeGreaterThanOrEqual(4);
  });
});
