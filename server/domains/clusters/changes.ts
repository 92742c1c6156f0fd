/**
 * Upgrade and resize of a cluster, the fees of a resize and of added nodes, the cluster conf and the NAS mount.
 */
import type { Db } from '../../db/database';
import type { Handlers, Schema } from '../../http/handler-types';
import { fail, Failure } from '../../http/failure';
import { recordOperation } from '../../operations/records';
import { clusterAccess, hpcConfig, requireIdle, requireSession, requireWritable, type ClusterRow } from './access';
import { periodPrice, priceResourceSet } from '../catalogue/public';
import {
  compareVersions,
  findOffer,
  findVersion,
  isBareMetal,
  publicConf,
  round4,
  upgradeTarget,
  type AppVersion,
  type InstanceClassOffer,
  type NodeRole,
  type NodeSpec,
} from './catalogue';
import { ownerCanPay } from './integrations';

/** The offer a node configuration is sold under for the cluster (404 when none, or when it does not fit the version's flavour). */
export function offerFor(cluster: ClusterRow, role: NodeRole, spec: NodeSpec): InstanceClassOffer {
  const offer = findOffer(cluster.cluster_type, role, spec);
  const version = findVersion(cluster.app_version);
  const bareMetal = version ? isBareMetal(version) : false;
  if (!offer || (role === 'compute' && cluster.cluster_type === 'ehpc' && (offer.node_type === 'bare_metal') !== bareMetal))
    throw fail.notFound('clusters_conf_not_on_sale', { role });
  return offer;
}

/** A node configuration as a change or a fee asks for it: without an instance class, the nodes' own. */
interface SpecRequest {
  instance_class?: number;
  cpu: number;
  memory: number;
  gpu?: number;
}

function specOf(request: SpecRequest, fallbackClass: number): NodeSpec {
  return { instance_class: request.instance_class ?? fallbackClass, cpu: request.cpu, memory: request.memory, gpu: request.gpu ?? 0 };
}

interface SizedNode {
  node_id: string;
  instance_class: number;
  cpu: number;
  memory: number;
  gpu: number;
}

async function roleNodes(db: Db, cluster: ClusterRow, role: NodeRole): Promise<SizedNode[]> {
  const nodes = await db.query<SizedNode>(
    "SELECT node_id, instance_class, cpu, memory, gpu FROM cluster_nodes WHERE cluster_id = $1 AND role = $2 AND status NOT IN ('deleted', 'ceased') ORDER BY create_time, hostname",
    [cluster.cluster_id, role],
  );
  if (!nodes.length) throw fail.notFound('clusters_role_no_nodes', { role });
  return nodes;
}

/** The hourly price of nodes of the cluster (the one rule, ADR 0016): what the ticker bills for them. */
async function nodesHourly(db: Db, cluster: ClusterRow, role: NodeRole, specs: (NodeSpec & { count: number })[]): Promise<number> {
  const resources = specs.map((spec) => ({
    kind: 'node' as const,
    role,
    instance_class: spec.instance_class,
    cpu: spec.cpu,
    memory: spec.memory,
    gpu: spec.gpu ?? 0,
    count: spec.count,
  }));
  return (await priceResourceSet(db, { cluster_type: cluster.cluster_type, zone: cluster.zone, resources })).total;
}

/** What `count` added nodes of this configuration cost per hour. */
export function addNodesHourly(db: Db, cluster: ClusterRow, role: NodeRole, spec: NodeSpec, count: number): Promise<number> {
  return nodesHourly(db, cluster, role, [{ ...spec, count }]);
}

/** What a resize adds to the bill: the price difference of every node of the role, never below 0. */
async function resizeFee(db: Db, cluster: ClusterRow, role: NodeRole, nodes: SizedNode[], spec: NodeSpec): Promise<Schema<'ResizeFee'>> {
  const after = await nodesHourly(db, cluster, role, [{ ...spec, count: nodes.length }]);
  const before = await nodesHourly(
    db,
    cluster,
    role,
    nodes.map((node) => ({ ...node, count: 1 })),
  );
  const { duration, price } = periodPrice(Math.max(0, round4(after - before)), cluster.paid_type);
  return { duration, price_diff: price, currency: 'cny' };
}

