/** The chosen cluster's latest jobs: name (to the job's page), status, queue, cores, submission time. */
import { Link } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Job } from '@/api/generated/model/job';
import { formatDateTime, fuzzyTime } from '@/shared/format';
import { consolePath, useSession } from '@/shared/session/session-context';
import { DataTable, tableStateOf, type DataTableColumn } from '@/shared/ui/data-table';
import { StatusBadge } from '@/shared/ui/status-badge';
import { useRecentJobs } from './use-job-monitor';

export function RecentJobs({ clusterId }: { clusterId: string | undefined }) {
  const { t } = useLingui();
  const { zone, portal } = useSession();
  const query = useRecentJobs(clusterId);
  const columns = useMemo<DataTableColumn<Job>[]>(
    () => [
      {
        id: 'name',
        header: t`Name`,
        cell: (job) => (
          <Link asChild colorPalette="blue">
            <RouterLink to={consolePath(zone, portal, `jobs/${job.hpcjob_uuid}/compute_dir`)}>{job.name}</RouterLink>
          </Link>
        ),
      },
      { id: 'status', header: t`Status`, cell: (job) => <StatusBadge status={job.job_status} /> },
      { id: 'queue', header: t`Queue`, cell: (job) => job.queue ?? '-' },
      { id: 'cores', header: t`Cores`, align: 'end', cell: (job) => job.cores ?? '-' },
      { id: 'user', header: t`Cluster account`, cell: (job) => job.user ?? '-' },
      {
        id: 'submitted',
        header: t`Submitted`,
        cell: (job) => <span title={formatDateTime(job.submitted_time)}>{fuzzyTime(job.submitted_time)}</span>,
      },
    ],
    [t, zone, portal],
  );
  return (
    <DataTable
      label={t`Recent jobs`}
      columns={columns}
      rows={query.data?.job_set}
      rowKey={(job) => job.hpcjob_uuid}
      emptyText={t`No jobs on this cluster yet`}
      {...tableStateOf(query)}
    />
  );
}
