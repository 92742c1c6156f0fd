/**
 * On a task's page, the array it belongs to (ADR 0061): "Task 3 of array <name>", the name a link to the array's
 * page (read from the array's own page data, shared with that page).
 */
import { Link, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useGetJobDetail } from '@/api/generated/endpoints/jobs/jobs';
import type { Job } from '@/api/generated/model/job';
import { useJobPath, useLinkProps } from '../job-paths';

export function TaskOfArray({ task }: { task: Job }) {
  if (!task.array_of) return null;
  return <TaskLine task={task} arrayUuid={task.array_of} />;
}

function TaskLine({ task, arrayUuid }: { task: Job; arrayUuid: string }) {
  const jobPath = useJobPath();
  const linkProps = useLinkProps();
  const array = useGetJobDetail(arrayUuid, undefined, { query: { staleTime: 30_000 } });
  // A task bears its array's name; the array's own is read in case it differs.
  const name = array.data?.job.name ?? task.name;
  const index = task.array_task_id ?? '-';
  return (
    <Text textStyle="sm" data-testid="task-of-array">
      <Trans>
        Task {index} of array{' '}
        <Link colorPalette="blue" fontWeight="medium" {...linkProps(jobPath({ hpcjob_uuid: arrayUuid }))}>
          {name}
        </Link>
      </Trans>
    </Text>
  );
}
