/**
 * HPC clusters on a sharing cloud are tenants of their zone's shared cluster (ADR 0050): the shared cluster's plan
 * (a controller, compute hosts per shared queue type, a partition per type, every tenant's accounts, homes and
 * storage), each tenant's slot and so its uids, and the names its users have in the shared Slurm.
 */
import { join } from 'node:path';
import {
  SHARED_HOSTS_PER_TYPE,
  sharesCompute,
  type ClusterPlan,
  type Clouds,
  type HostPlan,
  type PartitionPlan,
  type UserPlan,
} from '../../cloud/index';
import type { Db } from '../../db/database';
import { clusterStorage, type Storage } from '../jobs/public';
import { HPC_CONTROLLER } from './catalogue';

/** A tenant's uids are its own plus slot × this (its own are below it: ADR 0047's 10000 on, 20000 on). */
export const TENANT_UID_BLOCK = 100_000;

const SHARED_PREFIX = 'zone-';
export const sharedClusterId = (zone: string): string => `${SHARED_PREFIX}${zone}`;
export const isSharedCluster = (id: string): boolean => id.startsWith(SHARED_PREFIX);
export const zoneOf = (sharedId: string): string => sharedId.slice(SHARED_PREFIX.length);

/** Statuses of a tenant whose accounts, homes and storage the shared hosts keep (a stopped one's too). */
const LIVE = "c.status NOT IN ('deleted', 'ceased', 'terminated')";

export interface Tenant {
  cluster_id: string;
  cloud: string;
  zone: string;
  slot: number;
}

export async function tenantOf(db: Db, clusterId: string): Promise<Tenant | undefined> {
  const [row] = await db.query<Tenant>('SELECT cluster_id, cloud, zone, slot FROM cloud_tenants WHERE cluster_id = $1', [clusterId]);
  return row;
}

/** Whether an HPC cluster created now in `cloud` is a tenant of its zone's shared cluster. */
export const becomesTenant = (clouds: Pick<Clouds, 'of'>, cloud: string, type: string): boolean => {
  const found = clouds.of(cloud);
  return type === 'hpc' && !!found && sharesCompute(found);
};

/** Makes the new HPC cluster a tenant: the next slot of its cloud and zone (never one used before). */
export async function makeTenant(db: Db, clusterId: string, cloud: string, zone: string): Promise<void> {
  await db.query(
    `INSERT INTO cloud_tenants (cluster_id, cloud, zone, slot)
     SELECT $1, $2, $3, coalesce(max(slot), 0) + 1 FROM cloud_tenants WHERE cloud = $2 AND zone = $3`,
    [clusterId, cloud, zone],
  );
}

