import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOf } from '../../http/handler-types';
import { startTestGateway, type TestClient, type TestGateway } from '../../test-support';
import { autoScaleTicker } from './autoscale';
import { insertCluster, insertJob, insertNodes, insertQueue, operation, signIn } from './test-support';

let gw: TestGateway;
let owner: TestClient;

beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  owner = await signIn(gw);
}, 90_000);
afterAll(() => gw?.close());

/** One engine tick `minutes` ahead: due steps, then the tickers (auto-scale among them). */
const tickAt = (minutes: number) => gw.gateway.engine.tick(new Date(Date.now() + minutes * 60_000));

interface Setup {
  cluster: string;
  queue: string;
  nodes: string[];
}

async function setup(computeNodes: number, otherNodes = 0): Promise<Setup> {
  const db = gw.gateway.db;
  const cluster = await insertCluster(db);
  const nodes = await insertNodes(db, cluster, computeNodes);
  if (otherNodes) await insertNodes(db, cluster, otherNodes);
  const queue = await insertQueue(db, cluster, { name: 'normal', isDefault: 1, nodeIds: nodes });
  return { cluster, queue, nodes };
}

type PolicyForm = Partial<RequestOf<'addStrategy'>> & Pick<RequestOf<'addStrategy'>, 'op_type' | 'node_step'>;

async function addPolicy(s: Setup, form: PolicyForm): Promise<string> {
  const answer = await owner.op('addStrategy', {
    cluster_id: s.cluster,
    queue_id: s.queue,
    check_frequency: 1,
    op_is_enabled: 1,
    run_now: 0,
    ...form,
  });
  expect(answer.status).toBe(200);
  return answer.body.strategy_id;
}

async function logs(s: Setup, query: Partial<RequestOf<'listStrategyLogs'>> = {}) {
  const answer = await owner.op('listStrategyLogs', { cluster_id: s.cluster, ...query });
  expect(answer.status).toBe(200);
  return answer.body.ehpc_queue_strategy_log_set;
}

async function queueNodeStatuses(s: Setup): Promise<string[]> {
  const answer = await owner.op('getQueueNodes', { hpcqueue_id: s.queue, limit: 100 });
  return answer.body.queues_set.map((n) => n.status).sort();
}

const expand = { op_type: 'expand', queued_cores: 112, node_step: 2, max_nodes: 16 } as const;

describe('auto-scale expansion', () => {
  it('adds node_step compute nodes once the queue’s pending jobs ask for queued_cores cores', async () => {
    const s = await setup(2);
    await insertJob(gw.gateway.db, s.cluster, s.queue, 'pending', 100);
    const policy = await addPolicy(s, expand);
    await tickAt(1);
    expect(await logs(s)).toEqual([]);
    expect(await queueNodeStatuses(s)).toEqual(['active', 'active']);
    await insertJob(gw.gateway.db, s.cluster, s.queue, 'pending', 12);
    await tickAt(3);
    const [run] = await logs(s);
    expect(run).toMatchObject({
      strategy_id: policy,
      op_type: 'expand',
      op_status: 'running',
      node_count_before: 2,
      node_count_after: 4,
      message: 'Queued 112 cores ≥ threshold 112, added 2 compute nodes',
    });
    expect(await operation(gw.gateway.db, run.job_id)).toMatchObject({ action: 'queue/ehpc/autoScaleExpand' });
    expect(await queueNodeStatuses(s)).toEqual(['active', 'active', 'pending', 'pending']);
    await tickAt(3);
    await tickAt(3);
    expect(await queueNodeStatuses(s)).toEqual(['active', 'active', 'active', 'active']);
    expect(await logs(s)).toEqual([expect.objectContaining({ op_status: 'successful', job_id: run.job_id })]);
    const policies = await owner.op('listStrategies', { cluster_id: s.cluster });
    expect(policies.body.ehpc_queue_strategy_set[0].last_exec_time).not.toBeNull();
  });

  it('never grows the queue beyond max_nodes, and logs the skipped run', async () => {
    const s = await setup(2);
    await insertJob(gw.gateway.db, s.cluster, s.queue, 'pending', 500);
    await addPolicy(s, { ...expand, node_step: 3, max_nodes: 3 });
    await tickAt(1);
    expect(await queueNodeStatuses(s)).toHaveLength(3);
    await tickAt(3);
    const [skipped, added] = await logs(s);
    expect(added).toMatchObject({ node_count_before: 2, node_count_after: 3 });
    expect(skipped).toMatchObject({
      op_status: 'skipped',
      node_count_before: 3,
      node_count_after: 3,
      message: 'The queue already has the policy maximum of 3 compute nodes',
    });
    expect(await queueNodeStatuses(s)).toHaveLength(3);
  });

  it('never grows the cluster beyond 99 nodes (Auto-scale cluster max 99 nodes)', async () => {
    const s = await setup(2, 96);
    await insertJob(gw.gateway.db, s.cluster, s.queue, 'pending', 500);
    await addPolicy(s, { ...expand, node_step: 3, max_nodes: 50 });
    await tickAt(1);
    await tickAt(3);
    const [skipped, added] = await logs(s);
    expect(added).toMatchObject({ node_count_before: 2, node_count_after: 3 });
    expect(skipped).toMatchObject({ op_status: 'skipped', message: 'Auto-scale cluster max 99 nodes' });
    const [{ n }] = await gw.gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cluster_nodes WHERE cluster_id = $1', [
      s.cluster,
    ]);
    expect(n).toBe(99);
  });

  it('checks at once with run_now, and never checks a disabled policy', async () => {
    const s = await setup(1);
    await insertJob(gw.gateway.db, s.cluster, s.queue, 'pending', 200);
    await addPolicy(s, { ...expand, check_frequency: 60, run_now: 1 });
    await gw.gateway.engine.tick();
    expect(await logs(s)).toEqual([expect.objectContaining({ op_status: 'running', node_count_after: 3 })]);
    const quiet = await setup(1);
    await insertJob(gw.gateway.db, quiet.cluster, quiet.queue, 'pending', 200);
    await addPolicy(quiet, { ...expand, op_is_enabled: 0, run_now: 1 });
    await tickAt(1);
    await tickAt(5);
    expect(await logs(quiet)).toEqual([]);
  });
});

