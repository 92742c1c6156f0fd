/** The job list's columns: name (to the job's page), scheduler id, status, cluster, queue, cores, account, times. */
import { Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Job } from '../../api/generated/model/job';
import type { ListJobsSortKey } from '../../api/generated/model/listJobsSortKey';
import { formatDateTime } from '../../shared/format';
import { consolePath, useSession } from '../../shared/session/session-context';
import type { DataTableColumn } from '../../shared/ui/data-table';
import { StatusBadge } from '../../shared/ui/status-badge';
import { formatRunTime } from './job-duration';

/** The job's page: its first tab. */
export function useJobPath() {
  const { zone, portal } = useSession();
  return useCallback((job: Pick<Job, 'hpcjob_uuid'>, tab = 'compute_dir') => consolePath(zone, portal, `jobs/${job.hpcjob_uuid}/${tab}`), [zone, portal]);
}

/** The cluster's page, in the HPC portal only (the simulation portal has no cluster pages). */
export function useClusterPath() {
  const { zone, portal } = useSession();
  return useCallback((clusterId: string) => (portal === 'hpc' ? consolePath(zone, 'hpc', `hpc_clusters/${clusterId}`) : undefined), [zone, portal]);
}

export function useJobColumns(): DataTableColumn<Job, ListJobsSortKey>[] {
  const { t } = useLingui();
  const jobPath = useJobPath();
  const clusterPath = useClusterPath();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t`Name / ID`,
        sortKey: 'name',
        cell: (job) => (
          <Stack gap="0">
            <Link asChild colorPalette="blue" fontWeight="medium">
              <RouterLink to={jobPath(job)}>{job.name}</RouterLink>
            </Link>
            <Text textStyle="xs" color="fg.muted">
              {job.hpcjob_uuid}
            </Text>
          </Stack>
        ),
      },
      { id: 'job_id', header: t`Scheduler job ID`, cell: (job) => job.job_id ?? '-' },
      { id: 'status', header: t`Status`, cell: (job) => <StatusBadge status={job.job_status} /> },
      {
        id: 'cluster',
        header: t`Cluster`,
        cell: (job) => {
          const to = clusterPath(job.cluster_id);
          const name = job.cluster_name ?? job.cluster_id;
          return (
            <Stack gap="0">
              {to ? (
                <Link asChild colorPalette="blue">
                  <RouterLink to={to}>{name}</RouterLink>
                </Link>
              ) : (
                <Text>{name}</Text>
              )}
              <Text textStyle="xs" color="fg.muted">
                {job.cluster_id}
              </Text>
            </Stack>
          );
        },
      },
      { id: 'queue', header: t`Queue`, cell: (job) => job.queue ?? '-' },
      { id: 'cores', header: t`Cores`, align: 'end', cell: (job) => job.cores ?? '-' },
      { id: 'user', header: t`Cluster account`, cell: (job) => job.user ?? '-' },
      { id: 'run_time', header: t`Run time`, sortKey: 'run_time', align: 'end', cell: (job) => formatRunTime(job.run_time) },
      { id: 'submitted_time', header: t`Submitted`, sortKey: 'submitted_time', cell: (job) => formatDateTime(job.submitted_time) },
    ],
    [t, jobPath, clusterPath],
  );
}
