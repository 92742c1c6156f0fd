/**
 * The local cloud with real processes (root, Debian's Slurm, munge and OpenSSH): one cluster for the file, a
 * controller, a login host and two compute hosts, through its life: create, a job over two hosts as the cluster
 * user and its record in Slurm's accounting (where slurmdbd and MariaDB are installed), SSH with the user's password,
 * a node added and removed, a killed slurmd, killed accounting daemons, stop and start, a gateway restart, destroy
 * with nothing left.
 */
import { execFile } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSlurmClient } from '../../slurm/client';
import { accountingAvailable } from '../../slurm/slurmdbd';
import type { Cloud, ClusterObservation, ClusterPlan } from '../types';
import {
  clusterProcesses,
  computeHost,
  inHost,
  leftovers,
  NOTHING,
  passwordCrypt,
  slurmEnv,
  ssh,
  testPlan,
  USER,
  useTestCloud,
} from './cloud-test-support';
import { readPid } from './host';
import { createLocalCloud, localCloudAvailable } from './index';
import { netnsName } from './names';
import { commOf, netnsInode, pidsIn } from './processes';

const run = promisify(execFile);
const ACCOUNTING = ['mariadbd', 'slurmdbd'];
const DAEMONS = new Set(['munged', ...ACCOUNTING, 'slurmctld', 'slurmrestd', 'slurmd', 'sshd']);
const parentOf = (pid: number): number => Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
const available = localCloudAvailable();
// Optional (as in the test harness): without slurmdbd and MariaDB the cluster runs without it.
const accounting = accountingAvailable();
const ALL_RUNNING = { timeout: 60_000, interval: 250 };
/** slurmctld hands a job's end and its steps' figures to slurmdbd a moment after the job ended. */
const RECORDED = { timeout: 30_000, interval: 500 };

const states = (o: ClusterObservation): Record<string, string> => Object.fromEntries(o.hosts.map((h) => [h.hostName, h.state]));
const allRunning = async (cloud: Cloud, clusterId: string, count: number): Promise<boolean> => {
  const o = await cloud.observe(clusterId);
  return o.hosts.length === count && o.hosts.every((h) => h.state === 'running');
};

const sshHostname = (host: string, username: string, password: string): Promise<string> =>
  ssh(`${host}:22`, username, password, 'hostname');

