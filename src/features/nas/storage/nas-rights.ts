/**
 * What the signed-in actor may do with the account's NAS (ADR 0013, ADR 0027), so that the page offers only what
 * the gateway allows:
 *  - the account owner creates file systems and mount points and administers every mount point (modify, quota,
 *    rename, restart, delete);
 *  - an IAM user works for its owner: it creates and administers mount points as the owner does, but the gateway
 *    refuses it the deletion of one ("An IAM user cannot delete a mount point"): not offered;
 *  - a sub-user sees only the mount points holding the files of clusters it sees, so it creates nothing (what it
 *    created would not be listed to it) and deletes nothing (every mount point it sees is bound to a cluster); it
 *    administers a mount point only when a cluster of its own holds it (a shared member does not).
 */
import type { Cluster } from '@/api/generated/model/cluster';
import type { NasExport } from '@/api/generated/model/nasExport';
import { clusterPermissions, type PermissionUser } from '@/shared/session/cluster-permissions';
import { isIamUser, isSubUser } from '@/shared/session/session-context';

export interface NasRights {
  /** Create file systems and mount points. */
  create: boolean;
  /** Modify, change the quota of, rename and restart this mount point. */
  administer(item: Pick<NasExport, 'cluster_ids' | 'status'>): boolean;
  /** Delete this mount point. */
  remove(item: Pick<NasExport, 'cluster_ids' | 'status'>): boolean;
}

/** A mount point being created has nothing to change yet. */
const settled = (item: Pick<NasExport, 'status'>) => item.status !== 'Creating';

/**
 * The rights of `user`; for a sub-user, `clusters` are the clusters it sees (their project_info says which are its
 * own), undefined while they are read (nothing offered meanwhile).
 */
export function nasRights(user: PermissionUser, clusters: readonly Pick<Cluster, 'cluster_id' | 'project_info'>[] | undefined): NasRights {
  if (isSubUser(user)) {
    const owned = new Set((clusters ?? []).filter((cluster) => clusterPermissions(user, cluster).own).map((cluster) => cluster.cluster_id));
    return {
      create: false,
      administer: (item) => settled(item) && item.cluster_ids.some((id) => owned.has(id)),
      remove: () => false,
    };
  }
  const iam = isIamUser(user);
  return { create: true, administer: settled, remove: (item) => settled(item) && !iam };
}
