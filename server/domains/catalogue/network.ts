/**
 * The network: the owner's VPC networks (vxnets), routers and elastic IPs in a zone. A zone's base networks
 * (owner NULL) are everyone's; vxnet-0 and vxnet-1 are never listed. An EIP is associated while a live
 * cluster node holds it (cluster_nodes.eip_id, set by the nodes domain) or a router uses it. Each network, router
 * and EIP names the clusters using it that the user sees (network-users.ts); the EIP list narrows to one cluster's.
 */
import type { Db } from '../../db/database';
import type { Handlers, Schema } from '../../http/handler-types';
import { displayTextSql } from '../../i18n/display-names';
import type { Lang } from '../../i18n/messages';
import { iso, page, sessionOf, Where, zoneOf } from './lists';
import { clustersHoldingEips, clustersInVxnets, clustersOfRouters, eipOfClusterSql } from './network-users';

const HIDDEN_VXNETS = ['vxnet-0', 'vxnet-1'];

/**
 * Vxnets of owner $1 in zone $2, with the owner's live nodes on each. A base network's name is the platform's and
 * is answered in the request's language (server/i18n/display-names.ts), in SQL so that the list sorts and searches
 * by the name its reader sees; a network the owner named keeps its name.
 */
const vxnetSource = (lang: Lang) => `
  SELECT v.vxnet_id, CASE WHEN v.owner IS NULL THEN ${displayTextSql('v.vxnet_name', lang)} ELSE v.vxnet_name END AS vxnet_name, v.description, v.vxnet_type, v.mode, v.router_id, r.router_name, v.ip_network, v.owner, v.create_time,
    (SELECT count(*)::int FROM cluster_nodes n JOIN clusters c ON c.cluster_id = n.cluster_id
      WHERE c.owner = $1 AND c.zone = v.zone AND n.status NOT IN ('deleted', 'ceased')
        AND (CASE WHEN n.node_type = 'bare_metal' AND c.bm_vxnet_id IS NOT NULL THEN c.bm_vxnet_id ELSE c.vxnet_id END) = v.vxnet_id) AS instance_count
  FROM vxnets v LEFT JOIN routers r ON r.router_id = v.router_id
  WHERE v.zone = $2 AND (v.owner = $1 OR v.owner IS NULL) AND v.vxnet_id <> ALL('{${HIDDEN_VXNETS.join(',')}}'::text[])`;

export interface VxnetRow {
  vxnet_id: string;
  vxnet_name: string;
  description: string;
  vxnet_type: Schema<'VxnetType'>;
  mode: Schema<'VxnetMode'>;
  router_id: string | null;
  router_name: string | null;
  ip_network: string | null;
  owner: string | null;
  create_time: Date;
  instance_count: number;
}

/** Routers of owner $1 in zone $2 with their EIP. */
const ROUTER_SOURCE = `
  SELECT r.*, e.eip_name, e.eip_addr FROM routers r LEFT JOIN eips e ON e.eip_id = r.eip_id
  WHERE r.owner = $1 AND r.zone = $2`;

interface RouterRow {
  router_id: string;
  router_name: string;
  description: string;
  status: Schema<'RouterStatus'>;
  ip_network: string;
  private_ip: string;
  eip_id: string | null;
  eip_name: string | null;
  eip_addr: string | null;
  create_time: Date;
}

/** EIPs of owner $1 in zone $2 with what holds them and the status that follows. */
const EIP_SOURCE = `
  SELECT e.*, a.resource_id, a.resource_name, a.resource_type,
    CASE WHEN a.resource_id IS NOT NULL AND e.status IN ('available', 'associated') THEN 'associated'
         WHEN e.status = 'associated' THEN 'available' ELSE e.status END AS eip_status
  FROM eips e LEFT JOIN LATERAL (
    SELECT CASE WHEN n.instance_id ~ '^[a-z0-9]+-[a-z0-9]{4,16}$' THEN n.instance_id ELSE n.node_id END AS resource_id, n.name AS resource_name,
           CASE WHEN n.node_type = 'bare_metal' THEN 'bm_instance' ELSE 'instance' END AS resource_type
      FROM cluster_nodes n JOIN clusters c ON c.cluster_id = n.cluster_id
      WHERE n.eip_id = e.eip_id AND c.owner = e.owner AND n.status NOT IN ('deleted', 'ceased')
    UNION ALL
    SELECT r.router_id, r.router_name, 'router' FROM routers r
      WHERE r.eip_id = e.eip_id AND r.owner = e.owner AND r.status NOT IN ('deleted', 'ceased')
    LIMIT 1) a ON true
  WHERE e.owner = $1 AND e.zone = $2`;

export interface EipRow {
  eip_id: string;
  eip_name: string;
  description: string;
  eip_addr: string;
  bandwidth: number;
  billing_mode: NonNullable<Schema<'eip'>['billing_mode']>;
  eip_status: Schema<'EipStatus'>;
  associate_mode: Schema<'EipAssociateMode'>;
  resource_id: string | null;
  resource_name: string | null;
  resource_type: NonNullable<Schema<'eip'>['resource']>['resource_type'] | null;
  create_time: Date;
  status_time: Date;
}

/**
 * One EIP of the owner in a zone with its effective status (available, associated, …), or null. The nodes
 * domain checks `eip_status === 'available'` before binding it and copies eip_addr to the node.
 */
export async function findEip(db: Db, owner: string, zone: string, eipId: string): Promise<EipRow | null> {
  const rows = await db.query<EipRow>(`SELECT * FROM (${EIP_SOURCE}) q WHERE eip_id = $3`, [owner, zone, eipId]);
  return rows[0] ?? null;
}