interface NasExportRow {
  nas_id: string;
  name: string;
  export_path: string;
  shared_path: string;
  private_ip: string;
  quota_gb: number;
  status: Schema<'NasStatus'>;
}

/**
 * The NAS export holding the cluster's files ($1), as the view cluster_exports (migration 0083, ADR 0011) states it
 * for every domain: the export the cluster mounts when it is the owner's, or for an S2 server (vNAS) of the owner the
 * export of its first shared target that shares one of the owner's exports; no row otherwise. The jobs domain writes
 * job files into the same export (server/domains/jobs/clusters.ts, EXPORT_JOIN).
 */
const CLUSTER_EXPORT_SQL = `
  SELECT e.nas_id, e.name, e.export_path, e.shared_path, e.private_ip, e.quota_gb, e.status
    FROM cluster_exports ce
    JOIN nas_exports e ON e.nas_id = ce.export_nas_id
   WHERE ce.cluster_id = $1`;

/** A cluster's nas_id naming an S2 server (vNAS) rather than a NAS export. */
const isS2Server = (nasId: string): boolean => nasId.startsWith('s2-');

/** Refuses an upgrade that cannot succeed, saying why (the console hides the upgrade when upgradeTarget finds none). */
function checkUpgrade(
  cluster: ClusterRow,
  current: AppVersion | undefined,
  target: AppVersion | undefined,
  requested: boolean,
): asserts target is AppVersion {
  if (cluster.transition_status) throw fail.conflict('clusters_busy', { id: cluster.cluster_id, transition: cluster.transition_status });
  if (!target) throw fail.conflict('clusters_upgrade_newest', { version: cluster.version });
  if (current && isBareMetal(current) !== isBareMetal(target)) throw fail.conflict('clusters_upgrade_flavour', { target: target.name });
  if (compareVersions(target.version, cluster.version) <= 0) {
    throw requested
      ? fail.conflict('clusters_upgrade_not_newer', { target: target.version, version: cluster.version })
      : fail.conflict('clusters_upgrade_newest', { version: cluster.version });
  }
  if (cluster.status !== (cluster.cluster_type === 'ehpc' ? 'stopped' : 'active'))
    throw fail.conflict(cluster.cluster_type === 'ehpc' ? 'clusters_upgrade_stop_first' : 'clusters_upgrade_start_first');
}

