/** Stop, resume and delete on the job's page (each confirmed); once a deletion is accepted the page goes back to the list. */
import { HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Job } from '../../api/generated/model/job';
import { JobChangeButtons } from '../../shared/jobs/job-change-buttons';
import { consolePath, useSession } from '../../shared/session/session-context';
import { LazyJobActionDialog } from './lazy-job-action-dialog';
import { appliesTo, JOB_ACTIONS, type JobActionKind } from './job-actions';

export function JobDetailActions({ job }: { job: Job }) {
  const navigate = useNavigate();
  const { zone, portal } = useSession();
  const [action, setAction] = useState<{ kind: JobActionKind; open: boolean }>({ kind: 'stop', open: false });
  const accepted = (kind: JobActionKind) => {
    if (kind === 'delete') void navigate(consolePath(zone, portal, 'jobs'));
  };
  return (
    <HStack gap="2" wrap="wrap">
      <JobChangeButtons kinds={JOB_ACTIONS} applies={(kind) => appliesTo(kind, job)} otherwise="hide" onChoose={(kind) => setAction({ kind, open: true })} />
      <LazyJobActionDialog {...action} jobs={[job]} onClose={() => setAction((current) => ({ ...current, open: false }))} onAccepted={accepted} />
    </HStack>
  );
}
