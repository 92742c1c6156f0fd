/**
 * Which clusters use a network, a router or an EIP (the network lists' optional `clusters`, schemas/network.json
 * UsedBy): the account's clusters the user may see (visibleClustersSql, ADR 0006 and 0013) that are not gone. A
 * network's clusters are placed in it or use it as their bare-metal network; a router's are placed in one of its
 * networks; an EIP's hold it on one of their live nodes.
 */
import type { AccessUser } from '../cluster-access';
import { GONE_STATUSES, visibleClustersSql } from '../cluster-access';
import type { Db } from '../../db/database';

export interface ClusterUse {
  cluster_id: string;
  cluster_name: string;
}

/** `key` -> the clusters using it, in creation order; every asked key present (empty when none). */
export type UsesByKey = Map<string, ClusterUse[]>;

/** A parameter list and the placeholder function visibleClustersSql takes. */
function params(first: unknown[]): { values: unknown[]; param: (value: unknown) => string } {
  const values = [...first];
  return { values, param: (value) => `$${values.push(value)}` };
}

/** The contract's limit of clusters named per network, router or EIP. */
const MOST_USES = 100;

async function usesOf(db: Db, keys: string[], sql: string, values: unknown[]): Promise<UsesByKey> {
  const found = new Map<string, ClusterUse[]>(keys.map((key) => [key, []]));
  if (!keys.length) return found;
  const rows = await db.query<ClusterUse & { key: string }>(sql, values);
  for (const row of rows) {
    const uses = found.get(row.key);
    if (uses && uses.length < MOST_USES) uses.push({ cluster_id: row.cluster_id, cluster_name: row.cluster_name });
  }
  return found;
}

/** The clusters the user sees in each of these networks of a zone. */
export function clustersInVxnets(db: Db, user: AccessUser, zone: string, vxnetIds: string[]): Promise<UsesByKey> {
  const { values, param } = params([zone, vxnetIds, GONE_STATUSES]);
  return usesOf(
    db,
    vxnetIds,
    `
      SELECT k.key, c.cluster_id, c.cluster_name FROM clusters c
        CROSS JOIN LATERAL (SELECT DISTINCT unnest(ARRAY[c.vxnet_id, c.bm_vxnet_id]) AS key) k
      WHERE c.zone = $1 AND k.key = ANY($2::text[]) AND c.status <> ALL($3::text[]) AND ${visibleClustersSql(user, param, 'c')}
      ORDER BY c.create_time, c.cluster_id`,
    values,
  );
}

/** The clusters the user sees holding each of these EIPs on a live node. */
export function clustersHoldingEips(db: Db, user: AccessUser, zone: string, eipIds: string[]): Promise<UsesByKey> {
  const { values, param } = params([zone, eipIds, GONE_STATUSES]);
  return usesOf(
    db,
    eipIds,
    `
      SELECT DISTINCT n.eip_id AS key, c.cluster_id, c.cluster_name, c.create_time FROM cluster_nodes n JOIN clusters c ON c.cluster_id = n.cluster_id
      WHERE c.zone = $1 AND n.eip_id = ANY($2::text[]) AND n.status NOT IN ('deleted', 'ceased') AND c.status <> ALL($3::text[])
        AND ${visibleClustersSql(user, param, 'c')}
      ORDER BY c.create_time, c.cluster_id`,
    values,
  );
}

/**
 * The condition "the EIP (column eip_id of the list's query) is held by a live node of this cluster, which the user
 * sees", its values pushed through `param`.
 */
export function eipOfClusterSql(user: AccessUser, clusterId: string, param: (value: unknown) => string): string {
  return `eip_id IN (SELECT n.eip_id FROM cluster_nodes n JOIN clusters c ON c.cluster_id = n.cluster_id
    WHERE c.cluster_id = ${param(clusterId)} AND n.eip_id IS NOT NULL AND n.status NOT IN ('deleted', 'ceased')
      AND c.status <> ALL(${param(GONE_STATUSES)}::text[]) AND ${visibleClustersSql(user, param, 'c')})`;
}

/** The clusters of each router: those in any of its networks, once each. */
export function clustersOfRouters(vxnetsOfRouter: Map<string, string[]>, inVxnets: UsesByKey): UsesByKey {
  const found: UsesByKey = new Map();
  for (const [routerId, vxnetIds] of vxnetsOfRouter) {
    const seen = new Map<string, ClusterUse>();
    for (const vxnetId of vxnetIds) for (const use of inVxnets.get(vxnetId) ?? []) seen.set(use.cluster_id, use);
    found.set(routerId, [...seen.values()].slice(0, MOST_USES));
  }
  return found;
}
