/**
 * The local cloud's way in (ADR 0047), on a cloud folder of this file's own: the uplink is made when the cloud opens
 * (the one address this machine's interfaces get), stays while a cluster is in the folder (its hosts outlive the
 * gateway), goes with a cloud that closes with no cluster left, and stays while the folder is held (the test run's
 * folder, server/testing/cloud-global-setup.ts) whoever closes. Its address comes and goes here, which makes
 * Chromium abort what it is loading: this file is the cloud-uplink project's, in the run's first group, where no
 * browser runs (vitest.config.ts); the other cloud files share the run's folder and change only routes.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudLeftovers, leftovers, NOTHING, testPlan } from './cloud-test-support';
import { createLocalCloud, localCloudAvailable } from './index';
import { uplinkName } from './names';
import { destroyClusterSync } from './teardown';
import { holdUplink, releaseUplink, removeUplinkIfUnused } from './uplink';

const available = localCloudAvailable();
const RUNNING = { timeout: 60_000, interval: 250 };

/** The IPv4 addresses of the cloud's uplink on this machine. */
const addresses = (dir: string): string[] =>
  execFileSync('ip', ['-4', '-o', 'addr', 'show'], { encoding: 'utf8' })
    .split('\n')
    .filter((l) => l.includes(` ${uplinkName(dir)} `))
    .map((l) => /inet (\S+)/.exec(l)?.[1] ?? l);

describe.skipIf(!available.ok)("the local cloud's uplink", () => {
  const id = `lc-uplink-${process.pid}`;
  const state = {} as { root: string; dir: string };
  const atExit = () => {
    destroyClusterSync(state.dir, id);
    releaseUplink(state.dir);
    removeUplinkIfUnused(state.dir);
    rmSync(state.root, { recursive: true, force: true });
  };
  beforeAll(() => {
    state.root = mkdtempSync(join(tmpdir(), 'hpc-cloud-uplink-'));
    state.dir = join(state.root, 'cloud');
    mkdirSync(join(state.root, 'shared'));
    process.on('exit', atExit);
  });
  afterAll(() => {
    process.off('exit', atExit);
    atExit();
    expect(cloudLeftovers(state.dir)).toEqual([]);
  });

  it('is made when the cloud opens: one address on this machine, and no route yet', async () => {
    const cloud = createLocalCloud({ dir: state.dir });
    try {
      await cloud.ready();
      expect(addresses(state.dir)).toEqual([expect.stringMatching(/^198\.1[89]\.\d+\.1\/24$/)]);
      // The router namespace and the uplink's end here; no cluster, so no route through it.
      expect(cloudLeftovers(state.dir)).toHaveLength(2);
    } finally {
      await cloud.close();
    }
    // Closed with no cluster in its folder: the uplink went with it.
    expect(cloudLeftovers(state.dir)).toEqual([]);
    expect(existsSync(join(state.dir, 'uplink.json'))).toBe(false);
  });

  it('stays while a cluster is in the folder, also once the cloud closed, and goes with a cloud closed after the last', async () => {
    const plan = testPlan(id, join(state.root, 'shared'), join(state.root, 'mnt', 'share'), 1);
    const cloud = createLocalCloud({ dir: state.dir });
    try {
      await cloud.apply(plan);
      await expect.poll(async () => (await cloud.observe(id)).hosts.every((h) => h.state === 'running'), RUNNING).toBe(true);
      // The router, the uplink and the cluster's route through it.
      expect(cloudLeftovers(state.dir)).toHaveLength(3);
    } finally {
      await cloud.close();
    }
    // A gateway that stops leaves its clusters' hosts running, and their way in.
    expect(cloudLeftovers(state.dir)).toHaveLength(3);
    expect(addresses(state.dir)).toHaveLength(1);

    // The next gateway on the folder finds it, and deletes the cluster: the route goes, the uplink stays while it runs.
    const next = createLocalCloud({ dir: state.dir });
    try {
      expect(await next.clusters()).toEqual([id]);
      await next.destroy(id);
      expect(
        leftovers(
          state.dir,
          id,
          plan.hosts.map((h) => h.nodeId),
        ),
      ).toEqual(NOTHING);
      expect(cloudLeftovers(state.dir)).toHaveLength(2);
    } finally {
      await next.close();
    }
    expect(cloudLeftovers(state.dir)).toEqual([]);
    expect(addresses(state.dir)).toEqual([]);
  });

  it('stays while its folder is held, whoever closes or cleans up with no cluster left, and goes once released', async () => {
    holdUplink(state.dir);
    const cloud = createLocalCloud({ dir: state.dir });
    try {
      await cloud.ready();
    } finally {
      await cloud.close();
    }
    expect(cloudLeftovers(state.dir)).toHaveLength(2);
    // A file's clean-up at process exit (destroy, then the uplink if unused).
    destroyClusterSync(state.dir, id);
    expect(removeUplinkIfUnused(state.dir)).toBe(false);
    expect(cloudLeftovers(state.dir)).toHaveLength(2);

    releaseUplink(state.dir);
    expect(removeUplinkIfUnused(state.dir)).toBe(true);
    expect(cloudLeftovers(state.dir)).toEqual([]);
  });
});
