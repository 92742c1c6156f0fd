import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId, RequestOf } from '../../http/handler-types';
import { startTestGateway, type TestClient, type TestGateway } from '../../test-support';
import { insertCluster, insertJob, insertNodes, insertQueue, operation, settle, shareCluster, signIn, snapshot } from './test-support';

let gw: TestGateway;
let owner: TestClient;

beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  owner = await signIn(gw);
}, 90_000);
afterAll(() => gw?.close());

const post = <Id extends OperationId>(id: Id, request: RequestOf<Id>, client = owner) => client.op(id, request);

async function expectRefused(
  clusterId: string,
  call: Promise<{ status: number; body: { ret_code?: number; message?: string } }>,
  status: number,
  message?: string,
) {
  const before = await snapshot(gw.gateway.db, clusterId);
  const answer = await call;
  expect(answer.status).toBe(status);
  expect(answer.body.ret_code).not.toBe(0);
  if (message) expect(answer.body.message).toBe(message);
  expect(await snapshot(gw.gateway.db, clusterId)).toEqual(before);
}

async function defaults(clusterId: string): Promise<string[]> {
  return (
    await gw.gateway.db.query<{ hpcqueue_id: string }>(
      "SELECT hpcqueue_id FROM queues WHERE cluster_id = $1 AND is_default = 1 AND status <> 'deleted'",
      [clusterId],
    )
  ).map((r) => r.hpcqueue_id);
}

describe('adding queues', () => {
  it('makes the first queue the default, and a later default takes the flag', async () => {
    const cluster = await insertCluster(gw.gateway.db);
    const nodes = await insertNodes(gw.gateway.db, cluster, 2);
    const first = await post('addEhpcQueue', { cluster_id: cluster, is_default: 0, queue_name: 'normal' });
    expect(first.status).toBe(200);
    expect(await operation(gw.gateway.db, first.body.job_id)).toMatchObject({ action: 'queue/ehpc/addQueue', status: 'pending' });
    expect(await defaults(cluster)).toEqual([first.body.hpcqueue_id]);
    const second = await post('addEhpcQueue', { cluster_id: cluster, queue_name: 'wrf_gpu', is_default: 1, node_ids: nodes });
    expect(await defaults(cluster)).toEqual([second.body.hpcqueue_id]);
    await settle(gw);
    const list = await owner.op('listEhpcQueues', { cluster_id: cluster });
    expect(list.body.hpc_queue_set).toEqual([
      expect.objectContaining({ queue_name: 'wrf_gpu', is_default: 1, node_count: 2, status: 'active' }),
      expect.objectContaining({ queue_name: 'normal', is_default: 0, node_count: 0, status: 'active' }),
    ]);
  });

  it('refuses a used name, nodes that are not compute nodes of the cluster, and sub-users but a read-write member', async () => {
    const cluster = await insertCluster(gw.gateway.db);
    await insertQueue(gw.gateway.db, cluster, { name: 'normal', isDefault: 1 });
    const [login] = await insertNodes(gw.gateway.db, cluster, 1, { role: 'login' });
    const [foreign] = await insertNodes(gw.gateway.db, await insertCluster(gw.gateway.db), 1);
    await expectRefused(
      cluster,
      post('addEhpcQueue', { cluster_id: cluster, is_default: 0, queue_name: 'normal' }),
      409,
      'The queue name normal is already used by a queue of the cluster',
    );
    await expectRefused(
      cluster,
      post('addEhpcQueue', { cluster_id: cluster, is_default: 0, queue_name: 'debug', node_ids: [login, foreign] }),
      409,
      `These nodes are not compute nodes of the cluster: ${login}, ${foreign}`,
    );
    // ADR 0006: a sub-user does not see a cluster not shared with it; a read-only member changes nothing, a read-write one does.
    const sub = await signIn(gw, 'usr-sub');
    await expectRefused(
      cluster,
      post('addEhpcQueue', { cluster_id: cluster, is_default: 0, queue_name: 'debug' }, sub),
      404,
      `The cluster does not exist: ${cluster}`,
    );
    await shareCluster(gw.gateway.db, cluster, 'usr-sub', 'readonly');
    await expectRefused(
      cluster,
      post('addEhpcQueue', { cluster_id: cluster, is_default: 0, queue_name: 'debug' }, sub),
      403,
      'You are a read-only member of this shared cluster and cannot change it',
    );
    await shareCluster(gw.gateway.db, cluster, 'usr-sub', 'readwrite');
    expect((await post('addEhpcQueue', { cluster_id: cluster, is_default: 0, queue_name: 'sub_queue' }, sub)).status).toBe(200);
    await expectRefused(cluster, post('addEhpcQueue', { cluster_id: cluster, is_default: 0, queue_name: 'x' }), 422);
  });
});

