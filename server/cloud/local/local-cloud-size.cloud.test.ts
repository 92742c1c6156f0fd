/**
 * Size and speed of a local cluster with four compute hosts (the issue's target: active in under 60 s on this
 * 2-core machine): apply to every host running, a job over the four, and one host's memory.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inHost, leftovers, NOTHING, testPlan, USER } from './cloud-test-support';
import { createLocalCloud, destroyLocalClusterSync, localCloudAvailable, type LocalCloud } from './index';

const available = localCloudAvailable();

describe.skipIf(!available.ok)('a local cluster of four compute hosts', () => {
  const id = `lc-four-${process.pid}`;
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

  it('runs every host within 60 s and a job on all four compute hosts', async () => {
    const plan = testPlan(id, join(root, 'shared'), join(root, 'mnt', 'share'), 4);
    const started = Date.now();
    await cloud.apply(plan);
    await expect
      .poll(async () => (await cloud.observe(id)).hosts.every((h) => h.state === 'running'), { timeout: 60_000, interval: 250 })
      .toBe(true);
    console.log(`local cloud: 4 compute hosts running ${Date.now() - started} ms after apply`);
    const hosts = (await cloud.observe(id)).hosts;
    console.log(`local cloud: memory (RSS sum) by host: ${hosts.map((h) => `${h.hostName} ${h.memoryUsedMb} MiB`).join(', ')}`);
    const names = (await inHost(dir, id, 'login001', ['srun', '-N', '4', 'hostname'], USER.name)).split('\n').filter(Boolean).sort();
    expect(names).toEqual(['compute001', 'compute002', 'compute003', 'compute004']);
    const destroyStarted = Date.now();
    await cloud.destroy(id);
    console.log(`local cloud: 6 hosts destroyed in ${Date.now() - destroyStarted} ms`);
    expect(leftovers(dir, id, plan.hosts.map((h) => h.nodeId))).toEqual(NOTHING);
  });
});