/** One vxnet the owner may place a cluster in (own or the zone's base network; never vxnet-0/1), or null. */
export async function findVxnet(db: Db, owner: string, zone: string, vxnetId: string): Promise<VxnetRow | null> {
  const rows = await db.query<VxnetRow>(`SELECT * FROM (${vxnetSource('zh')}) q WHERE vxnet_id = $3`, [owner, zone, vxnetId]);
  return rows[0] ?? null;
}

export const networkHandlers = {
  describeVxnets: async (ctx) => {
    const { db, input, lang } = ctx;
    const { user } = sessionOf(ctx);
    const where = new Where([user.owner, zoneOf(ctx)])
      .anyOf('vxnet_id', input.vxnets)
      .anyOf('vxnet_type', input.vxnet_type, 'integer')
      .anyOf('mode', input.mode, 'integer')
      .search(['vxnet_id', 'vxnet_name'], input.search_word);
    const { rows, total } = await page<VxnetRow, typeof input.sort_key>(db, vxnetSource(lang), where, input, {
      create_time: 'create_time',
      vxnet_name: 'vxnet_name',
    });
    const uses = await clustersInVxnets(
      db,
      user,
      zoneOf(ctx),
      rows.map((v) => v.vxnet_id),
    );
    return {
      total_count: total,
      vxnet_set: rows.map((v): Schema<'vxnet'> => ({
        vxnet_id: v.vxnet_id,
        vxnet_name: v.vxnet_name,
        description: v.description,
        vxnet_type: v.vxnet_type,
        mode: v.mode,
        router: v.router_id && v.ip_network ? { router_id: v.router_id, router_name: v.router_name ?? '', ip_network: v.ip_network } : null,
        instance_count: v.instance_count,
        clusters: uses.get(v.vxnet_id) ?? [],
        ...(v.owner ? { owner: v.owner } : {}),
        create_time: iso(v.create_time),
      })),
    };
  },

  describeRouters: async (ctx) => {
    const { db, input } = ctx;
    const { user } = sessionOf(ctx);
    const { owner } = user;
    const zone = zoneOf(ctx);
    const where = new Where([owner, zone])
      .anyOf('router_id', input.routers)
      .anyOf('status', input.status)
      .search(['router_id', 'router_name'], input.search_word);
    const { rows, total } = await page<RouterRow, typeof input.sort_key>(db, ROUTER_SOURCE, where, input, {
      create_time: 'create_time',
      router_name: 'router_name',
    });
    const vxnets = await db.query<{ router_id: string; vxnet_id: string; vxnet_name: string; ip_network: string | null }>(
      'SELECT router_id, vxnet_id, vxnet_name, ip_network FROM vxnets WHERE owner = $1 AND zone = $2 AND router_id = ANY($3::text[]) ORDER BY create_time',
      [owner, zone, rows.map((r) => r.router_id)],
    );
    const vxnetsOfRouter = new Map(
      rows.map((r) => [r.router_id, vxnets.filter((v) => v.router_id === r.router_id).map((v) => v.vxnet_id)]),
    );
    const uses = clustersOfRouters(
      vxnetsOfRouter,
      await clustersInVxnets(
        db,
        user,
        zone,
        vxnets.map((v) => v.vxnet_id),
      ),
    );
    return {
      total_count: total,
      router_set: rows.map((r): Schema<'router'> => ({
        router_id: r.router_id,
        router_name: r.router_name,
        description: r.description,
        status: r.status,
        ip_network: r.ip_network,
        private_ip: r.private_ip,
        eip: r.eip_id && r.eip_addr ? { eip_id: r.eip_id, eip_name: r.eip_name ?? '', eip_addr: r.eip_addr } : null,
        vxnets: vxnets
          .filter((v) => v.router_id === r.router_id)
          .map((v) => ({ vxnet_id: v.vxnet_id, vxnet_name: v.vxnet_name, ...(v.ip_network ? { ip_network: v.ip_network } : {}) })),
        create_time: iso(r.create_time),
        clusters: uses.get(r.router_id) ?? [],
      })),
    };
  },

  describeEips: async (ctx) => {
    const { db, input } = ctx;
    const { user } = sessionOf(ctx);
    const where = new Where([user.owner, zoneOf(ctx)])
      .anyOf('eip_id', input.eips)
      .anyOf('eip_status', input.status)
      .anyOf('associate_mode', input.associate_mode, 'integer')
      .search(['eip_id', 'eip_name', 'eip_addr'], input.search_word);
    const clusterId = input.cluster_id;
    if (clusterId !== undefined) where.conditions.push(eipOfClusterSql(user, clusterId, (value) => `$${where.params.push(value)}`));
    const { rows, total } = await page<EipRow, typeof input.sort_key>(db, EIP_SOURCE, where, input, {
      create_time: 'create_time',
      eip_name: 'eip_name',
    });
    const uses = await clustersHoldingEips(
      db,
      user,
      zoneOf(ctx),
      rows.map((e) => e.eip_id),
    );
    return {
      total_count: total,
      eip_set: rows.map((e): Schema<'eip'> => ({
        eip_id: e.eip_id,
        eip_name: e.eip_name,
        description: e.description,
        eip_addr: e.eip_addr,
        bandwidth: e.bandwidth,
        billing_mode: e.billing_mode,
        status: e.eip_status,
        associate_mode: e.associate_mode,
        resource:
          e.resource_id && e.resource_type
            ? { resource_id: e.resource_id, resource_name: e.resource_name ?? '', resource_type: e.resource_type }
            : null,
        clusters: uses.get(e.eip_id) ?? [],
        create_time: iso(e.create_time),
        status_time: iso(e.status_time),
      })),
    };
  },
} satisfies Handlers;