describe('auto-scale check period', () => {
  it('checks every check_frequency minutes, scaled by the engine speed (HPC_SIM_SPEED: a faster simulation in tests)', async () => {
    const s = await setup(1);
    await insertJob(gw.gateway.db, s.cluster, s.queue, 'pending', 200);
    await addPolicy(s, { ...expand, check_frequency: 10 });
    await gw.gateway.engine.tick();
    const start = Date.now();
    // At speed 0.1 a 10-minute period is 60 s: not due after 50 s, due after 61 s.
    await autoScaleTicker(gw.gateway.db, new Date(start + 50_000), 0.1);
    expect(await logs(s)).toEqual([]);
    await autoScaleTicker(gw.gateway.db, new Date(start + 61_000), 0.1);
    expect(await logs(s)).toEqual([expect.objectContaining({ op_type: 'expand', node_count_before: 1, node_count_after: 3 })]);
    // At the default speed the same period is 10 minutes.
    const slow = await setup(1);
    await insertJob(gw.gateway.db, slow.cluster, slow.queue, 'pending', 200);
    await addPolicy(slow, { ...expand, check_frequency: 10 });
    await gw.gateway.engine.tick();
    await autoScaleTicker(gw.gateway.db, new Date(Date.now() + 61_000));
    expect(await logs(slow)).toEqual([]);
  });
});

async function preview(s: Setup, lang?: string) {
  const answer = await owner.op('previewStrategies', { cluster_id: s.cluster }, lang ? { 'accept-language': lang } : undefined);
  expect(answer.status).toBe(200);
  return answer.body.ehpc_queue_strategy_preview_set;
}

describe('auto-scale dry run (previewStrategy, ADR 0019)', () => {
  it('tells what a check would do now by the checks’ own rule, changes nothing, and the next check does it', async () => {
    const s = await setup(2);
    await insertJob(gw.gateway.db, s.cluster, s.queue, 'pending', 100);
    const policy = await addPolicy(s, { ...expand, check_frequency: 10 });
    await gw.gateway.engine.tick();
    const [below] = await preview(s);
    expect(below).toMatchObject({
      strategy_id: policy,
      outcome: 'none',
      node_count_before: 2,
      node_count_after: 2,
      message: 'Queued 100 cores, below the threshold 112: no expansion',
    });
    const [{ update_time: saved }] = (await owner.op('listStrategies', { cluster_id: s.cluster })).body.ehpc_queue_strategy_set;
    expect(new Date(below.next_check_time ?? 0).getTime()).toBe(new Date(saved ?? 0).getTime() + 10 * 60_000);
    await insertJob(gw.gateway.db, s.cluster, s.queue, 'pending', 12);
    const [due] = await preview(s, 'zh-CN');
    expect(due).toMatchObject({
      outcome: 'expand',
      node_count_before: 2,
      node_count_after: 4,
      message: '排队 112 核 ≥ 阈值 112，将添加 2 个计算节点',
    });
    expect(await logs(s)).toEqual([]);
    expect(await queueNodeStatuses(s)).toEqual(['active', 'active']);
    await tickAt(11);
    expect(await logs(s)).toEqual([expect.objectContaining({ node_count_before: 2, node_count_after: 4 })]);
  });

  it('tells the limits: the policy maximum, and never below one compute node; a disabled policy has no next check', async () => {
    const full = await setup(2);
    await insertJob(gw.gateway.db, full.cluster, full.queue, 'pending', 500);
    await addPolicy(full, { ...expand, max_nodes: 2 });
    await gw.gateway.engine.tick();
    expect(await preview(full)).toEqual([
      expect.objectContaining({
        outcome: 'skip',
        node_count_after: 2,
        message: 'The queue already has the policy maximum of 2 compute nodes',
      }),
    ]);
    const one = await setup(1);
    await addPolicy(one, { op_type: 'shrink', reserved_idle_nodes: 0, node_step: 1, op_is_enabled: 0 });
    expect(await preview(one)).toEqual([
      expect.objectContaining({
        outcome: 'skip',
        node_count_before: 1,
        node_count_after: 1,
        next_check_time: null,
        message: 'Auto-scale shrink does nothing when there is one compute node',
      }),
    ]);
  });
});

