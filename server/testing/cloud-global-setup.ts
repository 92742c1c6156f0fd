/**
 * globalSetup of the cloud project (vitest.config.ts): one local cloud folder for the run, which every cloud file's
 * clusters and gateways use (each file its own cluster ids), so that this machine's interfaces get the cloud's one
 * address (its uplink, ADR 0047) once, here, and lose it once, at the end. Vitest runs every project's globalSetup
 * before the run's first file and their teardowns after its last, when no Chromium runs; in between the cloud files
 * run beside the e2e files' Chromium and change only routes on this machine, which Chromium does not mind (an
 * address that comes or goes makes it abort what it is loading: net::ERR_NETWORK_CHANGED).
 *
 * The run holds the uplink (holdUplink): a file's cloud or gateway that closes, or its exit clean-up, with no
 * cluster left in the folder leaves it. The teardown destroys what a failed file left, removes the uplink and
 * the router, and fails the run if anything of them is still on the machine. That a cloud closed with no cluster
 * takes its uplink with it is server/cloud/local/uplink.cloud.test.ts's, on a folder of its own, in the first group.
 * The files read the folder with inject('hpcTestCloud'), and run one at a time (./cloud-setup-file.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createLocalCloud } from '../cloud/local/cloud';
import { CLUSTER_ID, routerNetnsName, uplinkName } from '../cloud/local/names';
import { destroyClusterSync } from '../cloud/local/teardown';
import { holdUplink, releaseUplink, removeUplinkIfUnused } from '../cloud/local/uplink';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The run's local cloud: `dir` the cloud's folder (`<root>/cloud`), `root` what a gateway takes as its data dir
     * for it, `slot` the file that lets one cloud file run at a time (./cloud-setup-file.ts).
     */
    hpcTestCloud: { root: string; dir: string; slot: string };
  }
}

const clustersIn = (dir: string): string[] =>
  (existsSync(dir) ? readdirSync(dir) : []).filter((id) => CLUSTER_ID.test(id) && statSync(join(dir, id)).isDirectory());

/** The router namespace, the uplink and its routes, as far as they are still on this machine. */
function uplinkLeftovers(dir: string): string[] {
  const ip = (...args: string[]) => execFileSync('ip', args, { encoding: 'utf8', timeout: 5_000 }).split('\n');
  return [
    ...ip('netns', 'list').filter((l) => l.split(' ')[0] === routerNetnsName(dir)),
    ...ip('-o', 'link', 'show').filter((l) => l.includes(`: ${uplinkName(dir)}`)),
    ...ip('-4', 'route', 'show').filter((l) => l.includes(` dev ${uplinkName(dir)}`)),
  ];
}

export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(join(tmpdir(), 'hpc-cloud-run-'));
  const dir = join(root, 'cloud');
  mkdirSync(dir);
  let done = false;
  /** Nothing of the run's cloud left: its clusters (a failed file's), uplink, router and folder. */
  const clean = (): string[] => {
    if (done) return [];
    done = true;
    process.off('exit', clean);
    const clusters = clustersIn(dir);
    for (const id of clusters) destroyClusterSync(dir, id);
    releaseUplink(dir);
    removeUplinkIfUnused(dir);
    const left = [...clustersIn(dir).map((id) => `cluster folder ${id}`), ...uplinkLeftovers(dir)];
    rmSync(root, { recursive: true, force: true });
    if (clusters.length) console.warn(`cloud: the run's cloud destroyed clusters its files left: ${clusters.join(', ')}`);
    return left;
  };
  process.on('exit', clean);
  holdUplink(dir);
  const cloud = createLocalCloud({ dir });
  try {
    await cloud.ready();
  } finally {
    // Held: the uplink stays.
    await cloud.close();
  }
  project.provide('hpcTestCloud', { root, dir, slot: join(root, 'one-file') });
  return () => {
    const left = clean();
    if (left.length) throw new Error(`the run's local cloud left this on the machine: ${left.join('; ')}`);
  };
}