/** A mount path another live tenant of the zone has: the shared hosts see every tenant's storage at its own path. */
export async function mountPathTaken(db: Db, cloud: string, zone: string, mountPath: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM cloud_tenants t JOIN clusters c ON c.cluster_id = t.cluster_id
      WHERE t.cloud = $1 AND t.zone = $2 AND ${LIVE} AND rtrim(c.nas_shared_path, '/') = rtrim($3, '/') LIMIT 1`,
    [cloud, zone, mountPath],
  );
  return rows.length > 0;
}

/** A tenant's accounts as its hosts have them: uids moved into its block, homes under /home/<cluster id>/. */
export const tenantAccounts = (tenant: Tenant, users: UserPlan[]): UserPlan[] =>
  users.map((u) => ({ ...u, uid: u.uid + tenant.slot * TENANT_UID_BLOCK, home: `/home/${tenant.cluster_id}/${u.name}` }));

/** The name a tenant's account has on the shared hosts and in their Slurm: unique there by its uid. */
export const sharedName = (uid: number): string => `u${uid}`;

/** The live tenants of a shared cluster. */
async function tenantsOf(db: Db, cloud: string, zone: string): Promise<Tenant[]> {
  return db.query<Tenant>(
    `SELECT t.cluster_id, t.cloud, t.zone, t.slot FROM cloud_tenants t JOIN clusters c ON c.cluster_id = t.cluster_id
      WHERE t.cloud = $1 AND t.zone = $2 AND ${LIVE} ORDER BY t.slot`,
    [cloud, zone],
  );
}

/** The cloud and zone of a shared cluster id, from its tenants (null: it has none, live or gone). */
export async function sharedClusterPlace(db: Db, sharedId: string): Promise<{ cloud: string; zone: string } | null> {
  const zone = zoneOf(sharedId);
  const [row] = await db.query<{ cloud: string }>('SELECT cloud FROM cloud_tenants WHERE zone = $1 ORDER BY slot DESC LIMIT 1', [zone]);
  return row ? { cloud: row.cloud, zone } : null;
}

/** Every shared cluster that has a live tenant. */
export async function liveSharedClusters(db: Db): Promise<{ cloud: string; zone: string; id: string }[]> {
  const rows = await db.query<{ cloud: string; zone: string }>(
    `SELECT DISTINCT t.cloud, t.zone FROM cloud_tenants t JOIN clusters c ON c.cluster_id = t.cluster_id WHERE ${LIVE} ORDER BY t.cloud, t.zone`,
  );
  return rows.map((r) => ({ ...r, id: sharedClusterId(r.zone) }));
}

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The shared cluster's plan as its tenants' rows say now; null when it has no live tenant (it goes). `accountsOf`
 * answers a tenant's accounts as its hosts have them (host-accounts.ts).
 */
export async function sharedPlanOf(
  db: Db,
  dataDir: string,
  cloud: string,
  zone: string,
  accountsOf: (tenant: Tenant) => Promise<UserPlan[]>,
): Promise<ClusterPlan | null> {
  const tenants = await tenantsOf(db, cloud, zone);
  if (!tenants.length) return null;
  const id = sharedClusterId(zone);
  const types = await db.query<{ queue_type: string; cores_per_node: number; memory_per_node: number; gpu_per_node: number }>(
    "SELECT queue_type, cores_per_node, memory_per_node, gpu_per_node FROM queue_types WHERE zone = $1 AND category = 'shared' ORDER BY sort_order, queue_type",
    [zone],
  );
  // Its controller is the platform's, as an HPC cluster's of ADR 0016.
  const hosts: HostPlan[] = [
    {
      nodeId: `${id}-controller`,
      hostName: 'controller',
      role: 'controller',
      cpus: HPC_CONTROLLER.cpu,
      memoryMb: HPC_CONTROLLER.memory,
      gpus: 0,
    },
  ];
  const partitions: PartitionPlan[] = [];
  for (const [i, type] of types.entries()) {
    const names: string[] = [];
    for (let n = 1; n <= SHARED_HOSTS_PER_TYPE; n++) {
      const hostName = `${slug(type.queue_type)}-${n}`;
      names.push(hostName);
      hosts.push({
        nodeId: `${id}-${slug(type.queue_type)}-${n}`,
        hostName,
        role: 'compute',
        cpus: type.cores_per_node,
        memoryMb: type.memory_per_node,
        gpus: type.gpu_per_node,
      });
    }
    partitions.push({ name: type.queue_type, hosts: names, isDefault: i === 0 });
  }
  const users: UserPlan[] = [];
  const storage: ClusterPlan['tenants'] = [];
  for (const tenant of tenants) {
    for (const user of await accountsOf(tenant)) users.push({ ...user, name: sharedName(user.uid), passwordCrypt: '!' });
    const place = await mountedStorage(db, dataDir, tenant.cluster_id);
    if (place?.mount) storage.push({ clusterId: tenant.cluster_id, sharedDir: place.root, mountPath: place.mount });
  }
  return {
    clusterId: id,
    sharedDir: join(dataDir, 'zones', zone, 'share'),
    mountPath: `/share/${id}`,
    hosts,
    partitions,
    users,
    tenants: storage,
  };
}

/** A cluster's storage: its NAS export's folder on this machine and its mount path (null without an export). */
export async function mountedStorage(db: Db, dataDir: string, clusterId: string): Promise<Storage | null> {
  const [cluster] = await db.query<{ nas_shared_path: string | null; export_nas_id: string | null; export_shared_path: string | null }>(
    `SELECT c.nas_shared_path, ce.export_nas_id, e.shared_path AS export_shared_path
       FROM clusters c LEFT JOIN cluster_exports ce ON ce.cluster_id = c.cluster_id LEFT JOIN nas_exports e ON e.nas_id = ce.export_nas_id
      WHERE c.cluster_id = $1`,
    [clusterId],
  );
  return cluster ? clusterStorage(dataDir, cluster) : null;
}

/** The Slurm partition a tenant's job goes to: its queue's type (the shared cluster's partitions). */
export async function tenantPartition(db: Db, queueId: string | null): Promise<string | undefined> {
  if (!queueId) return undefined;
  const [row] = await db.query<{ queue_type: string | null }>('SELECT queue_type FROM queues WHERE hpcqueue_id = $1', [queueId]);
  return row?.queue_type ?? undefined;
}
