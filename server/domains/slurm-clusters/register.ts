/**
 * Registering a real Slurm cluster with a gateway's data dir (ADR 0039): an active EHPC cluster of the owner in its
 * zone (scheduler slurm) whose mount point is the cluster's shared directory, a NAS export row whose directory under
 * the data dir is a link to that shared directory (so the job page, the file manager and the submit form read the
 * Slurm jobs' files where Slurm writes them), a login node for the SSH endpoint, the owner's cluster user mapped to
 * the unix account, and the cluster's scheduler named slurm (./use-slurm.ts). Queues and compute nodes come from the sync (./sync.ts).
 * Registering the same name again updates the cluster in place.
 */
import { createHash, randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { lstatSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { isIPv4 } from 'node:net';
import { dirname, isAbsolute, resolve } from 'node:path';
import type { Db } from '../../db/database';
import { nasExportDir } from '../../seed/fixtures';
import { useSlurmFor } from './use-slurm';

export interface SlurmRegistration {
  name: string;
  restUrl: string;
  jwtKeyFile: string;
  sharedDir: string;
  sshEndpoint: string;
  owner: string;
  zone: string;
  /** The owner's cluster account. */
  account: string;
  /** Other console users' accounts (user_id -> account): the whole map with the owner's, replacing the earlier one. */
  accounts?: Record<string, string>;
  /** What the cluster needs to take machines as nodes (ADR 0065). */
  mungeKeyFile?: string | null;
  controller?: string | null;
  nodeFeature?: string | null;
  apiVersion?: string | null;
}

const NAME = /^[\p{L}\p{N}_]{1,20}$/u;
const ACCOUNT = /^[a-z_][a-z0-9_-]{2,31}$/;

const short = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length);
const randomId = (prefix: string) => `${prefix}-${[...randomBytes(8)].map((b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('')}`;

function check(r: SlurmRegistration): void {
  if (!NAME.test(r.name)) throw new Error(`cluster name "${r.name}": 1 to 20 letters, digits or _`);
  if (!/^https?:\/\/|^unix:/.test(r.restUrl)) throw new Error(`slurmrestd address "${r.restUrl}": http(s):// or unix:`);
  if (!isAbsolute(r.sharedDir)) throw new Error(`shared directory "${r.sharedDir}": an absolute path`);
  for (const account of [r.account, ...Object.values(r.accounts ?? {})])
    if (!ACCOUNT.test(account) || account === 'root') throw new Error(`cluster account "${account}": a unix user name other than root`);
  if (!/^[^\s@]+@[^\s:]+(:\d+)?$|^[^\s@:]+(:\d+)?$/.test(r.sshEndpoint))
    throw new Error(`SSH endpoint "${r.sshEndpoint}": [user@]host[:port]`);
}

/** The host of "[user@]host[:port]". */
const hostOf = (endpoint: string) => endpoint.replace(/^[^@]*@/, '').replace(/:\d+$/, '');

/** The login host's IPv4 address (the node's private_ip): itself, or looked up; 0.0.0.0 when it cannot be. */
async function addressOf(host: string): Promise<string> {
  if (isIPv4(host)) return host;
  try {
    return (await lookup(host, { family: 4 })).address;
  } catch {
    return '0.0.0.0';
  }
}

/** The export directory under the data dir, made a link to the shared directory. */
function linkShare(dataDir: string, nasId: string, sharedDir: string): void {
  const link = nasExportDir(resolve(dataDir), nasId);
  mkdirSync(dirname(link), { recursive: true });
  try {
    lstatSync(link);
    rmSync(link, { recursive: false, force: true });
  } catch {
    // not there yet
  }
  symlinkSync(resolve(sharedDir), link, 'dir');
}

export async function registerSlurmClusterInDb(db: Db, r: SlurmRegistration, dataDir?: string): Promise<{ clusterId: string }> {
  check(r);
  const sharedDir = resolve(r.sharedDir);
  const nasId = `nas-slurm${short(r.name, 8)}`;
  const host = hostOf(r.sshEndpoint);
  const address = await addressOf(host);
  const clusterId = await db.transaction(async (tx) => {
    const [known] = await tx.query<{ cluster_id: string }>(
      `SELECT c.cluster_id FROM clusters c JOIN cluster_schedulers s ON s.cluster_id = c.cluster_id AND s.kind = 'slurm' AND s.own_machines
        WHERE c.cluster_name = $1 AND c.owner = $2`,
      [r.name, r.owner],
    );
    const id = known?.cluster_id ?? randomId('ehpc');
    await tx.query(
      `INSERT INTO nas_exports (nas_id, fs_id, name, owner, zone, export_path, shared_path, quota_gb, description, private_ip)
       VALUES ($1, 'fs-slurm', $2, $3, $4, $5, '/', 1024, 'Slurm shared directory', $6)
       ON CONFLICT (nas_id) DO UPDATE SET export_path = EXCLUDED.export_path, owner = EXCLUDED.owner, zone = EXCLUDED.zone, private_ip = EXCLUDED.private_ip`,
      [nasId, `${r.name}_share`.slice(0, 40), r.owner, r.zone, sharedDir, address],
    );
    await tx.query(
      `INSERT INTO clusters (cluster_id, cluster_name, cluster_type, status, description, zone, owner, created_by, nas_id, nas_shared_path, network_type, scheduler,
                             version, app_id, app_version, software, config)
       VALUES ($1, $2, 'ehpc', 'active', $3, $4, $5, $5, $6, $7, 'private', 'slurm', 'slurm', 'app-ehpc01', 'appv-ehpc241', $8, $9)
       ON CONFLICT (cluster_id) DO UPDATE SET status = 'active', description = EXCLUDED.description, zone = EXCLUDED.zone, nas_id = EXCLUDED.nas_id,
              nas_shared_path = EXCLUDED.nas_shared_path, config = EXCLUDED.config, status_time = now()`,
      [
        id,
        r.name,
        `Slurm cluster at ${r.restUrl}`,
        r.zone,
        r.owner,
        nasId,
        sharedDir,
        JSON.stringify([{ sw_name: 'slurm', sw_ver: '' }]),
        JSON.stringify({ cluster_user: r.account }),
      ],
    );
    const loginId = `cln-${short(`${id} login`, 8)}`;
    await tx.query(
      `INSERT INTO cluster_nodes (node_id, cluster_id, instance_id, name, hostname, role, node_type, instance_class, cpu, memory, status, health_status, private_ip, description)
       VALUES ($1, $2, $3, 'login', $4, 'login', 'standard', 101, 0, 0, 'active', 'healthy', $6, $5)
       ON CONFLICT (node_id) DO UPDATE SET hostname = EXCLUDED.hostname, private_ip = EXCLUDED.private_ip, description = EXCLUDED.description, status = 'active'`,
      [loginId, id, `i-${loginId.slice(4)}`, host, r.sshEndpoint, address],
    );
    const [{ uid }] = await tx.query<{ uid: number }>(
      'SELECT greatest(coalesce(max(uid), 10000), 10000)::int + 1 AS uid FROM cluster_users WHERE cluster_id = $1',
      [id],
    );
    await tx.query(
      `INSERT INTO cluster_users (cluster_id, account, owner, uid, password_hash, allocated_core_hours, storage_quota, queues, folders, status, phase)
       VALUES ($1, $2, $3, $4, '!', 1000000, 0, '{}', '{}', 'active', 'ready') ON CONFLICT (cluster_id, account) DO UPDATE SET status = 'active', phase = 'ready'`,
      [id, r.account, r.owner, uid],
    );
    // The user's own machines: Slurm runs the cluster, the console does not charge for it.
    await useSlurmFor(tx, id, {
      restUrl: r.restUrl,
      jwtKeyFile: r.jwtKeyFile || null,
      sharedDir,
      sshEndpoint: r.sshEndpoint,
      accountMap: { [r.owner]: r.account },
      apiVersion: r.apiVersion ?? null,
      ownMachines: true,
    });
    await tx.query(
      'UPDATE slurm_clusters SET account_map = $2, munge_key_file = $3, controller = $4, node_feature = $5 WHERE cluster_id = $1',
      [id, JSON.stringify({ ...r.accounts, [r.owner]: r.account }), r.mungeKeyFile ?? null, r.controller ?? null, r.nodeFeature ?? null],
    );
    return id;
  });
  if (dataDir) linkShare(dataDir, nasId, sharedDir);
  return { clusterId };
}
