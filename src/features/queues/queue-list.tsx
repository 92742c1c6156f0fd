/**
 * The queues of one cluster, on the queues page and the cluster's queue tab: HPC clusters list their shared and
 * dedicated queues (category filter), EHPC clusters their own queues; search, sorting and paging. A queue's name
 * (and, with the queue node feature, its node count) opens its detail. Whoever may change the cluster also gets
 * its changes (queue-toolbar, queue-row-actions): bind a private queue, add queues, choose several to delete.
 */
import { Box, HStack, SegmentGroup } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Cluster } from '@/api/generated/model/cluster';
import type { Queue } from '@/api/generated/model/queue';
import type { QueueCategory } from '@/api/generated/model/queueCategory';
import { useDialogSlot } from '@/shared/actions/use-dialog-slot';
import { useLocaleMemo } from '@/shared/i18n/use-locale-memo';
import { useFeature, useSession } from '@/shared/session/session-context';
import { DataTable, tableStateOf } from '@/shared/ui/data-table';
import { RefreshButton } from '@/shared/ui/refresh-button';
import { SearchInput } from '@/shared/ui/search-input';
import { useRowSelection } from '@/shared/ui/use-row-selection';
import { isDeletable, type QueueDialogKind } from './actions/queue-action-rules';
import { queueRights } from './actions/queue-rights';
import { LazyQueueActionDialog } from './actions/lazy-queue-action-dialog';
import { QueueRowActions } from './actions/queue-row-actions';
import { QueueToolbar } from './actions/queue-toolbar';
import { queueColumns, type QueueColumn } from './queue-columns';
import { QueueDetailDrawer } from './queue-detail-drawer';
import { QUEUE_CATEGORY_LABELS } from './queue-labels';
import { useQueueList } from './use-queue-list';

interface ShownDialog {
  kind: QueueDialogKind;
  queues: Queue[];
}

const queueKey = (queue: Queue) => queue.hpcqueue_id;

export function QueueList({ cluster }: { cluster: Cluster }) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const queueNodesOn = useFeature('queue_node');
  const rights = queueRights(user, cluster);
  const [shown, setShown] = useState<Queue | null>(null);
  const dialog = useDialogSlot<ShownDialog>();
  const { list, query, rows, totalCount } = useQueueList(cluster.cluster_id, cluster.cluster_type);
  const ehpc = cluster.cluster_type === 'ehpc';
  const choosing = ehpc && rights.change;
  const chosen = useRowSelection(rows, queueKey, JSON.stringify(list.params));
  const { change: canChange, bind: canBind } = rights;
  const showDialog = dialog.show;
  const columns = useLocaleMemo(
    (tr): QueueColumn[] => {
      const base = queueColumns(tr, setShown, queueNodesOn);
      if (!canChange) return base;
      const actions: QueueColumn = {
        id: 'actions',
        header: tr._(msg`Actions`),
        align: 'end',
        cell: (queue) => (
          <QueueRowActions
            queue={queue}
            clusterType={cluster.cluster_type}
            rights={{ change: canChange, bind: canBind }}
            onChoose={(kind) => showDialog({ kind, queues: [queue] })}
          />
        ),
      };
      return [...base, actions];
    },
    [queueNodesOn, canChange, canBind, cluster.cluster_type, showDialog],
  );
  const categoryItems = [
    { value: 'all', label: t`All categories` },
    ...(['shared', 'dedicated'] as const).map((category) => ({ value: category, label: i18n._(QUEUE_CATEGORY_LABELS[category]) })),
  ];
  const name = cluster.cluster_name;
  return (
    <Box>
      <HStack gap="3" mb="3" wrap="wrap">
        <QueueToolbar cluster={cluster} rights={rights} chosen={chosen.rows} onChoose={(kind, queues) => dialog.show({ kind, queues })} />
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
        rowKey={queueKey}
        totalCount={totalCount}
        list={list}
        selection={choosing ? { ...chosen.selection, isSelectable: isDeletable } : undefined}
        emptyText={list.search_word ? t`No queue matches the search` : t`The cluster has no queue`}
        {...tableStateOf(query)}
      />
      <QueueDetailDrawer queue={shown} onClose={() => setShown(null)} showNodes={queueNodesOn} />
      {dialog.value && (
        <LazyQueueActionDialog
          key={dialog.key}
          kind={dialog.value.kind}
          cluster={cluster}
          queues={dialog.value.queues}
          open={dialog.open}
          onClose={dialog.close}
          onRemoved={chosen.clear}
        />
      )}
    </Box>
  );
}
