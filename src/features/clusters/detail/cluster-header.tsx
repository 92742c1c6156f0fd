/**
 * The head of the cluster detail page: name, id, status, type, the cluster's actions and its main settings; its
 * network and its EIPs link to the network screen narrowed to them (ADR 0024).
 */
import { Badge, Box, DataList, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Cluster } from '@/api/generated/model/cluster';
import { formatDateTime } from '@/shared/format';
import { clusterEipsPath, vxnetsPath } from '@/shared/routing/network-link';
import { useSession } from '@/shared/session/session-context';
import { CopyButton } from '@/shared/ui/copy-button';
import { DataListItem } from '@/shared/ui/data-list-item';
import { StatusBadge } from '@/shared/ui/status-badge';
import {
  CLUSTER_TYPE_NAMES,
  DEPLOY_MODE_LABELS,
  NETWORK_TYPE_LABELS,
  PAID_TYPE_LABELS,
  SHARED_PERMISSION_LABELS,
  SHARED_ROLE_BADGES,
} from '../cluster-labels';
import { CloudBadge } from '../cloud-badge';

/** One, two or three columns of settings by screen width. */
const GRID_TEMPLATE = { base: '1fr', md: 'repeat(2,minmax(0,1fr))', xl: 'repeat(3,minmax(0,1fr))' };

/** The network's name and, when it says something more, its kind. */
function networkText(cluster: Cluster, kind: string): string {
  const name = cluster.vxnet_name ?? cluster.vxnet_id ?? '-';
  return cluster.network_type && kind !== name ? `${name} (${kind})` : name;
}

export function ClusterHeader({ cluster, actions }: { cluster: Cluster; actions?: ReactNode }) {
  const { i18n } = useLingui();
  const { zone } = useSession();
  const vxnetIds = [cluster.vxnet_id, cluster.bm_vxnet_id].filter((id): id is string => Boolean(id));
  const network = networkText(cluster, i18n._(NETWORK_TYPE_LABELS[cluster.network_type ?? 'private']));
  const software = (cluster.cluster_sw ?? []).map((item) => `${item.sw_name} ${item.sw_ver}`).join(', ');
  const share = cluster.project_info;
  return (
    <Box mb="5">
      <HStack gap="3" wrap="wrap" mb="1">
        <Heading as="h2" size="xl">
          {cluster.cluster_name}
        </Heading>
        <StatusBadge status={cluster.transition_status || cluster.status} size="md" />
        <Badge variant="outline" size="md">
          {CLUSTER_TYPE_NAMES[cluster.cluster_type]}
        </Badge>
        <CloudBadge cloud={cluster.cloud} size="md" />
        {share?.shared_role && <Badge colorPalette="purple">{i18n._(SHARED_ROLE_BADGES[share.shared_role])}</Badge>}
        {actions && <Box ms="auto">{actions}</Box>}
      </HStack>
      <HStack gap="1" mb="2">
        <Text color="fg.muted" fontFamily="mono" textStyle="sm">
          {cluster.cluster_id}
        </Text>
        <CopyButton text={cluster.cluster_id} />
      </HStack>
      {cluster.description && (
        <Text color="fg.muted" mb="3">
          {cluster.description}
        </Text>
      )}
      <DataList.Root orientation="horizontal" size="sm" display="grid" gridTemplateColumns={GRID_TEMPLATE} gap="2">
        <DataListItem label={<Trans>Scheduler / version</Trans>}>
          {[cluster.scheduler, cluster.version].filter(Boolean).join(' ') || '-'}
        </DataListItem>
        <DataListItem label={<Trans>Nodes / cores</Trans>}>
          {cluster.node_count === undefined ? '-' : `${cluster.node_count} / ${cluster.core_count ?? '-'}`}
        </DataListItem>
        {cluster.deploy_mode !== undefined && (
          <DataListItem label={<Trans>Deploy mode</Trans>}>{i18n._(DEPLOY_MODE_LABELS[cluster.deploy_mode])}</DataListItem>
        )}
        {cluster.paid_type !== undefined && (
          <DataListItem label={<Trans>Billing</Trans>}>{i18n._(PAID_TYPE_LABELS[cluster.paid_type])}</DataListItem>
        )}
        <DataListItem label={<Trans>Network</Trans>}>
          {vxnetIds.length ? (
            <Link asChild colorPalette="blue" color="colorPalette.fg">
              <RouterLink to={vxnetsPath(zone, vxnetIds)}>{network}</RouterLink>
            </Link>
          ) : (
            network
          )}
        </DataListItem>
        <DataListItem label={<Trans>EIPs</Trans>}>
          <Link asChild colorPalette="blue" color="colorPalette.fg">
            <RouterLink to={clusterEipsPath(zone, cluster.cluster_id)}>
              <Trans>EIPs of this cluster</Trans>
            </RouterLink>
          </Link>
        </DataListItem>
        <DataListItem label={<Trans>Shared storage</Trans>}>
          {cluster.nas_shared_path ? `${cluster.nas_shared_path} (${cluster.nas_id ?? '-'})` : '-'}
        </DataListItem>
        {software && <DataListItem label={<Trans>Software</Trans>}>{software}</DataListItem>}
        {share?.permission && (
          <DataListItem label={<Trans>Permission</Trans>}>{i18n._(SHARED_PERMISSION_LABELS[share.permission])}</DataListItem>
        )}
        <DataListItem label={<Trans>Created</Trans>}>{formatDateTime(cluster.create_time)}</DataListItem>
        {cluster.expire_time && <DataListItem label={<Trans>Expires</Trans>}>{formatDateTime(cluster.expire_time)}</DataListItem>}
      </DataList.Root>
    </Box>
  );
}
