import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOf } from '../../http/handler-types';
import { startTestGateway, type TestClient, type TestGateway } from '../../test-support';
import { insertCluster, insertJob, insertQueue, operation, settle, shareCluster, signIn, snapshot } from './test-support';

let gw: TestGateway;
let owner: TestClient;
let hpc: string;
let shared: string;

beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  owner = await signIn(gw);
  hpc = await insertCluster(gw.gateway.db, { type: 'hpc' });
  shared = await insertQueue(gw.gateway.db, hpc, { name: 'medium', category: 'shared', queueType: 'qt-shared56', isDefault: 1 });
}, 90_000);
afterAll(() => gw?.close());

const bind = (client: TestClient, request: Partial<RequestOf<'bindPrivateQueue'>>) =>
  client.op('bindPrivateQueue', {
    cluster_id: hpc,
    queue_type: 'qt-ded54hm',
    queue_name: 'q',
    count: 2,
    paid_type: 0,
    duration: 0,
    ...request,
  });

async function expectRefused(
  call: Promise<{ status: number; body: { ret_code?: number; message?: string } }>,
  status: number,
  message?: string,
) {
  const before = await snapshot(gw.gateway.db, hpc);
  const answer = await call;
  expect(answer.status).toBe(status);
  expect(answer.body.ret_code).not.toBe(0);
  if (message) expect(answer.body.message).toBe(message);
  expect(await snapshot(gw.gateway.db, hpc)).toEqual(before);
}

describe('binding a dedicated queue', () => {
  it('creates the queue and its nodes pending, then active once the operation ends', async () => {
    const answer = await bind(owner, { queue_name: 'cae_pre_hm', paid_type: 1, duration: 3, is_auto_renewal: 1 });
    expect(answer.status).toBe(200);
    const queueId = answer.body.hpcqueue_id;
    expect(await operation(gw.gateway.db, answer.body.job_id)).toMatchObject({ action: 'queue/bindPrivateQueue', status: 'pending' });
    const pending = await owner.op('describeQueue', { cluster_id: hpc, id: queueId });
    expect(pending.body.queue).toMatchObject({
      status: 'pending',
      node_count: 2,
      cores_per_node: 54,
      total_cores: 108,
      paid_type: 1,
      duration: 3,
      is_auto_renewal: 1,
    });
    const expire = new Date(pending.body.queue.expire_time ?? 0).getTime();
    expect(expire).toBeGreaterThan(Date.now() + 85 * 86400_000);
    await settle(gw);
    expect(await operation(gw.gateway.db, answer.body.job_id)).toMatchObject({ status: 'successful' });
    const nodes = await owner.op('getQueueNodes', { hpcqueue_id: queueId });
    expect(nodes.body.queues_set.map((n) => [n.status, n.cpu, n.memory])).toEqual([
      ['active', 54, 786432],
      ['active', 54, 786432],
    ]);
    const list = await owner.op('getCurrentQueue', { cluster_id: hpc, category: 'dedicated' });
    expect(list.body.queues_set).toEqual([expect.objectContaining({ hpcqueue_id: queueId, status: 'active', is_default: 0 })]);
  });

  it('refuses a used name, a shared queue type, an unknown type and an EHPC cluster, changing nothing', async () => {
    await expectRefused(bind(owner, { queue_name: 'medium' }), 409, 'The queue name medium is already used by a queue of the cluster');
    await expectRefused(
      bind(owner, { queue_name: 'newq', queue_type: 'qt-shared56' }),
      409,
      'The queue type qt-shared56 is not a dedicated queue type',
    );
    await expectRefused(bind(owner, { queue_name: 'newq', queue_type: 'qt-nosuch' }), 404);
    await expectRefused(bind(owner, { queue_name: 'newq', paid_type: 1, duration: 0 }), 422);
    await expectRefused(bind(owner, { queue_name: 'newq', cluster_id: 'ehpc-k8x2m4q1' }), 422);
  });

  it('refuses sub-users (404 on a cluster not shared with them, 403 even when they may change it), another account (404) and a stopped cluster (409)', async () => {
    const sub = await signIn(gw, 'usr-sub');
    await expectRefused(bind(sub, { queue_name: 'subq' }), 404, `The cluster does not exist: ${hpc}`);
    await shareCluster(gw.gateway.db, hpc, 'usr-sub', 'readwrite');
    await expectRefused(bind(sub, { queue_name: 'subq' }), 403, 'Sub-users cannot bind (buy) a private queue');
    await shareCluster(gw.gateway.db, hpc, 'usr-sub', null);
    await expectRefused(bind(await signIn(gw, 'usr-admin'), { queue_name: 'adminq' }), 404);
    const stopped = await insertCluster(gw.gateway.db, { type: 'hpc', status: 'stopped' });
    const answer = await bind(owner, { queue_name: 'stopq', cluster_id: stopped });
    expect(answer.status).toBe(409);
    expect(await gw.gateway.db.query('SELECT 1 FROM queues WHERE cluster_id = $1', [stopped])).toEqual([]);
  });
});

