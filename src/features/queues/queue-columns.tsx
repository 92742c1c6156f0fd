/**
 * The columns of a cluster's queue list (section 3): name and id with the default flag, category, status, nodes,
 * cores in use (usage colour), jobs, billing of dedicated queues, creation.
 */
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GetCurrentQueueSortKey } from '@/api/generated/model/getCurrentQueueSortKey';
import type { Queue } from '@/api/generated/model/queue';
import { formatDateTime, formatNumber, usageColor, usagePercent } from '@/shared/format';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { StatusBadge } from '@/shared/ui/status-badge';
import { QUEUE_CATEGORY_LABELS } from './queue-labels';

export type QueueColumn = DataTableColumn<Queue, GetCurrentQueueSortKey>;

/** The node count button's name: its visible count first (the name must contain the visible text). */
function showNodesLabel(i18n: I18n, count: number, name: string): string {
  return i18n._(msg`${count} (show the nodes of ${name})`);
}

/** `onShow` opens a queue's detail (its name, and its node count when `nodesShown`). */
export function queueColumns(i18n: I18n, onShow?: (queue: Queue) => void, nodesShown = false): QueueColumn[] {
  const onShowNodes = nodesShown ? onShow : undefined;
  return [
    {
      id: 'name',
      header: i18n._(msg`Name / ID`),
      sortKey: 'queue_name',
      cell: (queue) => (
        <Stack gap="0.5">
          <HStack gap="2">
            {onShow ? (
              <Button size="sm" variant="plain" colorPalette="blue" px="0" h="auto" fontWeight="medium" onClick={() => onShow(queue)}>
                {queue.queue_name}
              </Button>
            ) : (
              <Text fontWeight="medium">{queue.queue_name}</Text>
            )}
            {queue.is_default === 1 && (
              <Badge colorPalette="blue" size="sm">
                {i18n._(msg`Default`)}
              </Badge>
            )}
          </HStack>
          <Text textStyle="xs" color="fg.muted" fontFamily="mono">
            {queue.hpcqueue_id}
          </Text>
        </Stack>
      ),
    },
    { id: 'category', header: i18n._(msg`Category`), cell: (queue) => i18n._(QUEUE_CATEGORY_LABELS[queue.category]) },
    { id: 'status', header: i18n._(msg`Status`), cell: (queue) => <StatusBadge status={queue.status} /> },
    {
      id: 'nodes',
      header: i18n._(msg`Nodes`),
      sortKey: 'node_count',
      align: 'end',
      cell: (queue) =>
        onShowNodes && queue.node_count ? (
          <Button
            size="xs"
            variant="plain"
            colorPalette="blue"
            px="0"
            onClick={() => onShowNodes(queue)}
            aria-label={showNodesLabel(i18n, queue.node_count, queue.queue_name)}
          >
            {queue.node_count}
          </Button>
        ) : (
          (queue.node_count ?? '-')
        ),
    },
    {
      id: 'cores',
      header: i18n._(msg`Cores in use`),
      align: 'end',
      cell: (queue) => {
        if (queue.total_cores === undefined) return '-';
        const percent = usagePercent(queue.used_cores ?? 0, queue.total_cores);
        return (
          <Text color={usageColor(percent) === 'green' ? undefined : `${usageColor(percent)}.fg`}>
            {queue.used_cores ?? 0} / {queue.total_cores} ({formatNumber(percent, 0)}%)
          </Text>
        );
      },
    },
    {
      id: 'jobs',
      header: i18n._(msg`Running / pending jobs`),
      align: 'end',
      cell: (queue) => `${queue.running_jobs ?? 0} / ${queue.pending_jobs ?? 0}`,
    },
    {
      id: 'billing',
      header: i18n._(msg`Billing`),
      cell: (queue) => {
        if (queue.paid_type === undefined) return '-';
        const label = queue.paid_type === 1 ? i18n._(msg`Monthly (reserved)`) : i18n._(msg`Pay by usage`);
        return (
          <Stack gap="0.5">
            <Text>{label}</Text>
            {queue.expire_time && (
              <Text textStyle="xs" color="fg.muted">
                {i18n._(msg`Expires`)} {formatDateTime(queue.expire_time)}
              </Text>
            )}
          </Stack>
        );
      },
    },
    { id: 'created', header: i18n._(msg`Created`), sortKey: 'create_time', cell: (queue) => formatDateTime(queue.create_time) },
  ];
}
