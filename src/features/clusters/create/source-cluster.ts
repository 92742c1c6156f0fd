/**
 * "Create from an existing cluster": the flow starts from the configuration of one of the user's clusters of the
 * same type (?from=<cluster_id>): description, network, version, deploy mode, scheduler, billing and each role's
 * node configuration (its first live node's spec and the role's node count). The name, the passwords, the NAS
 * mount point (an export serves one cluster) and the shared path (the source cluster's own folder: a copy would
 * put two clusters' files in one) are left for the user to choose.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useListClusters } from '@/api/generated/endpoints/clusters/clusters';
import { useListNodes } from '@/api/generated/endpoints/nodes/nodes';
import type { Cluster } from '@/api/generated/model/cluster';
import type { ClusterType } from '@/api/generated/model/clusterType';
import type { Node } from '@/api/generated/model/node';
import type { NodeRole } from '@/api/generated/model/nodeRole';
import type { FormValues } from '@/shared/forms';
import { DEFAULT_CLUSTER_STATUSES } from '../use-cluster-list';
import { requestBody } from './form-data';
import type { NodeSpecValue } from './node-options';

/** Cluster all-list limit and default all-data limit (section 9). */
const CLUSTER_ALL_LIMIT = 100;
const ALL = 1024;
const GONE_NODES = ['deleting', 'deleted', 'ceased'];
const CLUSTER_ID = /^e?hpc-[a-z0-9]+$/;

function specOf(nodes: Node[], role: NodeRole): NodeSpecValue | undefined {
  const live = nodes.filter((node) => node.role === role && !GONE_NODES.includes(node.status));
  const [first] = live;
  if (!first) return undefined;
  return { instance_class: first.instance_class, cpu: first.cpu, memory: first.memory, gpu: first.gpu ?? 0, count: live.length };
}

export function formDataFromCluster(type: ClusterType, cluster: Cluster, nodes: Node[]): FormValues {
  const base: FormValues = {
    description: cluster.description,
    network_type: cluster.network_type,
    vxnet: cluster.vxnet_id,
    bm_vxnet_id: cluster.bm_vxnet_id ?? undefined,
    app_version: cluster.app_version_info?.version_id,
  };
  if (type === 'hpc') return requestBody({ ...base, login_node: specOf(nodes, 'login') });
  const nodeConfig = Object.fromEntries((['controller', 'compute', 'login'] as const).map((role) => [role, specOf(nodes, role)]));
  return requestBody({
    ...base,
    deploy_mode: cluster.deploy_mode,
    scheduler_type: cluster.scheduler,
    paid_type: cluster.paid_type,
    duration: cluster.duration,
    is_auto_renewal: cluster.is_auto_renewal,
    node_config: nodeConfig,
  });
}

export function useSourceCluster(type: ClusterType) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('from') ?? '';
  const sourceId = CLUSTER_ID.test(requested) ? requested : '';
  const clusters = useListClusters(
    { cluster_type: type, status: DEFAULT_CLUSTER_STATUSES, sort_key: 'create_time', reverse: 1, limit: CLUSTER_ALL_LIMIT, offset: 0 },
    { query: { staleTime: 30_000 } },
  );
  const source = useListClusters({ cluster_id: [sourceId], limit: 10 }, { query: { enabled: !!sourceId, staleTime: 30_000 } });
  const nodes = useListNodes({ cluster_id: sourceId, limit: ALL }, { query: { enabled: !!sourceId, staleTime: 30_000 } });
  const cluster = source.data?.cluster_set.find((item) => item.cluster_id === sourceId && item.cluster_type === type);
  const prefill = useMemo(
    () => (cluster && nodes.data ? formDataFromCluster(type, cluster, nodes.data.node_set) : undefined),
    [type, cluster, nodes.data],
  );
  return {
    sourceId,
    clusters: clusters.data?.cluster_set ?? [],
    prefill,
    loading: !!sourceId && (source.isPending || nodes.isPending),
    error: source.error ?? nodes.error,
    choose: (clusterId: string) => setParams(clusterId ? { from: clusterId } : {}, { replace: true }),
  };
}
