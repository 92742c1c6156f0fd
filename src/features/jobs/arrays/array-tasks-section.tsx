/**
 * The Tasks section of an array's page (ADR 0061): its indices as asked, its tasks by status (a bar and a chip per
 * state) and the tasks themselves a page at a time (an array may have 1000), each linking to its page, where its
 * logs, what it used and its changes are.
 */
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useListJobs } from '@/api/generated/endpoints/jobs/jobs';
import type { Job } from '@/api/generated/model/job';
import type { ListJobsSortKey } from '@/api/generated/model/listJobsSortKey';
import { whileOffline } from '@/shared/live/live-state';
import { DataTable, tableStateOf, useListParams } from '@/shared/ui/data-table';
import { JOB_TABLE_CSS } from '../job-columns';
import { refreshWhileActive } from '../use-job-list';
import { ArrayCountsBar } from '@/shared/jobs/array-counts';
import { TASKS_SECTION_ID, type ArrayJob } from './array-facts';
import { useTaskColumns } from './task-columns';

const taskKey = (task: Job) => task.hpcjob_uuid;

export function ArrayTasksSection({ array }: { array: ArrayJob }) {
  const { t } = useLingui();
  const headingId = useId();
  // Tasks come in index order: the list only pages.
  const list = useListParams<ListJobsSortKey>({ defaultSortKey: 'submitted_time' });
  const { limit, offset } = list;
  const params = useMemo(
    () => ({ cluster_id: array.cluster_id, array_of: array.hpcjob_uuid, limit, offset }),
    [array.cluster_id, array.hpcjob_uuid, limit, offset],
  );
  const query = useListJobs(params, {
    query: { placeholderData: keepPreviousData, refetchInterval: (current) => whileOffline(refreshWhileActive(current)) },
  });
  const columns = useTaskColumns(query.dataUpdatedAt, true);
  const name = array.name;
  const spec = array.array;
  return (
    <Box as="section" aria-labelledby={headingId} borderTopWidth="1px" pt="3" id={TASKS_SECTION_ID} scrollMarginTop="16">
      <HStack gap="3" wrap="wrap" mb="2">
        <Heading as="h3" size="sm" id={headingId}>
          {t`Tasks`}
        </Heading>
        {spec && (
          <Text textStyle="sm" color="fg.muted">
            {t`Indices ${spec}`}
          </Text>
        )}
      </HStack>
      <Stack gap="3">
        <ArrayCountsBar counts={array.array_counts} />
        <Text textStyle="xs" color="fg.muted">
          {t`Each task is a job of its own: open it for its logs, what it used and to stop it.`}
        </Text>
        <Box css={JOB_TABLE_CSS}>
          <DataTable
            label={t`Tasks of ${name}`}
            columns={columns}
            rows={query.data?.job_set}
            rowKey={taskKey}
            totalCount={query.data?.total_count}
            list={list}
            emptyText={t`No tasks yet`}
            {...tableStateOf(query)}
          />
        </Box>
      </Stack>
    </Box>
  );
}
