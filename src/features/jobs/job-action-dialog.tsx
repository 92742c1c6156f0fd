/**
 * The confirmation of stopping, resuming or deleting jobs (from the list's selection or the job's page). It names
 * the jobs the change applies to and how many of the chosen ones it skips; on confirm it sends one request per
 * cluster and follows each in the operation log. Deleting is irreversible: a red button. An array's change applies to
 * its tasks (ADR 0061): the question says so.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useDeleteJobs, useResumeJobs, useStopJobs } from '@/api/generated/endpoints/jobs/jobs';
import { useFollowedChange } from '@/shared/actions/use-followed-change';
import { JobChangeDialog } from '@/shared/jobs/job-change-dialog';
import { jobRefreshKeys, requestsFor, type ActionJob, type ClusterJobs, type JobActionKind } from './job-actions';

export interface JobActionDialogProps {
  open: boolean;
  /** The change to confirm. */
  kind: JobActionKind;
  /** The chosen jobs (the change skips those it does not apply to). */
  jobs: readonly ActionJob[];
  onClose(): void;
  /** At least one request was accepted (e.g. clear the selection, leave a deleted job's page). */
  onAccepted?(kind: JobActionKind): void;
}

type Variables = ClusterJobs & { kind: JobActionKind };

function useJobChange(jobs: readonly ActionJob[]) {
  const { t } = useLingui();
  const stop = useStopJobs();
  const resume = useResumeJobs();
  const remove = useDeleteJobs();
  const mutations = { stop, resume, delete: remove };
  return useFollowedChange<Variables>({
    send: ({ kind, cluster_id, jobs }) =>
      mutations[kind].mutateAsync({ data: { cluster_id, job_ids: jobs.map((job) => job.hpcjob_uuid) } }),
    refresh: jobRefreshKeys(jobs),
    messages: ({ kind, jobs }) => {
      const name = jobs[0]?.name ?? '';
      const count = jobs.length;
      if (count === 1) {
        return {
          stop: { success: t`Job ${name} is stopped`, failure: t`Stopping job ${name} failed` },
          resume: { success: t`Job ${name} is resumed`, failure: t`Resuming job ${name} failed` },
          delete: { success: t`Job ${name} is deleted`, failure: t`Deleting job ${name} failed` },
        }[kind];
      }
      return {
        stop: {
          success: t`${plural(count, { one: '# job is stopped', other: '# jobs are stopped' })}`,
          failure: t`Stopping ${plural(count, { one: '# job', other: '# jobs' })} failed`,
        },
        resume: {
          success: t`${plural(count, { one: '# job is resumed', other: '# jobs are resumed' })}`,
          failure: t`Resuming ${plural(count, { one: '# job', other: '# jobs' })} failed`,
        },
        delete: {
          success: t`${plural(count, { one: '# job is deleted', other: '# jobs are deleted' })}`,
          failure: t`Deleting ${plural(count, { one: '# job', other: '# jobs' })} failed`,
        },
      }[kind];
    },
  });
}

export function JobActionDialog({ open, kind, jobs, onClose, onAccepted }: JobActionDialogProps) {
  const { t, i18n } = useLingui();
  const change = useJobChange(jobs);
  const requests = requestsFor(kind, jobs);
  const applied = requests.flatMap((request) => request.jobs);
  const single = applied.length === 1;
  const titles = {
    stop: single ? t`Stop job` : t`Stop jobs`,
    resume: single ? t`Resume job` : t`Resume jobs`,
    delete: single ? t`Delete job` : t`Delete jobs`,
  };
  const questions = {
    stop: t`Stop these jobs? Stopped jobs can be resumed later.`,
    resume: t`Resume these jobs? They are queued again on their clusters.`,
    delete: t`Delete these jobs from the job list? Running and pending jobs are cancelled first. The files the jobs wrote stay on the shared storage.`,
  };
  // Between two sentences: a space in English, none after Chinese punctuation.
  const gap = i18n.locale.startsWith('zh') ? '' : ' ';
  const ofTasks = applied.some((job) => job.array_counts) ? `${gap}${t`A job array's change applies to each of its tasks.`}` : '';
  const confirm = async () => {
    let accepted = 0;
    for (const request of requests) {
      if (await change.run({ ...request, kind })) accepted += 1;
    }
    if (accepted > 0) {
      onAccepted?.(kind);
      onClose();
    }
  };
  return (
    <JobChangeDialog
      open={open}
      onClose={onClose}
      title={titles[kind]}
      danger={kind === 'delete'}
      question={`${questions[kind]}${ofTasks}`}
      listLabel={t`Jobs`}
      jobs={applied.map((job) => ({ key: job.hpcjob_uuid, name: job.name, detail: job.cluster_name ?? job.cluster_id }))}
      skipped={jobs.length - applied.length}
      busy={change.sending}
      onConfirm={() => void confirm()}
    />
  );
}
