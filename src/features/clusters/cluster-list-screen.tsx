/**
 * The cluster list (spec section 2, /hpc_clusters and /hpc_clusters/shared): the user's clusters, or those shared
 * with them, as a table with search, status and type filters, sorting and paging, linking to each cluster.
 */
import { Box, Tabs } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { consolePath, useFeature, useSession } from '../../shared/session/session-context';
import { DataTable, tableStateOf } from '../../shared/ui/data-table';
import { clusterColumns, clusterDetailSection } from './cluster-columns';
import { ClusterListToolbar } from './cluster-list-toolbar';
import { useClusterList, type ClusterListTab } from './use-cluster-list';

export function ClusterListScreen({ tab }: { tab: ClusterListTab }) {
  const { t, i18n } = useLingui();
  const { zone, portal } = useSession();
  const sharedOn = useFeature('shared_cluster');
  const clusters = useClusterList(tab);
  const columns = useMemo(() => clusterColumns(i18n, tab, (id) => consolePath(zone, portal, clusterDetailSection(id))), [i18n, tab, zone, portal]);
  const emptyText = clusters.list.search_word ? t`No cluster matches the search` : tab === 'shared' ? t`No cluster is shared with you` : t`You have no cluster yet`;
  const content = (
    <>
      <ClusterListToolbar key={tab} tab={tab} clusters={clusters} />
      <DataTable
        label={tab === 'shared' ? t`Clusters shared with me` : t`Clusters`}
        columns={columns}
        rows={clusters.rows}
        rowKey={(cluster) => cluster.cluster_id}
        totalCount={clusters.totalCount}
        list={clusters.list}
        emptyText={emptyText}
        {...tableStateOf(clusters.query)}
      />
    </>
  );
  if (!sharedOn) return <Box>{content}</Box>;
  return (
    <Tabs.Root value={tab} variant="line">
      <Tabs.List>
        <Tabs.Trigger value="mine" asChild>
          <RouterLink to={consolePath(zone, portal, 'hpc_clusters')}>
            <Trans>My clusters</Trans>
          </RouterLink>
        </Tabs.Trigger>
        <Tabs.Trigger value="shared" asChild>
          <RouterLink to={consolePath(zone, portal, 'hpc_clusters/shared')}>
            <Trans>Shared with me</Trans>
          </RouterLink>
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value={tab}>{content}</Tabs.Content>
    </Tabs.Root>
  );
}
