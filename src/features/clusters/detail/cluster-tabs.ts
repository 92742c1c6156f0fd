/**
 * The tabs of the cluster detail page (spec section 2: /hpc_clusters/{id}/{tab}) with their titles and the
 * feature flag that must be on for each (section 6). Auto-scaling policies exist for EHPC clusters only.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Cluster } from '@/api/generated/model/cluster';
import type { HpcFeatureFlags } from '@/api/generated/model/hpcFeatureFlags';
import type { FeatureName } from '@/shared/session/session-context';

export const CLUSTER_TAB_IDS = ['node_list', 'job_list', 'queue_list', 'shared_account', 'auto_scale', 'user_list', 'lease_info'] as const;
export type ClusterTabId = (typeof CLUSTER_TAB_IDS)[number];

export interface ClusterTabDef {
  id: ClusterTabId;
  title: MessageDescriptor;
  feature?: FeatureName;
  /** Only for clusters of this type. */
  clusterType?: Cluster['cluster_type'];
}

export const CLUSTER_TABS: ClusterTabDef[] = [
  { id: 'node_list', title: msg`Nodes` },
  { id: 'job_list', title: msg`Jobs`, feature: 'job' },
  { id: 'queue_list', title: msg`Queues`, feature: 'queue_usage' },
  { id: 'shared_account', title: msg`Shared accounts`, feature: 'shared_cluster' },
  { id: 'auto_scale', title: msg`Auto-scaling`, feature: 'auto_scale', clusterType: 'ehpc' },
  { id: 'user_list', title: msg`Cluster users` },
  { id: 'lease_info', title: msg`Billing`, feature: 'billing' },
];

export function isClusterTab(value: string | undefined): value is ClusterTabId {
  return (CLUSTER_TAB_IDS as readonly string[]).includes(value ?? '');
}

/** The tabs shown for a cluster: flags on and the cluster's type matching. */
export function visibleClusterTabs(
  features: Partial<HpcFeatureFlags> | undefined,
  cluster: Pick<Cluster, 'cluster_type'> | undefined,
): ClusterTabDef[] {
  return CLUSTER_TABS.filter(
    (tab) =>
      (!tab.feature || Boolean(features?.[tab.feature])) && (!tab.clusterType || !cluster || cluster.cluster_type === tab.clusterType),
  );
}
