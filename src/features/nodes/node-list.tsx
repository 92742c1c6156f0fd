/**
 * The nodes of one cluster (cluster/listNodes), on the nodes page and the cluster's node tab: by role (controller
 * only where the deploy mode has one) and type, with status and health (fetching until known), search, status
 * filter, sorting and paging; nodes are added (with their price difference) and each node has its actions —
 * modify, restart, delete, bind or unbind an EIP (login nodes) — and, for an active login node, the web terminal
 * (not for a read-only member of a shared cluster).
 */
import { Box, Button, HStack, IconButton, NativeSelect, SegmentGroup, Spacer } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { Cluster } from '@/api/generated/model/cluster';
import type { Node } from '@/api/generated/model/node';
import type { NodeRole } from '@/api/generated/model/nodeRole';
import type { NodeStatus } from '@/api/generated/model/nodeStatus';
import type { NodeType } from '@/api/generated/model/nodeType';
import { clusterPermissions } from '@/shared/session/cluster-permissions';
import { consolePath, useFeature, useSession } from '@/shared/session/session-context';
import { useLocaleMemo } from '@/shared/i18n/use-locale-memo';
import { DataTable, tableStateOf } from '@/shared/ui/data-table';
import { SearchInput } from '@/shared/ui/search-input';
import { StatusFilter } from '@/shared/ui/status-filter';
import { LazyAddNodesDialog } from './lazy-node-dialogs';
import { canAddNodes, canChangeNodes } from './node-action-rules';
import { nodeColumns } from './node-columns';
import { NODE_ROLE_LABELS, NODE_TYPE_LABELS } from './node-labels';
import { useNodeList } from './use-node-list';

const FILTERABLE_NODE_STATUSES: NodeStatus[] = ['active', 'pending', 'stopped', 'ceased', 'deleted'];
const NODE_TYPES: NodeType[] = ['standard', 'gpu', 'bare_metal', 'vm'];

/** The roles of a cluster: no controller in streamline deploy mode (section 6). */
export function clusterRoles(cluster: Pick<Cluster, 'deploy_mode' | 'cluster_type'>): NodeRole[] {
  return cluster.deploy_mode === 2 ? ['login', 'compute'] : ['controller', 'login', 'compute'];
}

export function NodeList({ cluster }: { cluster: Cluster }) {
  const { t, i18n } = useLingui();
  const { zone, user } = useSession();
  const webSshOn = useFeature('web_ssh');
  const [adding, setAdding] = useState(false);
  const { list, query } = useNodeList(cluster.cluster_id);
  const changes = canChangeNodes(cluster, user);
  // A shell on a node changes what runs there: not offered to a read-only member (the gateway refuses it, ADR 0043).
  const terminalOffered = webSshOn && clusterPermissions(user, cluster).change;
  const columns = useLocaleMemo(
    (tr) => {
      // Users work on login and compute nodes; the gateway opens no terminal on a controller.
      const webSshHref = (node: Node) =>
        (node.role === 'login' || node.role === 'compute') && node.status === 'active' && node.instance_id
          ? `${consolePath(zone, 'hpc', `hpc_web_ssh/${cluster.cluster_id}`)}?instanceId=${encodeURIComponent(node.instance_id)}`
          : undefined;
      return nodeColumns(tr, { webSshHref: terminalOffered ? webSshHref : undefined, actions: changes });
    },
    [zone, cluster.cluster_id, terminalOffered, changes],
  );
  const name = cluster.cluster_name;
  const roleItems = [
    { value: 'all', label: t`All roles` },
    ...clusterRoles(cluster).map((role) => ({ value: role, label: i18n._(NODE_ROLE_LABELS[role]) })),
  ];
  return (
    <Box>
      <HStack gap="3" mb="3" wrap="wrap">
        <SegmentGroup.Root
          size="sm"
          value={list.filters.role ?? 'all'}
          onValueChange={(details) => list.setFilter('role', (details.value ?? 'all') as NodeRole | 'all')}
          aria-label={t`Node role`}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={roleItems} />
        </SegmentGroup.Root>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t`Node type`}
            value={list.filters.node_type ?? 'all'}
            onChange={(event) => list.setFilter('node_type', event.currentTarget.value as NodeType | 'all')}
          >
            <option value="all">{t`All types`}</option>
            {NODE_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(NODE_TYPE_LABELS[type])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <SearchInput label={t`Search by name, ID, host name or IP`} value={list.search_word} onSearch={list.setSearch} width="72" />
        <StatusFilter<NodeStatus>
          label={t`Node status`}
          placeholder={t`All statuses`}
          options={FILTERABLE_NODE_STATUSES}
          value={list.filters.status === 'all' ? [] : (list.filters.status ?? [])}
          onChange={(statuses) => list.setFilter('status', statuses)}
        />
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
        {changes && (
          <Button size="sm" colorPalette="blue" disabled={!canAddNodes(cluster, user)} onClick={() => setAdding(true)}>
            <Plus /> <Trans>Add nodes</Trans>
          </Button>
        )}
      </HStack>
      <DataTable
        label={t`Nodes of ${name}`}
        columns={columns}
        rows={query.data?.node_set}
        rowKey={(node) => node.node_id}
        totalCount={query.data?.total_count}
        list={list}
        emptyText={list.search_word ? t`No node matches the search` : t`No node in this view`}
        {...tableStateOf(query)}
      />
      {adding && <LazyAddNodesDialog cluster={cluster} open onClose={() => setAdding(false)} />}
    </Box>
  );
}
