/** Stop and delete on a simulation job's page (each confirmed); once a deletion is accepted the page goes back to the list. */
import { HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SimulationJob } from '@/api/generated/model/simulationJob';
import { JobChangeButtons } from '@/shared/jobs/job-change-buttons';
import { consolePath, useSession } from '@/shared/session/session-context';
import { LazySimulationActionDialog } from './lazy-simulation-action-dialog';
import { simulationActionApplies, SIMULATION_ACTIONS, type SimulationActionKind } from './simulation-actions';

export function SimulationDetailActions({ job }: { job: SimulationJob }) {
  const navigate = useNavigate();
  const { zone } = useSession();
  const [action, setAction] = useState<{ kind: SimulationActionKind; open: boolean }>({ kind: 'stop', open: false });
  const accepted = (kind: SimulationActionKind) => {
    if (kind === 'delete') void navigate(consolePath(zone, 'ispf', 'ispf'));
  };
  return (
    <HStack gap="2" wrap="wrap">
      <JobChangeButtons
        kinds={SIMULATION_ACTIONS}
        applies={(kind) => simulationActionApplies(kind, job)}
        otherwise="hide"
        onChoose={(kind) => setAction({ kind, open: true })}
      />
      <LazySimulationActionDialog
        {...action}
        jobs={[job]}
        onClose={() => setAction((current) => ({ ...current, open: false }))}
        onAccepted={accepted}
      />
    </HStack>
  );
}