describe('renaming and unbinding', () => {
  it('renames a dedicated queue, and refuses a shared queue or a used name', async () => {
    const queueId = await insertQueue(gw.gateway.db, hpc, { name: 'old_name', queueType: 'qt-ded56' });
    await expectRefused(
      owner.op('updateQueueName', { cluster_id: hpc, hpcqueue_id: shared, queue_name: 'renamed' }),
      409,
      'A shared queue cannot be unbound or renamed',
    );
    await expectRefused(owner.op('updateQueueName', { cluster_id: hpc, hpcqueue_id: queueId, queue_name: 'medium' }), 409);
    const answer = await owner.op('updateQueueName', { cluster_id: hpc, hpcqueue_id: queueId, queue_name: 'cfd_fluent' });
    expect(answer.status).toBe(200);
    const during = await owner.op('describeQueue', { cluster_id: hpc, id: queueId });
    expect(during.body.queue).toMatchObject({ queue_name: 'cfd_fluent', status: 'updating' });
    await settle(gw);
    const after = await owner.op('describeQueue', { cluster_id: hpc, id: queueId });
    expect(after.body.queue).toMatchObject({ queue_name: 'cfd_fluent', status: 'active' });
  });

  it('unbinds a dedicated queue and releases its nodes; then refuses it as deleted', async () => {
    const bound = await bind(owner, { queue_name: 'to_unbind' });
    await settle(gw);
    const queueId = bound.body.hpcqueue_id;
    const nodeIds = (
      await gw.gateway.db.query<{ node_id: string }>('SELECT node_id FROM queue_nodes WHERE hpcqueue_id = $1', [queueId])
    ).map((r) => r.node_id);
    expect(nodeIds).toHaveLength(2);
    const answer = await owner.op('unbindPrivateQueue', { cluster_id: hpc, hpcqueue_id: queueId });
    expect(answer.status).toBe(200);
    expect(await operation(gw.gateway.db, answer.body.job_id)).toMatchObject({ action: 'queue/unbindPrivateQueue' });
    await settle(gw);
    const gone = await owner.op('describeQueue', { cluster_id: hpc, id: queueId });
    expect(gone.body.message).toBe('This queue has been deleted');
    expect(await gw.gateway.db.query('SELECT 1 FROM cluster_nodes WHERE node_id = ANY($1)', [nodeIds])).toEqual([]);
    expect(await gw.gateway.db.query('SELECT 1 FROM queue_nodes WHERE hpcqueue_id = $1', [queueId])).toEqual([]);
    await expectRefused(owner.op('unbindPrivateQueue', { cluster_id: hpc, hpcqueue_id: queueId }), 404, 'This queue has been deleted');
    await expectRefused(
      owner.op('updateQueueName', { cluster_id: hpc, hpcqueue_id: queueId, queue_name: 'again' }),
      404,
      'This queue has been deleted',
    );
  });

  it('refuses to unbind a shared queue or a queue with jobs', async () => {
    await expectRefused(owner.op('unbindPrivateQueue', { cluster_id: hpc, hpcqueue_id: shared }), 409);
    const busy = await insertQueue(gw.gateway.db, hpc, { name: 'busy_q', queueType: 'qt-ded56' });
    await insertJob(gw.gateway.db, hpc, busy, 'pending', 4);
    await expectRefused(
      owner.op('unbindPrivateQueue', { cluster_id: hpc, hpcqueue_id: busy }),
      409,
      'The queue “busy_q” has running or pending jobs',
    );
  });
});
