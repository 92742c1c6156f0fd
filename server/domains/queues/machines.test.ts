/**
 * Queue verbs and auto-scaling drive a cluster's cloud (ADR 0047), here a scripted one whose hosts run, whose
 * scheduler takes the partitions and whose hosts' jobs end when the test says: nodes a bind or an expansion adds are
 * active only once their hosts run and the scheduler holds their queue, a host that cannot start fails the operation
 * with its reason and leaves no node; a queue change settles once the scheduler holds it; a deleted node's host keeps
 * running until what ran on it ended, then leaves the plan.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestClient, type TestGateway } from '../../test-support';
import { ScriptedCloud, scriptedClouds } from './scripted-cloud';
import { insertCluster, insertJob, insertNodes, insertQueue, signIn } from './test-support';

const cloud = new ScriptedCloud();
let gw: TestGateway;
let owner: TestClient;

beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false, clouds: scriptedClouds(cloud) });
  owner = await signIn(gw);
}, 90_000);
afterAll(() => gw?.close());

/** One engine tick a minute ahead: the operations' due steps (a real cloud's run at once), then the tickers. */
const tick = async (times = 1) => {
  for (let i = 0; i < times; i += 1) await gw.gateway.engine.tick(new Date(Date.now() + 60_000));
};
const db = () => gw.gateway.db;

/** A cluster on the (scripted) local cloud, its hosts running and its scheduler holding its queue. */
async function realCluster(type: 'hpc' | 'ehpc', computeNodes: number): Promise<{ cluster: string; queue: string; nodes: string[] }> {
  const cluster = await insertCluster(db(), { type });
  await db().query("UPDATE clusters SET cloud = 'local' WHERE cluster_id = $1", [cluster]);
  const nodes = await insertNodes(db(), cluster, computeNodes);
  const queue = await insertQueue(db(), cluster, { name: 'normal', isDefault: 1, nodeIds: nodes });
  await tick();
  cloud.run(cluster);
  cloud.schedule(cluster);
  return { cluster, queue, nodes };
}

const operation = async (jobId: unknown) =>
  (
    await db().query<{ status: string; error_message: string | null }>('SELECT status, error_message FROM operations WHERE job_id = $1', [
      jobId,
    ])
  )[0]!;
const nodeStatuses = async (cluster: string) =>
  (
    await db().query<{ status: string }>("SELECT status FROM cluster_nodes WHERE cluster_id = $1 AND status <> 'deleted' ORDER BY status", [
      cluster,
    ])
  ).map((n) => n.status);
const queueStatus = async (queue: string) =>
  (await db().query<{ status: string }>('SELECT status FROM queues WHERE hpcqueue_id = $1', [queue]))[0]!.status;
const SLURMD_FAILED = "slurmd on compute003 exited: fatal: Unable to determine this slurmd's NodeName";

/** Fails the hosts starting now as a slurmd that exits does (the cloud's failure), for one tick. */
async function failingTick(): Promise<void> {
  cloud.failure = SLURMD_FAILED;
  try {
    await tick();
  } finally {
    cloud.failure = undefined;
  }
}

