/**
 * An array's tasks below its row in the job list (ADR 0061), asked for only while shown (listJobs by array_of, in
 * index order): the first few, each linking to its page, and the way to all of them on the array's page.
 */
import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useListJobs } from '@/api/generated/endpoints/jobs/jobs';
import type { Job } from '@/api/generated/model/job';
import { whileOffline } from '@/shared/live/live-state';
import { DataTable, tableStateOf } from '@/shared/ui/data-table';
import { useJobPath, useLinkProps } from '../job-paths';
import { refreshWhileActive } from '../use-job-list';
import { useTaskColumns } from './task-columns';

/** Tasks shown below an array's row; the rest are on its page. */
export const PREVIEW_TASKS = 10;

const taskKey = (task: Job) => task.hpcjob_uuid;

export function ArrayTasksPreview({ array }: { array: Pick<Job, 'hpcjob_uuid' | 'name' | 'cluster_id'> }) {
  const { t } = useLingui();
  const jobPath = useJobPath();
  const linkTo = useLinkProps();
  const query = useListJobs(
    { cluster_id: array.cluster_id, array_of: array.hpcjob_uuid, limit: PREVIEW_TASKS, offset: 0 },
    { query: { refetchInterval: (current) => whileOffline(refreshWhileActive(current)) } },
  );
  const columns = useTaskColumns(query.dataUpdatedAt, false);
  const name = array.name;
  const total = query.data?.total_count ?? 0;
  const shown = query.data?.job_set.length ?? 0;
  return (
    // Narrower than the job list's wide table: the tasks' few columns stay together at its start.
    <Stack gap="1.5" ps="6" py="1" maxW="3xl" data-testid="array-tasks-preview">
      <DataTable
        label={t`Tasks of ${name}`}
        columns={columns}
        rows={query.data?.job_set}
        rowKey={taskKey}
        emptyText={t`No tasks yet`}
        {...tableStateOf(query)}
      />
      {total > shown && (
        <Text textStyle="xs" color="fg.muted">
          <Trans>
            The first {shown} of {total} tasks.{' '}
            <a className="job-link" {...linkTo(jobPath(array))}>
              Show all on the array&apos;s page
            </a>
          </Trans>
        </Text>
      )}
    </Stack>
  );
}