describe('changing a queue', () => {
  it('renames a queue and makes it the default; refuses un-defaulting the default queue and a used name', async () => {
    const cluster = await insertCluster(gw.gateway.db);
    const normal = await insertQueue(gw.gateway.db, cluster, { name: 'normal', isDefault: 1 });
    const gpu = await insertQueue(gw.gateway.db, cluster, { name: 'wrf_gpu' });
    await expectRefused(
      cluster,
      post('modifyEhpcQueue', { cluster_id: cluster, hpcqueue_id: normal, is_default: 0 }),
      409,
      'The default queue stays the default: make another queue the default instead',
    );
    await expectRefused(cluster, post('modifyEhpcQueue', { cluster_id: cluster, hpcqueue_id: gpu, queue_name: 'normal' }), 409);
    await expectRefused(cluster, post('modifyEhpcQueue', { cluster_id: cluster, hpcqueue_id: gpu }), 422);
    const answer = await post('modifyEhpcQueue', { cluster_id: cluster, hpcqueue_id: gpu, queue_name: 'gpu_main', is_default: 1 });
    expect(answer.status).toBe(200);
    expect(await defaults(cluster)).toEqual([gpu]);
    await settle(gw);
    const detail = await owner.op('describeQueue', { cluster_id: cluster, id: gpu });
    expect(detail.body.queue).toMatchObject({ queue_name: 'gpu_main', is_default: 1, status: 'active' });
  });

  it('adds and removes nodes; refuses nodes already in, nodes not in, and nodes running the queue’s jobs', async () => {
    const cluster = await insertCluster(gw.gateway.db);
    const nodes = await insertNodes(gw.gateway.db, cluster, 3);
    const queue = await insertQueue(gw.gateway.db, cluster, { name: 'normal', isDefault: 1, nodeIds: [nodes[0]] });
    await expectRefused(
      cluster,
      post('addEhpcQueueNodes', { cluster_id: cluster, hpcqueue_id: queue, node_ids: [nodes[0], nodes[1]] }),
      409,
      `These nodes are already in the queue: ${nodes[0]}`,
    );
    const added = await post('addEhpcQueueNodes', { cluster_id: cluster, hpcqueue_id: queue, node_ids: [nodes[1], nodes[2]] });
    expect(added.status).toBe(200);
    expect(await operation(gw.gateway.db, added.body.job_id)).toMatchObject({ action: 'queue/ehpc/addNodes' });
    await settle(gw);
    await insertJob(gw.gateway.db, cluster, queue, 'running', 60);
    await expectRefused(
      cluster,
      post('removeEhpcQueueNodes', { cluster_id: cluster, hpcqueue_id: queue, node_ids: [nodes[1]] }),
      409,
      `These nodes are running jobs of the queue: ${nodes[1]}`,
    );
    const other = await insertNodes(gw.gateway.db, cluster, 1);
    await expectRefused(
      cluster,
      post('removeEhpcQueueNodes', { cluster_id: cluster, hpcqueue_id: queue, node_ids: other }),
      409,
      `These nodes are not in the queue: ${other[0]}`,
    );
    const removed = await post('removeEhpcQueueNodes', { cluster_id: cluster, hpcqueue_id: queue, node_ids: [nodes[2]] });
    expect(removed.status).toBe(200);
    const left = await owner.op('getQueueNodes', { hpcqueue_id: queue, sort_key: 'name', reverse: 0 });
    expect(left.body.queues_set.map((n) => n.node_id).sort()).toEqual([nodes[0], nodes[1]].sort());
    expect(await gw.gateway.db.query('SELECT 1 FROM cluster_nodes WHERE node_id = $1', [nodes[2]])).toHaveLength(1);
  });
});

