/**
 * stop (every process of the cluster's hosts ended, holders included; namespaces, bridge and files kept) and destroy
 * (nothing left: processes, namespaces, veths, bridge, route, the cluster's folder, the mount path's folders the cloud
 * made when no other cluster needs them). destroySync is the same for process exit, where nothing asynchronous runs
 * and no gateway keeps the cloud's uplink: it goes too once no cluster is left.
 */
import { existsSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { probe, runSync } from './exec';
import { CREATED_DIRS_FILE, readJson, readPlan } from './layout';
import { bridgeName, netnsPrefix } from './names';
import { removeUplinkIfUnused, unrouteCluster, unrouteClusterSync } from './uplink';
import { killNamespaces, killNamespacesSync, netnsInode } from './processes';

const lines = (text: string | undefined): string[] => (text ?? '').split('\n').filter(Boolean);
const namespacesOf = (listing: string | undefined, clusterDir: string): string[] =>
  lines(listing).map((l) => l.split(' ')[0]!).filter((n) => n.startsWith(netnsPrefix(clusterDir)));
const inodesOf = (namespaces: string[]): number[] => namespaces.map(netnsInode).filter((i): i is number => i !== undefined);

export async function stopCluster(dir: string, clusterId: string): Promise<void> {
  const namespaces = namespacesOf(await probe('ip', ['netns', 'list'], { timeout: 5_000 }), join(dir, clusterId));
  await killNamespaces(inodesOf(namespaces));
}

/** The folders the cloud made for this mount path, deepest first, that no other cluster's mount path is in. */
function foldersToRemove(dir: string, clusterId: string): string[] {
  const created = readJson<string[]>(join(dir, clusterId, CREATED_DIRS_FILE)) ?? [];
  const others = (existsSync(dir) ? readdirSync(dir) : [])
    .filter((id) => id !== clusterId)
    .map((id) => readPlan(join(dir, id))?.mountPath)
    .filter((p): p is string => !!p);
  return created
    .filter((folder) => !others.some((p) => p === folder || p.startsWith(`${folder}/`)))
    .sort((a, b) => b.length - a.length);
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

export async function destroyCluster(dir: string, clusterId: string): Promise<void> {
  const namespaces = namespacesOf(await probe('ip', ['netns', 'list'], { timeout: 5_000 }), join(dir, clusterId));
  await killNamespaces(inodesOf(namespaces), 500);
  // A host's namespace takes its veth with it.
  for (const netns of namespaces) await probe('ip', ['netns', 'del', netns], { timeout: 5_000 });
  await unrouteCluster(dir, join(dir, clusterId), bridgeName(join(dir, clusterId)));
  const folders = foldersToRemove(dir, clusterId);
  rmSync(join(dir, clusterId), { recursive: true, force: true });
  removeFolders(folders);
}

export function destroyClusterSync(dir: string, clusterId: string): void {
  const namespaces = namespacesOf(runSync('ip', ['netns', 'list'], { timeout: 5_000 }), join(dir, clusterId));
  killNamespacesSync(inodesOf(namespaces));
  for (const netns of namespaces) runSync('ip', ['netns', 'del', netns], { timeout: 5_000 });
  unrouteClusterSync(dir, join(dir, clusterId), bridgeName(join(dir, clusterId)));
  const folders = foldersToRemove(dir, clusterId);
  rmSync(join(dir, clusterId), { recursive: true, force: true });
  removeFolders(folders);
  removeUplinkIfUnused(dir);
}