describe('auto-scale cooldown', () => {
  it('skips the queue’s other policy within the cooldown after a run that changed its nodes, so expand and shrink do not flap', async () => {
    const s = await setup(3);
    const job = await insertJob(gw.gateway.db, s.cluster, s.queue, 'pending', 200);
    await addPolicy(s, { ...expand, max_nodes: 5 });
    await gw.gateway.engine.tick();
    await tickAt(1.5);
    expect(await logs(s)).toEqual([expect.objectContaining({ op_type: 'expand', node_count_before: 3, node_count_after: 5 })]);
    // A shrink policy of the same queue, due a minute later: the idle nodes are there, but the expansion was 1 minute ago.
    const shrink = await addPolicy(s, { op_type: 'shrink', reserved_idle_nodes: 0, node_step: 1 });
    await gw.gateway.engine.tick();
    await tickAt(2.5);
    expect((await logs(s, { strategy_id: shrink }))[0]).toMatchObject({
      op_status: 'skipped',
      node_count_before: 5,
      node_count_after: 5,
      message: 'Cooldown: the other policy of the queue changed its nodes within 10 minutes, the check was skipped',
    });
    // Once nothing is queued any more and the cooldown is over, the shrink acts.
    await gw.gateway.db.query("UPDATE jobs SET job_status = 'finished' WHERE hpcjob_uuid = $1", [job]);
    await tickAt(14);
    expect((await logs(s, { strategy_id: shrink }))[0]).toMatchObject({ op_type: 'shrink', op_status: 'running', node_count_after: 4 });
  });
});

describe('auto-scale shrinking', () => {
  it('removes idle nodes, newest first, keeping reserved_idle_nodes idle and the busy ones', async () => {
    const s = await setup(5);
    await insertJob(gw.gateway.db, s.cluster, s.queue, 'running', 60);
    const policy = await addPolicy(s, { op_type: 'shrink', reserved_idle_nodes: 1, node_step: 5 });
    await tickAt(1);
    const [run] = await logs(s, { strategy_id: policy });
    expect(run).toMatchObject({
      op_type: 'shrink',
      op_status: 'running',
      node_count_before: 5,
      node_count_after: 3,
      message: 'Removed 2 idle compute nodes, keeping 1 idle',
    });
    await tickAt(1);
    await tickAt(1);
    const left = await gw.gateway.db.query<{ node_id: string }>(
      'SELECT node_id FROM cluster_nodes WHERE cluster_id = $1 ORDER BY create_time',
      [s.cluster],
    );
    expect(left.map((n) => n.node_id)).toEqual(s.nodes.slice(0, 3));
    expect(await logs(s, { op_status: 'successful' })).toHaveLength(1);
    // The jobs scheduler (when present) ends fixture jobs after their tick, so the next check gets its own busy job.
    await insertJob(gw.gateway.db, s.cluster, s.queue, 'running', 60);
    await tickAt(3);
    expect(await logs(s)).toHaveLength(1);
  });

  it('never goes below one compute node: Auto-scale shrink does nothing when there is one compute node', async () => {
    const two = await setup(2);
    await addPolicy(two, { op_type: 'shrink', reserved_idle_nodes: 0, node_step: 5 });
    await tickAt(1);
    expect(await logs(two)).toEqual([expect.objectContaining({ node_count_before: 2, node_count_after: 1 })]);
    await tickAt(2);
    await tickAt(2);
    await tickAt(4);
    const [skipped] = await logs(two, { op_status: 'skipped', op_is_enabled: 1, queue_ids: [two.queue] });
    expect(skipped).toMatchObject({
      op_type: 'shrink',
      node_count_before: 1,
      node_count_after: 1,
      message: 'Auto-scale shrink does nothing when there is one compute node',
    });
    expect(await queueNodeStatuses(two)).toEqual(['active']);
    const chinese = await owner.op('listStrategyLogs', { cluster_id: two.cluster, op_status: 'skipped' }, { 'accept-language': 'zh-CN' });
    expect(chinese.body.ehpc_queue_strategy_log_set[0].message).toBe('队列只有一个计算节点时，自动缩容不执行任何操作');
    expect(await logs(two, { op_is_enabled: 0 })).toEqual([]);
  });
});
