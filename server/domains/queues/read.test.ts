import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, TestClient, type TestGateway } from '../../test-support';
import { insertCluster, insertJob, insertNodes, insertQueue, shareCluster, signIn } from './test-support';

let gw: TestGateway;
let owner: TestClient;
let hpc: string;
let ehpc: string;
let dedicated: string;
let shared: string;
let normal: string;
let gpu: string;
let nodes: string[];

beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  owner = await signIn(gw);
  const db = gw.gateway.db;
  hpc = await insertCluster(db, { type: 'hpc' });
  const hpcNodes = await insertNodes(db, hpc, 2);
  shared = await insertQueue(db, hpc, { name: 'medium', category: 'shared', queueType: 'qt-shared56', isDefault: 1 });
  dedicated = await insertQueue(db, hpc, { name: 'cfd_private', queueType: 'qt-ded56', nodeIds: hpcNodes });
  ehpc = await insertCluster(db);
  nodes = await insertNodes(db, ehpc, 3);
  normal = await insertQueue(db, ehpc, { name: 'normal', isDefault: 1, nodeIds: nodes });
  gpu = await insertQueue(db, ehpc, { name: 'wrf_gpu', nodeIds: [nodes[2]] });
  await insertQueue(db, ehpc, { name: 'gone_q', status: 'deleted' });
  await insertJob(db, ehpc, normal, 'running', 80);
  await insertJob(db, ehpc, normal, 'running', 8);
  await insertJob(db, ehpc, normal, 'pending', 112);
}, 90_000);
afterAll(() => gw?.close());

describe('queue types', () => {
  it('lists the zone’s types with 54 or 56 cores per node, filtered by category', async () => {
    const all = await owner.op('getQueueTypes', { zone: 'pek3' });
    expect(all.status).toBe(200);
    const types = all.body.queue_types_set;
    expect(all.body.total_count).toBe(types.length);
    expect(types.map((t) => t.queue_type)).toEqual(expect.arrayContaining(['qt-shared56', 'qt-ded56', 'qt-ded54hm']));
    expect(new Set(types.map((t) => t.cores_per_node))).toEqual(new Set([54, 56]));
    const dedicatedOnly = await owner.op('getQueueTypes', { category: 'dedicated' });
    expect(dedicatedOnly.body.queue_types_set.every((t) => t.category === 'dedicated')).toBe(true);
    expect(dedicatedOnly.body.total_count).toBeLessThan(types.length);
  });

  it('refuses an unknown category (422) and an anonymous caller (401)', async () => {
    expect((await owner.call('GET', '/portal-hpc/queue/getQueueTypes', { category: 'public' })).status).toBe(422);
    const anonymous = await new TestClient(gw.api).op('getQueueTypes', {});
    expect(anonymous.status).toBe(401);
  });
});

describe('HPC queue list', () => {
  it('lists the shared and dedicated queues with counts, type and billing fields', async () => {
    const answer = await owner.op('getCurrentQueue', { cluster_id: hpc });
    expect(answer.status).toBe(200);
    expect(answer.body.total_count).toBe(2);
    const set = answer.body.queues_set;
    expect(set.map((q) => q.hpcqueue_id)).toEqual([dedicated, shared]);
    expect(set[0]).toMatchObject({
      category: 'dedicated',
      queue_type: 'qt-ded56',
      node_count: 2,
      cores_per_node: 56,
      total_cores: 112,
      paid_type: 0,
      expire_time: null,
    });
    expect(set[1]).toMatchObject({ category: 'shared', is_default: 1, cores_per_node: 56, node_count: 0 });
  });

  it('filters by category and search word, sorts and pages', async () => {
    const sharedOnly = await owner.op('getCurrentQueue', { cluster_id: hpc, category: 'shared' });
    expect(sharedOnly.body.queues_set.map((q) => q.hpcqueue_id)).toEqual([shared]);
    const search = await owner.op('getCurrentQueue', { cluster_id: hpc, search_word: 'CFD' });
    expect(search.body.total_count).toBe(1);
    const byName = await owner.op('getCurrentQueue', { cluster_id: hpc, sort_key: 'queue_name', reverse: 0, limit: 10, offset: 1 });
    expect(byName.body.total_count).toBe(2);
    expect(byName.body.queues_set.map((q) => q.queue_name)).toEqual(['medium']);
  });

  it('refuses an EHPC cluster (422) and another account’s cluster (404)', async () => {
    // An EHPC cluster's id does not match the HPC cluster id the contract asks for.
    expect((await owner.call('GET', '/portal-hpc/queue/getCurrentQueue', { cluster_id: ehpc })).status).toBe(422);
    const admin = await signIn(gw, 'usr-admin');
    const other = await admin.op('getCurrentQueue', { cluster_id: hpc });
    expect(other.status).toBe(404);
    expect(other.body.ret_code).toBe(1400);
  });
});

