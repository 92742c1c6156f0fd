/**
 * The type filter of the cluster list (HPC, EHPC or both), remembered in local storage (spec section 9, "cluster
 * list type"). Only the types the zone's configuration offers can be chosen.
 */
import type { ClusterType } from '@/api/generated/model/clusterType';
import type { HpcConfig } from '@/api/generated/model/hpcConfig';

export const CLUSTER_LIST_TYPE_STORAGE_KEY = 'hpc.clusterListType';

export type ClusterTypeFilter = ClusterType | 'all';

/** The cluster types offered in a zone: the feature flags and the zone's supported_zones entry both on. */
export function offeredClusterTypes(config: Pick<HpcConfig, 'features' | 'supported_zones'> | null, zone: string): ClusterType[] {
  if (!config) return [];
  const entry = config.supported_zones.find((item) => item.zone === zone);
  const types: ClusterType[] = [];
  if (config.features.hpc && (entry?.hpc ?? true)) types.push('hpc');
  if (config.features.ehpc && (entry?.ehpc ?? true)) types.push('ehpc');
  return types;
}

export function storedClusterListType(): ClusterTypeFilter {
  try {
    const value = globalThis.localStorage?.getItem(CLUSTER_LIST_TYPE_STORAGE_KEY);
    return value === 'hpc' || value === 'ehpc' ? value : 'all';
  } catch {
    return 'all';
  }
}

export function rememberClusterListType(value: ClusterTypeFilter): void {
  try {
    globalThis.localStorage?.setItem(CLUSTER_LIST_TYPE_STORAGE_KEY, value);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** A remembered type the zone no longer offers falls back to all. */
export function effectiveClusterListType(stored: ClusterTypeFilter, offered: readonly ClusterType[]): ClusterTypeFilter {
  return stored !== 'all' && !offered.includes(stored) ? 'all' : stored;
}
