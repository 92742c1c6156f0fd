/**
 * The job templates (jobtemplate/tempList) of one cluster or of all clusters: search, sorting and paging; each
 * template links to its cluster.
 */
import { Box, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useListJobTemplates } from '../../api/generated/endpoints/job-templates/job-templates';
import type { ListJobTemplatesSortKey } from '../../api/generated/model/listJobTemplatesSortKey';
import { consolePath, useSession } from '../../shared/session/session-context';
import { DataTable, tableStateOf, useListParams } from '../../shared/ui/data-table';
import { SearchInput } from '../../shared/ui/search-input';
import { jobTemplateColumns } from './job-template-columns';
import { RefreshButton } from '../../shared/ui/refresh-button';

export function JobTemplateList({ clusterId }: { clusterId?: string }) {
  const { t, i18n } = useLingui();
  const { zone, portal } = useSession();
  const list = useListParams<ListJobTemplatesSortKey>({ defaultSortKey: 'create_time', defaultReverse: 1 });
  const params = useMemo(() => ({ ...list.params, cluster_id: clusterId }), [list.params, clusterId]);
  const query = useListJobTemplates(params, { query: { placeholderData: keepPreviousData } });
  const columns = useMemo(() => jobTemplateColumns(i18n, (id) => consolePath(zone, portal, `hpc_clusters/${id}/node_list`)), [i18n, zone, portal]);
  return (
    <Box>
      <HStack gap="3" mb="3">
        <SearchInput label={t`Search by template name or ID`} value={list.search_word} onSearch={list.setSearch} />
        <RefreshButton compact onRefresh={() => void query.refetch()} fetching={query.isFetching} />
      </HStack>
      <DataTable
        label={t`Job templates`}
        columns={columns}
        rows={query.data?.hpc_job_template_set}
        rowKey={(template) => template.temp_id}
        totalCount={query.data?.total_count}
        list={list}
        emptyText={list.search_word ? t`No template matches the search` : t`No job template yet`}
        {...tableStateOf(query)}
      />
    </Box>
  );
}