describe('EHPC queue list', () => {
  it('lists live queues with node, core and job counts; a sub-user reads them once the cluster is shared with it', async () => {
    const sub = await signIn(gw, 'usr-sub');
    const unshared = await sub.op('listEhpcQueues', { cluster_id: ehpc });
    expect([unshared.status, unshared.body.ret_code, unshared.body.message]).toEqual([404, 1400, `The cluster does not exist: ${ehpc}`]);
    await shareCluster(gw.gateway.db, ehpc, 'usr-sub', 'readonly');
    const answer = await sub.op('listEhpcQueues', { cluster_id: ehpc, sort_key: 'node_count' });
    expect(answer.status).toBe(200);
    expect(answer.body.total_count).toBe(2);
    const [first, second] = answer.body.hpc_queue_set;
    expect(first).toMatchObject({
      hpcqueue_id: normal,
      node_count: 3,
      total_cores: 168,
      used_cores: 88,
      running_jobs: 2,
      pending_jobs: 1,
      is_default: 1,
    });
    expect(second).toMatchObject({ hpcqueue_id: gpu, node_count: 1 });
    expect(first).not.toHaveProperty('paid_type');
  });

  it('refuses an HPC cluster (422) and a missing cluster (404)', async () => {
    expect((await owner.call('GET', '/portal-hpc/queue/ehpc/getQueueList', { cluster_id: hpc })).status).toBe(422);
    expect((await owner.op('listEhpcQueues', { cluster_id: 'ehpc-nothere1' })).status).toBe(404);
  });
});

describe('queue detail and nodes', () => {
  it('describes an HPC queue with its queue type and an EHPC queue without', async () => {
    const answer = await owner.op('describeQueue', { cluster_id: hpc, id: dedicated, hpcqueue_id: dedicated });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      queue: { hpcqueue_id: dedicated, queue_name: 'cfd_private' },
      queue_type_info: { queue_type: 'qt-ded56', cores_per_node: 56 },
    });
    const ehpcQueue = await owner.op('describeQueue', { cluster_id: ehpc, id: normal });
    expect(ehpcQueue.body).not.toHaveProperty('queue_type_info');
  });

  it('refuses an hpcqueue_id other than id, a queue of another cluster and a deleted queue', async () => {
    const mismatch = { cluster_id: hpc, id: dedicated, hpcqueue_id: shared };
    const refused = await owner.op('describeQueue', mismatch);
    expect([refused.status, refused.body.validation]).toEqual([
      409,
      [{ location: ['query', 'hpcqueue_id'], message: 'Must equal id', code: 'const' }],
    ]);
    const chinese = Object.assign(new TestClient(gw.api, 'zh-CN'), { cookies: owner.cookies });
    expect((await chinese.op('describeQueue', mismatch)).body.validation).toEqual([
      { location: ['query', 'hpcqueue_id'], message: '必须与 id 相同', code: 'const' },
    ]);
    expect((await owner.op('describeQueue', { cluster_id: hpc, id: normal })).status).toBe(404);
    const [{ hpcqueue_id: gone }] = await gw.gateway.db.query<{ hpcqueue_id: string }>(
      "SELECT hpcqueue_id FROM queues WHERE cluster_id = $1 AND status = 'deleted'",
      [ehpc],
    );
    const deleted = await owner.op('describeQueue', { cluster_id: ehpc, id: gone });
    expect(deleted.status).toBe(404);
    expect(deleted.body.message).toBe('This queue has been deleted');
    const nodesOfGone = await owner.op('getQueueNodes', { hpcqueue_id: gone });
    expect(nodesOfGone.body.message).toBe('This queue has been deleted');
  });

  it('lists the nodes of a queue with the cores its running jobs fill, in host-name order', async () => {
    const answer = await owner.op('getQueueNodes', { hpcqueue_id: normal, cluster_id: ehpc, sort_key: 'used_cores' });
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(3);
    const set = answer.body.queues_set;
    expect(set.map((n) => n.used_cores)).toEqual([56, 32, 0]);
    expect(set[0]).toMatchObject({ node_id: nodes[0], running_jobs: 1 });
    expect(set[1]).toMatchObject({ node_id: nodes[1], running_jobs: 2 });
    const page = await owner.op('getQueueNodes', { hpcqueue_id: normal, limit: 10, offset: 2 });
    expect(page.body.total).toBe(3);
    expect(page.body.queues_set.length).toBe(1);
  });

  it('refuses a queue named with another cluster, and another account’s queue', async () => {
    expect((await owner.op('getQueueNodes', { hpcqueue_id: normal, cluster_id: hpc })).status).toBe(404);
    const admin = await signIn(gw, 'usr-admin');
    expect((await admin.op('getQueueNodes', { hpcqueue_id: normal })).status).toBe(404);
  });
});
