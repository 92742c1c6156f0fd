/**
 * The cluster list (spec section 2, /hpc_clusters and /hpc_clusters/shared): the user's clusters, or those shared
 * with them, as a table with search, status and type filters, sorting and paging, linking to each cluster and
 * offering its actions. The two lists are tabs at their own URLs; a first-time user is guided to a first cluster.
 */
import { Box, Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { useFirstUse } from '@/shared/session/first-use';
import { canCreateClusters, consolePath, useFeature, useSession } from '@/shared/session/session-context';
import { useLocaleMemo } from '@/shared/i18n/use-locale-memo';
import { DataTable, tableStateOf } from '@/shared/ui/data-table';
import { RouteTabs } from '@/shared/ui/route-tabs';
import { clusterColumns, clusterDetailSection } from './cluster-columns';
import { ClusterListToolbar } from './cluster-list-toolbar';
import { NoClusterState } from './no-cluster-state';
import { useClusterList, type ClusterListTab } from './use-cluster-list';

/** The empty list of a user without any cluster: what to do first. */
function FirstClusterGuide() {
  const { user, config, zone, portal } = useSession();
  return (
    <NoClusterState
      size="sm"
      title={<Trans>You have no cluster yet</Trans>}
      description={<Trans>Create your first cluster to submit jobs; the quick start walks you through it.</Trans>}
    >
      <Button asChild size="sm" variant="outline">
        <RouterLink to={consolePath(zone, portal, canCreateClusters(user, config) ? 'hpc_clusters/select_type' : 'quickstart')}>
          {canCreateClusters(user, config) ? (
            <>
              <Plus /> <Trans>Create your first cluster</Trans>
            </>
          ) : (
            <Trans>Open the quick start</Trans>
          )}
        </RouterLink>
      </Button>
    </NoClusterState>
  );
}

export function ClusterListScreen({ tab }: { tab: ClusterListTab }) {
  const { t } = useLingui();
  const { zone, portal } = useSession();
  const sharedOn = useFeature('shared_cluster');
  const firstUse = useFirstUse();
  const clusters = useClusterList(tab);
  const columns = useLocaleMemo(
    (tr) => clusterColumns(tr, tab, (id) => consolePath(zone, portal, clusterDetailSection(id))),
    [tab, zone, portal],
  );
  const emptyText = clusters.list.search_word ? (
    t`No cluster matches the search`
  ) : tab === 'shared' ? (
    t`No cluster is shared with you`
  ) : firstUse ? (
    <FirstClusterGuide />
  ) : (
    t`No cluster in this view`
  );
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
        // A discarded answer (another cluster type) is not an empty list: still loading.
        loading={clusters.query.isPending || (!clusters.rows && clusters.query.isFetching)}
      />
    </>
  );
  if (!sharedOn) return <Box>{content}</Box>;
  const tabs = [
    { value: 'mine' as const, label: t`My clusters`, to: consolePath(zone, portal, 'hpc_clusters') },
    { value: 'shared' as const, label: t`Shared with me`, to: consolePath(zone, portal, 'hpc_clusters/shared') },
  ];
  return (
    <RouteTabs tabs={tabs} value={tab} label={t`Cluster lists`}>
      {content}
    </RouteTabs>
  );
}