describe.skipIf(!available.ok)('the local cloud', () => {
  const id = `lc-${process.pid}`;
  const test = useTestCloud(id);
  let plan: ClusterPlan;
  let jobBeforeStop: string;
  const sinfoNodes = async (conf: string) =>
    (await run('sinfo', ['-h', '-N', '-o', '%N'], { env: slurmEnv(conf), timeout: 10_000 })).stdout.split('\n').filter(Boolean);
  /** The job's record in the accounting, through the controller's slurmrestd (its /slurmdb path), as the console reads it. */
  const accounted = async (jobId: string) => {
    const scheduler = (await test.cloud.observe(id)).scheduler;
    if (!scheduler) return null;
    return createSlurmClient({ url: scheduler.restUrl, jwtKeyFile: scheduler.jwtKeyFile, timeoutMs: 10_000 }).accounted(USER.name, jobId);
  };
  const pidOf = (host: string, daemon: string) => readPid(join(test.dir, id, 'hosts', host, `${daemon}.pid`))!;

  beforeAll(() => {
    // The cloud makes the mount path's folders and removes them with the cluster.
    plan = testPlan(id, join(test.root, 'shared'), `/hpc-cloud-test-${process.pid}/share`, 2);
  });

  it('creates the hosts, runs a job over two compute hosts as the cluster user and answers on slurmrestd', async () => {
    const started = Date.now();
    await test.cloud.apply(plan);
    await expect.poll(() => allRunning(test.cloud, id, 4), ALL_RUNNING).toBe(true);
    console.log(`local cloud: 2 compute hosts running ${Date.now() - started} ms after apply`);

    const observed = await test.cloud.observe(id);
    expect(observed.failure).toBeUndefined();
    const login = observed.hosts.find((h) => h.role === 'login')!;
    expect(login.ssh).toEqual({ host: login.address, port: 22 });
    expect(new Set(observed.hosts.map((h) => h.address)).size).toBe(4);
    // The cluster's own /24 and the way back to this machine (the cloud's uplink): nothing is routed off the machine
    // or to another cluster.
    const routes = (await inHost(test.dir, id, 'compute001', ['ip', '-4', 'route'])).split('\n').filter(Boolean);
    expect(routes).toHaveLength(2);
    expect(routes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^198\.1[89]\.\d+\.0\/24 dev eth0 proto kernel /),
        expect.stringMatching(/^198\.1[89]\.\d+\.0\/24 via 198\.1[89]\.\d+\.1 dev eth0/),
      ]),
    );
    const compute = observed.hosts.find((h) => h.hostName === 'compute001')!;
    expect(compute.memoryTotalMb).toBe(512);
    expect(compute.memoryUsedMb).toBeGreaterThan(0);
    console.log(
      `local cloud: one compute host's processes use ${compute.memoryUsedMb} MiB (Pss sum); the controller's ${observed.hosts.find((h) => h.role === 'controller')!.memoryUsedMb} MiB`,
    );
    expect(observed.scheduler).toBeDefined();
    await createSlurmClient({ url: observed.scheduler!.restUrl, jwtKeyFile: observed.scheduler!.jwtKeyFile, timeoutMs: 10_000 }).ping();

    // More than one host's CPUs: one task on each compute host.
    const names = (await inHost(test.dir, id, 'login001', ['srun', '-N', '2', 'hostname'], USER.name)).split('\n').filter(Boolean).sort();
    expect(names).toEqual(['compute001', 'compute002']);

    const out = `/home/${USER.name}/two-hosts.out`;
    const submitted = await inHost(
      test.dir,
      id,
      'login001',
      ['sbatch', '--parsable', '--wait', '-N', '2', `--chdir=/home/${USER.name}`, `--output=${out}`, '--wrap', 'srun hostname; id -un'],
      USER.name,
    );
    jobBeforeStop = submitted.trim().split(';')[0]!;
    const onMachine = join(test.dir, id, 'home', USER.name, 'two-hosts.out');
    expect(statSync(onMachine).uid).toBe(USER.uid);
    const text = await inHost(test.dir, id, 'login001', ['cat', out], USER.name);
    expect(
      text
        .split('\n')
        .filter((l) => l.startsWith('compute'))
        .sort(),
    ).toEqual(['compute001', 'compute002']);
    expect(text).toContain(USER.name);
    if (!accounting) return;

    // Slurm's accounting has the ended job, complete with its steps (what the console shows as its usage)...
    // slurmdbd may hold the job complete before it has its whole node list: the record is awaited as a whole.
    await expect
      .poll(async () => await accounted(jobBeforeStop), RECORDED)
      .toMatchObject({ complete: true, state: 'COMPLETED', exitCode: 0, nodes: 'compute[001-002]' });
    // ... and sacct on the login host, as the cluster user: the batch step and the srun step over the two hosts.
    const steps = await inHost(test.dir, id, 'login001', ['sacct', '-n', '-P', '-j', jobBeforeStop, '-o', 'JobID,State,NNodes'], USER.name);
    expect(steps.trim().split('\n')).toEqual([
      `${jobBeforeStop}|COMPLETED|2`,
      `${jobBeforeStop}.batch|COMPLETED|1`,
      `${jobBeforeStop}.0|COMPLETED|2`,
    ]);
  });

  it('lets the cluster user sign in on the login host with its password over SSH', async () => {
    const login = (await test.cloud.observe(id)).hosts.find((h) => h.role === 'login')!;
    expect(await sshHostname(login.ssh!.host, USER.name, USER.password)).toBe('login001');
    await expect(sshHostname(login.ssh!.host, USER.name, 'not-the-password')).rejects.toThrow(/authentication/i);
  });

  it('adds a cluster user on every host, with a home it owns, and removes it again', async () => {
    const bob = { name: 'bob', uid: USER.uid + 1, passwordCrypt: passwordCrypt('Bob-pass-1') };
    await test.cloud.apply({ ...plan, users: [...plan.users, bob] });
    await test.cloud.settled(id);
    expect(await inHost(test.dir, id, 'compute002', ['id', '-un'], 'bob')).toBe('bob\n');
    expect(statSync(join(test.dir, id, 'home', 'bob')).uid).toBe(bob.uid);
    const login = (await test.cloud.observe(id)).hosts.find((h) => h.role === 'login')!;
    expect(await sshHostname(login.ssh!.host, 'bob', 'Bob-pass-1')).toBe('login001');

    await test.cloud.apply(plan);
    await test.cloud.settled(id);
    await expect(inHost(test.dir, id, 'compute002', ['id', '-un'], 'bob')).rejects.toThrow(/does not exist/);
  });

  it('makes a new queue a Slurm partition (slurm.conf rewritten, slurmctld reconfigured)', async () => {
    const conf = (await test.cloud.observe(id)).scheduler!.slurmConf;
    const partitions = async () =>
      (await run('sinfo', ['-h', '-o', '%P %D'], { env: slurmEnv(conf), timeout: 10_000 })).stdout.split('\n').filter(Boolean).sort();
    await test.cloud.apply({ ...plan, partitions: [...plan.partitions, { name: 'debug', hosts: ['compute002'], isDefault: false }] });
    await test.cloud.settled(id);
    expect(await partitions()).toEqual(['debug 1', 'normal* 2']);
    expect(await inHost(test.dir, id, 'login001', ['srun', '-p', 'debug', 'hostname'], USER.name)).toBe('compute002\n');
    await test.cloud.apply(plan);
    await test.cloud.settled(id);
    expect(await partitions()).toEqual(['normal* 2']);
  });

  it('resizes a compute host: its slurmd offers the new CPUs and GPUs', async () => {
    const conf = (await test.cloud.observe(id)).scheduler!.slurmConf;
    const offered = async () =>
      (await run('sinfo', ['-h', '-n', 'compute002', '-o', '%c %G %t'], { env: slurmEnv(conf), timeout: 10_000 })).stdout.trim();
    const resized = { ...plan, hosts: plan.hosts.map((h) => (h.hostName === 'compute002' ? { ...h, cpus: 2, gpus: 1 } : h)) };
    await test.cloud.apply(resized);
    await test.cloud.settled(id);
    expect((await test.cloud.observe(id)).failure).toBeUndefined();
    expect(await offered()).toBe('2 gpu:1 idle');
    expect(await inHost(test.dir, id, 'login001', ['srun', '-n', '2', '--gres=gpu:1', 'hostname'], USER.name)).toBe(
      'compute002\ncompute002\n',
    );
    await test.cloud.apply(plan);
    await test.cloud.settled(id);
    expect(await offered()).toBe('1 (null) idle');
  });

  it('adds a compute host that joins Slurm and runs a job, then removes it with its namespace and processes', async () => {
    const conf = (await test.cloud.observe(id)).scheduler!.slurmConf;
    const bigger = {
      ...plan,
      hosts: [...plan.hosts, computeHost(3)],
      partitions: [{ ...plan.partitions[0]!, hosts: ['compute001', 'compute002', 'compute003'] }],
    };
    const started = Date.now();
    await test.cloud.apply(bigger);
    await expect.poll(() => allRunning(test.cloud, id, 5), ALL_RUNNING).toBe(true);
    console.log(`local cloud: an added compute host running ${Date.now() - started} ms after apply`);
    expect(await inHost(test.dir, id, 'login001', ['srun', '-w', 'compute003', 'hostname'], USER.name)).toBe('compute003\n');
    expect(await sinfoNodes(conf)).toContain('compute003');
    // The hosts already there see the new one too.
    expect((await inHost(test.dir, id, 'login001', ['srun', '-N', '3', 'hostname'], USER.name)).split('\n').filter(Boolean).sort()).toEqual(
      ['compute001', 'compute002', 'compute003'],
    );

    const inode = netnsInode(netnsName(join(test.dir, id), 'node-c3'));
    expect(pidsIn(inode).length).toBeGreaterThan(0);
    await test.cloud.apply(plan);
    await test.cloud.settled(id);
    expect((await test.cloud.observe(id)).failure).toBeUndefined();
    await expect.poll(() => allRunning(test.cloud, id, 4), ALL_RUNNING).toBe(true);
    expect(await sinfoNodes(conf)).not.toContain('compute003');
    expect(netnsInode(netnsName(join(test.dir, id), 'node-c3'))).toBeUndefined();
    expect(pidsIn(inode)).toEqual([]);
  });

  it('shows a compute host whose slurmd was killed as abnormal, and restart brings it back into service', async () => {
    await test.cloud.settled(id);
    const pid = readPid(join(test.dir, id, 'hosts', 'compute001', 'slurmd.pid'))!;
    process.kill(pid, 'SIGKILL');
    await expect
      .poll(async () => (await test.cloud.observe(id)).hosts.find((h) => h.hostName === 'compute001')?.state, ALL_RUNNING)
      .toBe('abnormal');
    const host = (await test.cloud.observe(id)).hosts.find((h) => h.hostName === 'compute001')!;
    expect(host.detail).toMatch(/slurmd is not running/);

    await test.cloud.restart(id, ['node-c1']);
    await expect.poll(() => allRunning(test.cloud, id, 4), ALL_RUNNING).toBe(true);
    expect(await inHost(test.dir, id, 'login001', ['srun', '-w', 'compute001', 'hostname'], USER.name)).toBe('compute001\n');
  });

  it.skipIf(!accounting)(
    "shows the controller abnormal when the accounting's daemons die, and apply starts them with its records",
    async () => {
      const controller = async () => (await test.cloud.observe(id)).hosts.find((h) => h.role === 'controller')!;
      expect((await controller()).state).toBe('running');
      for (const daemon of ACCOUNTING) process.kill(pidOf('manager', daemon), 'SIGKILL');
      await expect.poll(async () => (await controller()).state, ALL_RUNNING).toBe('abnormal');
      expect((await controller()).detail).toMatch(/mariadbd is not running; slurmdbd is not running/);

      await test.cloud.apply(plan);
      await test.cloud.settled(id);
      expect((await test.cloud.observe(id)).failure).toBeUndefined();
      expect(await allRunning(test.cloud, id, 4)).toBe(true);
      expect(await accounted(jobBeforeStop)).toMatchObject({ state: 'COMPLETED', complete: true });
    },
  );

  it('stops every daemon, and apply starts the cluster again with its job records', async () => {
    const conf = (await test.cloud.observe(id)).scheduler!.slurmConf;
    await test.cloud.stop(id);
    const afterStop = await test.cloud.observe(id);
    expect(Object.values(states(afterStop))).toEqual(['stopped', 'stopped', 'stopped', 'stopped']);
    expect(afterStop.scheduler).toBeUndefined();
    for (const host of plan.hosts) expect(pidsIn(netnsInode(netnsName(join(test.dir, id), host.nodeId)))).toEqual([]);

    await test.cloud.apply(plan);
    await expect.poll(() => allRunning(test.cloud, id, 4), ALL_RUNNING).toBe(true);
    // Slurm kept the finished job's record in its state (MinJobAge: ten minutes).
    const { stdout } = await run('scontrol', ['show', 'job', jobBeforeStop], { env: slurmEnv(conf), timeout: 10_000 });
    expect(stdout).toMatch(/JobState=COMPLETED/);
    // And the accounting kept it in its database.
    if (accounting) expect(await accounted(jobBeforeStop)).toMatchObject({ state: 'COMPLETED', complete: true });
  });

  it('is found again by a new cloud on the same folder (a gateway restart), without second copies of its daemons', async () => {
    // The daemons themselves (not their children: job steps, sshd sessions, slurmscriptd).
    const daemons = () =>
      plan.hosts
        .flatMap((h) => pidsIn(netnsInode(netnsName(join(test.dir, id), h.nodeId))))
        .filter((pid) => DAEMONS.has(commOf(pid) ?? '') && !DAEMONS.has(commOf(parentOf(pid)) ?? ''))
        .sort((a, b) => a - b);
    const before = daemons();
    await test.cloud.settled(id);
    const restarted = createLocalCloud({ dir: test.dir });
    try {
      expect(await restarted.clusters()).toContain(id);
      expect(await allRunning(restarted, id, 4)).toBe(true);
      await restarted.apply(plan);
      await expect.poll(() => allRunning(restarted, id, 4), ALL_RUNNING).toBe(true);
      await restarted.settled(id);
      expect(before.length).toBe(1 + (accounting ? 5 : 3) + 2 * 2);
      expect(daemons()).toEqual(before);
      // The jobs' history is the database's, which the restart kept.
      if (accounting) expect(await accounted(jobBeforeStop)).toMatchObject({ state: 'COMPLETED', complete: true });
    } finally {
      await restarted.close();
    }
  });

  it('destroys everything: processes (MariaDB and slurmdbd among them), namespaces, links, mounts, folders', async () => {
    const accountingPids = () => clusterProcesses(join(test.dir, id)).filter((pid) => ACCOUNTING.includes(commOf(pid) ?? ''));
    expect(accountingPids()).toHaveLength(accounting ? 2 : 0);
    const started = Date.now();
    await test.cloud.destroy(id);
    console.log(`local cloud: destroyed in ${Date.now() - started} ms`);
    expect(accountingPids()).toEqual([]);
    expect(leftovers(test.dir, id, plan.hosts.map((h) => h.nodeId).concat('node-c3'))).toEqual(NOTHING);
    expect(statSync(`/hpc-cloud-test-${process.pid}`, { throwIfNoEntry: false })).toBeUndefined();
    expect(await test.cloud.observe(id)).toEqual({ clusterId: id, hosts: [] });
    // The run's other cloud files may have clusters in the folder.
    expect(await test.cloud.clusters()).not.toContain(id);
    await test.cloud.destroy(id);
  });
});

if (!available.ok) console.warn(`cloud: the local cloud cannot run here: ${available.why}`);
