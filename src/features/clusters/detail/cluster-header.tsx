/** The head of the cluster detail page: name, id, status, type and the cluster's main settings. */
import { Badge, Box, DataList, Heading, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Cluster } from '../../../api/generated/model/cluster';
import { formatDateTime } from '../../../shared/format';
import { CopyButton } from '../../../shared/ui/copy-button';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { CLUSTER_TYPE_NAMES, DEPLOY_MODE_LABELS, NETWORK_TYPE_LABELS, PAID_TYPE_LABELS, SHARED_PERMISSION_LABELS, SHARED_ROLE_BADGES } from '../cluster-labels';

/** One, two or three columns of settings by screen width. */
const GRID_TEMPLATE = { base: '1fr', md: 'repeat(2,minmax(0,1fr))', xl: 'repeat(3,minmax(0,1fr))' };

function Item({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The network's name and, when it says something more, its kind. */
function networkText(cluster: Cluster, kind: string): string {
  const name = cluster.vxnet_name ?? cluster.vxnet_id ?? '-';
  return cluster.network_type && kind !== name ? `${name} (${kind})` : name;
}

export function ClusterHeader({ cluster }: { cluster: Cluster }) {
  const { i18n } = useLingui();
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
        {share?.shared_role && <Badge colorPalette="purple">{i18n._(SHARED_ROLE_BADGES[share.shared_role])}</Badge>}
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
        <Item label={<Trans>Scheduler / version</Trans>}>{[cluster.scheduler, cluster.version].filter(Boolean).join(' ') || '-'}</Item>
        <Item label={<Trans>Nodes / cores</Trans>}>{cluster.node_count === undefined ? '-' : `${cluster.node_count} / ${cluster.core_count ?? '-'}`}</Item>
        {cluster.deploy_mode !== undefined && <Item label={<Trans>Deploy mode</Trans>}>{i18n._(DEPLOY_MODE_LABELS[cluster.deploy_mode])}</Item>}
        {cluster.paid_type !== undefined && <Item label={<Trans>Billing</Trans>}>{i18n._(PAID_TYPE_LABELS[cluster.paid_type])}</Item>}
        <Item label={<Trans>Network</Trans>}>
          {networkText(cluster, i18n._(NETWORK_TYPE_LABELS[cluster.network_type ?? 'private']))}
        </Item>
        <Item label={<Trans>Shared storage</Trans>}>{cluster.nas_shared_path ? `${cluster.nas_shared_path} (${cluster.nas_id ?? '-'})` : '-'}</Item>
        {software && <Item label={<Trans>Software</Trans>}>{software}</Item>}
        {share?.permission && <Item label={<Trans>Permission</Trans>}>{i18n._(SHARED_PERMISSION_LABELS[share.permission])}</Item>}
        <Item label={<Trans>Created</Trans>}>{formatDateTime(cluster.create_time)}</Item>
        {cluster.expire_time && <Item label={<Trans>Expires</Trans>}>{formatDateTime(cluster.expire_time)}</Item>}
      </DataList.Root>
    </Box>
  );
}
