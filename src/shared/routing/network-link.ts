/**
 * Where the network screens are (ADR 0024): /network/{vxnets|eips|routers}, and the query parameters that narrow a
 * list to what one cluster uses. The cluster detail links here without importing the network feature.
 */
import { consolePath } from '@/shared/session/session-context';

export const NETWORK_TABS = ['vxnets', 'eips', 'routers'] as const;
export type NetworkTab = (typeof NETWORK_TABS)[number];

/** The query parameters a link may narrow a list with: networks by id, EIPs of a cluster, EIP statuses. */
export const NETWORK_PARAMS = { vxnets: 'vxnets', cluster: 'cluster_id', status: 'status' } as const;

/** The value of the status parameter meaning every status (the EIPs a cluster holds are associated, not available). */
export const EVERY_STATUS = 'all';

export function networkPath(zone: string, tab: NetworkTab = 'vxnets'): string {
  return consolePath(zone, 'hpc', `network/${tab}`);
}

/** The network list narrowed to these networks (a cluster's network and bare-metal network). */
export function vxnetsPath(zone: string, vxnetIds: readonly string[]): string {
  const query = new URLSearchParams(vxnetIds.map((id) => [NETWORK_PARAMS.vxnets, id]));
  return `${networkPath(zone, 'vxnets')}?${query.toString()}`;
}

/** The EIP list narrowed to the EIPs a cluster's nodes hold, whatever their status. */
export function clusterEipsPath(zone: string, clusterId: string): string {
  const query = new URLSearchParams([
    [NETWORK_PARAMS.cluster, clusterId],
    [NETWORK_PARAMS.status, EVERY_STATUS],
  ]);
  return `${networkPath(zone, 'eips')}?${query.toString()}`;
}
