/**
 * The nodes of one cluster (cluster/listNodes), on the nodes page and the cluster's node tab: by role (controller
 * only where the deploy mode has one), with status and health, search, status filter, sorting and paging.
 */
import { Box, HStack, IconButton, SegmentGroup } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { useMemo } from 'react';
import type { Cluster } from '../../api/generated/model/cluster';
import type { Node } from '../../api/generated/model/node';
import type { NodeRole } from '../../api/generated/model/nodeRole';
import type { NodeStatus } from '../../api/generated/model/nodeStatus';
import { consolePath, useFeature, useSession } from '../../shared/session/session-context';
import { DataTable, tableStateOf } from '../../shared/ui/data-table';
import { SearchInput } from '../../shared/ui/search-input';
import { StatusFilter } from '../../shared/ui/status-filter';
import { nodeColumns } from './node-columns';
import { NODE_ROLE_LABELS } from './node-labels';
import { useNodeList } from './use-node-list';

const FILTERABLE_NODE_STATUSES: NodeStatus[] = ['active', 'pending', 'stopped', 'ceased', 'deleted'];

/** The roles of a cluster: no controller in streamline deploy mode (section 6). */
export function clusterRoles(cluster: Pick<Cluster, 'deploy_mode' | 'cluster_type'>): NodeRole[] {
  return cluster.deploy_mode === 2 ? ['login', 'compute'] : ['controller', 'login', 'compute'];
}

export function NodeList({ cluster }: { cluster: Cluster }) {
  const { t, i18n } = useLingui();
  const { zone } = useSession();
  const webSshOn = useFeature('web_ssh');
  const { list, query } = useNodeList(cluster.cluster_id);
  const columns = useMemo(() => {
    const webSshHref = (node: Node) =>
      node.role === 'login' && node.status === 'active' && node.instance_id
        ? `${consolePath(zone, 'hpc', `hpc_web_ssh/${cluster.cluster_id}`)}?instanceId=${encodeURIComponent(node.instance_id)}`
        : undefined;
    return nodeColumns(i18n, { webSshHref: webSshOn ? webSshHref : undefined });
  }, [i18n, zone, cluster.cluster_id, webSshOn]);
  const name = cluster.cluster_name;
  const roleItems = [{ value: 'all', label: t`All roles` }, ...clusterRoles(cluster).map((role) => ({ value: role, label: i18n._(NODE_ROLE_LABELS[role]) }))];
  return (
    <Box>
      <HStack gap="3" mb="3" wrap="wrap">
        <SegmentGroup.Root size="sm" value={list.filters.role ?? 'all'} onValueChange={(details) => list.setFilter('role', (details.value ?? 'all') as NodeRole | 'all')} aria-label={t`Node role`}>
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={roleItems} />
        </SegmentGroup.Root>
        <SearchInput label={t`Search by name, ID, host name or IP`} value={list.search_word} onSearch={list.setSearch} width="72" />
        <StatusFilter<NodeStatus>
          label={t`Node status`}
          placeholder={t`All statuses`}
          options={FILTERABLE_NODE_STATUSES}
          value={list.filters.status === 'all' ? [] : (list.filters.status ?? [])}
          onChange={(statuses) => list.setFilter('status', statuses)}
        />
        <IconButton size="sm" variant="outline" aria-label={t`Refresh`} title={t`Refresh`} loading={query.isFetching} onClick={() => void query.refetch()}>
          <RefreshCw />
        </IconButton>
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
    </Box>
  );
}
