/**
 * stop (every process of the cluster's hosts ended, holders included, the accounting's MariaDB last; namespaces,
 * bridge and files, the accounting's data among them, kept) and destroy (nothing left: processes, namespaces, veths,
 * bridge, route, the cluster's folder with the accounting's data, the mount path's folders the cloud made when no
 * other cluster needs them). A tenant's jobs on its shared cluster end first (the caller's, ./tenant.ts), and
 * its route on the shared hosts goes with it; a shared cluster takes the folders it made for tenants that never
 * applied a plan of their own. destroySync is the same for process exit, where nothing asynchronous runs
 * and no gateway keeps the cloud's uplink: it goes too once no cluster is left.
 */
import { existsSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { endProcesses, killDatabases } from './accounting';
import { probe, runSync } from './exec';
import { CREATED_DIRS_FILE, readJson, readPlan, writeJson } from './layout';
import { bridgeName, netnsPrefix } from './names';
import { removeUplinkIfUnused, unrouteCluster, unrouteClusterSync } from './uplink';
import { killNamespaces, killNamespacesSync, netnsInode } from './processes';
import { endTenantJobsSync, unrouteTenant, unrouteTenantSync } from './tenant';

const lines = (text: string | undefined): string[] => (text ?? '').split('\n').filter(Boolean);
const namespacesOf = (listing: string | undefined, clusterDir: string): string[] =>
  lines(listing)
    .map((l) => l.split(' ')[0]!)
    .filter((n) => n.startsWith(netnsPrefix(clusterDir)));
const inodesOf = (namespaces: string[]): number[] => namespaces.map(netnsInode).filter((i): i is number => i !== undefined);

export async function stopCluster(dir: string, clusterId: string): Promise<void> {
  const namespaces = namespacesOf(await probe('ip', ['netns', 'list'], { timeout: 5_000 }), join(dir, clusterId));
  // The accounting's MariaDB last, cleanly: its data is kept for the next start.
  await endProcesses(inodesOf(namespaces));
}

/**
 * The folders the cloud made for this cluster's mount paths, deepest first, that no other cluster's mount path is in.
 * One that another's is in passes to that cluster (its folder's list), which removes it when it goes.
 */
function foldersToRemove(dir: string, clusterId: string): string[] {
  const created = readJson<string[]>(join(dir, clusterId, CREATED_DIRS_FILE)) ?? [];
  const others = (existsSync(dir) ? readdirSync(dir) : [])
    .filter((id) => id !== clusterId)
    .flatMap((id) => {
      const plan = readPlan(join(dir, id));
      // A shared cluster's tenants are bound at their mount paths on its hosts (the departing one's bind goes with it).
      return [plan?.mountPath, ...(plan?.tenants ?? []).filter((t) => t.clusterId !== clusterId).map((t) => t.mountPath)]
        .filter((p): p is string => !!p)
        .map((path) => ({ id, path }));
    });
  const remove: string[] = [];
  for (const folder of created) {
    const heir = others.find((o) => o.path === folder || o.path.startsWith(`${folder}/`));
    if (!heir) remove.push(folder);
    else {
      const file = join(dir, heir.id, CREATED_DIRS_FILE);
      writeJson(file, [...new Set([...(readJson<string[]>(file) ?? []), folder])]);
    }
  }
  return remove.sort((a, b) => b.length - a.length);
}

function removeFolders(folders: string[]): void {
  for (const folder of folders) {
    try {
      rmdirSync(folder); // only when empty: what someone put there stays
    } catch {
      /* not empty, or gone */
    }
  }
}

/** A shared cluster's tenants that have no plan of their own: only the folders its apply made for them are theirs. */
const unappliedTenants = (dir: string, clusterId: string): string[] =>
  (readPlan(join(dir, clusterId))?.tenants ?? []).map((t) => t.clusterId).filter((id) => !readPlan(join(dir, id)));

function removeCluster(dir: string, clusterId: string): void {
  const folders = foldersToRemove(dir, clusterId);
  rmSync(join(dir, clusterId), { recursive: true, force: true });
  removeFolders(folders);
}

export async function destroyCluster(dir: string, clusterId: string): Promise<void> {
  const plan = readPlan(join(dir, clusterId));
  const namespaces = namespacesOf(await probe('ip', ['netns', 'list'], { timeout: 5_000 }), join(dir, clusterId));
  killDatabases(inodesOf(namespaces));
  await killNamespaces(inodesOf(namespaces), 500);
  // A host's namespace takes its veth with it.
  for (const netns of namespaces) await probe('ip', ['netns', 'del', netns], { timeout: 5_000 });
  await unrouteCluster(dir, join(dir, clusterId), bridgeName(join(dir, clusterId)));
  if (plan?.joins) await unrouteTenant(dir, plan);
  const unapplied = unappliedTenants(dir, clusterId);
  removeCluster(dir, clusterId);
  for (const tenant of unapplied) removeCluster(dir, tenant);
}

export function destroyClusterSync(dir: string, clusterId: string): void {
  const plan = readPlan(join(dir, clusterId));
  if (plan?.joins) endTenantJobsSync(dir, plan);
  const namespaces = namespacesOf(runSync('ip', ['netns', 'list'], { timeout: 5_000 }), join(dir, clusterId));
  killNamespacesSync(inodesOf(namespaces));
  for (const netns of namespaces) runSync('ip', ['netns', 'del', netns], { timeout: 5_000 });
  unrouteClusterSync(dir, join(dir, clusterId), bridgeName(join(dir, clusterId)));
  if (plan?.joins) unrouteTenantSync(dir, plan);
  const unapplied = unappliedTenants(dir, clusterId);
  removeCluster(dir, clusterId);
  for (const tenant of unapplied) removeCluster(dir, tenant);
  removeUplinkIfUnused(dir);
}
