/**
 * Queues and nodes on the local cloud (ADR 0047), as a user drives them through the API, on one EHPC cluster of two
 * compute hosts: a queue added with a node is a Slurm partition (and active only once slurmctld has it) that runs a
 * job, and a renamed queue is renamed in Slurm; an auto-scale expansion adds a node that is active only once its host
 * runs, and the queue's waiting job runs there; a shrink removes the host; deleting a node whose Slurm job runs ends
 * the job (cancelled in Slurm and in the console, its processes gone) before the host goes; stop ends the jobs and
 * every daemon, start brings every host back and a new job runs. Root and Debian's Slurm, munge and OpenSSH (the
 * cloud project).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inHost, leftovers, NOTHING } from '../../cloud/local/cloud-test-support';
import { localCloudAvailable } from '../../cloud/local/index';
import { netnsName } from '../../cloud/local/names';
import { commOf, netnsInode, pidsIn } from '../../cloud/local/processes';
import { createRealCluster, jobOutput, useCloudGateway } from '../clusters/cloud-test-support';
import { API } from '../clusters/test-support';
import { evaluateNow } from './autoscale';

type Row = Record<string, unknown>;
const available = localCloudAvailable();
const SOON = { timeout: 120_000, interval: 300 };
const DAEMONS = /^(munged|slurmctld|slurmrestd|slurmd|sshd)$/;

describe.skipIf(!available.ok)('queues and nodes on the local cloud', { timeout: 240_000 }, () => {
  const gateway = useCloudGateway('queues-cloud');
  const { cloudDir, db, tick } = gateway;
  let clusterId = '';
  const everNodeIds = new Set<string>();
  let queueId = '';
  let longJob = '';

  const until = async <T>(read: () => Promise<T>, expected: T) => expect.poll(async () => (await tick(), read()), SOON).toEqual(expected);
  const nodes = () =>
    db().query<{ node_id: string; hostname: string; status: string; transition_status: string }>(
      "SELECT node_id, hostname, status, transition_status FROM cluster_nodes WHERE cluster_id = $1 AND status NOT IN ('deleted', 'ceased') ORDER BY hostname",
      [clusterId],
    );
  const nodeOf = async (hostname: string) => (await nodes()).find((n) => n.hostname === hostname);
  const clusterStatus = async () =>
    (await db().query<{ status: string }>('SELECT status FROM clusters WHERE cluster_id = $1', [clusterId]))[0]!.status;
  const queueStatus = async (id: string) =>
    (await db().query<{ status: string }>('SELECT status FROM queues WHERE hpcqueue_id = $1', [id]))[0]?.status;
  const operationStatus = async (jobId: unknown) =>
    (await db().query<{ status: string }>('SELECT status FROM operations WHERE job_id = $1', [jobId]))[0]!.status;
  const job = async (uuid: string) =>
    (
      await db().query<{ job_status: string; job_id: string | null; stdout_path: string | null; scheduler_state: string | null }>(
        'SELECT job_status, job_id, stdout_path, scheduler_state FROM jobs WHERE hpcjob_uuid = $1',
        [uuid],
      )
    )[0]!;

  /** The processes of a node's host: those in its network namespace. */
  const hostPids = (nodeId: string) => pidsIn(netnsInode(netnsName(join(cloudDir, clusterId), nodeId)));
  const hostRuns = (nodeId: string) => hostPids(nodeId).some((p) => commOf(p) === 'slurmd');
  /** Slurm's partition as the controller host shows it (`scontrol show partition`), or null. */
  const partition = (name: string) =>
    inHost(cloudDir, clusterId, 'controller001', ['scontrol', 'show', 'partition', '-o', name]).then(
      (text) => /(?:^|\s)Nodes=(\S+)/.exec(text)?.[1] ?? '(null)',
      () => null,
    );

  async function submit(queue: string, name: string, cores: number, cmd: string): Promise<string> {
    const answer = await gateway.owner.call('POST', '/portal-hpc/job/submitJob', {
      cluster_id: clusterId,
      hpcqueue_id: queue,
      name,
      cores,
      time_limit: 10,
      submit_type: 'command',
      cmd,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return String(answer.body.hpcjob_uuid);
  }

  const output = async (uuid: string): Promise<string> => jobOutput(gateway, clusterId, (await job(uuid)).stdout_path!);

  it('creates the EHPC cluster of two compute hosts the file shares', async () => {
    clusterId = await createRealCluster(gateway, 'real_queues', 'md_queue', { cpu: 8, memory: 16384, count: 2 });
    await until(clusterStatus, 'active');
    for (const n of await nodes()) everNodeIds.add(n.node_id);
  });

  it('adds a queue with a node as a Slurm partition, active only once slurmctld has it, and runs a job there', async () => {
    const compute002 = (await nodeOf('compute002'))!;
    const answer = await gateway.owner.call('POST', '/portal-hpc/queue/ehpc/addQueue', {
      cluster_id: clusterId,
      queue_name: 'scale_q',
      node_ids: [compute002.node_id],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    queueId = String(answer.body.hpcqueue_id);
    const seen: string[] = [];
    await expect
      .poll(async () => {
        await tick();
        const status = await queueStatus(queueId);
        const nodesInSlurm = await partition('scale_q');
        seen.push(`${status} ${nodesInSlurm}`);
        return status;
      }, SOON)
      .toBe('active');
    expect(seen.filter((s) => s.startsWith('active') && !s.endsWith(' compute002'))).toEqual([]);
    expect(await partition('scale_q')).toBe('compute002');
    expect(await operationStatus(answer.body.job_id)).toBe('successful');
    const uuid = await submit(queueId, 'on_scale_q', 1, 'hostname');
    await until(async () => (await job(uuid)).job_status, 'finished');
    expect(await output(uuid)).toBe('compute002\n');
  });

  it('renames the queue in Slurm', async () => {
    const answer = await gateway.owner.call('POST', '/portal-hpc/queue/ehpc/modifyQueue', {
      cluster_id: clusterId,
      hpcqueue_id: queueId,
      queue_name: 'scale_r',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await until(() => queueStatus(queueId), 'active');
    expect(await partition('scale_r')).toBe('compute002');
    expect(await partition('scale_q')).toBeNull();
  });

  it('keeps a node the console took out of every queue running, and gives it back to a queue', async () => {
    const compute002 = (await nodeOf('compute002'))!;
    const [md] = await db().query<{ hpcqueue_id: string }>(
      "SELECT hpcqueue_id FROM queues WHERE cluster_id = $1 AND queue_name = 'md_queue'",
      [clusterId],
    );
    const change = async (path: string, queue: string) => {
      const answer = await gateway.owner.call('POST', `/portal-hpc/queue/ehpc/${path}`, {
        cluster_id: clusterId,
        hpcqueue_id: queue,
        node_ids: [compute002.node_id],
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      await until(() => operationStatus(answer.body.job_id), 'successful');
    };
    await change('removeNodes', md!.hpcqueue_id);
    await change('removeNodes', queueId);
    expect([await partition('md_queue'), await partition('scale_r')]).toEqual(['compute001', '(null)']);
    // In no partition, still a node of slurmctld: its host runs, its node healthy.
    await until(
      async () =>
        (
          await db().query<{ health_status: string }>('SELECT health_status FROM cluster_nodes WHERE node_id = $1', [compute002.node_id])
        )[0]!.health_status,
      'healthy',
    );
    expect(hostRuns(compute002.node_id)).toBe(true);
    await change('addNodes', queueId);
    expect(await partition('scale_r')).toBe('compute002');
  });

  it('expands the queue by auto-scaling: the new node is active only once its host runs, and the waiting job runs on it', async () => {
    // compute002's 8 cores taken: the next job of the queue waits in Slurm.
    longJob = await submit(queueId, 'long', 8, 'sleep 317');
    await until(async () => (await job(longJob)).job_status, 'running');
    const waiting = await submit(queueId, 'waiting', 1, 'hostname');
    await until(async () => (await job(waiting)).job_id !== null, true);
    expect((await job(waiting)).job_status).toBe('pending');
    const policy = await gateway.owner.call('POST', '/portal-hpc/queue/ehpc/addStrategy', {
      cluster_id: clusterId,
      queue_id: queueId,
      op_type: 'expand',
      queued_cores: 1,
      node_step: 1,
      max_nodes: 2,
      check_frequency: 60,
      run_now: 1,
    });
    expect(policy.status, JSON.stringify(policy.body)).toBe(200);
    const early: string[] = [];
    await expect
      .poll(async () => {
        await tick();
        const added = await nodeOf('compute003');
        if (!added) return 'none';
        everNodeIds.add(added.node_id);
        if (added.status === 'active' && !hostRuns(added.node_id)) early.push(added.status);
        return added.status;
      }, SOON)
      .toBe('active');
    expect(early).toEqual([]);
    expect(hostRuns((await nodeOf('compute003'))!.node_id)).toBe(true);
    expect(await partition('scale_r')).toBe('compute[002-003]');
    await until(async () => (await job(waiting)).job_status, 'finished');
    expect(await output(waiting)).toBe('compute003\n');
    const logs = await gateway.owner.call('GET', '/portal-hpc/queue/ehpc/getStrategyLogList', { cluster_id: clusterId });
    expect((logs.body.ehpc_queue_strategy_log_set as Row[])[0]).toMatchObject({
      op_type: 'expand',
      op_status: 'successful',
      node_count_after: 2,
    });
  });

  it('shrinks the queue: the idle node leaves and its host is removed', async () => {
    const added = (await nodeOf('compute003'))!;
    const policy = await gateway.owner.call('POST', '/portal-hpc/queue/ehpc/addStrategy', {
      cluster_id: clusterId,
      queue_id: queueId,
      op_type: 'shrink',
      reserved_idle_nodes: 0,
      node_step: 1,
      check_frequency: 60,
      run_now: 0,
    });
    expect(policy.status, JSON.stringify(policy.body)).toBe(200);
    // Checked as the auto-scale ticker would a quarter of an hour on, past the expansion's cooldown.
    await db().transaction((tx) => evaluateNow(tx, String(policy.body.strategy_id), new Date(Date.now() + 15 * 60_000)));
    await until(async () => (await db().query('SELECT 1 FROM cluster_nodes WHERE node_id = $1', [added.node_id])).length, 0);
    expect(hostPids(added.node_id)).toEqual([]);
    expect(await partition('scale_r')).toBe('compute002');
    expect((await job(longJob)).job_status).toBe('running');
  });

  it('deletes a node whose Slurm job runs: the job ends cancelled in Slurm and in the console before its host goes', async () => {
    const compute002 = (await nodeOf('compute002'))!;
    const { job_id: slurmId } = await job(longJob);
    const answer = await gateway.owner.call('POST', API.deleteNodes, { cluster_id: clusterId, node_ids: [compute002.node_id] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await until(() => operationStatus(answer.body.job_id), 'successful');
    expect((await job(longJob)).job_status).toBe('cancelled');
    expect(await inHost(cloudDir, clusterId, 'controller001', ['scontrol', 'show', 'job', '-o', slurmId!])).toMatch(/JobState=CANCELLED /);
    expect(hostPids(compute002.node_id)).toEqual([]);
    expect(execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })).not.toContain('sleep 317');
    expect(await partition('scale_r')).toBe('(null)');
    expect(await partition('md_queue')).toBe('compute001');
    await until(async () => (await job(longJob)).scheduler_state, 'CANCELLED');
  });

  it('stops the cluster (its jobs and every daemon end) and starts it again: every host runs and a new job runs', async () => {
    const [md] = await db().query<{ hpcqueue_id: string }>(
      "SELECT hpcqueue_id FROM queues WHERE cluster_id = $1 AND queue_name = 'md_queue'",
      [clusterId],
    );
    const running = await submit(md!.hpcqueue_id, 'before_stop', 1, 'sleep 331');
    await until(async () => {
      const j = await job(running);
      return j.job_status === 'cancelled' ? `cancelled: ${j.scheduler_state}` : j.job_status;
    }, 'running');
    expect((await gateway.owner.call('POST', API.stop, { cluster_ids: [clusterId] })).status).toBe(200);
    await until(clusterStatus, 'stopped');
    expect((await job(running)).job_status).toBe('stopped');
    const live = await nodes();
    await expect
      .poll(() => live.flatMap((n) => hostPids(n.node_id).map(commOf)).filter((name) => DAEMONS.test(name ?? '')), SOON)
      .toEqual([]);
    expect(execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })).not.toContain('sleep 331');
    expect((await gateway.owner.call('POST', API.start, { cluster_ids: [clusterId] })).status).toBe(200);
    await until(clusterStatus, 'active');
    expect(live.filter((n) => n.hostname.startsWith('compute')).map((n) => hostRuns(n.node_id))).toEqual([true]);
    const after = await submit(md!.hpcqueue_id, 'after_start', 1, 'hostname');
    await until(async () => (await job(after)).job_status, 'finished');
    expect(await output(after)).toBe('compute001\n');
  });

  it('deletes the cluster: nothing of it is left on the machine', async () => {
    const answer = await gateway.owner.call('POST', API.delete, { cluster_ids: [clusterId] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await until(clusterStatus, 'ceased');
    expect(leftovers(cloudDir, clusterId, [...everNodeIds])).toEqual(NOTHING);
  });
});
