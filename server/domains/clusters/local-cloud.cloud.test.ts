/**
 * The console on the local cloud (ADR 0047), as a user drives it through the API: an EHPC cluster created with two
 * compute nodes becomes real hosts and turns active once they run; a cluster user added in the console signs in
 * over SSH on a compute node with its password; a node added joins, a killed slurmd shows the node unhealthy until
 * it is restarted; a Desktop opened on a compute host is worked through the gateway's graphics proxy and billed from
 * its job's start to its end; a gateway restart finds the hosts running (reattach, no second daemons); deleting the cluster
 * leaves nothing of it on the machine. Root and Debian's Slurm, munge and OpenSSH (the cloud project).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cloudLeftovers, leftovers, NOTHING, ssh } from '../../cloud/local/cloud-test-support';
import { localCloudAvailable } from '../../cloud/local/index';
import { netnsName } from '../../cloud/local/names';
import { commOf, netnsInode, pidsIn } from '../../cloud/local/processes';
import { isRefused, openViewer } from '../../graphics/test-socket';
import { createRealCluster, jobOutput, onMachine, useCloudGateway } from './cloud-test-support';
import { signIn } from './test-support';

type Row = Record<string, unknown>;
const available = localCloudAvailable();
const SOON = { timeout: 90_000, interval: 300 };

describe.skipIf(!available.ok)('the console on the local cloud', () => {
  const gateway = useCloudGateway('console-cloud');
  const { cloudDir, db, tick } = gateway;
  let clusterId = '';
  let nodeIds: string[] = [];

  const row = async (): Promise<Row> =>
    (await db().query<Row>('SELECT status, transition_status, cloud, cloud_failure FROM clusters WHERE cluster_id = $1', [clusterId]))[0]!;
  const nodes = () =>
    db().query<{
      node_id: string;
      hostname: string;
      status: string;
      transition_status: string;
      health_status: string;
      ssh_endpoint: string | null;
    }>(
      "SELECT node_id, hostname, status, transition_status, health_status, ssh_endpoint FROM cluster_nodes WHERE cluster_id = $1 AND status NOT IN ('deleted', 'ceased') ORDER BY hostname",
      [clusterId],
    );
  const until = async <T>(read: () => Promise<T>, expected: T) => expect.poll(async () => (await tick(), read()), SOON).toEqual(expected);

  it('creates an EHPC cluster of real hosts: pending, then active once every host runs', async () => {
    clusterId = await createRealCluster(gateway, 'real_md', 'md_queue', { cpu: 8, memory: 16384, count: 2 });
    expect(await row()).toMatchObject({ cloud: 'local', status: 'pending', transition_status: 'creating' });
    await until(async () => (await row()).status, 'active');
    const live = await nodes();
    nodeIds = live.map((n) => n.node_id);
    expect(live.map((n) => n.hostname)).toEqual(['compute001', 'compute002', 'controller001', 'login001']);
    // Every login and compute node has its own sshd on its host's address.
    for (const n of live.filter((x) => x.hostname !== 'controller001')) expect(n.ssh_endpoint).toMatch(/^198\.1[89]\.\d+\.\d+:22$/);
  });

  it('lets a cluster user added in the console sign in on a compute node with its password', async () => {
    const answer = await gateway.owner.op('addClusterUser', {
      cluster_id: clusterId,
      account: 'mdrunner',
      password: 'Md#Runner2026',
      allocated_core_hours: 100,
      storage_quota_gb: 10,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const compute = (await nodes()).find((n) => n.hostname === 'compute002')!;
    await expect
      .poll(async () => {
        await tick();
        return ssh(compute.ssh_endpoint!, 'mdrunner', 'Md#Runner2026', 'hostname; id -un').catch((error: Error) => error.message);
      }, SOON)
      .toBe('compute002\nmdrunner');
    await expect(ssh(compute.ssh_endpoint!, 'mdrunner', 'wrong-password', 'hostname')).rejects.toThrow();
  });

  it("runs a job asking for more cores than one node has on both compute hosts, as the owner's account, never root", async () => {
    const [queue] = await db().query<{ hpcqueue_id: string }>('SELECT hpcqueue_id FROM queues WHERE cluster_id = $1 AND is_default = 1', [
      clusterId,
    ]);
    const answer = await gateway.owner.op('submitJob', {
      cluster_id: clusterId,
      hpcqueue_id: queue!.hpcqueue_id,
      name: 'two_nodes',
      cores: 12,
      priority: 5,
      time_limit: 10,
      submit_type: 'command',
      cmd: 'srun hostname | sort -u; id -un',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const uuid = String(answer.body.hpcjob_uuid);
    const job = () =>
      db().query<{ job_status: string; job_id: string | null; stdout_path: string | null; node_list: string | null }>(
        'SELECT job_status, job_id, stdout_path, node_list FROM jobs WHERE hpcjob_uuid = $1',
        [uuid],
      );
    await until(async () => (await job())[0]!.job_status, 'finished');
    const [done] = await job();
    expect(done!.job_id).toMatch(/^\d+$/);
    expect(await jobOutput(gateway, clusterId, done!.stdout_path!)).toBe('compute001\ncompute002\nusr_owner\n');
  });

  it("runs an IAM user's job as an account of her own, which cannot write the owner's files", async () => {
    const alice = await signIn(gateway.gw, 'iam-alice');
    const [queue] = await db().query<{ hpcqueue_id: string }>('SELECT hpcqueue_id FROM queues WHERE cluster_id = $1 AND is_default = 1', [
      clusterId,
    ]);
    const [mount] = await db().query<{ nas_shared_path: string }>('SELECT nas_shared_path FROM clusters WHERE cluster_id = $1', [
      clusterId,
    ]);
    const ownersFolder = `${mount!.nas_shared_path}/jobs/usr_owner`;
    const answer = await alice.op('submitJob', {
      cluster_id: clusterId,
      hpcqueue_id: queue!.hpcqueue_id,
      name: 'alice_probe',
      cores: 1,
      priority: 5,
      time_limit: 10,
      submit_type: 'command',
      cmd: `id -un; touch ${ownersFolder}/from_alice 2>/dev/null && echo wrote || echo refused`,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const uuid = String(answer.body.hpcjob_uuid);
    const job = async () =>
      (
        await db().query<{ job_status: string; run_as: string; stdout_path: string | null }>(
          'SELECT job_status, run_as, stdout_path FROM jobs WHERE hpcjob_uuid = $1',
          [uuid],
        )
      )[0]!;
    await until(async () => (await job()).job_status, 'finished');
    expect((await job()).run_as).toBe('alice');
    expect(await jobOutput(gateway, clusterId, (await job()).stdout_path!)).toBe('alice\nrefused\n');
    expect(existsSync(await onMachine(gateway, clusterId, `${ownersFolder}/from_alice`))).toBe(false);
    // Her account is her own on the hosts: neither the owner's uid nor a cluster user's.
    const [account] = await db().query<{ uid: number }>(
      "SELECT uid FROM cluster_host_accounts WHERE cluster_id = $1 AND account = 'alice'",
      [clusterId],
    );
    expect(account!.uid).toBeGreaterThanOrEqual(20000);
  });

  it("opens a Desktop on a compute host, worked through the gateway's proxy; ended, its minutes are on the bill", async () => {
    const [queue] = await db().query<{ hpcqueue_id: string }>('SELECT hpcqueue_id FROM queues WHERE cluster_id = $1 AND is_default = 1', [
      clusterId,
    ]);
    const opened = await gateway.owner.op('openGraphicsSession', {
      hpcsw_id: 'hpcsw-desktop',
      cluster_id: clusterId,
      hpcqueue_id: queue!.hpcqueue_id,
      cores: 1,
      time_limit: 10,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const id = String((opened.body.graphics_session as Row).session_id);
    const session = async () => (await gateway.owner.op('getGraphicsSession', { session_id: id })).body.graphics_session as Row;
    await until(async () => (await session()).status, 'running');
    expect((await session()).node).toMatch(/^compute00[12]$/);

    // The display's socket is in the job's folder on the NAS export, made by Xvnc in the compute host's namespaces.
    const viewer = await openViewer(gateway.gw.url, gateway.owner, { session_id: id });
    if (isRefused(viewer)) throw new Error(`refused: ${JSON.stringify(viewer)}`);
    try {
      expect(await viewer.start(await viewer.password())).toEqual({ ok: true, width: 1280, height: 800, name: 'Desktop' });
    } finally {
      await viewer.close();
    }

    const ended = await gateway.owner.op('endGraphicsSession', { session_id: id });
    expect(ended.body.graphics_session).toMatchObject({ status: 'ended', end_reason: 'ended_by_user' });
    // The usage row closes at the job's real end, once Slurm has let it go (the engine's next reads).
    const usage = async () =>
      (
        await db().query<{ app_state: string; start_time: Date; end_time: Date | null }>(
          'SELECT app_state, start_time, end_time FROM remote_app_logs WHERE session_id = $1',
          [id],
        )
      )[0]!;
    await until(async () => (await usage()).app_state, 'stopped');
    const { start_time: start, end_time: end } = await usage();
    expect(new Date(start).toISOString()).toBe((await session()).start_time);
    expect(new Date(end!).getTime()).toBeGreaterThan(new Date(start).getTime());
  });

  it('adds a compute node: it joins as a host of its own, active once it runs', async () => {
    const answer = await gateway.owner.op('addNodes', {
      cluster_id: clusterId,
      role: 'compute',
      count: 1,
      instance_class: 101,
      cpu: 8,
      memory: 16384,
      gpu: 0,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [added] = answer.body.node_ids as string[];
    await until(async () => (await nodes()).find((n) => n.node_id === added)?.status, 'active');
    nodeIds.push(added!);
    const node = (await nodes()).find((n) => n.node_id === added)!;
    expect(node.hostname).toBe('compute003');
    expect(await ssh(node.ssh_endpoint!, 'mdrunner', 'Md#Runner2026', 'hostname')).toBe('compute003');
  });

  it('shows a node whose slurmd died unhealthy, and a restart brings it back', async () => {
    const compute = (await nodes()).find((n) => n.hostname === 'compute001')!;
    process.kill(pidOfSlurmd(compute.node_id), 'SIGKILL');
    await until(async () => (await nodes()).find((n) => n.node_id === compute.node_id)?.health_status, 'unhealthy');
    const answer = await gateway.owner.op('restartNodes', { cluster_id: clusterId, node_ids: [compute.node_id] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await until(async () => {
      const n = (await nodes()).find((x) => x.node_id === compute.node_id)!;
      return `${n.transition_status}/${n.health_status}`;
    }, '/healthy');
  });

  it('finds its hosts again after a gateway restart, without second daemons', async () => {
    const before = daemonPids();
    await gateway.restart();
    for (let i = 0; i < 5; i += 1) await tick();
    expect(await row()).toMatchObject({ status: 'active' });
    expect(daemonPids()).toEqual(before);
  });

  it('deletes the cluster: ceased, and nothing of it is left on the machine', async () => {
    const answer = await gateway.owner.op('deleteCluster', { cluster_ids: [clusterId], deregister: false });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await until(async () => (await row()).status, 'ceased');
    expect(leftovers(cloudDir, clusterId, nodeIds)).toEqual(NOTHING);
    // The cloud's way in stays while the gateway runs (its one address on this machine, given at start). Here it stays
    // once the gateway stopped too: the run holds it for the other cloud files, which run beside Chromium
    // (server/testing/cloud-global-setup.ts). A gateway's cloud that stops with no cluster left takes it with it:
    // server/cloud/local/uplink.cloud.test.ts, on a folder of its own.
    expect(cloudLeftovers(cloudDir)).not.toEqual([]);
    await gateway.close();
    expect(leftovers(cloudDir, clusterId, nodeIds)).toEqual(NOTHING);
    expect(cloudLeftovers(cloudDir)).not.toEqual([]);
  });

  /** The processes of a node's host: those in its network namespace. */
  const hostPids = (nodeId: string) => pidsIn(netnsInode(netnsName(join(cloudDir, clusterId), nodeId)));

  /** The slurmd of a node's host. */
  function pidOfSlurmd(nodeId: string): number {
    const pid = hostPids(nodeId).find((p) => commOf(p) === 'slurmd');
    if (!pid) throw new Error(`no slurmd on ${nodeId}`);
    return pid;
  }

  /** Every daemon of the cluster's hosts (pid and name), sorted. */
  function daemonPids(): string[] {
    return nodeIds
      .flatMap((id) =>
        hostPids(id)
          .map((p) => `${id} ${p} ${commOf(p)}`)
          .filter((l) => /(slurmctld|slurmrestd|slurmd|sshd)$/.test(l)),
      )
      .sort();
  }
});
