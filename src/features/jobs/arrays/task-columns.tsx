/**
 * The columns of an array's tasks (ADR 0061): its index as a link to the task's page ("#3"), status with why it
 * waits, run time and efficiency; on the array's page also when it started and its exit code. The cells are plain
 * elements styled by the job table's classes (JOB_TABLE_CSS), as the job list's.
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Job } from '@/api/generated/model/job';
import { formatDateTime } from '@/shared/format';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { StatusBadge } from '@/shared/ui/status-badge';
import { RunTime } from '../job-run-time';
import { useJobPath, useLinkProps } from '../job-paths';
import { UsageCell } from '../job-usage';
import { WaitingLine } from '../job-waiting';

/** `fetchedAt`: when the tasks arrived; `full`: the array page's columns (started, exit code) beside the list's. */
export function useTaskColumns(fetchedAt: number, full: boolean): DataTableColumn<Job>[] {
  const { t } = useLingui();
  const jobPath = useJobPath();
  const linkTo = useLinkProps();
  return useMemo(() => {
    const index: DataTableColumn<Job> = {
      id: 'task',
      header: t`Task`,
      cell: (task) => {
        const number = task.array_task_id ?? '-';
        return (
          <a className="job-link" aria-label={t`Task ${number}`} {...linkTo(jobPath(task))}>
            #{number}
          </a>
        );
      },
    };
    const status: DataTableColumn<Job> = {
      id: 'status',
      header: t`Status`,
      cell: (task) => (
        <>
          <StatusBadge status={task.job_status} />
          <WaitingLine job={task} />
        </>
      ),
    };
    const started: DataTableColumn<Job> = { id: 'started', header: t`Started`, cell: (task) => formatDateTime(task.started_time) };
    const runTime: DataTableColumn<Job> = {
      id: 'run_time',
      header: t`Run time`,
      align: 'end',
      cell: (task) => <RunTime job={task} fetchedAt={fetchedAt} />,
    };
    const exitCode: DataTableColumn<Job> = { id: 'exit_code', header: t`Exit code`, align: 'end', cell: (task) => task.exit_code ?? '-' };
    const usage: DataTableColumn<Job> = { id: 'usage', header: t`Efficiency`, cell: (task) => <UsageCell job={task} /> };
    return full ? [index, status, started, runTime, exitCode, usage] : [index, status, runTime, usage];
  }, [t, jobPath, linkTo, fetchedAt, full]);
}
