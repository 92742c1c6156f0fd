/**
 * For the cloud project's tests: the run's cloud folder, a plan of one controller, one login host and N compute
 * hosts, commands run inside a host (as a cluster user), and what a cluster left on the machine.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'ssh2';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { ClusterPlan, HostPlan } from '../types';
import { createLocalCloud, type LocalCloud } from './cloud';
import { readPid } from './host';
import { destroyClusterSync } from './teardown';
import { bridgeName, netnsPrefix, routerNetnsName, uplinkName, vethName } from './names';
import { netnsInode, pidsIn } from './processes';
import { numberToIp, readNetwork } from './network';

export const USER = { name: 'alice', uid: 23001, password: 'Cloud-Test-pass1' };

export const passwordCrypt = (password: string): string =>
  execFileSync('openssl', ['passwd', '-6', '-stdin'], { input: `${password}\n`, encoding: 'utf8' }).trim();

export const computeHost = (i: number): HostPlan => ({
  nodeId: `node-c${i}`,
  hostName: `compute${String(i).padStart(3, '0')}`,
  role: 'compute',
  cpus: 1,
  memoryMb: 512,
  gpus: 0,
});

export function testPlan(clusterId: string, sharedDir: string, mountPath: string, computeCount: number): ClusterPlan {
  const compute = Array.from({ length: computeCount }, (_, i) => computeHost(i + 1));
  return {
    clusterId,
    sharedDir,
    mountPath,
    hosts: [
      { nodeId: 'node-manager', hostName: 'manager', role: 'controller', cpus: 1, memoryMb: 512, gpus: 0 },
      { nodeId: 'node-login', hostName: 'login001', role: 'login', cpus: 1, memoryMb: 512, gpus: 0 },
      ...compute,
    ],
    partitions: [{ name: 'normal', hosts: compute.map((h) => h.hostName), isDefault: true }],
    users: [{ name: USER.name, uid: USER.uid, passwordCrypt: passwordCrypt(USER.password) }],
  };
}

/** Runs argv inside the host's namespaces (as `user` when given), with a time limit. */
export function inHost(dir: string, clusterId: string, hostName: string, argv: string[], user?: string, timeout = 60_000): Promise<string> {
  const holder = readPid(join(dir, clusterId, 'hosts', hostName, 'holder.pid'));
  if (!holder) return Promise.reject(new Error(`${hostName} has no holder`));
  const as = user ? ['runuser', '-u', user, '--'] : [];
  return new Promise((resolve, reject) => {
    execFile(
      'nsenter',
      ['-t', String(holder), '--net', '--uts', '--mount', '--', ...as, ...argv],
      { timeout, encoding: 'utf8', cwd: '/' },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${argv.join(' ')}: ${error.message} ${stderr}`));
        else resolve(stdout);
      },
    );
  });
}

export interface Leftovers {
  processes: number[];
  namespaces: string[];
  links: string[];
  routes: string[];
  mounts: string[];
  folder: boolean;
}

/**
 * Processes started for the cluster (its daemons carry HPC_CLOUD_CLUSTER=<its folder>), found by their environment:
 * also those that would have outlived their network namespace's name.
 */
export function clusterProcesses(clusterDir: string): number[] {
  const mark = `HPC_CLOUD_CLUSTER=${clusterDir}`;
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(mark)) found.push(Number(entry));
    } catch {
      /* gone */
    }
  }
  return found;
}

/** Everything of the cluster still on the machine. */
export function leftovers(dir: string, clusterId: string, nodeIds: string[] = []): Leftovers {
  const clusterDir = join(dir, clusterId);
  const veths = nodeIds.map((id) => vethName(clusterDir, id));
  const namespaces = execFileSync('ip', ['netns', 'list'], { encoding: 'utf8' })
    .split('\n')
    .map((l) => l.split(' ')[0]!)
    .filter((n) => n.startsWith(netnsPrefix(clusterDir)));
  const router = routerNetnsName(dir);
  const routerLinks =
    netnsInode(router) === undefined ? '' : execFileSync('ip', ['-n', router, '-o', 'link', 'show'], { encoding: 'utf8' });
  const links = `${execFileSync('ip', ['-o', 'link', 'show'], { encoding: 'utf8' })}\n${routerLinks}`
    .split('\n')
    .filter((l) => l.includes(bridgeName(clusterDir)) || veths.some((v) => l.includes(`: ${v}`)));
  const mounts = readFileSync('/proc/self/mountinfo', 'utf8')
    .split('\n')
    .filter((l) => l.includes(clusterDir) || l.includes(netnsPrefix(clusterDir)));
  return {
    processes: [...new Set([...namespaces.flatMap((n) => pidsIn(netnsInode(n))), ...clusterProcesses(clusterDir)])],
    namespaces,
    links,
    routes: orphanRoutes(dir),
    mounts,
    folder: existsSync(clusterDir),
  };
}

/** This machine's routes to the cloud's clusters (through its uplink, not the uplink's own subnet). */
function clusterRoutes(dir: string): string[] {
  return execFileSync('ip', ['-4', 'route', 'show'], { encoding: 'utf8' })
    .split('\n')
    .filter((l) => l.includes(` dev ${uplinkName(dir)}`) && !l.includes('proto kernel'));
}

/** The cloud's routes to /24s none of its clusters holds (another cluster's route is not this one's leftover). */
function orphanRoutes(dir: string): string[] {
  const held = new Set(
    (existsSync(dir) ? readdirSync(dir) : [])
      .map((id) => readNetwork(join(dir, id)))
      .filter((n) => n !== undefined)
      .map((n) => `${numberToIp(n.base)}/24`),
  );
  return clusterRoutes(dir).filter((route) => !held.has(route.split(' ')[0]!));
}

export const NOTHING: Leftovers = { processes: [], namespaces: [], links: [], routes: [], mounts: [], folder: false };

/** What the cloud itself (its uplink and router) left on the machine: nothing once it closed holding no cluster. */
export function cloudLeftovers(dir: string): string[] {
  const router = routerNetnsName(dir);
  return [
    ...execFileSync('ip', ['netns', 'list'], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => l.split(' ')[0] === router),
    ...execFileSync('ip', ['-o', 'link', 'show'], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => l.includes(`: ${uplinkName(dir)}`)),
    ...clusterRoutes(dir),
  ];
}

export const slurmEnv = (slurmConf: string): NodeJS.ProcessEnv => ({ ...process.env, SLURM_CONF: slurmConf });

export interface TestCloud {
  /** The file's temporary folder: the cluster's shared storage (`shared`) and mount paths are in it. */
  readonly root: string;
  /** The run's cloud folder (server/testing/cloud-global-setup.ts), which every cloud file's clusters share. */
  readonly dir: string;
  readonly shared: string;
  readonly cloud: LocalCloud;
}

/**
 * The run's local cloud folder (server/testing/cloud-global-setup.ts: its uplink made once before any browser starts,
 * held until the run ends), for the cloud project's files.
 */
export function runCloud(): { root: string; dir: string; slot: string } {
  const run = inject('hpcTestCloud');
  if (!run)
    throw new Error("the run's local cloud is missing: the cloud project's globalSetup (server/testing/cloud-global-setup.ts) makes it");
  return run;
}

/**
 * A local cloud on the run's folder for the test file's cluster `id` (ids are the file's own: the run's clusters
 * share the folder): made before the file's tests, and the cluster destroyed after them, also when the process exits
 * early (a failed run leaves nothing running). Its close leaves the run's uplink (the run holds it).
 */
export function useTestCloud(id: string): TestCloud {
  const state = {} as { root: string; dir: string; shared: string; cloud: LocalCloud };
  const atExit = () => {
    destroyClusterSync(state.dir, id);
    rmSync(state.root, { recursive: true, force: true });
  };
  beforeAll(() => {
    state.root = mkdtempSync(join(tmpdir(), 'hpc-cloud-test-'));
    state.dir = runCloud().dir;
    state.shared = join(state.root, 'shared');
    mkdirSync(state.shared);
    state.cloud = createLocalCloud({ dir: state.dir });
    process.on('exit', atExit);
  });
  afterAll(async () => {
    await state.cloud.destroy(id);
    await state.cloud.close();
    process.off('exit', atExit);
    atExit();
    expect(leftovers(state.dir, id)).toEqual(NOTHING);
    // The run's uplink stays for the other files, whose clusters (on the other worker) may be running.
    expect(cloudLeftovers(state.dir)).not.toEqual([]);
  });
  return state;
}

/** Runs `command` on a host over SSH as a cluster user, with its password; answers what it printed. */
export function ssh(endpoint: string, username: string, password: string, command: string): Promise<string> {
  const [host, port] = endpoint.split(':');
  return new Promise((resolve, reject) => {
    const client = new Client();
    client
      .on('ready', () => {
        client.exec(command, (error, stream) => {
          if (error) return reject(error);
          let out = '';
          stream
            .on('data', (chunk: Buffer) => (out += chunk.toString()))
            .on('close', () => {
              client.end();
              resolve(out.trim());
            });
        });
      })
      .on('error', reject)
      .connect({ host, port: Number(port), username, password, readyTimeout: 20_000 });
  });
}
