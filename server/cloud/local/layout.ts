/** Where a cluster's things are: its folder under the cloud's, its hosts' names and paths. */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ClusterPlan, HostPlan } from '../types';
import { bridgeName, netnsName, routerNetnsName, vethName } from './names';
import { hostAddress, type ClusterNetwork } from './network';
import type { HostPaths } from './host';

export const clusterDirOf = (dir: string, clusterId: string): string => join(dir, clusterId);

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

export const writeJson = (file: string, value: unknown): void => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

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
