/**
 * The jobs a submission may wait for: the user's jobs of the chosen cluster (job/list, newest first, one page of
 * 100), as the options of the dependency field's job picker. The gateway lists no deleted job; one that is deleted
 * while the list is kept is left out here too.
 */
import type { I18n } from '@lingui/core';
import { useListJobs } from '@/api/generated/endpoints/jobs/jobs';
import type { Job } from '@/api/generated/model/job';
import type { SelectOption } from '@/shared/forms';
import { statusMessage } from '@/shared/ui/status-badge';

const JOB_LIMIT = 100;

export function useDependencyJobs(clusterId: string | undefined) {
  const query = useListJobs(
    { cluster_id: clusterId, sort_key: 'submitted_time', reverse: 1, limit: JOB_LIMIT },
    { query: { enabled: !!clusterId, staleTime: 30_000 } },
  );
  const jobs = clusterId ? (query.data?.job_set ?? []).filter((job) => job.job_status !== 'deleted') : [];
  return { jobs, isFetching: query.isFetching, isSuccess: query.isSuccess, error: query.error };
}

/**
 * The picker's options: each job by name, id and status word. `taken` are the jobs other rows already wait for (a
 * job is named once); `value`, a job no longer listed (older than the page), stays as its id so the row keeps it.
 */
export function jobOptions(
  jobs: readonly Job[],
  taken: ReadonlySet<string>,
  value: string | undefined,
  i18n: Pick<I18n, '_'>,
): SelectOption[] {
  const options: SelectOption[] = jobs.map((job) => {
    const status = statusMessage(job.job_status);
    const word = status ? i18n._(status) : job.job_status;
    return { value: job.hpcjob_uuid, label: `${job.name} (${job.hpcjob_uuid}) · ${word}`, disabled: taken.has(job.hpcjob_uuid) };
  });
  if (value && !jobs.some((job) => job.hpcjob_uuid === value)) options.unshift({ value, label: value });
  return options;
}
