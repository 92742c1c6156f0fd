/**
 * Private addresses of nodes: every cluster lives in the IPv4 network of its vxnet (clusters.config.ip_network);
 * a node's address is inside it and used by no other live node of the owner on that vxnet in that zone.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import { findVxnet } from '../catalogue/public';
import type { ClusterRow } from './access';

export function ipToInt(ip: string): number {
  return ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

export function intToIp(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

export function parseCidr(cidr: string): { base: number; size: number } {
  const [ip, bits] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  return { base: Math.floor(ipToInt(ip) / size) * size, size };
}

/** Usable host addresses: not the network, the gateway (.1) nor the broadcast address. */
export function inNetwork(ip: string, cidr: string): boolean {
  const { base, size } = parseCidr(cidr);
  const value = ipToInt(ip);
  return value > base + 1 && value < base + size - 1;
}

/**
 * The network of a vxnet the owner may use in the zone (the network domain's vxnets), or null when there is
 * none: its own ip_network, else the one its clusters already use (a base network has none), else a /24
 * derived from its id.
 */
export async function vxnetNetwork(
  db: Db,
  owner: string,
  zone: string,
  vxnetId: string,
): Promise<{ ip_network: string; vxnet_name: string } | null> {
  const vxnet = await findVxnet(db, owner, zone, vxnetId);
  if (!vxnet) return null;
  if (vxnet.ip_network) return { ip_network: vxnet.ip_network, vxnet_name: vxnet.vxnet_name };
  const rows = await db.query<{ ip_network: string }>(
    "SELECT config->>'ip_network' AS ip_network FROM clusters WHERE owner = $1 AND zone = $2 AND vxnet_id = $3 AND config ? 'ip_network' ORDER BY create_time LIMIT 1",
    [owner, zone, vxnetId],
  );
  if (rows[0]) return { ip_network: rows[0].ip_network, vxnet_name: vxnet.vxnet_name };
  const hash = createHash('sha256').update(`${zone}/${vxnetId}`).digest();
  return { ip_network: `10.${100 + (hash[0] % 100)}.${hash[1]}.0/24`, vxnet_name: vxnet.vxnet_name };
}

async function usedAddresses(db: Db, owner: string, zone: string, vxnetId: string | null): Promise<Set<string>> {
  const rows = await db.query<{ private_ip: string }>(
    `SELECT n.private_ip FROM cluster_nodes n JOIN clusters c ON c.cluster_id = n.cluster_id
      WHERE c.owner = $1 AND c.zone = $2 AND c.vxnet_id IS NOT DISTINCT FROM $3 AND n.status NOT IN ('deleted', 'ceased')`,
    [owner, zone, vxnetId],
  );
  return new Set(rows.map((r) => r.private_ip));
}

/**
 * Addresses for `count` new nodes of a cluster: the requested ones after checking them (409, ret_code 1100 on
 * `field`, the request's private_ips, when their number differs from count, or one is outside the network,
 * repeated or in use), else the lowest free ones.
 */
export async function assignAddresses(
  db: Db,
  cluster: Pick<ClusterRow, 'owner' | 'zone' | 'vxnet_id'> & { ip_network: string },
  count: number,
  requested: string[] | undefined,
  field: string[],
  alsoTaken: Set<string> = new Set(),
): Promise<string[]> {
  const used = await usedAddresses(db, cluster.owner, cluster.zone, cluster.vxnet_id);
  for (const ip of alsoTaken) used.add(ip);
  if (requested) {
    if (requested.length !== count) throw fail.field(field, 'count', 'clusters_private_ips_count', { count });
    for (const ip of requested) {
      if (!inNetwork(ip, cluster.ip_network) || used.has(ip))
        throw fail.field(field, 'network', 'clusters_private_ip_invalid', { ip, network: cluster.ip_network });
      used.add(ip);
    }
    return requested;
  }
  const { base, size } = parseCidr(cluster.ip_network);
  const found: string[] = [];
  for (let value = base + 2; value < base + size - 1 && found.length < count; value += 1) {
    const ip = intToIp(value);
    if (!used.has(ip)) found.push(ip);
  }
  if (found.length < count) throw fail.conflict('clusters_network_full', { network: cluster.ip_network });
  return found;
}
