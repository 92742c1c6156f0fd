/**
 * The resource statistics tab: per shared cluster, its members, the jobs and running cores of those members (the
 * owner's own jobs are not counted: the tab says what sharing uses, ADR 0046), and the busy compute nodes, which
 * count every running job since a node is busy whoever runs on it. The titles and the line above the table say so.
 */
import { Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ListSharedClustersSortKey } from '@/api/generated/model/listSharedClustersSortKey';
import type { SharedClusterStats } from '@/api/generated/model/sharedClusterStats';
import { DataTable, tableStateOf, type DataTableColumn } from '@/shared/ui/data-table';
import { UsageText } from './usage-text';
import { useSharedClusterStats } from './use-shared';
import { useUserMgtPaths } from './user-mgt-paths';

export function ClusterStatsTable() {
  const { t } = useLingui();
  const { list, query } = useSharedClusterStats();
  const paths = useUserMgtPaths();
  const columns = useMemo<DataTableColumn<SharedClusterStats, ListSharedClustersSortKey>[]>(
    () => [
      {
        id: 'cluster',
        header: t`Cluster`,
        sortKey: 'cluster_id',
        cell: (row) => (
          <Stack gap="0">
            <Link asChild colorPalette="blue" fontWeight="medium">
              <RouterLink to={paths.cluster(row.cluster_id)}>{row.cluster_name ?? row.cluster_id}</RouterLink>
            </Link>
            <Text textStyle="xs" color="fg.muted">
              {row.cluster_id}
            </Text>
          </Stack>
        ),
      },
      { id: 'members', header: t`Shared members`, sortKey: 'shared_user_count', align: 'end', cell: (row) => row.shared_user_count },
      { id: 'running', header: t`Members' running jobs`, align: 'end', cell: (row) => row.jobs.running_count },
      { id: 'pending', header: t`Members' pending jobs`, align: 'end', cell: (row) => row.jobs.pending_count },
      { id: 'cores', header: t`Members' running cores`, align: 'end', cell: (row) => row.jobs.running_cpu_core_count },
      {
        id: 'nodes',
        header: t`Busy compute nodes (all jobs)`,
        cell: (row) => {
          const busy = row.nodes.total_count - row.nodes.idle_count;
          return (
            <UsageText
              used={busy}
              allocated={row.nodes.total_count}
              usedText={String(busy)}
              allocatedText={String(row.nodes.total_count)}
            />
          );
        },
      },
    ],
    [t, paths],
  );
  return (
    <Stack gap="2">
      <Text textStyle="sm" color="fg.muted">
        {t`Jobs and cores count the shared members' jobs only, not yours; busy compute nodes count every job on the cluster. The statistics are updated every 5 minutes.`}
      </Text>
      <DataTable
        label={t`Shared-cluster resource statistics`}
        columns={columns}
        rows={query.data?.shared_cluster_set}
        rowKey={(row) => row.cluster_id}
        totalCount={query.data?.total_count}
        list={list}
        emptyText={t`You do not share any cluster yet`}
        {...tableStateOf(query)}
      />
    </Stack>
  );
}
