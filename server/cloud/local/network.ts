/**
 * Addresses: the cloud's uplink a /24 of the cloud's network (./uplink.ts), each cluster another (its bridge in the
 * router has .1), each host its own address in it, kept per node id for the cluster's life (network.json in its
 * folder). Two clusters never share a /24: the folders of the other clusters, the addresses on this machine's
 * interfaces and the subnets it routes (other clouds' clusters) are taken.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { probe } from './exec';

export interface ClusterNetwork {
  /** The /24's first address as a number. */
  base: number;
  /** host index (2..254) per node id. */
  hosts: Record<string, number>;
}

export const DEFAULT_NETWORK = '198.18.0.0/15';

export const ipToNumber = (ip: string): number => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
export const numberToIp = (n: number): string => [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.');

export function parseCidr(cidr: string): { base: number; prefix: number } {
  const match = /^(\d{1,3}(?:\.\d{1,3}){3})\/(\d{1,2})$/.exec(cidr);
  const prefix = Number(match?.[2]);
  if (!match || match[1]!.split('.').some((p) => Number(p) > 255) || prefix < 8 || prefix > 24) {
    throw new Error(`the cloud network must be an IPv4 CIDR between /8 and /24 (got '${cidr}')`);
  }
  const size = 2 ** (32 - prefix);
  return { base: ipToNumber(match[1]!) - (ipToNumber(match[1]!) % size), prefix };
}

const FILE = 'network.json';

export function readNetwork(clusterDir: string): ClusterNetwork | undefined {
  try {
    return JSON.parse(readFileSync(join(clusterDir, FILE), 'utf8')) as ClusterNetwork;
  } catch {
    return undefined;
  }
}

export function writeNetwork(clusterDir: string, network: ClusterNetwork): void {
  // Whole (renamed over the old): a tenant's apply reads its shared cluster's.
  writeFileSync(join(clusterDir, `${FILE}.next`), `${JSON.stringify(network, null, 2)}\n`);
  renameSync(join(clusterDir, `${FILE}.next`), join(clusterDir, FILE));
}

/** The /24 bases this machine already uses: its interfaces' addresses and its routes (other clouds' clusters, anything else). */
async function basesInUse(): Promise<Set<number>> {
  const addresses = (await probe('ip', ['-4', '-o', 'addr', 'show'], { timeout: 5_000 })) ?? '';
  const routes = (await probe('ip', ['-4', 'route', 'show'], { timeout: 5_000 })) ?? '';
  const used = new Set<number>();
  const mark = (ip: string, prefix: number) => {
    const address = ipToNumber(ip);
    // Every /24 the subnet touches.
    const size = Math.max(2 ** (32 - Math.min(prefix, 32)), 256);
    const first = address - (address % size);
    for (let b = first; b < first + size; b += 256) used.add(b);
  };
  for (const match of addresses.matchAll(/inet (\d+\.\d+\.\d+\.\d+)\/(\d+)/g)) mark(match[1]!, Number(match[2]));
  // A default route is everyone's: only routes to a subnet count.
  for (const match of routes.matchAll(/^(\d+\.\d+\.\d+\.\d+)\/(\d+)/gm)) if (Number(match[2]) >= 8) mark(match[1]!, Number(match[2]));
  return used;
}

/** The /24s taken: on this machine, by the cloud's uplink, and by the cloud's clusters but `except`. */
export async function takenBases(dir: string, except?: string): Promise<Set<number>> {
  const taken = await basesInUse();
  const uplink = readUplinkBase(dir);
  if (uplink !== undefined) taken.add(uplink);
  for (const other of existsSync(dir) ? readdirSync(dir) : []) {
    if (other === except) continue;
    const network = readNetwork(join(dir, other));
    if (network) taken.add(network.base);
  }
  return taken;
}

const UPLINK_FILE = 'uplink.json';

/** The cloud's uplink /24 (./uplink.ts), once allocated. */
export function readUplinkBase(dir: string): number | undefined {
  try {
    return (JSON.parse(readFileSync(join(dir, UPLINK_FILE), 'utf8')) as { base: number }).base;
  } catch {
    return undefined;
  }
}

export const writeUplinkBase = (dir: string, base: number): void => writeFileSync(join(dir, UPLINK_FILE), `${JSON.stringify({ base })}\n`);
export const forgetUplinkBase = (dir: string): void => rmSync(join(dir, UPLINK_FILE), { force: true });

/** The first /24 of `cidr` not taken. */
export function firstFreeBase(cidr: string, taken: Set<number>): number {
  const { base, prefix } = parseCidr(cidr);
  const count = 2 ** (24 - prefix);
  for (let i = 0; i < count; i++) {
    const candidate = base + i * 256;
    if (!taken.has(candidate)) return candidate;
  }
  throw new Error(`no free /24 left in the cloud network ${cidr}`);
}

/** The cluster's network, allocated the first time. Callers serialise allocation within the cloud. */
export async function allocateNetwork(dir: string, clusterId: string, cidr: string): Promise<ClusterNetwork> {
  const own = readNetwork(join(dir, clusterId));
  if (own) return own;
  return { base: firstFreeBase(cidr, await takenBases(dir, clusterId)), hosts: {} };
}

/** Gives each node id of the plan an address (kept for node ids already known; removed nodes free theirs). */
export function assignHosts(network: ClusterNetwork, nodeIds: string[]): ClusterNetwork {
  const hosts: Record<string, number> = {};
  for (const id of nodeIds) if (network.hosts[id] !== undefined) hosts[id] = network.hosts[id]!;
  const used = new Set(Object.values(hosts));
  for (const id of nodeIds) {
    if (hosts[id] !== undefined) continue;
    let index = 2;
    while (used.has(index)) index++;
    if (index > 254) throw new Error('a cluster has at most 253 hosts');
    hosts[id] = index;
    used.add(index);
  }
  return { base: network.base, hosts };
}

export const bridgeAddress = (network: ClusterNetwork): string => numberToIp(network.base + 1);
export const hostAddress = (network: ClusterNetwork, nodeId: string): string | undefined =>
  network.hosts[nodeId] === undefined ? undefined : numberToIp(network.base + network.hosts[nodeId]!);
