/**
 * The queues of one cluster, on the queues page and the cluster's queue tab: HPC clusters list their shared and
 * dedicated queues (category filter), EHPC clusters their own queues; search, sorting and paging. With the queue
 * node feature on, a queue's node count opens its nodes.
 */
import { Box, HStack, SegmentGroup } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Cluster } from '../../api/generated/model/cluster';
import type { Queue } from '../../api/generated/model/queue';
import type { QueueCategory } from '../../api/generated/model/queueCategory';
import { useFeature } from '../../shared/session/session-context';
import { useLocaleMemo } from '../../shared/i18n/use-locale-memo';
import { DataTable, tableStateOf } from '../../shared/ui/data-table';
import { SearchInput } from '../../shared/ui/search-input';
import { queueColumns } from './queue-columns';
import { QUEUE_CATEGORY_LABELS } from './queue-labels';
import { QueueNodesDrawer } from './queue-nodes-drawer';
import { useQueueList } from './use-queue-list';
import { RefreshButton } from '../../shared/ui/refresh-button';

export function QueueList({ cluster }: { cluster: Cluster }) {
  const { t, i18n } = useLingui();
  const queueNodesOn = useFeature('queue_node');
  const [shown, setShown] = useState<Queue | null>(null);
  const { list, query, rows, totalCount } = useQueueList(cluster.cluster_id, cluster.cluster_type);
  const columns = useLocaleMemo((tr) => queueColumns(tr, queueNodesOn ? setShown : undefined), [queueNodesOn]);
  const categoryItems = [
    { value: 'all', label: t`All categories` },
    ...(['shared', 'dedicated'] as const).map((category) => ({ value: category, label: i18n._(QUEUE_CATEGORY_LABELS[category]) })),
  ];
  const name = cluster.cluster_name;
  return (
    <Box>
      <HStack gap="3" mb="3" wrap="wrap">
        {cluster.cluster_type === 'hpc' && (
          <SegmentGroup.Root
            size="sm"
            value={list.filters.category ?? 'all'}
            onValueChange={(details) => list.setFilter('category', (details.value ?? 'all') as QueueCategory | 'all')}
            aria-label={t`Queue category`}
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={categoryItems} />
          </SegmentGroup.Root>
        )}
        <SearchInput label={t`Search by queue name or ID`} value={list.search_word} onSearch={list.setSearch} />
        <RefreshButton compact onRefresh={() => void query.refetch()} fetching={query.isFetching} />
      </HStack>
      <DataTable
        label={t`Queues of ${name}`}
        columns={columns}
        rows={rows}
        rowKey={(queue) => queue.hpcqueue_id}
        totalCount={totalCount}
        list={list}
        emptyText={list.search_word ? t`No queue matches the search` : t`The cluster has no queue`}
        {...tableStateOf(query)}
      />
      {queueNodesOn && <QueueNodesDrawer queue={shown} onClose={() => setShown(null)} />}
    </Box>
  );
}
