/**
 * Puts a cluster on a real Slurm (ADR 0048): its scheduler becomes `slurm` in cluster_schedulers and the Slurm
 * adapter's connection (slurmrestd, JWT key, the unix account each console user's jobs run as) is written beside
 * it. Registration (./register.ts) calls it for a Slurm of the user's own; the local cloud calls it once a cluster's
 * controller runs. Calling it again updates the connection; account_map entries are added to the known ones.
 */
import { isAbsolute, resolve } from 'node:path';
import type { Db } from '../../db/database';
import { setScheduler } from '../cluster-schedulers';

export interface SlurmConnectionSettings {
  restUrl: string;
  jwtKeyFile?: string | null;
  /**
   * The directory every node of the cluster mounts at the same path (scripts, working directories, output): a Slurm
   * of the user's own. Null: the cluster's NAS export under the data dir, which its nodes mount at its mount point
   * (a cloud's hosts).
   */
  sharedDir: string | null;
  /** [user@]host[:port] of a login host of its own (a registered cluster); absent: its login nodes are the console's. */
  sshEndpoint?: string | null;
  /** console user_id -> unix account (never root). */
  accountMap: Record<string, string>;
  apiVersion?: string | null;
  /** The user's own machines (registration): the console does not charge for them. */
  ownMachines?: boolean;
}

export async function useSlurmFor(db: Db, clusterId: string, s: SlurmConnectionSettings): Promise<void> {
  if (!/^https?:\/\/|^unix:/.test(s.restUrl)) throw new Error(`slurmrestd address "${s.restUrl}": http(s):// or unix:`);
  if (s.sharedDir !== null && !isAbsolute(s.sharedDir)) throw new Error(`shared directory "${s.sharedDir}": an absolute path`);
  const root = Object.entries(s.accountMap).find(([, account]) => account === 'root');
  if (root) throw new Error(`jobs of ${root[0]} would run as root`);
  await db.transaction(async (tx) => {
    await setScheduler(tx, clusterId, {
      kind: 'slurm',
      sharedDir: s.sharedDir === null ? null : resolve(s.sharedDir),
      ownMachines: s.ownMachines ?? false,
    });
    await tx.query(
      `INSERT INTO slurm_clusters (cluster_id, rest_url, jwt_key_file, api_version, ssh_endpoint, account_map)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (cluster_id) DO UPDATE SET rest_url = EXCLUDED.rest_url, jwt_key_file = EXCLUDED.jwt_key_file, api_version = EXCLUDED.api_version,
              ssh_endpoint = EXCLUDED.ssh_endpoint, account_map = slurm_clusters.account_map || EXCLUDED.account_map, last_error = NULL`,
      [clusterId, s.restUrl, s.jwtKeyFile || null, s.apiVersion ?? null, s.sshEndpoint ?? null, JSON.stringify(s.accountMap)],
    );
  });
}