async function expandNow(s: { cluster: string; queue: string }): Promise<string> {
  await insertJob(db(), s.cluster, s.queue, 'pending', 112);
  const answer = await owner.op('addStrategy', {
    cluster_id: s.cluster,
    queue_id: s.queue,
    op_type: 'expand',
    queued_cores: 112,
    node_step: 2,
    max_nodes: 16,
    check_frequency: 60,
    op_is_enabled: 1,
    run_now: 1,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await tick(3);
  const [log] = await db().query<{ job_id: string }>("SELECT job_id FROM queue_strategy_logs WHERE queue_id = $1 AND op_type = 'expand'", [
    s.queue,
  ]);
  return log!.job_id;
}

describe('an auto-scale expansion on a real cloud', () => {
  it('makes its nodes active only once their hosts run and the scheduler holds their queue', async () => {
    const s = await realCluster('ehpc', 2);
    const jobId = await expandNow(s);
    expect(await nodeStatuses(s.cluster)).toEqual(['active', 'active', 'pending', 'pending']);
    expect(cloud.hostNames(s.cluster)).toHaveLength(4);
    cloud.run(s.cluster);
    await tick(2);
    // The hosts run, the partition does not name them yet.
    expect(await nodeStatuses(s.cluster)).toEqual(['active', 'active', 'pending', 'pending']);
    cloud.schedule(s.cluster);
    await tick();
    expect(await nodeStatuses(s.cluster)).toEqual(['active', 'active', 'active', 'active']);
    expect(await operation(jobId)).toMatchObject({ status: 'successful' });
  });

  it('fails with the host’s reason when a host cannot start, and leaves no node of it', async () => {
    const s = await realCluster('ehpc', 2);
    const jobId = await expandNow(s);
    await failingTick();
    expect(await operation(jobId)).toMatchObject({
      status: 'failed',
      error_message: `The cluster’s machines did not come up: ${SLURMD_FAILED}`,
    });
    expect(await nodeStatuses(s.cluster)).toEqual(['active', 'active']);
    const listed = await owner.op('getQueueNodes', { hpcqueue_id: s.queue, limit: 100 });
    expect(listed.body.queues_set).toHaveLength(2);
    expect(cloud.hostNames(s.cluster)).toHaveLength(2);
    const logs = await owner.op('listStrategyLogs', { cluster_id: s.cluster });
    expect(logs.body.ehpc_queue_strategy_log_set[0]).toMatchObject({
      op_status: 'failed',
      node_count_before: 2,
      node_count_after: 2,
      message: `The added compute nodes did not come up and were removed: ${SLURMD_FAILED}`,
    });
    // A second look, as after a reload: still nothing active of the expansion.
    await tick(2);
    expect(await nodeStatuses(s.cluster)).toEqual(['active', 'active']);
  });
});

describe('binding a dedicated queue on a real cloud', () => {
  const bind = (cluster: string) =>
    owner.op('bindPrivateQueue', {
      cluster_id: cluster,
      queue_type: 'qt-ded54hm',
      count: 2,
      paid_type: 0,
      duration: 0,
      queue_name: 'cae_real',
    });

  it('makes the queue and its nodes active only once their hosts run and the scheduler holds it', async () => {
    const s = await realCluster('hpc', 1);
    const answer = await bind(s.cluster);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const queue = String(answer.body.hpcqueue_id);
    await tick(2);
    expect(cloud.plans.get(s.cluster)!.partitions.map((p) => p.name)).toContain('cae_real');
    expect([await queueStatus(queue), ...(await nodeStatuses(s.cluster))]).toEqual(['pending', 'active', 'pending', 'pending']);
    cloud.run(s.cluster);
    await tick();
    expect(await queueStatus(queue)).toBe('pending');
    cloud.schedule(s.cluster);
    await tick();
    expect([await queueStatus(queue), ...(await nodeStatuses(s.cluster))]).toEqual(['active', 'active', 'active', 'active']);
    expect(await operation(answer.body.job_id)).toMatchObject({ status: 'successful' });
  });

  it('fails with the host’s reason when a host cannot start: no node of it stays and nothing is bound', async () => {
    const s = await realCluster('hpc', 1);
    const answer = await bind(s.cluster);
    const queue = String(answer.body.hpcqueue_id);
    await tick(2);
    await failingTick();
    expect(await operation(answer.body.job_id)).toMatchObject({
      status: 'failed',
      error_message: `The cluster’s machines did not come up: ${SLURMD_FAILED}`,
    });
    expect(await queueStatus(queue)).toBe('deleted');
    expect(await nodeStatuses(s.cluster)).toEqual(['active']);
    expect(cloud.plans.get(s.cluster)!.partitions.map((p) => p.name)).toEqual(['normal']);
    const listed = await owner.op('getCurrentQueue', { cluster_id: s.cluster, category: 'dedicated' });
    expect(listed.body.queues_set.map((q) => q.queue_name)).toEqual(['normal']);
  });
});

describe('unbinding a dedicated queue on a real cloud', () => {
  it('takes its nodes out of the plan in its step, and ends once the scheduler no longer holds the queue', async () => {
    const s = await realCluster('hpc', 1);
    const bound = await owner.op('bindPrivateQueue', {
      cluster_id: s.cluster,
      queue_type: 'qt-ded54hm',
      count: 1,
      paid_type: 0,
      duration: 0,
      queue_name: 'cae_gone',
    });
    const queue = String(bound.body.hpcqueue_id);
    await tick(2);
    cloud.run(s.cluster);
    cloud.schedule(s.cluster);
    await tick();
    expect(await queueStatus(queue)).toBe('active');
    const answer = await owner.op('unbindPrivateQueue', { cluster_id: s.cluster, hpcqueue_id: queue });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await tick(3);
    expect(cloud.hostNames(s.cluster)).toHaveLength(1);
    expect(cloud.plans.get(s.cluster)!.partitions.map((p) => p.name)).toEqual(['normal']);
    expect(await operation(answer.body.job_id)).toMatchObject({ status: 'working' });
    cloud.schedule(s.cluster);
    await tick();
    expect(await operation(answer.body.job_id)).toMatchObject({ status: 'successful' });
    expect(await queueStatus(queue)).toBe('deleted');
    expect(await nodeStatuses(s.cluster)).toEqual(['active']);
  });
});

describe('a queue change on a real cloud', () => {
  it('settles once the scheduler holds the queue as a partition', async () => {
    const s = await realCluster('ehpc', 2);
    const answer = await owner.op('addEhpcQueue', { cluster_id: s.cluster, queue_name: 'post_q', is_default: 0, node_ids: [s.nodes[1]] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await tick(3);
    expect(cloud.plans.get(s.cluster)!.partitions.find((p) => p.name === 'post_q')?.hosts).toHaveLength(1);
    expect(await queueStatus(String(answer.body.hpcqueue_id))).toBe('pending');
    cloud.schedule(s.cluster);
    await tick();
    expect(await queueStatus(String(answer.body.hpcqueue_id))).toBe('active');
  });
});

describe('deleting a node something runs on, on a real cloud', () => {
  it('cancels the console’s jobs at once and keeps the host until what runs there ended, then it leaves the plan', async () => {
    const s = await realCluster('ehpc', 2);
    const [busyNode] = await db().query<{ node_id: string; hostname: string }>(
      'SELECT node_id, hostname FROM cluster_nodes WHERE node_id = $1',
      [s.nodes[1]],
    );
    const job = await insertJob(db(), s.cluster, s.queue, 'running', 56);
    await db().query('UPDATE jobs SET node_list = $2 WHERE hpcjob_uuid = $1', [job, busyNode!.hostname]);
    cloud.busy.add(busyNode!.node_id);
    const answer = await owner.op('deleteNodes', { cluster_id: s.cluster, node_ids: [busyNode!.node_id] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await tick(3);
    const [{ job_status }] = await db().query<{ job_status: string }>('SELECT job_status FROM jobs WHERE hpcjob_uuid = $1', [job]);
    expect(job_status).toBe('cancelled');
    expect(cloud.hostNames(s.cluster)).toContain(busyNode!.hostname);
    expect(cloud.calls).toContain(`endJobs ${s.cluster} 1`);
    expect(await operation(answer.body.job_id)).toMatchObject({ status: 'working' });
    cloud.busy.delete(busyNode!.node_id);
    await tick();
    expect(cloud.hostNames(s.cluster)).not.toContain(busyNode!.hostname);
    cloud.schedule(s.cluster);
    await tick();
    expect(await operation(answer.body.job_id)).toMatchObject({ status: 'successful' });
    expect(await nodeStatuses(s.cluster)).toEqual(['active']);
  });
});
