/**
 * The columns of the node list (section 3): name and id, role, type and size, status, health, addresses, queues,
 * creation; login nodes get a link to their web terminal page (opened in a new tab) when web SSH is on; and each
 * node's actions when the user may change the cluster's nodes.
 */
import { Badge, HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { SquareTerminal } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { ListNodesSortKey } from '@/api/generated/model/listNodesSortKey';
import type { Node } from '@/api/generated/model/node';
import { formatDateTime, formatSize } from '@/shared/format';
import { NodeMonitorLink } from '@/shared/routing/node-monitor-link';
import { CopyButton } from '@/shared/ui/copy-button';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { StatusBadge } from '@/shared/ui/status-badge';
import { NodeActions } from './node-actions';
import { NODE_ROLE_LABELS, NODE_TYPE_LABELS } from './node-labels';

export type NodeColumn = DataTableColumn<Node, ListNodesSortKey>;

export interface NodeColumnOptions {
  /** The web terminal page of a node, or undefined when web SSH is off. */
  webSshHref?: (node: Node) => string | undefined;
  /** Adds the actions column. */
  actions?: boolean;
}

/** cpu cores · memory (MiB) · GPUs. */
export function nodeSize(i18n: I18n, node: Pick<Node, 'cpu' | 'memory' | 'gpu'>): string {
  const parts: string[] = [];
  if (node.cpu !== undefined) {
    const cpu = node.cpu;
    parts.push(i18n._(msg`${plural(cpu, { one: '# core', other: '# cores' })}`));
  }
  if (node.memory !== undefined) parts.push(formatSize(node.memory, { from: 'MB' }));
  if (node.gpu) {
    const gpu = node.gpu;
    parts.push(i18n._(msg`${plural(gpu, { one: '# GPU', other: '# GPUs' })}`));
  }
  return parts.join(' · ') || '-';
}

/** An EIP's bandwidth in Mbps. */
function bandwidthText(i18n: I18n, mbps: number): string {
  return i18n._(msg`${mbps} Mbps`);
}

export function nodeColumns(i18n: I18n, options: NodeColumnOptions = {}): NodeColumn[] {
  const columns: NodeColumn[] = [
    {
      id: 'name',
      header: i18n._(msg`Name / ID`),
      sortKey: 'name',
      cell: (node) => (
        <Stack gap="0.5">
          <Text fontWeight="medium">
            <NodeMonitorLink node={node}>{node.name || node.hostname || node.node_id}</NodeMonitorLink>
          </Text>
          <HStack gap="1">
            <Text textStyle="xs" color="fg.muted" fontFamily="mono">
              {node.node_id}
              {node.hostname ? ` · ${node.hostname}` : ''}
            </Text>
            <CopyButton text={node.node_id} />
          </HStack>
        </Stack>
      ),
    },
    {
      id: 'role',
      header: i18n._(msg`Role`),
      sortKey: 'role',
      cell: (node) => <Badge variant="outline">{i18n._(NODE_ROLE_LABELS[node.role])}</Badge>,
    },
    {
      id: 'type',
      header: i18n._(msg`Type / size`),
      cell: (node) => (
        <Stack gap="0.5">
          <Text>{node.node_type ? i18n._(NODE_TYPE_LABELS[node.node_type]) : '-'}</Text>
          <Text textStyle="xs" color="fg.muted">
            {nodeSize(i18n, node)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'status',
      header: i18n._(msg`Status`),
      sortKey: 'status',
      cell: (node) => <StatusBadge status={node.transition_status || node.status} />,
    },
    { id: 'health', header: i18n._(msg`Health`), cell: (node) => <StatusBadge status={node.health_status ?? 'fetching'} /> },
    {
      id: 'ip',
      header: i18n._(msg`Private IP / EIP`),
      cell: (node) => (
        <Stack gap="0.5">
          <Text fontFamily="mono" textStyle="sm">
            {node.private_ip ?? '-'}
          </Text>
          {node.eip && (
            <Text fontFamily="mono" textStyle="xs" color="fg.muted">
              {node.eip.eip_addr}
              {node.eip.bandwidth ? ` (${bandwidthText(i18n, node.eip.bandwidth)})` : ''}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'queues',
      header: i18n._(msg`Queues`),
      cell: (node) =>
        node.queue_info?.length ? (
          <Wrap gap="1">
            {node.queue_info.map((queue) => (
              <Badge key={queue.hpcqueue_id} variant="surface">
                {queue.queue_name}
              </Badge>
            ))}
          </Wrap>
        ) : (
          '-'
        ),
    },
    { id: 'created', header: i18n._(msg`Created`), sortKey: 'create_time', cell: (node) => formatDateTime(node.create_time) },
    {
      id: 'terminal',
      header: i18n._(msg`Terminal`),
      cell: (node) => {
        const href = options.webSshHref?.(node);
        return href ? (
          <Link asChild colorPalette="blue" textStyle="sm">
            <RouterLink to={href} target="_blank" rel="noopener">
              <SquareTerminal size={14} /> {i18n._(msg`Open terminal (Web SSH)`)}
            </RouterLink>
          </Link>
        ) : (
          '-'
        );
      },
    },
  ];
  if (options.actions)
    columns.push({ id: 'actions', header: i18n._(msg`Actions`), align: 'end', cell: (node) => <NodeActions node={node} /> });
  return options.webSshHref ? columns : columns.filter((column) => column.id !== 'terminal');
}
