/**
 * The confirmation of stopping or deleting simulation jobs (from the list's choice or the job's page): it names the
 * jobs the change applies to and how many it skips, sends them in one request and follows it in the simulation
 * portal's operation log. Deleting is irreversible: a red button.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useDeleteSimulationJobs, useStopSimulationJobs } from '@/api/generated/endpoints/jobs/jobs';
import { simulationOperationLog } from '@/shared/actions/operation-logs';
import { useFollowedChange } from '@/shared/actions/use-followed-change';
import { JobChangeDialog } from '@/shared/jobs/job-change-dialog';
import { simulationActionApplies, simulationRefreshKeys, type ActionSimulationJob, type SimulationActionKind } from './simulation-actions';

export interface SimulationActionDialogProps {
  open: boolean;
  kind: SimulationActionKind;
  jobs: readonly ActionSimulationJob[];
  onClose(): void;
  /** The request was accepted. */
  onAccepted?(kind: SimulationActionKind): void;
}

export function SimulationActionDialog({ open, kind, jobs, onClose, onAccepted }: SimulationActionDialogProps) {
  const { t } = useLingui();
  const stop = useStopSimulationJobs();
  const remove = useDeleteSimulationJobs();
  const applied = jobs.filter((job) => simulationActionApplies(kind, job));
  const count = applied.length;
  const name = applied[0]?.name ?? '';
  const action = useFollowedChange({
    send: (ids: string[]) => (kind === 'stop' ? stop : remove).mutateAsync({ data: { sjob_ids: ids } }),
    refresh: simulationRefreshKeys(applied),
    log: simulationOperationLog,
    messages:
      count === 1
        ? kind === 'stop'
          ? { success: t`Simulation job ${name} is stopped`, failure: t`Stopping simulation job ${name} failed` }
          : { success: t`Simulation job ${name} is deleted`, failure: t`Deleting simulation job ${name} failed` }
        : kind === 'stop'
          ? {
              success: t`${plural(count, { one: '# simulation job is stopped', other: '# simulation jobs are stopped' })}`,
              failure: t`Stopping ${plural(count, { one: '# simulation job', other: '# simulation jobs' })} failed`,
            }
          : {
              success: t`${plural(count, { one: '# simulation job is deleted', other: '# simulation jobs are deleted' })}`,
              failure: t`Deleting ${plural(count, { one: '# simulation job', other: '# simulation jobs' })} failed`,
            },
  });
  const confirm = async () => {
    if (await action.run(applied.map((job) => job.sjob_id))) {
      onAccepted?.(kind);
      onClose();
    }
  };
  const title =
    kind === 'stop'
      ? count === 1
        ? t`Stop simulation job`
        : t`Stop simulation jobs`
      : count === 1
        ? t`Delete simulation job`
        : t`Delete simulation jobs`;
  return (
    <JobChangeDialog
      open={open}
      onClose={onClose}
      title={title}
      danger={kind === 'delete'}
      question={
        kind === 'stop'
          ? t`Stop these simulation jobs? A stopped simulation job cannot be resumed: submit it again to run it.`
          : t`Delete these simulation jobs from the job list? Running and pending jobs are cancelled first. The files the jobs wrote stay on the shared storage.`
      }
      listLabel={t`Simulation jobs`}
      jobs={applied.map((job) => ({ key: job.sjob_id, name: job.name, detail: job.sjob_id }))}
      skipped={jobs.length - count}
      busy={action.sending}
      onConfirm={() => void confirm()}
    />
  );
}
