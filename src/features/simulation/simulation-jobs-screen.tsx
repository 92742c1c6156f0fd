/**
 * The simulation portal's job list (/ispf): the user's simulation jobs (each on a single node of the simulation
 * cluster) with the running, pending and stopped counts, filters, and stop and delete of the chosen jobs (each
 * confirmed), and a new submission (single node, the submission form of the contract). Refreshes itself while jobs
 * run or wait.
 */
import { Button, HStack } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { SimulationJob } from '@/api/generated/model/simulationJob';
import { JobListFrame } from '@/shared/jobs/job-list-frame';
import { useRowSelection } from '@/shared/ui/use-row-selection';
import { LazySimulationActionDialog } from './lazy-simulation-action-dialog';
import { LazySubmitSimulationDialog } from './lazy-submit-simulation-dialog';
import { simulationActionApplies, SIMULATION_ACTIONS, type ActionSimulationJob, type SimulationActionKind } from './simulation-actions';
import { useSimulationColumns } from './simulation-columns';
import { SimulationListToolbar } from './simulation-list-toolbar';
import { SIMULATION_NODE_CORES } from './simulation-node';
import { useSimulationJobs } from './use-simulation-jobs';

const jobKey = (job: SimulationJob) => job.sjob_id;

export function SimulationJobsScreen() {
  const { t } = useLingui();
  const jobs = useSimulationJobs();
  const columns = useSimulationColumns();
  const chosen = useRowSelection(jobs.query.data?.job_set, jobKey, jobs.filterKey);
  const [action, setAction] = useState<{ kind: SimulationActionKind; jobs: ActionSimulationJob[]; open: boolean }>({
    kind: 'stop',
    jobs: [],
    open: false,
  });
  const [submitting, setSubmitting] = useState({ open: false, key: 0 });
  const cores = SIMULATION_NODE_CORES;
  return (
    <JobListFrame
      label={t`Simulation jobs`}
      query={jobs.query}
      columns={columns}
      rowKey={jobKey}
      list={jobs.list}
      chosen={chosen}
      emptyText={t`No simulation jobs in this time range`}
      note={
        <Trans>
          Each simulation job runs on a single node of <Plural value={cores} one="# core" other="# cores" />.
        </Trans>
      }
      filters={
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <SimulationListToolbar jobs={jobs} />
          <Button
            size="sm"
            colorPalette="blue"
            flexShrink="0"
            onClick={() => setSubmitting((current) => ({ open: true, key: current.key + 1 }))}
          >
            <Plus />
            <Trans>Submit simulation job</Trans>
          </Button>
        </HStack>
      }
      kinds={SIMULATION_ACTIONS}
      applies={simulationActionApplies}
      onChange={(kind) => setAction({ kind, jobs: chosen.rows, open: true })}
    >
      <LazySimulationActionDialog
        {...action}
        onClose={() => setAction((current) => ({ ...current, open: false }))}
        onAccepted={chosen.clear}
      />
      <LazySubmitSimulationDialog
        key={submitting.key}
        open={submitting.open}
        onClose={() => setSubmitting((current) => ({ ...current, open: false }))}
      />
    </JobListFrame>
  );
}