describe('deleting queues', () => {
  it('deletes queues with their policies, keeps their nodes, then refuses them as deleted', async () => {
    const cluster = await insertCluster(gw.gateway.db);
    const nodes = await insertNodes(gw.gateway.db, cluster, 1);
    await insertQueue(gw.gateway.db, cluster, { name: 'normal', isDefault: 1 });
    const gpu = await insertQueue(gw.gateway.db, cluster, { name: 'wrf_gpu', nodeIds: nodes });
    const policy = await post('addStrategy', {
      cluster_id: cluster,
      queue_id: gpu,
      op_type: 'shrink',
      reserved_idle_nodes: 0,
      node_step: 1,
      check_frequency: 5,
      op_is_enabled: 1,
      run_now: 0,
    });
    expect(policy.status).toBe(200);
    const answer = await post('deleteEhpcQueues', { cluster_id: cluster, hpcqueue_ids: [gpu] });
    expect(answer.status).toBe(200);
    expect(await gw.gateway.db.query('SELECT 1 FROM queue_strategies WHERE queue_id = $1', [gpu])).toEqual([]);
    await settle(gw);
    const list = await owner.op('listEhpcQueues', { cluster_id: cluster });
    expect(list.body.hpc_queue_set.map((q) => q.queue_name)).toEqual(['normal']);
    expect(await gw.gateway.db.query('SELECT 1 FROM cluster_nodes WHERE node_id = $1', nodes)).toHaveLength(1);
    await expectRefused(
      cluster,
      post('deleteEhpcQueues', { cluster_id: cluster, hpcqueue_ids: [gpu] }),
      404,
      'This queue has been deleted',
    );
    await expectRefused(
      cluster,
      post('modifyEhpcQueue', { cluster_id: cluster, hpcqueue_id: gpu, queue_name: 'again' }),
      404,
      'This queue has been deleted',
    );
    await expectRefused(
      cluster,
      post('addEhpcQueueNodes', { cluster_id: cluster, hpcqueue_id: gpu, node_ids: nodes }),
      404,
      'This queue has been deleted',
    );
    // The name of a deleted queue is free again.
    expect((await post('addEhpcQueue', { cluster_id: cluster, is_default: 0, queue_name: 'wrf_gpu' })).status).toBe(200);
  });

  it('refuses the default queue, a queue with jobs, and another account, as a whole', async () => {
    const cluster = await insertCluster(gw.gateway.db);
    const normal = await insertQueue(gw.gateway.db, cluster, { name: 'normal', isDefault: 1 });
    const busy = await insertQueue(gw.gateway.db, cluster, { name: 'busy' });
    const idle = await insertQueue(gw.gateway.db, cluster, { name: 'idle' });
    await insertJob(gw.gateway.db, cluster, busy, 'running', 4);
    await expectRefused(
      cluster,
      post('deleteEhpcQueues', { cluster_id: cluster, hpcqueue_ids: [idle, normal] }),
      409,
      'The default queue of the cluster cannot be deleted',
    );
    await expectRefused(
      cluster,
      post('deleteEhpcQueues', { cluster_id: cluster, hpcqueue_ids: [idle, busy] }),
      409,
      'The queue “busy” has running or pending jobs',
    );
    await expectRefused(
      cluster,
      post('deleteEhpcQueues', { cluster_id: cluster, hpcqueue_ids: [idle] }, await signIn(gw, 'usr-admin')),
      404,
    );
    await expectRefused(cluster, post('deleteEhpcQueues', { cluster_id: 'hpc-a1b2c3d4', hpcqueue_ids: [idle] }), 422);
  });
});
