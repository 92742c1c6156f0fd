/**
 * Submit again (the submit form prefilled from this job), retry an ended array's failed tasks, stop, resume and
 * delete on the job's page (each change confirmed; on an array's page they act on its tasks); once a deletion is
 * accepted the page goes back to the list.
 */
import { Button, HStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { Job } from '@/api/generated/model/job';
import { JobChangeButtons } from '@/shared/jobs/job-change-buttons';
import { consolePath, useSession } from '@/shared/session/session-context';
import { RetryArrayButton } from './arrays/retry-array-button';
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
      {portal === 'hpc' && (
        <Button asChild size="sm" variant="outline">
          <RouterLink to={consolePath(zone, 'hpc', `hpc_job/submit_job/${job.cluster_id}/${job.hpcjob_uuid}`)}>
            <RotateCcw /> <Trans>Submit again</Trans>
          </RouterLink>
        </Button>
      )}
      {portal === 'hpc' && <RetryArrayButton job={job} />}
      <JobChangeButtons
        kinds={JOB_ACTIONS}
        applies={(kind) => appliesTo(kind, job)}
        otherwise="hide"
        onChoose={(kind) => setAction({ kind, open: true })}
      />
      <LazyJobActionDialog
        {...action}
        jobs={[job]}
        onClose={() => setAction((current) => ({ ...current, open: false }))}
        onAccepted={accepted}
      />
    </HStack>
  );
}
