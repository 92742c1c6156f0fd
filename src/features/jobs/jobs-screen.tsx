/**
 * The jobs page (/jobs): every compute job of the user with the running, pending and stopped counts, filters, and
 * bulk stop, resume and delete of the chosen jobs (each confirmed). Refreshes itself while jobs run or wait. A job
 * array is one row that shows its first tasks below it when its toggle is pressed.
 */
import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { useMemo, useState } from 'react';
import type { Job } from '@/api/generated/model/job';
import { JobListFrame } from '@/shared/jobs/job-list-frame';
import { consolePath, useSession } from '@/shared/session/session-context';
import { useRowSelection } from '@/shared/ui/use-row-selection';
import { ArrayExpansionContext, useArrayExpansion } from './arrays/array-expansion';
import { ArrayTasksPreview } from './arrays/array-tasks-preview';
import { LazyJobActionDialog } from './lazy-job-action-dialog';
import { appliesTo, JOB_ACTIONS, type ActionJob, type JobActionKind } from './job-actions';
import { JOB_TABLE_CSS, useJobColumns } from './job-columns';
import { JobListToolbar } from './job-list-toolbar';
import { useJobList } from './use-job-list';

const jobKey = (job: Job) => job.hpcjob_uuid;

export function JobsScreen() {
  const { t } = useLingui();
  const { zone, portal } = useSession();
  const jobs = useJobList();
  const { query, list } = jobs;
  const columns = useJobColumns(query.dataUpdatedAt);
  const chosen = useRowSelection(query.data?.job_set, jobKey, jobs.filterKey);
  // The arrays showing their tasks below their rows.
  const arrays = useArrayExpansion();
  const { expanded: expandedArrays } = arrays;
  const expanded = useMemo(() => ({ keys: expandedArrays, render: (job: Job) => <ArrayTasksPreview array={job} /> }), [expandedArrays]);
  // The jobs a dialog acts on are those chosen when it opened.
  const [action, setAction] = useState<{ kind: JobActionKind; jobs: ActionJob[]; open: boolean }>({ kind: 'stop', jobs: [], open: false });
  return (
    <ArrayExpansionContext.Provider value={arrays}>
      <JobListFrame
        label={t`Jobs`}
        query={query}
        columns={columns}
        rowKey={jobKey}
        list={list}
        chosen={chosen}
        emptyText={t`No jobs in this time range`}
        note={<Trans>Counts follow the filters other than status.</Trans>}
        filters={
          <JobListToolbar
            filters={list.filters}
            search={list.search_word}
            range={jobs.range}
            onFilter={list.setFilter}
            onCluster={jobs.setCluster}
            onSearch={list.setSearch}
            onRange={jobs.setRange}
          />
        }
        kinds={JOB_ACTIONS}
        applies={appliesTo}
        onChange={(kind) => setAction({ kind, jobs: chosen.rows, open: true })}
        expanded={expanded}
        tableCss={JOB_TABLE_CSS}
        actions={
          portal === 'hpc' && (
            <>
              <Button asChild size="sm" variant="outline">
                <RouterLink to={consolePath(zone, 'hpc', 'jobs/more_time')}>
                  <Trans>More time</Trans>
                </RouterLink>
              </Button>
              <Button asChild size="sm" colorPalette="blue">
                <RouterLink to={consolePath(zone, 'hpc', 'hpc_job/submit_job')}>
                  <Plus /> <Trans>Submit job</Trans>
                </RouterLink>
              </Button>
            </>
          )
        }
      >
        <LazyJobActionDialog {...action} onClose={() => setAction((current) => ({ ...current, open: false }))} onAccepted={chosen.clear} />
      </JobListFrame>
    </ArrayExpansionContext.Provider>
  );
}
