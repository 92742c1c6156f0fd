/**
 * Spare machines made Slurm nodes of a site's existing cluster over SSH, and taken out again, with the engine alone
 * (no gateway): a site of a head (slurmctld configless with dynamic nodes, slurmrestd) and three machines that have
 * munge and slurmd installed and an sshd (server/testing/site.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCloudAvailable } from '../cloud/local/available';
import { leftovers, NOTHING } from '../cloud/local/cloud-test-support';
import { createSlurmClient, type SlurmClient } from '../slurm/client';
import { startSite, type Site, type SiteMachine } from '../testing/site';
import { joinAsNode, leaveAsNode, type NodeJoin } from './node';
import { probeMachine } from './probe';
import { MachineError, type MachineAccess, type MachineErrorReason } from './ssh';

const available = localCloudAvailable();
if (!available.ok) console.warn(`machines: skipped, the site's hosts need the local cloud: ${available.why}`);

const accessOf = (m: SiteMachine): MachineAccess => ({ address: m.address, port: m.port, user: m.user, privateKey: m.privateKey });

async function reasonOf(work: Promise<unknown>): Promise<MachineErrorReason> {
  try {
    await work;
  } catch (error) {
    if (error instanceof MachineError) return error.reason;
    throw error;
  }
  throw new Error('it was not refused');
}

describe.skipIf(!available.ok)('machines as Slurm nodes over SSH', () => {
  let site: Site;
  let slurm: SlurmClient;
  let account: string;
  /** Each machine as the site made it: its files where munge and slurmd write, and its processes. */
  const pristine = new Map<string, string>();
  const tmp = mkdtempSync(join(tmpdir(), 'hpc-machines-test-'));

  const stateOf = async (name: string): Promise<string> =>
    `${await site.inHost(name, [
      'sh',
      '-c',
      'find /etc/munge /etc/slurm /run /var/lib /var/log /var/spool -printf "%p %M %u:%g\\n" | sort',
    ])}\n${site
      .processes(name)
      // An SSH session of the test ending meanwhile is not the machine's.
      .filter((comm) => comm !== 'sshd' && comm !== 'bash')
      .join(' ')}`;
  const asBefore = (name: string) => expect.poll(() => stateOf(name), { timeout: 15_000, interval: 250 }).toBe(pristine.get(name));
  const joinOf = (m: SiteMachine, extra: Partial<NodeJoin> = {}): NodeJoin => ({
    nodeName: m.name,
    mungeKey: readFileSync(site.head.mungeKeyFile),
    confServer: site.head.controller,
    feature: site.head.feature,
    sharedPath: site.head.sharedDir,
    accounts: [site.head.account],
    cpus: 1,
    memoryMb: 512,
    ...extra,
  });
  const node = async (name: string) => (await slurm.nodes(account)).find((n) => n.name === name);

  beforeAll(async () => {
    site = await startSite({ machines: 3 });
    account = site.head.account;
    slurm = createSlurmClient({ url: site.head.restUrl, jwtKeyFile: site.head.jwtKeyFile, timeoutMs: 10_000 });
    for (const m of site.machines) pristine.set(m.name, await stateOf(m.name));
  });

  afterAll(async () => {
    rmSync(tmp, { recursive: true, force: true });
    if (!site) return;
    await site.stop();
    expect(leftovers(site.dir, site.id, site.nodeIds)).toEqual(NOTHING);
    expect(() => execFileSync('id', ['-u', account], { stdio: 'ignore' })).toThrow();
    expect(existsSync(site.head.sharedDir)).toBe(false);
  });

  it("probes a machine: its host name, CPUs, memory and slurmd's version", async () => {
    const facts = await probeMachine(accessOf(site.machines[2]!));
    const memTotalKb = Number(/^MemTotal:\s+(\d+)/m.exec(readFileSync('/proc/meminfo', 'utf8'))![1]);
    expect(facts).toEqual({
      hostname: 'machine3',
      cpus: Number(execFileSync('getconf', ['_NPROCESSORS_ONLN'], { encoding: 'utf8' }).trim()),
      memoryMb: Math.floor(memTotalKb / 1024),
      slurmdVersion: /(\d+\.\d+\.\d+)/.exec(execFileSync('/usr/sbin/slurmd', ['-V'], { encoding: 'utf8' }))![1],
    });
  });

  it('refuses a machine that does not answer, or refuses the key', async () => {
    const m = site.machines[2]!;
    expect(await reasonOf(probeMachine({ ...accessOf(m), address: site.vacantAddress }))).toBe('unreachable');
    expect(await reasonOf(probeMachine({ ...accessOf(m), port: 2222 }))).toBe('unreachable');
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(tmp, 'other')]);
    const otherKey = readFileSync(join(tmp, 'other'), 'utf8');
    expect(await reasonOf(probeMachine({ ...accessOf(m), privateKey: otherKey }))).toBe('key_refused');
    expect(await reasonOf(joinAsNode({ ...accessOf(m), privateKey: otherKey }, joinOf(m)))).toBe('key_refused');
    expect(await reasonOf(probeMachine({ ...accessOf(m), privateKey: 'not a key' }))).toBe('key_refused');
    await asBefore(m.name);
  });

  it('refuses a join whose shared path, account or controller the machine lacks, changing nothing', async () => {
    const m = site.machines[2]!;
    expect(await reasonOf(joinAsNode(accessOf(m), joinOf(m, { sharedPath: '/nonexistent/shared' })))).toBe('no_shared_path');
    await asBefore(m.name);
    expect(await reasonOf(joinAsNode(accessOf(m), joinOf(m, { accounts: [account, 'nosuchuser9'] })))).toBe('no_account');
    await asBefore(m.name);
    expect(await reasonOf(joinAsNode(accessOf(m), joinOf(m, { confServer: `${site.head.address}:1` })))).toBe('controller_unreachable');
    await asBefore(m.name);
  });

  it('undoes a join that fails half-way (slurmd cannot fetch its configuration)', async () => {
    const m = site.machines[2]!;
    // slurmctld's port answers TCP (the head's sshd here), so the checks pass and the key, munged and slurmd are done.
    const failed = joinAsNode(accessOf(m), joinOf(m, { confServer: `${site.head.address}:22` }));
    await expect(failed).rejects.toBeInstanceOf(MachineError);
    const error = (await failed.catch((e: unknown) => e)) as MachineError;
    expect(error.reason).toBe('command_failed');
    // slurmd's own words are in the detail.
    expect(error.detail).toMatch(/slurmd exited at start[\s\S]*failed to fetch remote configs/);
    await asBefore(m.name);
    expect(await node(m.name)).toBeUndefined();
  }, 90_000);

  it('refuses a machine without slurmd', async () => {
    const m = site.machines[2]!;
    await site.hideSlurmd(m.name);
    expect(await reasonOf(probeMachine(accessOf(m)))).toBe('no_slurmd');
    expect(await reasonOf(joinAsNode(accessOf(m), joinOf(m)))).toBe('no_slurmd');
    await asBefore(m.name);
  });

  it('joins two machines: idle in slurmrestd and in the partition, and a two-node job runs on both', async () => {
    const [m1, m2] = site.machines;
    const joined = await Promise.all([joinAsNode(accessOf(m1!), joinOf(m1!)), joinAsNode(accessOf(m2!), joinOf(m2!))]);
    expect(joined.map((j) => j.conf)).toEqual([
      `CPUs=1 RealMemory=512 Feature=${site.head.feature}`,
      `CPUs=1 RealMemory=512 Feature=${site.head.feature}`,
    ]);
    // A join retried on a machine that is already this node answers it as it is.
    expect((await joinAsNode(accessOf(m1!), joinOf(m1!))).slurmdPid).toBe(joined[0]!.slurmdPid);
    await expect
      .poll(async () => (await slurm.nodes(account)).map((n) => `${n.name} ${n.state} ${n.partitions.join(',')}`).sort(), {
        timeout: 30_000,
        interval: 250,
      })
      .toEqual([`machine1 IDLE ${site.head.partition}`, `machine2 IDLE ${site.head.partition}`]);
    const partition = (await slurm.partitions(account)).find((p) => p.name === site.head.partition);
    expect(partition?.nodes.slice().sort()).toEqual(['machine1', 'machine2']);
    // slurmctld took each node's address from the connection it registered from.
    const shown = await site.inHost('sitehead', ['scontrol', 'show', 'node', 'machine1']);
    expect(shown).toContain(`NodeAddr=${m1!.address} `);

    const shared = site.head.sharedDir;
    const id = await slurm.submit(account, {
      name: 'two-nodes',
      partition: site.head.partition,
      script: `#!/bin/bash\nsrun hostname > ${shared}/hosts.txt\n`,
      cwd: shared,
      stdout: `${shared}/two.out`,
      stderr: `${shared}/two.err`,
      // One CPU each: two tasks take both machines.
      cpus: 2,
    });
    await expect.poll(async () => (await slurm.job(account, id))?.state, { timeout: 60_000, interval: 250 }).toBe('COMPLETED');
    expect(readFileSync(join(shared, 'hosts.txt'), 'utf8').trim().split('\n').sort()).toEqual(['machine1', 'machine2']);
  }, 120_000);

  it('takes a machine out: slurmd and munged gone, the node deleted from slurmctld, the machine as before', async () => {
    const m2 = site.machines[1]!;
    // slurmrestd v0.0.38 (Slurm 22.05) cannot delete a node: the machine does it with scontrol before munged stops.
    expect(await leaveAsNode(accessOf(m2), m2.name)).toEqual({ reached: true, wasNode: true, deleted: true });
    expect(await node('machine2')).toBeUndefined();
    await asBefore(m2.name);
    expect(await leaveAsNode(accessOf(m2), m2.name)).toEqual({ reached: true, wasNode: false, deleted: false });
  }, 60_000);

  it("puts back the machine's own munge key and munged once it leaves", async () => {
    const m2 = site.machines[1]!;
    const keySum = async () => (await site.inHost(m2.name, ['sha256sum', '/etc/munge/munge.key'])).split(' ')[0];
    await site.inHost(m2.name, [
      'sh',
      '-c',
      // Started, stopped (it writes its seed file then) and started again: a machine whose munged has run before.
      'set -e; mungekey -c -k /etc/munge/munge.key; chown munge:munge /etc/munge/munge.key; chmod 0400 /etc/munge/munge.key; ' +
        'm() { setpriv --reuid=munge --regid=munge --init-groups /usr/sbin/munged; }; m; p=$(cat /run/munge/munged.pid); kill $p; ' +
        'while [ -e /proc/$p ]; do sleep 0.1; done; m',
    ]);
    const own = await stateOf(m2.name);
    expect(own).toMatch(/munged/);
    const ownKey = await keySum();
    await joinAsNode(accessOf(m2), joinOf(m2));
    expect(await keySum()).toBe(execFileSync('sha256sum', [site.head.mungeKeyFile], { encoding: 'utf8' }).split(' ')[0]);
    await expect.poll(async () => (await node(m2.name))?.state, { timeout: 30_000, interval: 250 }).toBe('IDLE');
    expect(await leaveAsNode(accessOf(m2), m2.name)).toEqual({ reached: true, wasNode: true, deleted: true });
    expect(await keySum()).toBe(ownKey);
    await expect.poll(() => stateOf(m2.name), { timeout: 15_000, interval: 250 }).toBe(own);
    // The machine's own munged and what it wrote go: machine2 as the site made it.
    await site.inHost(m2.name, [
      'sh',
      '-c',
      'p=$(cat /run/munge/munged.pid); kill $p; while [ -e /proc/$p ]; do sleep 0.1; done; ' +
        'rm -f /etc/munge/munge.key /var/lib/munge/munged.seed /var/log/munge/munged.log',
    ]);
    await asBefore(m2.name);
  }, 60_000);

  it('a machine that dies mid-job: the node goes DOWN, the job is requeued, and leave answers reached: false', async () => {
    const m1 = site.machines[0]!;
    const shared = site.head.sharedDir;
    const id = await slurm.submit(account, {
      name: 'long',
      partition: site.head.partition,
      script: '#!/bin/bash\nsleep 600\n',
      cwd: shared,
      stdout: `${shared}/long.out`,
      stderr: `${shared}/long.err`,
      cpus: 1,
    });
    await expect.poll(async () => (await slurm.job(account, id))?.state, { timeout: 30_000, interval: 250 }).toBe('RUNNING');
    await site.kill(m1.name);
    await expect.poll(async () => (await node(m1.name))?.state, { timeout: 40_000, interval: 500 }).toBe('DOWN');
    await expect.poll(async () => (await slurm.job(account, id))?.state, { timeout: 30_000, interval: 500 }).not.toBe('RUNNING');
    // Slurm 22.05 requeues a batch job whose node failed (JobRequeue=1, the default): it waits for a node again.
    expect(await slurm.job(account, id)).toMatchObject({ state: 'PENDING' });
    expect(await site.inHost('sitehead', ['scontrol', 'show', 'job', id])).toMatch(/JobState=PENDING[\s\S]*Requeue=1 Restarts=1/);
    await slurm.cancel(account, id);
    expect(await leaveAsNode(accessOf(m1), m1.name)).toEqual({ reached: false, wasNode: false, deleted: false });
  }, 120_000);
});