export const changeHandlers = {
  upgradeCluster: async ({ db, session: maybe, input }) => {
    const session = requireSession(maybe);
    return db.transaction(async (tx) => {
      const cluster = requireWritable(await clusterAccess(tx, session, input.cluster_id, { lock: true }));
      const requested = input.app_version;
      const current = findVersion(cluster.app_version);
      const target = upgradeTarget(current, cluster.cluster_type, requested);
      if (requested && (!target || target.cluster_type !== cluster.cluster_type || target.status !== 'active'))
        throw fail.notFound('clusters_version_unknown', { version: requested });
      checkUpgrade(cluster, current, target, !!requested);
      await requireIdle(tx, cluster);
      await tx.query("UPDATE clusters SET transition_status = 'updating', status_time = now() WHERE cluster_id = $1", [cluster.cluster_id]);
      const jobId = await recordOperation(tx, {
        action: 'cluster/upgradeCluster',
        resourceType: 'cluster',
        resourceIds: [cluster.cluster_id],
        resourceNames: [cluster.cluster_name],
        owner: cluster.owner,
        userId: session.user.user_id,
        zone: cluster.zone,
        delayMs: 20_000,
        payload: { from_version: cluster.version, from_app_version: cluster.app_version, to_app_version: target.version_id },
      });
      return { job_id: jobId };
    });
  },

  resizeCluster: async ({ db, session: maybe, input }) => {
    const session = requireSession(maybe);
    const role = input.role;
    return db.transaction(async (tx) => {
      const cluster = requireWritable(await clusterAccess(tx, session, input.cluster_id, { lock: true }));
      if (cluster.status !== (cluster.cluster_type === 'ehpc' ? 'stopped' : 'active'))
        throw fail.conflict('clusters_resize_state', { id: cluster.cluster_id });
      await requireIdle(tx, cluster);
      const nodes = await roleNodes(tx, cluster, role);
      const spec = specOf(input, nodes[0].instance_class);
      const offer = offerFor(cluster, role, spec);
      if (
        nodes.every((n) => n.instance_class === spec.instance_class && n.cpu === spec.cpu && n.memory === spec.memory && n.gpu === spec.gpu)
      ) {
        throw fail.conflict('clusters_resize_unchanged', { role });
      }
      const fee = await resizeFee(tx, cluster, role, nodes, spec);
      if (!(await ownerCanPay(tx, cluster.owner, fee.price_diff))) throw fail.balance('clusters_lack_of_balance');
      await tx.query("UPDATE clusters SET transition_status = 'resizing', status_time = now() WHERE cluster_id = $1", [cluster.cluster_id]);
      await tx.query("UPDATE cluster_nodes SET transition_status = 'resizing', status_time = now() WHERE node_id = ANY($1)", [
        nodes.map((n) => n.node_id),
      ]);
      const jobId = await recordOperation(tx, {
        action: 'cluster/resizeCluster',
        resourceType: 'cluster',
        resourceIds: [cluster.cluster_id],
        resourceNames: [cluster.cluster_name],
        owner: cluster.owner,
        userId: session.user.user_id,
        zone: cluster.zone,
        delayMs: 15_000,
        payload: { role, node_type: offer.node_type, ...spec, node_ids: nodes.map((n) => n.node_id) },
      });
      return { job_id: jobId };
    });
  },

  getResizeClusterFee: async ({ db, session, input }) => {
    const { cluster } = await clusterAccess(db, requireSession(session), input.cluster_id);
    const role = input.role;
    const nodes = await roleNodes(db, cluster, role);
    const spec = specOf(input, nodes[0].instance_class);
    offerFor(cluster, role, spec);
    return { resize_fee: [await resizeFee(db, cluster, role, nodes, spec)] };
  },

  getAddNodesFee: async ({ db, session, input }) => {
    const { cluster } = await clusterAccess(db, requireSession(session), input.cluster_id);
    const spec = specOf(input, input.instance_class);
    offerFor(cluster, input.role, spec);
    const { duration, price } = periodPrice(await addNodesHourly(db, cluster, input.role, spec, input.count), cluster.paid_type);
    return { resize_fee: [{ duration, price_diff: price, currency: 'cny' }] };
  },

  getClusterConf: async ({ db, session, input }) => {
    const zone = input.zone ?? requireSession(session).user.zone;
    const type = input.cluster_type;
    const config = await hpcConfig(db, zone);
    if (config.features?.[type] === false) throw fail.conflict('clusters_type_unsupported', { type: type.toUpperCase(), zone });
    return { cluster_conf_set: [publicConf(type)] };
  },

  getClusterNasInfo: async ({ db, session, input }) => {
    const { cluster } = await clusterAccess(db, requireSession(session), input.cluster_id);
    if (!cluster.nas_id) throw fail.notFound('clusters_no_nas', { id: cluster.cluster_id });
    const vnas = isS2Server(cluster.nas_id);
    const [nas] = await db.query<NasExportRow>(CLUSTER_EXPORT_SQL, [cluster.cluster_id]);
    // A vNAS that shares no NAS export (none bound, a vNAS volume, or the export is gone) has no files to browse: like no NAS.
    if (!nas && vnas) throw fail.notFound('clusters_vnas_no_export', { id: cluster.cluster_id, nas: cluster.nas_id });
    // The NAS service does not know the export the cluster mounts.
    if (!nas) throw new Failure(500, 5000, 'clusters_nas_abnormal');
    return {
      nas_info: {
        nas_id: nas.nas_id,
        name: nas.name,
        export_path: nas.export_path,
        // The export's directory the cluster mounts (at nas_shared_path on the cluster): where its files are on the NAS.
        shared_path: nas.shared_path,
        private_ip: nas.private_ip,
        quota: nas.quota_gb * 1024 ** 3,
        status: nas.status,
      },
    };
  },
} satisfies Handlers;
