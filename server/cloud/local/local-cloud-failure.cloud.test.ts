/**
 * A cluster that cannot start (a compute host asking for more CPUs than Slurm accepts, so slurmctld refuses its
 * configuration): observe names why, with slurmctld's own words, and destroy still leaves nothing.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leftovers, NOTHING, testPlan, useTestCloud } from './cloud-test-support';
import { localCloudAvailable } from './index';

const available = localCloudAvailable();

describe.skipIf(!available.ok)('a local cluster that cannot start', () => {
  const id = `lc-fail-${process.pid}`;
  const test = useTestCloud(id);

  it('reports why in failure, with the daemon that refused it, and shows its hosts abnormal', async () => {
    const plan = testPlan(id, join(test.root, 'shared'), join(test.root, 'mnt', 'share'), 1);
    plan.hosts = plan.hosts.map((h) => (h.role === 'compute' ? { ...h, cpus: 100_000 } : h));
    await test.cloud.apply(plan);
    await expect.poll(async () => (await test.cloud.observe(id)).failure, { timeout: 60_000, interval: 250 }).toBeDefined();
    const observed = await test.cloud.observe(id);
    expect(observed.failure).toMatch(/^slurmctld on manager exited/);
    expect(observed.failure).toMatch(/CPUs value \(100000\) is greater than 65535/);
    expect(observed.scheduler).toBeUndefined();
    expect(observed.hosts.find((h) => h.role === 'controller')).toMatchObject({
      state: 'abnormal',
      detail: expect.stringMatching(/slurmctld is not running/),
    });
  });

  it('refuses a plan whose text would reach a file name or slurm.conf, and says which part', async () => {
    const plan = testPlan(id, join(test.root, 'shared'), join(test.root, 'mnt', 'share'), 1);
    plan.hosts[2] = { ...plan.hosts[2]!, hostName: 'compute001 Weight=0' };
    await test.cloud.apply(plan);
    await test.cloud.settled(id);
    expect((await test.cloud.observe(id)).failure).toBe("invalid host name 'compute001 Weight=0'");
  });

  it('is destroyed with nothing left, twice', async () => {
    await test.cloud.destroy(id);
    expect(leftovers(test.dir, id, ['node-manager', 'node-login', 'node-c1'])).toEqual(NOTHING);
    await test.cloud.destroy(id);
    expect(leftovers(test.dir, id)).toEqual(NOTHING);
  });
});
