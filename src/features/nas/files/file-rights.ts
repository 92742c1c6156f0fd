/**
 * Whether the signed-in actor may change the files of a mount point's folder (create, upload, rename, move, delete,
 * save an edit), so that the file manager offers only what the gateway allows. The listing's `writable` is the
 * gateway's own answer (its one file access rule, ADR 0041: a shared member changes only its own folder and its
 * read-write grants) and decides when known; before it, and to say why, the console's facts:
 *  - the account owner changes every file;
 *  - an IAM user changes files only under a folder named after it (its prefix); above it, it only browses;
 *  - a sub-user changes files when one of the clusters holding the mount point lets it change (clusterPermissions:
 *    its own cluster, or one shared with it read-write); a read-only member only reads and downloads.
 * Undecided (a sub-user's clusters or the mount point still being read): nothing is offered meanwhile.
 */
import type { Cluster } from '@/api/generated/model/cluster';
import { clusterPermissions, type PermissionUser } from '@/shared/session/cluster-permissions';
import { isIamUser, isSubUser } from '@/shared/session/session-context';

/**
 * Why changes are not offered: a read-only member, an IAM user outside its folder, a member outside its own and
 * granted folders, or not known yet.
 */
export type FileChangeBlock = 'read-only-member' | 'outside-own-folder' | 'outside-granted-folders' | 'undecided';

export type FileRights = { canChange: true } | { canChange: false; why: FileChangeBlock };

export function fileRights(
  user: PermissionUser,
  prefix: string,
  clusterIds: readonly string[] | undefined,
  clusters: readonly Pick<Cluster, 'cluster_id' | 'project_info'>[] | undefined,
  writable?: boolean,
): FileRights {
  const known = fromFacts(user, prefix, clusterIds, clusters);
  if (writable === undefined) return known;
  if (writable) return { canChange: true };
  if (!known.canChange && known.why !== 'undecided') return known;
  return { canChange: false, why: isIamUser(user) ? 'outside-own-folder' : 'outside-granted-folders' };
}

function fromFacts(
  user: PermissionUser,
  prefix: string,
  clusterIds: readonly string[] | undefined,
  clusters: readonly Pick<Cluster, 'cluster_id' | 'project_info'>[] | undefined,
): FileRights {
  if (isSubUser(user)) {
    if (!clusterIds || !clusters) return { canChange: false, why: 'undecided' };
    const holding = clusters.filter((cluster) => clusterIds.includes(cluster.cluster_id));
    return holding.some((cluster) => clusterPermissions(user, cluster).change)
      ? { canChange: true }
      : { canChange: false, why: 'read-only-member' };
  }
  if (isIamUser(user) && !prefix.split('/').includes(user.iamuser_name ?? '')) return { canChange: false, why: 'outside-own-folder' };
  return { canChange: true };
}
