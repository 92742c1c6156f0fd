/** The cluster list's toolbar: search word, status filter, remembered type filter, refresh and create. */
import { Button, HStack, IconButton, Spacer } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, RefreshCw } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { canCreateClusters, consolePath, useSession } from '@/shared/session/session-context';
import { SearchInput } from '@/shared/ui/search-input';
import { SegmentRadios } from '@/shared/ui/segment-radios';
import { CLUSTER_TYPE_NAMES } from './cluster-labels';
import { ClusterStatusFilter } from './cluster-list-status-filter';
import type { ClusterTypeFilter } from './cluster-list-type';
import { FILTERABLE_CLUSTER_STATUSES, type ClusterList, type ClusterListTab } from './use-cluster-list';

export function ClusterListToolbar({ tab, clusters }: { tab: ClusterListTab; clusters: ClusterList }) {
  const { t } = useLingui();
  const { user, config, zone, portal } = useSession();
  const { list, typeFilter, setTypeFilter, offeredTypes, query } = clusters;
  const typeItems: { value: ClusterTypeFilter; label: string }[] = [
    { value: 'all', label: t`All types` },
    ...offeredTypes.map((type) => ({ value: type, label: CLUSTER_TYPE_NAMES[type] })),
  ];
  return (
    <HStack gap="3" mb="4" wrap="wrap">
      <SearchInput label={t`Search by name, ID or description`} value={list.search_word} onSearch={list.setSearch} width="72" />
      <ClusterStatusFilter
        label={t`Status`}
        placeholder={t`All statuses`}
        options={FILTERABLE_CLUSTER_STATUSES}
        value={list.filters.status === 'all' ? [] : (list.filters.status ?? [])}
        onChange={(statuses) => list.setFilter('status', statuses)}
      />
      {offeredTypes.length > 1 && (
        <SegmentRadios size="sm" items={typeItems} value={typeFilter} onChange={setTypeFilter} label={t`Cluster type`} />
      )}
      <IconButton
        size="sm"
        variant="outline"
        aria-label={t`Refresh`}
        title={t`Refresh`}
        loading={query.isFetching}
        onClick={() => void query.refetch()}
      >
        <RefreshCw />
      </IconButton>
      <Spacer />
      {tab === 'mine' && canCreateClusters(user, config) && (
        <Button asChild size="sm" colorPalette="blue">
          <RouterLink to={consolePath(zone, portal, 'hpc_clusters/select_type')}>
            <Plus /> <Trans>Create cluster</Trans>
          </RouterLink>
        </Button>
      )}
    </HStack>
  );
}
