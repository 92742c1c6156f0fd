/**
 * A shared cluster's tenants (ADR 0050), on the shared cluster's side: each tenant's homes (<tenant>/home) at
 * /home/<tenant id> and its storage at its mount path on every shared host, and a route back to the tenant's /24 (its
 * login hosts run srun, which slurmstepd on a compute host calls back). Running hosts get and lose these in their
 * holder's mount namespace (nsenter; a host running jobs is never restarted for a tenant); new holders get them as
 * bindings when they are made.
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ClusterPlan, TenantPlan } from '../types';
import type { HomeRoot } from './accounts';
import { probe } from './exec';
import type { Binding, HostPaths } from './host';
import { makeMountPath, readJson, readPlan, writeJson } from './layout';
import { numberToIp, readNetwork } from './network';

/** The targets the cloud bound for tenants on the shared hosts (what a later apply unmounts when they left). */
const TENANT_MOUNTS_FILE = 'tenant-mounts.json';

export const tenantHomeOf = (tenantId: string): string => `/home/${tenantId}`;

/** The shared plan's homes: its own users' under /home, none for its tenants' users (their tenant makes them). */
export const sharedHomeRoots = (clusterDir: string, plan: ClusterPlan): HomeRoot[] => [
  { path: '/home', dir: join(clusterDir, 'home') },
  ...(plan.tenants ?? []).map((t) => ({ path: tenantHomeOf(t.clusterId) })),
];

const tenantBindingsOf = (dir: string, t: TenantPlan): Binding[] => [
  { source: join(dir, t.clusterId, 'home'), target: tenantHomeOf(t.clusterId) },
  { source: t.sharedDir, target: t.mountPath },
];

/** Every tenant's bindings, for a shared host's holder made now. */
export const tenantBindings = (dir: string, plan: ClusterPlan): Binding[] => (plan.tenants ?? []).flatMap((t) => tenantBindingsOf(dir, t));

/**
 * What the bindings need on this machine: the tenant's homes folder (also when its own apply has not run yet), the
 * mount point of its homes in the shared cluster's /home, its storage folder and its mount path (made for the
 * tenant: they go with it).
 */
export function prepareTenants(dir: string, clusterDir: string, plan: ClusterPlan): void {
  for (const t of plan.tenants ?? []) {
    mkdirSync(join(dir, t.clusterId, 'home'), { recursive: true, mode: 0o755 });
    mkdirSync(join(clusterDir, 'home', t.clusterId), { recursive: true, mode: 0o755 });
    if (!existsSync(t.sharedDir)) mkdirSync(t.sharedDir, { recursive: true, mode: 0o755 });
    makeMountPath(join(dir, t.clusterId), t.mountPath);
  }
}

/** mountinfo's octal escapes (a space is \040). */
const unescape = (text: string): string => text.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)));

/** The holder's mounts: mount point -> whether its source was removed (the kernel marks its root //deleted). */
export function mountsOf(holder: number): Map<string, { deleted: boolean }> {
  const mounts = new Map<string, { deleted: boolean }>();
  let text = '';
  try {
    text = readFileSync(`/proc/${holder}/mountinfo`, 'utf8');
  } catch {
    return mounts;
  }
  for (const line of text.split('\n')) {
    const fields = line.split(' ');
    if (fields.length < 5) continue;
    mounts.set(unescape(fields[4]!), { deleted: fields[3]!.endsWith('//deleted') });
  }
  return mounts;
}

const inHolder = (holder: number, args: string[]) =>
  probe('nsenter', ['-t', String(holder), '--mount', '--', ...args], { timeout: 10_000 });

/**
 * Brings the running holders' tenant mounts to the plan: binds what is missing (again when its source was removed and
 * made anew), lazily unmounts what the plan no longer has. Idempotent: it reads each holder's mountinfo first.
 */
export async function syncTenantMounts(dir: string, clusterDir: string, plan: ClusterPlan, holders: number[]): Promise<void> {
  const wanted = tenantBindings(dir, plan);
  const targets = new Set(wanted.map((b) => b.target));
  const file = join(clusterDir, TENANT_MOUNTS_FILE);
  const gone = (readJson<string[]>(file) ?? []).filter((t) => !targets.has(t));
  const failed = new Set<string>();
  for (const holder of holders) {
    const mounts = mountsOf(holder);
    for (const target of gone) {
      if (mounts.has(target) && (await inHolder(holder, ['umount', '-l', target])) === undefined) failed.add(target);
    }
    for (const { source, target } of wanted) {
      const mounted = mounts.get(target);
      if (mounted && !mounted.deleted) continue;
      if (mounted) await inHolder(holder, ['umount', '-l', target]);
      if ((await inHolder(holder, ['mount', '--bind', source, target])) === undefined) {
        throw new Error(`could not bind ${source} at ${target} on a host of the shared cluster ${plan.clusterId}`);
      }
    }
  }
  // A departed tenant's mount point in the shared cluster's /home goes once no host has it (only when empty).
  for (const target of gone) {
    const home = /^\/home\/([^/]+)$/.exec(target)?.[1];
    if (home && !failed.has(target)) {
      try {
        rmdirSync(join(clusterDir, 'home', home));
      } catch {
        /* gone, or not empty */
      }
    }
  }
  writeJson(file, [...targets, ...failed]);
}

const ROUTE = /^(\d+\.\d+\.\d+\.\d+)\/24 via (\d+\.\d+\.\d+\.\d+) /;

/**
 * Each shared host's routes to its tenants' /24s (through the shared bridge's gateway: the router forwards between
 * the bridges). One /24 per tenant rather than the whole cloud network: an EHPC cluster's /24 stays one the shared
 * hosts have no route to, so nothing of theirs reaches it, as between any two clusters. A tenant whose network is not
 * allocated yet gets its route from its own apply (routeToTenant). Routes to /24s that are no tenant's any more go.
 */
export async function routeTenants(
  dir: string,
  plan: ClusterPlan,
  hosts: HostPaths[],
  gateway: string,
  uplinkSubnet: string,
): Promise<void> {
  const tenantSubnets = () =>
    new Set(
      (plan.tenants ?? [])
        .map((t) => readNetwork(join(dir, t.clusterId)))
        .filter((n) => n !== undefined)
        .map((n) => `${numberToIp(n.base)}/24`),
    );
  for (const host of hosts) {
    for (const subnet of tenantSubnets()) await routeToTenant(host, subnet, gateway);
    const shown = (await probe('ip', ['-n', host.netns, '-4', '-o', 'route', 'show'], { timeout: 5_000 })) ?? '';
    const wanted = tenantSubnets(); // read again: a tenant's apply may have routed itself meanwhile
    for (const line of shown.split('\n')) {
      const match = ROUTE.exec(line);
      const subnet = match && `${match[1]}/24`;
      if (subnet && match[2] === gateway && subnet !== uplinkSubnet && !wanted.has(subnet)) {
        await probe('ip', ['-n', host.netns, 'route', 'del', subnet, 'via', gateway], { timeout: 5_000 });
      }
    }
  }
}

export async function routeToTenant(host: HostPaths, subnet: string, gateway: string): Promise<void> {
  await probe('ip', ['-n', host.netns, 'route', 'replace', subnet, 'via', gateway, 'dev', 'eth0'], { timeout: 5_000 });
}

/** The clusters of the cloud whose last plan joins `sharedId`. */
export function tenantsOf(dir: string, sharedId: string, ids: string[]): string[] {
  return ids.filter((id) => readPlan(join(dir, id))?.joins === sharedId);
}
