/**
 * The job templates (jobtemplate/tempList) of one cluster or of all clusters: search, sorting (by create_time,
 * newest first, by default) and paging; each template links to its cluster. A template is created, edited (an
 * rjsf form of the contract's JobTemplateForm), deleted after confirmation, or applied: the submit form opens
 * filled from it (/hpc_job/submit_job/{cluster}?template={temp_id}).
 */
import { Box, Button, HStack, Link } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { Pencil, Play, Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useListJobTemplates } from '@/api/generated/endpoints/job-templates/job-templates';
import type { JobTemplate } from '@/api/generated/model/jobTemplate';
import type { ListJobTemplatesSortKey } from '@/api/generated/model/listJobTemplatesSortKey';
import { useDialogSlot } from '@/shared/actions/use-dialog-slot';
import { consolePath, useSession } from '@/shared/session/session-context';
import { DataTable, tableStateOf, useListParams } from '@/shared/ui/data-table';
import { RefreshButton } from '@/shared/ui/refresh-button';
import { SearchInput } from '@/shared/ui/search-input';
import { DeleteJobTemplateDialog } from './delete-job-template-dialog';
import { jobTemplateColumns, type JobTemplateColumn } from './job-template-columns';
import { LazyJobTemplateDialog } from './lazy-job-template-dialog';

type TemplateDialog = { kind: 'form'; tempId?: string } | { kind: 'delete'; template: JobTemplate };

export function JobTemplateList({ clusterId }: { clusterId?: string }) {
  const { t, i18n } = useLingui();
  const { zone, portal } = useSession();
  const list = useListParams<ListJobTemplatesSortKey>({ defaultSortKey: 'create_time', defaultReverse: 1 });
  const params = useMemo(() => ({ ...list.params, cluster_id: clusterId }), [list.params, clusterId]);
  const query = useListJobTemplates(params, { query: { placeholderData: keepPreviousData } });
  const dialog = useDialogSlot<TemplateDialog>();
  const { show } = dialog;
  const columns = useMemo<JobTemplateColumn[]>(() => {
    const actions: JobTemplateColumn = {
      id: 'actions',
      header: t`Actions`,
      align: 'end',
      cell: (template) => {
        const name = template.name;
        return (
          <HStack gap="1" justify="flex-end">
            <Link asChild colorPalette="blue" textStyle="sm" aria-label={t`Apply ${name}`}>
              <RouterLink to={`${consolePath(zone, 'hpc', `hpc_job/submit_job/${template.cluster_id}`)}?template=${template.temp_id}`}>
                <Play size={14} />
                {t`Apply`}
              </RouterLink>
            </Link>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="blue"
              aria-label={t`Edit ${name}`}
              onClick={() => show({ kind: 'form', tempId: template.temp_id })}
            >
              <Pencil />
              {t`Edit`}
            </Button>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={t`Delete ${name}`}
              onClick={() => show({ kind: 'delete', template })}
            >
              <Trash2 />
              {t`Delete`}
            </Button>
          </HStack>
        );
      },
    };
    return [...jobTemplateColumns(i18n, (id) => consolePath(zone, portal, `hpc_clusters/${id}/node_list`)), actions];
  }, [t, i18n, zone, portal, show]);
  const shown = dialog.value;
  return (
    <Box>
      <HStack gap="3" mb="3" wrap="wrap">
        <Button size="sm" colorPalette="blue" onClick={() => show({ kind: 'form' })}>
          <Plus />
          {t`Create job template`}
        </Button>
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
      {shown?.kind === 'form' ? (
        <LazyJobTemplateDialog key={dialog.key} open={dialog.open} tempId={shown.tempId} clusterId={clusterId} onClose={dialog.close} />
      ) : null}
      {shown?.kind === 'delete' ? (
        <DeleteJobTemplateDialog key={dialog.key} open={dialog.open} template={shown.template} onClose={dialog.close} />
      ) : null}
    </Box>
  );
}
