/**
 * The job list's columns: name (to the job's page), scheduler id, status (with why a pending job waits), cluster,
 * queue, cores, account, run time (live for running jobs, with the time left of a time limit), what an ended job used
 * of its cores and memory, and submission time. A job array (ADR 0061) is one row: its name marked with its task
 * count and a toggle for its tasks below it, its tasks' counts by status under its own; what it used is its tasks'.
 *
 * A page holds up to 100 rows: the cells are plain elements styled once for the whole table (JOB_TABLE_CSS, by
 * class) and their links plain anchors (useLinkProps), so a page change renders little besides the rows' text.
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Job } from '@/api/generated/model/job';
import type { ListJobsSortKey } from '@/api/generated/model/listJobsSortKey';
import { formatDateTime } from '@/shared/format';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { StatusBadge } from '@/shared/ui/status-badge';
import { ArrayCountsLine, COUNT_COLORS, COUNTED_STATES } from '@/shared/jobs/array-counts';
import { ArrayMark, ArrayToggle } from './arrays/array-expansion';
import { RunTime } from './job-run-time';
import { useClusterPath, useJobPath, useLinkProps } from './job-paths';
import { UsageCell } from './job-usage';
import { WaitingLine } from './job-waiting';

export { useClusterPath } from './job-paths';

/** The styles of the cells' classes, set on an element around the table. */
export const JOB_TABLE_CSS: SystemStyleObject = {
  '& .job-link': {
    color: 'blue.fg',
    fontWeight: 'medium',
    textDecoration: 'none',
    rounded: 'l1',
    _hover: { textDecoration: 'underline' },
    _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'blue.focusRing' },
  },
  '& .job-link.job-plain': { fontWeight: 'normal' },
  '& .job-sub': { display: 'block', textStyle: 'xs', color: 'fg.muted' },
  '& .job-low': { color: 'orange.fg' },
  '& .job-toggle': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: '5',
    marginInlineEnd: '1',
    verticalAlign: 'text-bottom',
    rounded: 'l1',
    color: 'fg.muted',
    cursor: 'pointer',
    _hover: { bg: 'bg.emphasized', color: 'fg' },
    _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'blue.focusRing' },
    '& svg': { transitionProperty: 'transform', transitionDuration: 'fast' },
    '&[aria-expanded=true] svg': { transform: 'rotate(90deg)' },
  },
  '& .job-array-mark': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    marginInlineStart: '2',
    paddingInline: '1.5',
    rounded: 'l1',
    textStyle: 'xs',
    whiteSpace: 'nowrap',
    verticalAlign: 'text-bottom',
    bg: 'purple.subtle',
    color: 'purple.fg',
  },
  '& tr[data-expansion] > td': { bg: 'bg.subtle', paddingBlock: '2' },
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS selectors
  ...Object.fromEntries(COUNTED_STATES.map((state) => [`& .job-count-${state}`, { color: COUNT_COLORS[state] }])),
};

/** `fetchedAt`: when the rows arrived (the query's dataUpdatedAt), from which running jobs' run times grow. */
export function useJobColumns(fetchedAt: number): DataTableColumn<Job, ListJobsSortKey>[] {
  const { t } = useLingui();
  const jobPath = useJobPath();
  const clusterPath = useClusterPath();
  const linkTo = useLinkProps();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t`Name / ID`,
        sortKey: 'name',
        cell: (job) => (
          <>
            {job.array_counts && <ArrayToggle job={job} />}
            <a className="job-link" {...linkTo(jobPath(job))}>
              {job.name}
            </a>
            {job.array_counts && <ArrayMark total={job.array_counts.total} />}
            <span className="job-sub">{job.hpcjob_uuid}</span>
          </>
        ),
      },
      { id: 'job_id', header: t`Scheduler job ID`, cell: (job) => job.job_id ?? '-' },
      {
        id: 'status',
        header: t`Status`,
        cell: (job) => (
          <>
            <StatusBadge status={job.job_status} />
            {job.array_counts ? <ArrayCountsLine counts={job.array_counts} /> : <WaitingLine job={job} />}
          </>
        ),
      },
      {
        id: 'cluster',
        header: t`Cluster`,
        cell: (job) => {
          const to = clusterPath(job.cluster_id);
          const name = job.cluster_name ?? job.cluster_id;
          return (
            <>
              {to ? (
                <a className="job-link job-plain" {...linkTo(to)}>
                  {name}
                </a>
              ) : (
                <span>{name}</span>
              )}
              <span className="job-sub">{job.cluster_id}</span>
            </>
          );
        },
      },
      { id: 'queue', header: t`Queue`, cell: (job) => job.queue ?? '-' },
      { id: 'cores', header: t`Cores`, align: 'end', cell: (job) => job.cores ?? '-' },
      { id: 'user', header: t`Cluster account`, cell: (job) => job.user ?? '-' },
      {
        id: 'run_time',
        header: t`Run time`,
        sortKey: 'run_time',
        align: 'end',
        cell: (job) => <RunTime job={job} fetchedAt={fetchedAt} />,
      },
      // Each task of an array has its own figures, shown with its tasks.
      { id: 'usage', header: t`Efficiency`, cell: (job) => (job.array_counts ? null : <UsageCell job={job} />) },
      { id: 'submitted_time', header: t`Submitted`, sortKey: 'submitted_time', cell: (job) => formatDateTime(job.submitted_time) },
    ],
    [t, jobPath, clusterPath, linkTo, fetchedAt],
  );
}
