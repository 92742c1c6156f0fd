/**
 * A shared cluster and its tenants on the local cloud (ADR 0050), with real processes: one shared cluster for the file
 * (a controller and two compute hosts in partition p1), two tenants (a login host each, a user `alice` each), whose
 * users' jobs run on the shared hosts as their own uids, with their tenant's homes and storage, and are kept in the
 * shared cluster's accounting (where slurmdbd and MariaDB are installed); a tenant added to running hosts, a tenant
 * destroyed while its job runs, a stopped shared cluster, and nothing left at the end.
 */
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingAvailable } from '../../slurm/slurmdbd';
import type { ClusterPlan, HostPlan, UserPlan } from '../types';
import { cloudLeftovers, inHost, leftovers, NOTHING, passwordCrypt, runCloud, slurmEnv, ssh } from './cloud-test-support';
import { readPid } from './host';
import { createLocalCloud, localCloudAvailable, type LocalCloud } from './index';
import { readNetwork, numberToIp } from './network';
import { mountsOf } from './tenancy';
import { destroyClusterSync } from './teardown';

const run = promisify(execFile);
const available = localCloudAvailable();
// Optional (as in the test harness): without slurmdbd and MariaDB the shared cluster runs without it.
const accounting = accountingAvailable();
const RUNNING = { timeout: 60_000, interval: 250 };

const compute = (i: number): HostPlan => ({
  nodeId: `node-c${i}`,
  hostName: `compute00${i}`,
  role: 'compute',
  cpus: 4,
  memoryMb: 512,
  gpus: 0,
});
const login: HostPlan = { nodeId: 'node-login', hostName: 'login001', role: 'login', cpus: 1, memoryMb: 512, gpus: 0 };

