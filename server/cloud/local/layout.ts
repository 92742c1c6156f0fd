/** Where a cluster's things are: its folder under the cloud's, its hosts' names and paths. */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ClusterPlan, HostPlan } from '../types';
import { bridgeName, netnsName, routerNetnsName, vethName } from './names';
import { hostAddress, type ClusterNetwork } from './network';
import type { HostPaths } from './host';

export const PLAN_FILE = 'plan.json';
export const FAILURE_FILE = 'failure.txt';
export const STOPPED_FILE = 'stopped';
export const CREATED_DIRS_FILE = 'created-dirs.json';

export function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Written whole (a new file renamed over the old): another cluster's lane reads it meanwhile (a tenant its shared cluster's plan). */
export function writeJson(file: string, value: unknown): void {
  const next = `${file}.next`;
  writeFileSync(next, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(next, file);
}

export const readPlan = (clusterDir: string): ClusterPlan | undefined => readJson<ClusterPlan>(join(clusterDir, PLAN_FILE));

export function hostPaths(clusterDir: string, network: ClusterNetwork, clusterId: string, host: HostPlan): HostPaths {
  return {
    dir: join(clusterDir, 'hosts', host.hostName),
    netns: netnsName(clusterDir, host.nodeId),
    router: routerNetnsName(dirname(clusterDir)),
    veth: vethName(clusterDir, host.nodeId),
    bridge: bridgeName(clusterDir),
    address: hostAddress(network, host.nodeId) ?? '',
    hostName: host.hostName,
  };
}

/** mkdir -p that remembers, in `clusterDir`, which folders it made (removed with the last cluster that needs them). */
export function makeMountPath(clusterDir: string, path: string): void {
  const missing: string[] = [];
  for (let p = path; !existsSync(p); p = dirname(p)) missing.push(p);
  mkdirSync(path, { recursive: true, mode: 0o755 });
  if (!missing.length) return;
  mkdirSync(clusterDir, { recursive: true, mode: 0o755 });
  const file = join(clusterDir, CREATED_DIRS_FILE);
  const known = readJson<string[]>(file) ?? [];
  writeJson(file, [...new Set([...known, ...missing])]);
}
