/**
 * HPC clusters on the local cloud are tenants of their zone's shared cluster (ADR 0050), as a user drives them through
 * the API: the first one brings the zone's shared Slurm up (a controller, compute hosts per shared queue type) and
 * gets a login host of its own; a second one reuses the shared hosts; each one's accounts have uids of their own, so
 * the same user name in two clusters is two accounts; a job runs on the shared partition of its queue type; deleting
 * one cancels its jobs and leaves the other running; deleting the last leaves nothing on the machine. Root and
 * Debian's Slurm, munge and OpenSSH (the cloud project).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leftovers, NOTHING, ssh } from '../../cloud/local/cloud-test-support';
import { localCloudAvailable } from '../../cloud/local/index';
import { probe } from '../../cloud/local/exec';
import { slurmConfOf } from '../../cloud/local/slurm-conf';
import { SEED } from '../../seed/fixtures';
import { jobOutput, useCloudGateway } from './cloud-test-support';
import { TENANT_UID_BLOCK } from './tenants';

const available = localCloudAvailable();
const SOON = { timeout: 120_000, interval: 300 };
const ALICE = { a: 'Alice#InA2026', b: 'Alice#InB2026' };

describe.skipIf(!available.ok)("HPC clusters on the local cloud: tenants of the zone's shared cluster", () => {
  const gateway = useCloudGateway('hpc-cloud');
  const { cloudDir, db, tick } = gateway;
  const ids = { a: '', b: '' };
  let zone = '';
  const sharedId = () => `zone-${zone}`;

  const status = async (id: string) =>
    (await db().query<{ status: string }>('SELECT status FROM clusters WHERE cluster_id = $1', [id]))[0]?.status;
  const until = async <T>(read: () => Promise<T>, expected: T) => expect.poll(async () => (await tick(), read()), SOON).toEqual(expected);
  const create = (name: string, mountPath: string) =>
    gateway.owner.op('createCluster', {
      cluster_type: 'hpc',
      cluster_name: name,
      network_type: 'base',
      vxnet: 'vxnet-ks',
      nas_id: SEED.nas.spare,
      nas_path: mountPath,
      app_version: 'appv-hpc310',
      admin_password: 'Lab!Admin2026x',
      queue_type: 'qt-shared56',
      user_name: 'student02',
      password: 'Stud3nt@Pass01',
      paid_type: 0,
    });
  const login = async (id: string) =>
    await db().query<{ hostname: string; ssh_endpoint: string | null; role: string }>(
      "SELECT hostname, ssh_endpoint, role FROM cluster_nodes WHERE cluster_id = $1 AND status = 'active'",
      [id],
    );
  const slot = async (id: string) =>
    (await db().query<{ slot: number }>('SELECT slot FROM cloud_tenants WHERE cluster_id = $1', [id]))[0]!.slot;
  const submit = async (id: string, cmd: string, cores = 1) => {
    const [queue] = await db().query<{ hpcqueue_id: string }>('SELECT hpcqueue_id FROM queues WHERE cluster_id = $1 AND is_default = 1', [
      id,
    ]);
    const answer = await gateway.owner.op('submitJob', {
      cluster_id: id,
      hpcqueue_id: queue!.hpcqueue_id,
      name: 'on_shared',
      cores,
      priority: 5,
      time_limit: 10,
      submit_type: 'command',
      cmd,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return String(answer.body.hpcjob_uuid);
  };
  const job = async (uuid: string) =>
    (
      await db().query<{ job_status: string; stdout_path: string | null; job_id: string | null }>(
        'SELECT job_status, stdout_path, job_id FROM jobs WHERE hpcjob_uuid = $1',
        [uuid],
      )
    )[0]!;
  const addAlice = async (id: string, password: string) => {
    const answer = await gateway.owner.op('addClusterUser', {
      cluster_id: id,
      account: 'alice',
      password,
      allocated_core_hours: 100,
      storage_quota_gb: 10,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };

  it("creates an HPC cluster with a login host of its own on the zone's shared Slurm, its queue type a partition there", async () => {
    const answer = await create('hpc_lab_a', '/share/hpc_lab_a');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    ids.a = String(answer.body.cluster_id);
    gateway.clusters.push(ids.a);
    zone = (await db().query<{ zone: string }>('SELECT zone FROM clusters WHERE cluster_id = $1', [ids.a]))[0]!.zone;
    // Removed after the file's tests like its clusters, also when one failed half-way.
    gateway.clusters.push(sharedId());
    await until(() => status(ids.a), 'active');
    // Its node list is its login node, reached at its own address; the platform's hosts are no node of it.
    const nodes = await login(ids.a);
    expect(nodes.map((n) => [n.role, n.hostname])).toEqual([['login', 'login001']]);
    expect(nodes[0]!.ssh_endpoint).toMatch(/^198\.1[89]\.\d+\.\d+:22$/);
    const partitions = await probe('sinfo', ['-h', '-o', '%P %D'], {
      env: { SLURM_CONF: slurmConfOf(join(cloudDir, sharedId())) },
      timeout: 10_000,
    });
    expect((partitions ?? '').trim().split('\n').sort()).toEqual(['qt-shared54 2', 'qt-shared56* 2']);
  });

  it("refuses a second HPC cluster at a mount path the zone's shared hosts already give another, and creates nothing", async () => {
    const before = (await db().query('SELECT cluster_id FROM clusters')).length;
    const answer = await create('hpc_lab_clash', '/share/hpc_lab_a/');
    expect(answer.status).toBe(409);
    expect(JSON.stringify(answer.body)).toMatch(/shared path \/share\/hpc_lab_a\/ is used by another HPC cluster/);
    expect((await db().query('SELECT cluster_id FROM clusters')).length).toBe(before);
  });

  it('gives a second HPC cluster a login host on the same shared hosts, without restarting them', async () => {
    const slurmctld = readFileSync(join(cloudDir, sharedId(), 'hosts', 'controller', 'slurmctld.pid'), 'utf8');
    const answer = await create('hpc_lab_b', '/share/hpc_lab_b');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    ids.b = String(answer.body.cluster_id);
    gateway.clusters.push(ids.b);
    await until(() => status(ids.b), 'active');
    expect(await slot(ids.b)).toBe((await slot(ids.a)) + 1);
    expect(readFileSync(join(cloudDir, sharedId(), 'hosts', 'controller', 'slurmctld.pid'), 'utf8')).toBe(slurmctld);
  });

  it("runs a job asking for more cores than one node has on the shared partition's two hosts, as the cluster's own uid", async () => {
    const a = await submit(ids.a, 'srun hostname | sort -u; id -u', 60);
    const b = await submit(ids.b, 'id -u');
    await until(async () => [(await job(a)).job_status, (await job(b)).job_status], ['finished', 'finished']);
    const uid = async (id: string) => 10_000 + (await slot(id)) * TENANT_UID_BLOCK;
    expect(await jobOutput(gateway, ids.a, (await job(a)).stdout_path!)).toBe(`qt-shared56-1\nqt-shared56-2\n${await uid(ids.a)}\n`);
    expect(await jobOutput(gateway, ids.b, (await job(b)).stdout_path!)).toBe(`${await uid(ids.b)}\n`);
  });

  it("makes a cluster user of the same name in two HPC clusters two accounts, each signing in on its own cluster's login host only", async () => {
    await addAlice(ids.a, ALICE.a);
    await addAlice(ids.b, ALICE.b);
    const [hostA] = await login(ids.a);
    const [hostB] = await login(ids.b);
    await expect
      .poll(async () => {
        await tick();
        return ssh(hostA!.ssh_endpoint!, 'alice', ALICE.a, 'id -u; srun -N 2 -p qt-shared56 hostname | sort').catch(
          (error: Error) => error.message,
        );
      }, SOON)
      .toBe(`${10_001 + (await slot(ids.a)) * TENANT_UID_BLOCK}\nqt-shared56-1\nqt-shared56-2`);
    await expect
      .poll(async () => {
        await tick();
        return ssh(hostB!.ssh_endpoint!, 'alice', ALICE.b, 'id -u').catch((error: Error) => error.message);
      }, SOON)
      .toBe(`${10_001 + (await slot(ids.b)) * TENANT_UID_BLOCK}`);
    // B's alice has no way into A's login host, and A's home is not hers to read from a shared host.
    await expect(ssh(hostA!.ssh_endpoint!, 'alice', ALICE.b, 'true')).rejects.toThrow();
    expect(await ssh(hostB!.ssh_endpoint!, 'alice', ALICE.b, `srun -p qt-shared56 ls /home/${ids.a}/alice 2>&1 || true`)).toMatch(
      /Permission denied/,
    );
  });

  it('refuses a dedicated queue on an HPC cluster of shared hosts, saying why, and changes nothing', async () => {
    const before = (await db().query('SELECT hpcqueue_id FROM queues WHERE cluster_id = $1', [ids.a])).length;
    const answer = await gateway.owner.op('bindPrivateQueue', {
      cluster_id: ids.a,
      queue_type: 'qt-ded56',
      queue_name: 'mine',
      count: 1,
      paid_type: 0,
      duration: 0,
    });
    expect(answer.status).toBe(409);
    expect(JSON.stringify(answer.body)).toMatch(/shared compute nodes: a dedicated queue cannot be bound/);
    expect((await db().query('SELECT hpcqueue_id FROM queues WHERE cluster_id = $1', [ids.a])).length).toBe(before);
  });

  it('deletes one HPC cluster, cancelling its running job, and leaves the other and the shared hosts running', async () => {
    const running = await submit(ids.a, 'sleep 600');
    await until(async () => (await job(running)).job_status, 'running');
    const slurmId = (await job(running)).job_id!;
    const answer = await gateway.owner.op('deleteCluster', { cluster_ids: [ids.a], deregister: false });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await until(() => status(ids.a), 'ceased');
    expect((await job(running)).job_status).toBe('cancelled');
    const env = { SLURM_CONF: slurmConfOf(join(cloudDir, sharedId())) };
    await expect
      .poll(async () => (await probe('squeue', ['-h', '-j', slurmId, '-o', '%T'], { env, timeout: 10_000 }))?.trim() ?? '', SOON)
      .toMatch(/^(|CANCELLED|COMPLETING)$/);
    expect(leftovers(cloudDir, ids.a)).toEqual(NOTHING);
    const b = await submit(ids.b, 'hostname');
    await until(async () => (await job(b)).job_status, 'finished');
  });

  it('deletes the last HPC cluster of the zone, and its shared cluster goes with it: nothing is left on the machine', async () => {
    const answer = await gateway.owner.op('deleteCluster', { cluster_ids: [ids.b], deregister: false });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await until(() => status(ids.b), 'ceased');
    expect(leftovers(cloudDir, ids.b)).toEqual(NOTHING);
    await expect.poll(() => leftovers(cloudDir, sharedId()), SOON).toEqual(NOTHING);
    expect(existsSync(join(cloudDir, sharedId()))).toBe(false);
  });
});