describe.skipIf(!available.ok)("the local cloud's shared cluster and its tenants", () => {
  const zone = `zone-t${process.pid}`;
  const ta = 'hpc-ta';
  const tb = 'hpc-tb';
  const mountRoot = `/hpc-cloud-test-${process.pid}`;
  const state = {} as { root: string; dir: string; cloud: LocalCloud };
  const passwords = { [ta]: 'Tenant-A-pass1', [tb]: 'Tenant-B-pass1' } as Record<string, string>;
  const uids = { [ta]: 110001, [tb]: 210001 } as Record<string, number>;
  const slots = { [ta]: 1, [tb]: 2 } as Record<string, number>;
  const crypts: Record<string, string> = {};

  const tenantUser = (tenant: string): UserPlan => ({
    name: 'alice',
    uid: uids[tenant]!,
    passwordCrypt: crypts[tenant]!,
    home: `/home/${tenant}/alice`,
  });
  const tenantPlan = (tenant: string): ClusterPlan => ({
    clusterId: tenant,
    joins: zone,
    sharedDir: join(state.root, `${tenant}-share`),
    mountPath: `${mountRoot}/${tenant}`,
    hosts: [login],
    partitions: [],
    users: [tenantUser(tenant)],
  });
  const sharedPlan = (tenants: string[]): ClusterPlan => ({
    clusterId: zone,
    sharedDir: join(state.root, 'zone-share'),
    mountPath: `${mountRoot}/zone`,
    hosts: [{ nodeId: 'node-manager', hostName: 'manager', role: 'controller', cpus: 1, memoryMb: 512, gpus: 0 }, compute(1), compute(2)],
    partitions: [{ name: 'p1', hosts: ['compute001', 'compute002'], isDefault: true }],
    users: tenants.map((t) => ({ ...tenantUser(t), name: `h${slots[t]}-alice`, passwordCrypt: '!' })),
    tenants: tenants.map((t) => ({ clusterId: t, sharedDir: tenantPlan(t).sharedDir, mountPath: tenantPlan(t).mountPath })),
  });

  const allRunning = async (clusterId: string, count: number) => {
    const o = await state.cloud.observe(clusterId);
    return o.hosts.length === count && o.hosts.every((h) => h.state === 'running');
  };
  /** Runs a command on the tenant's login host over SSH as its alice, with her password. */
  const asAlice = async (tenant: string, command: string): Promise<string> => {
    const host = (await state.cloud.observe(tenant)).hosts[0]!.ssh!.host;
    return ssh(`${host}:22`, 'alice', passwords[tenant]!, command);
  };
  const holderOf = (host: string) => readPid(join(state.dir, zone, 'hosts', host, 'holder.pid'))!;
  const sharedConf = () => join(state.dir, zone, 'slurm.conf');
  const jobsOf = async (uid: number) =>
    (await run('squeue', ['-h', '-o', '%i %U %T'], { env: slurmEnv(sharedConf()), timeout: 10_000 })).stdout
      .split('\n')
      .map((l) => l.trim().split(/\s+/))
      .filter(([, u]) => u === String(uid));

  const atExit = () => {
    for (const id of [ta, tb, zone]) destroyClusterSync(state.dir, id);
    rmSync(state.root, { recursive: true, force: true });
  };
  beforeAll(() => {
    state.root = mkdtempSync(join(tmpdir(), 'hpc-cloud-test-'));
    // The run's cloud folder (its uplink held by the run), shared with the other cloud files' clusters.
    state.dir = runCloud().dir;
    mkdirSync(join(state.root, 'zone-share'));
    // Each tenant's storage, where its users write (as a NAS export's folder lets them).
    for (const t of [ta, tb]) {
      mkdirSync(join(state.root, `${t}-share`));
      chmodSync(join(state.root, `${t}-share`), 0o1777);
    }
    state.cloud = createLocalCloud({ dir: state.dir });
    for (const t of [ta, tb]) crypts[t] = passwordCrypt(passwords[t]!);
    process.on('exit', atExit);
  });
  afterAll(async () => {
    for (const id of [ta, tb, zone]) await state.cloud.destroy(id).catch(() => undefined);
    await state.cloud.close();
    process.off('exit', atExit);
    atExit();
    for (const id of [ta, tb, zone]) expect(leftovers(state.dir, id)).toEqual(NOTHING);
    // The run's uplink stays for the other files' clusters.
    expect(cloudLeftovers(state.dir)).not.toEqual([]);
  });

  it("runs a tenant user's jobs on the shared compute hosts, as her uid, with her tenant's home and storage", async () => {
    const started = Date.now();
    await state.cloud.apply(sharedPlan([ta]));
    await expect.poll(() => allRunning(zone, 3), RUNNING).toBe(true);
    const sharedAt = Date.now();
    await state.cloud.apply(tenantPlan(ta));
    await expect.poll(() => allRunning(ta, 1), RUNNING).toBe(true);
    console.log(`shared cloud: shared cluster running ${sharedAt - started} ms after apply, its tenant ${Date.now() - sharedAt} ms after`);

    const observed = await state.cloud.observe(ta);
    expect(observed.failure).toBeUndefined();
    expect(observed.scheduler?.slurmConf).toBe(sharedConf());
    expect(observed.partitions).toEqual([{ name: 'p1', hosts: ['compute001', 'compute002'], isDefault: true }]);
    expect(observed.accounts).toContain('alice');
    expect(observed.accounts).not.toContain('h1-alice');
    // Its login host runs no Slurm daemon and has no munge key.
    expect(await inHost(state.dir, ta, 'login001', ['ls', '-A', '/etc/munge'])).toBe('');

    expect((await asAlice(ta, 'srun -N 2 hostname')).split('\n').sort()).toEqual(['compute001', 'compute002']);
    const job = 'id -u > /hpc-out/job.txt; hostname >> /hpc-out/job.txt; pwd >> /hpc-out/job.txt; echo from-the-job > $HOME/from-job.txt';
    const jobId = await asAlice(
      ta,
      `sbatch --parsable --wait --chdir=$HOME --output=/dev/null --wrap '${job.replaceAll('/hpc-out', tenantPlan(ta).mountPath)}'`,
    );
    const written = join(tenantPlan(ta).sharedDir, 'job.txt');
    expect(statSync(written).uid).toBe(110001);
    const [uid, host, pwd] = readFileSync(written, 'utf8').trim().split('\n');
    expect(uid).toBe('110001');
    expect(host).toMatch(/^compute00[12]$/);
    expect(pwd).toBe('/home/hpc-ta/alice');
    expect(readFileSync(join(state.dir, ta, 'home', 'alice', 'from-job.txt'), 'utf8')).toBe('from-the-job\n');
    expect(await asAlice(ta, 'squeue -h -o %u; sinfo -h -o %P')).toBe('p1*');
    if (!accounting) return;

    // The shared cluster's accounting has her ended job as her uid, which sacct on her login host reads.
    await expect
      .poll(() => asAlice(ta, `sacct -n -P -X -j ${jobId} -o State,UID,Partition`), { timeout: 30_000, interval: 500 })
      .toBe('COMPLETED|110001|p1');
  });

  it('adds a tenant to the running shared hosts without restarting slurmd, and keeps its alice another account', async () => {
    const slurmd = ['compute001', 'compute002'].map((h) => readPid(join(state.dir, zone, 'hosts', h, 'slurmd.pid')));
    await state.cloud.apply(sharedPlan([ta, tb]));
    await state.cloud.settled(zone);
    for (const host of ['compute001', 'compute002', 'manager']) {
      const mounts = mountsOf(holderOf(host));
      expect(mounts.has('/home/hpc-tb')).toBe(true);
      expect(mounts.has(tenantPlan(tb).mountPath)).toBe(true);
    }
    expect(['compute001', 'compute002'].map((h) => readPid(join(state.dir, zone, 'hosts', h, 'slurmd.pid')))).toEqual(slurmd);
    await state.cloud.apply(tenantPlan(tb));
    await expect.poll(() => allRunning(tb, 1), RUNNING).toBe(true);

    expect(await asAlice(tb, 'srun id -u')).toBe('210001');
    expect(await asAlice(tb, 'srun ls /home/hpc-ta/alice 2>&1')).toMatch(/Permission denied/);
    await expect(inHost(state.dir, ta, 'login001', ['getent', 'passwd', '210001'])).rejects.toThrow();
    expect(await asAlice(ta, 'id -u')).toBe('110001');
    // Her password is not ta's alice's.
    const taHost = (await state.cloud.observe(ta)).hosts[0]!.ssh!.host;
    await expect(ssh(`${taHost}:22`, 'alice', passwords[tb]!, 'id -u')).rejects.toThrow(/authentication/i);
  });

  it("destroys a tenant while its job runs: the job is cancelled, nothing of it is left, the other tenant's job runs on", async () => {
    const taSubnet = `${numberToIp(readNetwork(join(state.dir, ta))!.base)}/24`;
    await asAlice(ta, "sbatch --output=/dev/null --wrap 'sleep 300'");
    await asAlice(tb, "sbatch --output=/dev/null --wrap 'sleep 300'");
    await expect.poll(async () => (await jobsOf(110001)).map((j) => j[2]), RUNNING).toEqual(['RUNNING']);
    await expect.poll(async () => (await jobsOf(210001)).map((j) => j[2]), RUNNING).toEqual(['RUNNING']);

    await state.cloud.destroy(ta);
    expect(await jobsOf(110001)).toEqual([]);
    expect(leftovers(state.dir, ta, ['node-login'])).toEqual(NOTHING);
    expect(existsSync(tenantPlan(ta).mountPath)).toBe(false);
    const routes = await inHost(state.dir, zone, 'compute001', ['ip', '-4', 'route']);
    expect(routes).not.toContain(taSubnet);

    // Its folder went from under the shared hosts' bind of its homes: the next apply unbinds it all the same.
    expect(mountsOf(holderOf('compute001')).get('/home/hpc-ta')).toEqual({ deleted: true });
    await state.cloud.apply(sharedPlan([tb]));
    await state.cloud.settled(zone);
    expect((await state.cloud.observe(zone)).failure).toBeUndefined();
    for (const host of ['compute001', 'compute002', 'manager']) {
      const mounts = mountsOf(holderOf(host));
      expect(mounts.has('/home/hpc-ta')).toBe(false);
      expect(mounts.has(tenantPlan(ta).mountPath)).toBe(false);
      expect(mounts.has('/home/hpc-tb')).toBe(true);
    }
    expect(existsSync(join(state.dir, ta))).toBe(false);
    expect((await jobsOf(210001)).map((j) => j[2])).toEqual(['RUNNING']);
  });

  it("restarts a tenant's login host: its sshd comes back", async () => {
    const sshdPid = () => readPid(join(state.dir, tb, 'hosts', 'login001', 'sshd.pid'));
    const before = sshdPid();
    await state.cloud.restart(tb, ['node-login']);
    await state.cloud.settled(tb);
    expect(sshdPid()).not.toBe(before);
    expect(await allRunning(tb, 1)).toBe(true);
    expect(await asAlice(tb, 'hostname')).toBe('login001');
  });

  it('shows a tenant abnormal, saying why, while its shared cluster is stopped and once it is gone', async () => {
    await state.cloud.stop(zone);
    const stopped = await state.cloud.observe(tb);
    expect(stopped.hosts[0]).toMatchObject({ state: 'abnormal', detail: expect.stringContaining(`its shared cluster ${zone} is stopped`) });
    expect(stopped.scheduler).toBeUndefined();
    expect(stopped.partitions).toBeUndefined();

    await expect(state.cloud.destroy(zone)).rejects.toThrow(`the shared cluster ${zone} still has tenants (hpc-tb): destroy them first`);
    expect(existsSync(join(state.dir, zone))).toBe(true);
    // The gateway's clean-up at process exit takes a shared cluster whatever its tenants.
    destroyClusterSync(state.dir, zone);
    expect(leftovers(state.dir, zone, ['node-manager', 'node-c1', 'node-c2'])).toEqual(NOTHING);
    expect((await state.cloud.observe(tb)).hosts[0]).toMatchObject({
      state: 'abnormal',
      detail: expect.stringContaining(`its shared cluster ${zone} does not exist`),
    });
  });

  it('destroys the last tenant with nothing left', async () => {
    await state.cloud.destroy(tb);
    expect(leftovers(state.dir, tb, ['node-login'])).toEqual(NOTHING);
    expect(existsSync(mountRoot)).toBe(false);
    // Other files' clusters may be in the run's folder.
    for (const id of [ta, tb, zone]) expect(await state.cloud.clusters()).not.toContain(id);
  });
});
