/**
 * A cluster that cannot start (a compute host asking for more CPUs than Slurm accepts, so slurmctld refuses its
 * configuration): observe names why, with slurmctld's own words, and destroy still leaves nothing.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leftovers, NOTHING, testPlan } from './cloud-test-support';
import { createLocalCloud, destroyLocalClusterSync, localCloudAvailable, type LocalCloud } from './index';

const available = localCloudAvailable();

describe.skipIf(!available.ok)('a local cluster that cannot start', () => {
  const id = `lc-fail-${process.pid}`;
  let root: string;
  let dir: string;
  let cloud: LocalCloud;
  const atExit = () => {
    destroyLocalClusterSync(dir, id);
    rmSync(root, { recursive: true, force: true });
  };

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'hpc-cloud-test-'));
    dir = join(root, 'cloud');
    mkdirSync(join(root, 'shared'));
    cloud = createLocalCloud({ dir });
    process.on('exit', atExit);
  });

  afterAll(async () => {
    await cloud.destroy(id);
    await cloud.close();
    process.off('exit', atExit);
    atExit();
  });

  it('reports why in failure, with the daemon that refused it, and shows its hosts abnormal', async () => {
    const plan = testPlan(id, join(root, 'shared'), join(root, 'mnt', 'share'), 1);
    plan.hosts = plan.hosts.map((h) => (h.role === 'compute' ? { ...h, cpus: 100_000 } : h));
    await cloud.apply(plan);
    await expect.poll(async () => (await cloud.observe(id)).failure, { timeout: 60_000, interval: 250 }).toBeDefined();
    const observed = await cloud.observe(id);
    expect(observed.failure).toMatch(/^slurmctld on manager exited/);
    expect(observed.failure).toMatch(/CPUs value \(100000\) is greater than 65535/);
    expect(observed.scheduler).toBeUndefined();
    expect(observed.hosts.find((h) => h.role === 'controller')).toMatchObject({ state: 'abnormal', detail: expect.stringMatching(/slurmctld is not running/) });
  });

  it('refuses a plan whose text would reach a file name or slurm.conf, and says which part', async () => {
    const plan = testPlan(id, join(root, 'shared'), join(root, 'mnt', 'share'), 1);
    plan.hosts[2] = { ...plan.hosts[2]!, hostName: 'compute001 Weight=0' };
    await cloud.apply(plan);
    await cloud.settled(id);
    expect((await cloud.observe(id)).failure).toBe("invalid host name 'compute001 Weight=0'");
  });

  it('is destroyed with nothing left, twice', async () => {
    await cloud.destroy(id);
    expect(leftovers(dir, id, ['node-manager', 'node-login', 'node-c1'])).toEqual(NOTHING);
    await cloud.destroy(id);
    expect(leftovers(dir, id)).toEqual(NOTHING);
  });
});
