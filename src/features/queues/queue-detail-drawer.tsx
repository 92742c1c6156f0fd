/**
 * A queue's detail in a side drawer (queue/describeQueue): its status, category and default flag, nodes, cores
 * used of its cores (usage colours), running and pending jobs, an HPC queue's type and billing; then its compute
 * nodes (queue/getQueueNodes) when the queue node feature is on. Refreshed every 10 s while the queue is changing. A queue that is gone says so.
 */
import { Badge, CloseButton, DataList, Drawer, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useDescribeQueue } from '@/api/generated/endpoints/queues/queues';
import type { Queue } from '@/api/generated/model/queue';
import { errorMessage } from '@/shared/errors';
import { formatDateTime, formatNumber, formatSize, usageColor, usagePercent } from '@/shared/format';
import { StatusBadge } from '@/shared/ui/status-badge';
import { QUEUE_CATEGORY_LABELS } from './queue-labels';
import { QueueNodes } from './queue-nodes-table';
import { QUEUE_REFRESH_MS } from './use-queue-list';
import { whileOffline } from '@/shared/live/live-state';

function Item({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

const changing = (queue: Queue | undefined) =>
  !!queue && (queue.status === 'pending' || queue.status === 'updating' || queue.status === 'deleting');

function QueueDetail({ shown, showNodes }: { shown: Queue; showNodes: boolean }) {
  const { t, i18n } = useLingui();
  const query = useDescribeQueue(
    { cluster_id: shown.cluster_id, id: shown.hpcqueue_id },
    { query: { refetchInterval: (current) => whileOffline(changing(current.state.data?.queue) ? QUEUE_REFRESH_MS : false) } },
  );
  if (query.error) {
    return (
      <Text color="fg.error" role="alert">
        {errorMessage(query.error)}
      </Text>
    );
  }
  const queue = query.data?.queue ?? shown;
  const type = query.data?.queue_type_info;
  const used = queue.used_cores ?? 0;
  const total = queue.total_cores ?? 0;
  const percent = usagePercent(used, total);
  const color = usageColor(percent);
  const shownPercent = formatNumber(percent, 0);
  const running = queue.running_jobs ?? 0;
  const pending = queue.pending_jobs ?? 0;
  return (
    <Stack gap="5">
      <DataList.Root orientation="horizontal" size="sm" aria-label={t`Queue summary`}>
        <Item label={<Trans>Status</Trans>}>
          <HStack gap="2">
            <StatusBadge status={queue.status} />
            {queue.is_default === 1 && (
              <Badge colorPalette="blue" size="sm">
                <Trans>Default</Trans>
              </Badge>
            )}
          </HStack>
        </Item>
        <Item label={<Trans>Category</Trans>}>{i18n._(QUEUE_CATEGORY_LABELS[queue.category])}</Item>
        <Item label={<Trans>Nodes</Trans>}>{queue.node_count ?? 0}</Item>
        <Item label={<Trans>Cores in use</Trans>}>
          <Text color={color === 'green' ? undefined : `${color}.fg`} data-testid="queue-cores">
            {used} / {total} ({shownPercent}%)
          </Text>
        </Item>
        <Item label={<Trans>Running jobs</Trans>}>
          <span data-testid="queue-running-jobs">{running}</span>
        </Item>
        <Item label={<Trans>Pending jobs</Trans>}>
          <span data-testid="queue-pending-jobs">{pending}</span>
        </Item>
        {type && (
          <Item label={<Trans>Queue type</Trans>}>
            {type.name} ({type.cores_per_node} × {formatSize(type.memory_per_node, { from: 'MB' })})
          </Item>
        )}
        {queue.paid_type !== undefined && (
          <Item label={<Trans>Billing</Trans>}>{queue.paid_type === 1 ? t`Monthly (reserved)` : t`Pay by usage`}</Item>
        )}
        {queue.expire_time && <Item label={<Trans>Expires</Trans>}>{formatDateTime(queue.expire_time)}</Item>}
        <Item label={<Trans>Created</Trans>}>{formatDateTime(queue.create_time)}</Item>
      </DataList.Root>
      {showNodes && (
        <Stack gap="2">
          <Text fontWeight="medium">
            <Trans>Compute nodes</Trans>
          </Text>
          <QueueNodes queue={queue} />
        </Stack>
      )}
    </Stack>
  );
}

/** `showNodes`: the queue node feature is on (the node list). */
export function QueueDetailDrawer({ queue, onClose, showNodes }: { queue: Queue | null; onClose(): void; showNodes: boolean }) {
  const name = queue?.queue_name ?? '';
  return (
    <Drawer.Root open={queue !== null} onOpenChange={(details) => !details.open && onClose()} size="lg">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Stack gap="0">
                <Drawer.Title>
                  <Trans>Queue {name}</Trans>
                </Drawer.Title>
                <Text textStyle="xs" color="fg.muted" fontFamily="mono">
                  {queue?.hpcqueue_id}
                </Text>
              </Stack>
            </Drawer.Header>
            <Drawer.Body>{queue && <QueueDetail shown={queue} showNodes={showNodes} />}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
