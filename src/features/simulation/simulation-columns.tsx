/** The simulation job list's columns: name (to the job's page), status, software, cores, node, account, times. */
import { plural } from '@lingui/core/macro';
import { Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ListSimulationJobsSortKey } from '@/api/generated/model/listSimulationJobsSortKey';
import type { SimulationJob } from '@/api/generated/model/simulationJob';
import { formatDateTime } from '@/shared/format';
import { consolePath, useSession } from '@/shared/session/session-context';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { StatusBadge } from '@/shared/ui/status-badge';
import { formatRunTime } from './sim-duration';
import { SIMULATION_NODE_CORES } from './simulation-node';

export function useSimulationJobPath() {
  const { zone } = useSession();
  return useCallback((sjobId: string) => consolePath(zone, 'ispf', `ispf/${sjobId}`), [zone]);
}

export function softwareOf(job: Pick<SimulationJob, 'sw_name' | 'sw_ver' | 'hpcsw_id'>): string {
  return job.sw_name ? [job.sw_name, job.sw_ver].filter(Boolean).join(' ') : job.hpcsw_id;
}

export function useSimulationColumns(): DataTableColumn<SimulationJob, ListSimulationJobsSortKey>[] {
  const { t } = useLingui();
  const jobPath = useSimulationJobPath();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t`Name / ID`,
        sortKey: 'name',
        cell: (job) => (
          <Stack gap="0">
            <Link asChild colorPalette="blue" fontWeight="medium">
              <RouterLink to={jobPath(job.sjob_id)}>{job.name}</RouterLink>
            </Link>
            <Text textStyle="xs" color="fg.muted">
              {job.sjob_id}
            </Text>
          </Stack>
        ),
      },
      { id: 'job_id', header: t`Scheduler job ID`, cell: (job) => job.job_id ?? '-' },
      { id: 'status', header: t`Status`, cell: (job) => <StatusBadge status={job.job_status} /> },
      { id: 'software', header: t`Software`, cell: (job) => softwareOf(job) },
      {
        id: 'cores',
        header: t`Cores`,
        align: 'end',
        cell: (job) => {
          const { cores } = job;
          const node = SIMULATION_NODE_CORES;
          return (
            <Text
              as="span"
              title={t`${cores} of the node's ${plural(node, { one: '# core', other: '# cores' })}`}
            >{`${cores} / ${node}`}</Text>
          );
        },
      },
      { id: 'node', header: t`Node`, cell: (job) => job.node_list || '-' },
      { id: 'user', header: t`Cluster account`, cell: (job) => job.user ?? '-' },
      { id: 'run_time', header: t`Run time`, sortKey: 'run_time', align: 'end', cell: (job) => formatRunTime(job.run_time) },
      { id: 'submitted_time', header: t`Submitted`, sortKey: 'submitted_time', cell: (job) => formatDateTime(job.submitted_time) },
    ],
    [t, jobPath],
  );
}
