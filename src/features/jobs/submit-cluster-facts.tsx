/** The summary of the cluster a job is submitted to: identity, state, scheduler, size, storage and software. */
import { DataList, HStack, Link, Tag } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Cluster } from '@/api/generated/model/cluster';
import { formatDateTime } from '@/shared/format';
import { StatusBadge } from '@/shared/ui/status-badge';
import { useClusterPath } from './job-columns';

export function ClusterFacts({ cluster }: { cluster: Cluster }) {
  const { t } = useLingui();
  const clusterPath = useClusterPath();
  const to = clusterPath(cluster.cluster_id);
  const items: [string, ReactNode][] = [
    [
      t`Name`,
      to ? (
        <Link asChild colorPalette="blue">
          <RouterLink to={to}>{cluster.cluster_name}</RouterLink>
        </Link>
      ) : (
        cluster.cluster_name
      ),
    ],
    [t`Cluster ID`, cluster.cluster_id],
    [t`Type`, cluster.cluster_type.toUpperCase()],
    [t`Status`, <StatusBadge key="status" status={cluster.status} />],
    [t`Scheduler`, cluster.scheduler ?? '-'],
    [t`Version`, cluster.version ?? '-'],
    [t`Nodes`, cluster.node_count ?? '-'],
    [t`Cores`, cluster.core_count ?? '-'],
    [t`Shared path`, cluster.nas_shared_path ?? '-'],
    [t`Created`, formatDateTime(cluster.create_time)],
  ];
  if (cluster.cluster_sw?.length) {
    items.push([
      t`Software`,
      <HStack key="sw" gap="1" wrap="wrap">
        {cluster.cluster_sw.map((sw) => (
          <Tag.Root key={`${sw.sw_name}-${sw.sw_ver}`} size="sm">
            <Tag.Label>
              {sw.sw_name} {sw.sw_ver}
            </Tag.Label>
          </Tag.Root>
        ))}
      </HStack>,
    ]);
  }
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
