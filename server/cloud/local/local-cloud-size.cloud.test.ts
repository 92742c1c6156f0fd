/**
 * Size and speed of a local cluster with four compute hosts (the issue's target: active in under 60 s on this
 * 2-core machine): apply to every host running, a job over the four, and one host's memory.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inHost, leftovers, NOTHING, testPlan, USER, useTestCloud } from './cloud-test-support';
import { localCloudAvailable } from './index';

const available = localCloudAvailable();

describe.skipIf(!available.ok)('a local cluster of four compute hosts', () => {
  const id = `lc-four-${process.pid}`;
  const test = useTestCloud(id);

  it('runs every host within 60 s and a job on all four compute hosts', async () => {
    const plan = testPlan(id, join(test.root, 'shared'), join(test.root, 'mnt', 'share'), 4);
    const started = Date.now();
    await test.cloud.apply(plan);
    await expect
      .poll(async () => (await test.cloud.observe(id)).hosts.every((h) => h.state === 'running'), { timeout: 60_000, interval: 250 })
      .toBe(true);
    console.log(`local cloud: 4 compute hosts running ${Date.now() - started} ms after apply`);
    const hosts = (await test.cloud.observe(id)).hosts;
    console.log(`local cloud: memory (Pss sum) by host: ${hosts.map((h) => `${h.hostName} ${h.memoryUsedMb} MiB`).join(', ')}`);
    const names = (await inHost(test.dir, id, 'login001', ['srun', '-N', '4', 'hostname'], USER.name)).split('\n').filter(Boolean).sort();
    expect(names).toEqual(['compute001', 'compute002', 'compute003', 'compute004']);
    const destroyStarted = Date.now();
    await test.cloud.destroy(id);
    console.log(`local cloud: 6 hosts destroyed in ${Date.now() - destroyStarted} ms`);
    expect(
      leftovers(
        test.dir,
        id,
        plan.hosts.map((h) => h.nodeId),
      ),
    ).toEqual(NOTHING);
  });
});
