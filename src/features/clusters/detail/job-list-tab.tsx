/**
 * The cluster's jobs tab (job/list narrowed to the cluster): status filter, search, sorting by submission time
 * (default, newest first), name or run time, and paging; the counts of running, pending and stopped jobs; each
 * job links to its detail page.
 */
import { Badge, Box, HStack, Link, Stack, Tag, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useListJobs } from '@/api/generated/endpoints/jobs/jobs';
import type { Cluster } from '@/api/generated/model/cluster';
import type { Job } from '@/api/generated/model/job';
import type { JobStatus } from '@/api/generated/model/jobStatus';
import type { ListJobsSortKey } from '@/api/generated/model/listJobsSortKey';
import { formatDateTime } from '@/shared/format';
import { ArrayCountsText } from '@/shared/jobs/array-counts';
import { consolePath, useSession } from '@/shared/session/session-context';
import { DataTable, tableStateOf, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { SearchInput } from '@/shared/ui/search-input';
import { StatusBadge } from '@/shared/ui/status-badge';
import { StatusFilter } from '@/shared/ui/status-filter';
import { whileOffline } from '@/shared/live/live-state';

const JOB_STATUSES: JobStatus[] = ['running', 'pending', 'finished', 'exited', 'stopped', 'cancelled', 'unknown', 'deleted'];
const JOB_REFRESH_MS = 10_000;

/** Elapsed seconds as H:MM:SS (no shared duration format exists yet). */
export function formatRunTime(seconds: number | undefined): string {
  if (seconds === undefined || seconds === null || !Number.isFinite(seconds)) return '-';
  const total = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(total / 3600)}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

export function JobListTab({ cluster }: { cluster: Cluster }) {
  const { t } = useLingui();
  const { zone, portal } = useSession();
  const list = useListParams<ListJobsSortKey, { status: JobStatus[] }>({ defaultSortKey: 'submitted_time', defaultReverse: 1 });
  const params = useMemo(() => ({ ...list.params, cluster_id: cluster.cluster_id }), [list.params, cluster.cluster_id]);
  const query = useListJobs(params, {
    query: {
      placeholderData: keepPreviousData,
      refetchInterval: (current) =>
        whileOffline(
          current.state.data?.job_set.some((job) => job.job_status === 'running' || job.job_status === 'pending') ? JOB_REFRESH_MS : false,
        ),
    },
  });
  const columns = useMemo<DataTableColumn<Job, ListJobsSortKey>[]>(
    () => [
      {
        id: 'name',
        header: t`Name / ID`,
        sortKey: 'name',
        cell: (job) => {
          const total = job.array_counts?.total ?? 0;
          return (
            <Stack gap="0.5">
              <HStack gap="2" wrap="wrap">
                <Link asChild colorPalette="blue" fontWeight="medium">
                  <RouterLink to={consolePath(zone, portal, `jobs/${job.hpcjob_uuid}`)}>{job.name}</RouterLink>
                </Link>
                {/* A job array is one row; its tasks are on its page (ADR 0061). */}
                {job.array_counts && (
                  <Badge colorPalette="purple" size="sm">
                    {t`Array · ${plural(total, { one: '# task', other: '# tasks' })}`}
                  </Badge>
                )}
              </HStack>
              <Text textStyle="xs" color="fg.muted" fontFamily="mono">
                {job.hpcjob_uuid}
              </Text>
            </Stack>
          );
        },
      },
      { id: 'job_id', header: t`Scheduler job ID`, cell: (job) => job.job_id ?? '-' },
      {
        id: 'status',
        header: t`Status`,
        cell: (job) => (
          <Stack gap="0.5" align="start">
            <StatusBadge status={job.job_status} />
            {job.array_counts && <ArrayCountsText counts={job.array_counts} />}
          </Stack>
        ),
      },
      { id: 'queue', header: t`Queue`, cell: (job) => job.queue ?? '-' },
      { id: 'cores', header: t`Cores`, align: 'end', cell: (job) => job.cores ?? '-' },
      { id: 'user', header: t`Cluster user`, cell: (job) => job.user ?? '-' },
      { id: 'run_time', header: t`Run time`, sortKey: 'run_time', align: 'end', cell: (job) => formatRunTime(job.run_time) },
      { id: 'submitted', header: t`Submitted`, sortKey: 'submitted_time', cell: (job) => formatDateTime(job.submitted_time) },
    ],
    [t, zone, portal],
  );
  const data = query.data;
  const { nrun = 0, npend = 0, nstop = 0 } = data ?? {};
  return (
    <Box>
      <HStack gap="3" mb="3" wrap="wrap">
        <SearchInput label={t`Search by job name or ID`} value={list.search_word} onSearch={list.setSearch} />
        <StatusFilter<JobStatus>
          label={t`Job status`}
          placeholder={t`All statuses`}
          options={JOB_STATUSES}
          value={list.filters.status === 'all' ? [] : (list.filters.status ?? [])}
          onChange={(statuses) => list.setFilter('status', statuses)}
        />
        {data && (
          <HStack gap="2" aria-label={t`Job counts`}>
            <Tag.Root colorPalette="blue">
              <Tag.Label>
                <Trans>Running {nrun}</Trans>
              </Tag.Label>
            </Tag.Root>
            <Tag.Root colorPalette="gray">
              <Tag.Label>
                <Trans>Pending {npend}</Trans>
              </Tag.Label>
            </Tag.Root>
            <Tag.Root colorPalette="orange">
              <Tag.Label>
                <Trans>Stopped {nstop}</Trans>
              </Tag.Label>
            </Tag.Root>
          </HStack>
        )}
      </HStack>
      <DataTable
        label={t`Jobs of the cluster`}
        columns={columns}
        rows={data?.job_set}
        rowKey={(job) => job.hpcjob_uuid}
        totalCount={data?.total_count}
        list={list}
        emptyText={t`No job on this cluster`}
        {...tableStateOf(query)}
      />
    </Box>
  );
}
