/**
 * "Retry failed tasks" confirmed (ADR 0061): retryJobArray submits a new array of exactly the tasks of this one
 * that did not finish, with its fields and its limit of tasks at once; followed in the operation log like a
 * submission. Once accepted the new array's page opens, and a toast says so. A refusal (tasks still waiting or
 * running, every task finished, the core-hour quota) is told in the gateway's words and the dialog stays open.
 */
import { Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  getGetJobDetailQueryKey,
  getGetQuotaUsageQueryKey,
  getListJobsQueryKey,
  useRetryJobArray,
} from '@/api/generated/endpoints/jobs/jobs';
import { getListOperationsQueryKey } from '@/api/generated/endpoints/operation-log/operation-log';
import type { Job } from '@/api/generated/model/job';
import { ActionDialog } from '@/shared/actions/action-dialog';
import { useFollowedChange } from '@/shared/actions/use-followed-change';
import { useJobPath } from '../job-paths';

export interface RetryArrayDialogProps {
  open: boolean;
  array: Pick<Job, 'hpcjob_uuid' | 'name' | 'cluster_id'>;
  /** The tasks that did not finish. */
  count: number;
  onClose(): void;
}

export function RetryArrayDialog({ open, array, count, onClose }: RetryArrayDialogProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const jobPath = useJobPath();
  const { mutateAsync } = useRetryJobArray();
  /** The hpcjob_uuid of the new array, once accepted. */
  const created = useRef<string | undefined>(undefined);
  const name = array.name;
  const tasks = plural(count, { one: '# task', other: '# tasks' });
  const change = useFollowedChange({
    send: async () => {
      const answer = await mutateAsync({ data: { cluster_id: array.cluster_id, hpcjob_uuid: array.hpcjob_uuid } });
      created.current = answer.hpcjob_uuid;
      return answer;
    },
    // The new array reserves core-hours like a submission (ADR 0026).
    refresh: [getListJobsQueryKey(), getListOperationsQueryKey(), getGetQuotaUsageQueryKey(), getGetJobDetailQueryKey(array.hpcjob_uuid)],
    messages: {
      accepted: t`The ${tasks} of ${name} that did not finish run again as a new array`,
      success: t`The new array of ${name} was accepted by the scheduler`,
      failure: t`Retrying the tasks of ${name} failed`,
      refused: t`The failed tasks of ${name} could not be retried`,
    },
  });
  const confirm = async () => {
    created.current = undefined;
    const jobId = await change.run(undefined);
    const uuid = created.current as string | undefined;
    if (!jobId || !uuid) return;
    onClose();
    void navigate(jobPath({ hpcjob_uuid: uuid }));
  };
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t`Retry failed tasks`}
      confirmLabel={t`Retry ${tasks}`}
      busy={change.sending}
      onConfirm={confirm}
    >
      <Text>
        {t`A new array runs again the ${tasks} of ${name} that did not finish (failed, stopped, cancelled or unknown), with their indices, the same command and resources and the same limit of tasks at once.`}
      </Text>
      <Text textStyle="sm" color="fg.muted">
        {t`Each task counts against your core-hour quota on its own. This array stays as it is.`}
      </Text>
    </ActionDialog>
  );
}
