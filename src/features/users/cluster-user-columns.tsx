/**
 * The columns of a cluster's user list (section 3): account with uid/gid, status, core-hours allocated, used and
 * remaining (usage colour), storage used against the quota, queues and accessible folders, creation, and the
 * row's changes for who may make them.
 */
import { Badge, Progress, Stack, Text, Wrap } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClusterUser } from '@/api/generated/model/clusterUser';
import type { ListClusterUsersSortKey } from '@/api/generated/model/listClusterUsersSortKey';
import { formatDateTime, formatNumber, formatSize, usageBarValue, usageColor, usagePercent } from '@/shared/format';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { StatusBadge } from '@/shared/ui/status-badge';
import { ActionMenu } from '@/shared/ui/action-menu';
import { quotaLevel } from '@/shared/quota';

export type ClusterUserChange = 'modify' | 'delete';

export type ClusterUserColumn = DataTableColumn<ClusterUser, ListClusterUsersSortKey>;

function UsageBar({ used, total, text, label, i18n }: { used: number; total: number; text: string; label: string; i18n: I18n }) {
  const percent = usagePercent(used, total);
  // From 80 % (yellow) and 90 % (red) used the owner is warned (ADR 0026).
  const level = quotaLevel(percent);
  const shown = formatNumber(percent, 0);
  return (
    <Stack gap="1" minW="36">
      <Text textStyle="sm">
        {text}{' '}
        {level ? (
          <Badge size="sm" colorPalette={level} data-level={level}>
            {i18n._(msg`${shown} % used`)}
          </Badge>
        ) : null}
      </Text>
      {total > 0 && (
        <Progress.Root size="xs" value={usageBarValue(percent)} colorPalette={usageColor(percent)} aria-label={label}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </Stack>
  );
}

function posixIds(i18n: I18n, uid: number, gid: number): string {
  return i18n._(msg`UID ${uid} · GID ${gid}`);
}

/**
 * The columns; with `onChange` (who may change the cluster's users) each row ends with Modify and Delete.
 */
export function clusterUserColumns(i18n: I18n, onChange?: (user: ClusterUser, change: ClusterUserChange) => void): ClusterUserColumn[] {
  const columns: ClusterUserColumn[] = [
    {
      id: 'account',
      header: i18n._(msg`Account`),
      sortKey: 'account',
      cell: (user) => (
        <Stack gap="0.5">
          <Text fontWeight="medium">{user.account}</Text>
          <Text textStyle="xs" color="fg.muted">
            {posixIds(i18n, user.uid, user.gid)}
          </Text>
        </Stack>
      ),
    },
    { id: 'status', header: i18n._(msg`Status`), cell: (user) => <StatusBadge status={user.status} /> },
    {
      id: 'core_hours',
      header: i18n._(msg`Core-hours used / allocated`),
      sortKey: 'used_core_hours',
      cell: (user) => (
        <UsageBar
          used={user.used_core_hours}
          total={user.allocated_core_hours}
          text={`${formatNumber(user.used_core_hours)} / ${formatNumber(user.allocated_core_hours)}`}
          label={i18n._(msg`Core-hours used`)}
          i18n={i18n}
        />
      ),
    },
    {
      id: 'remaining',
      header: i18n._(msg`Core-hours remaining`),
      sortKey: 'remaining_core_hours',
      align: 'end',
      cell: (user) => <Text color={user.remaining_core_hours < 0 ? 'fg.error' : undefined}>{formatNumber(user.remaining_core_hours)}</Text>,
    },
    {
      id: 'storage',
      header: i18n._(msg`Storage used / quota`),
      sortKey: 'storage_used',
      cell: (user) => (
        <UsageBar
          used={user.storage_used}
          total={user.storage_quota}
          text={`${formatSize(user.storage_used)} / ${formatSize(user.storage_quota)}`}
          label={i18n._(msg`Storage used`)}
          i18n={i18n}
        />
      ),
    },
    {
      id: 'queues',
      header: i18n._(msg`Queues`),
      cell: (user) =>
        user.queues.length ? (
          <Wrap gap="1">
            {user.queues.map((queue) => (
              <Badge key={queue} variant="surface">
                {queue}
              </Badge>
            ))}
          </Wrap>
        ) : (
          '-'
        ),
    },
    {
      id: 'folders',
      header: i18n._(msg`Accessible folders`),
      cell: (user) => (
        <Text textStyle="sm" fontFamily="mono">
          {user.folders.length ? user.folders.join(', ') : '-'}
        </Text>
      ),
    },
    { id: 'created', header: i18n._(msg`Created`), sortKey: 'create_time', cell: (user) => formatDateTime(user.create_time) },
  ];
  if (!onChange) return columns;
  const items = [
    { id: 'modify' as const, label: i18n._(msg`Modify`) },
    { id: 'delete' as const, label: i18n._(msg`Delete`), danger: true },
  ];
  return [
    ...columns,
    {
      id: 'actions',
      header: i18n._(msg`Actions`),
      align: 'end',
      cell: (user) => <ActionMenu name={user.account} items={items} onChoose={(id) => onChange(user, id)} />,
    },
  ];
}
