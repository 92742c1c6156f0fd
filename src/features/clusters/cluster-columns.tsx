/** The columns of the cluster list (section 3): name and id, status, type, size, scheduler, billing, network, creation, actions. */
import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useEffect, useState, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Cluster } from '@/api/generated/model/cluster';
import type { ListClustersSortKey } from '@/api/generated/model/listClustersSortKey';
import { formatDateTime } from '@/shared/format';
import { lazyPiece } from '@/shared/routing/lazy-chunk';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { CopyButton } from '@/shared/ui/copy-button';
import { StatusBadge } from '@/shared/ui/status-badge';
import type { ClusterActionsProps } from './actions/cluster-actions';
import { CloudBadge } from './cloud-badge';
import { CLUSTER_TYPE_NAMES, NETWORK_TYPE_LABELS, PAID_TYPE_LABELS, SHARED_PERMISSION_LABELS, SHARED_ROLE_LABELS } from './cluster-labels';
import type { ClusterListTab } from './use-cluster-list';

export type ClusterColumn = DataTableColumn<Cluster, ListClustersSortKey>;

/**
 * The rows' actions (menu and dialogs) are not needed for the list's first paint: their code loads when the columns
 * are first built, alongside the list's first answer, and each row shows its menu once it is in.
 */
const rowActions = lazyPiece<ComponentType<ClusterActionsProps>>(
  () => import('./actions/cluster-actions').then((module) => module.ClusterActions),
  'cluster-actions',
);
const loadRowActions = () => rowActions.load();

function RowActions({ cluster }: { cluster: Cluster }) {
  const [Actions, setActions] = useState(() => rowActions.current());
  useEffect(() => {
    if (Actions) return undefined;
    let live = true;
    loadRowActions().then(
      (component) => live && setActions(() => component),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [Actions]);
  return Actions ? <Actions cluster={cluster} /> : null;
}

/**
 * Whether the cluster is shared: a member reads "Shared" (its role and permission are on the shared tab), the
 * owner's account with how many members, or that it is not shared.
 */
function SharingCell({ i18n, info }: { i18n: I18n; info: Cluster['project_info'] }) {
  if (info?.shared_role === 'shared_member') return <Badge colorPalette="purple">{i18n._(msg`Shared`)}</Badge>;
  const count = info?.shared_member_count ?? 0;
  if (info?.shared_status === 'shared' && count > 0) {
    return <Badge colorPalette="purple">{i18n._(msg`Shared with ${plural(count, { one: '# member', other: '# members' })}`)}</Badge>;
  }
  if (info?.shared_status === 'shared') return <Badge colorPalette="purple">{i18n._(msg`Shared`)}</Badge>;
  return <Text color="fg.muted">{i18n._(msg`Not shared`)}</Text>;
}

/** The detail page of a cluster, relative to /{zone}/{portal}/. */
export const clusterDetailSection = (clusterId: string, tab = 'node_list') => `hpc_clusters/${clusterId}/${tab}`;

export function clusterColumns(i18n: I18n, tab: ClusterListTab, detailPath: (clusterId: string) => string): ClusterColumn[] {
  void loadRowActions().catch(() => {});
  const columns: ClusterColumn[] = [
    {
      id: 'name',
      header: i18n._(msg`Name / ID`),
      sortKey: 'cluster_name',
      cell: (cluster) => (
        <Stack gap="0.5">
          <HStack gap="2">
            <Link asChild fontWeight="medium" colorPalette="blue">
              <RouterLink to={detailPath(cluster.cluster_id)}>{cluster.cluster_name}</RouterLink>
            </Link>
            <CloudBadge cloud={cluster.cloud} />
          </HStack>
          <HStack gap="1">
            <Text textStyle="xs" color="fg.muted" fontFamily="mono">
              {cluster.cluster_id}
            </Text>
            <CopyButton text={cluster.cluster_id} />
          </HStack>
        </Stack>
      ),
    },
    {
      id: 'status',
      header: i18n._(msg`Status`),
      sortKey: 'status',
      cell: (cluster) => <StatusBadge status={cluster.transition_status || cluster.status} />,
    },
    {
      id: 'type',
      header: i18n._(msg`Type`),
      cell: (cluster) => <Badge variant="outline">{CLUSTER_TYPE_NAMES[cluster.cluster_type]}</Badge>,
    },
    {
      id: 'size',
      header: i18n._(msg`Nodes / cores`),
      align: 'end',
      cell: (cluster) => (cluster.node_count === undefined ? '-' : `${cluster.node_count} / ${cluster.core_count ?? '-'}`),
    },
    {
      id: 'scheduler',
      header: i18n._(msg`Scheduler / version`),
      cell: (cluster) => [cluster.scheduler, cluster.version].filter(Boolean).join(' ') || '-',
    },
  ];
  if (tab === 'shared') {
    columns.push(
      {
        id: 'role',
        header: i18n._(msg`Shared role`),
        cell: (cluster) => {
          const role = cluster.project_info?.shared_role;
          const permission = cluster.project_info?.permission;
          return (
            <Stack gap="0.5">
              <Text>{role ? i18n._(SHARED_ROLE_LABELS[role]) : '-'}</Text>
              {permission && (
                <Text textStyle="xs" color="fg.muted">
                  {i18n._(SHARED_PERMISSION_LABELS[permission])}
                </Text>
              )}
            </Stack>
          );
        },
      },
      { id: 'owner', header: i18n._(msg`Owner`), cell: (cluster) => cluster.owner ?? '-' },
    );
  } else {
    columns.push(
      {
        id: 'billing',
        header: i18n._(msg`Billing`),
        cell: (cluster) => (cluster.paid_type === undefined ? '-' : i18n._(PAID_TYPE_LABELS[cluster.paid_type])),
      },
      {
        id: 'shared',
        header: i18n._(msg`Sharing`),
        cell: (cluster) => <SharingCell i18n={i18n} info={cluster.project_info} />,
      },
    );
  }
  columns.push(
    {
      id: 'network',
      header: i18n._(msg`Network`),
      cell: (cluster) => {
        const name = cluster.vxnet_name ?? cluster.vxnet_id ?? '-';
        const kind = cluster.network_type ? i18n._(NETWORK_TYPE_LABELS[cluster.network_type]) : undefined;
        return (
          <Stack gap="0.5">
            <Text>{name}</Text>
            {kind && kind !== name && (
              <Text textStyle="xs" color="fg.muted">
                {kind}
              </Text>
            )}
          </Stack>
        );
      },
    },
    { id: 'created', header: i18n._(msg`Created`), sortKey: 'create_time', cell: (cluster) => formatDateTime(cluster.create_time) },
    { id: 'actions', header: i18n._(msg`Actions`), align: 'end', cell: (cluster) => <RowActions cluster={cluster} /> },
  );
  return columns;
}
