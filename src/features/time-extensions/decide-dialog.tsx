/**
 * The owner's or zone administrator's decision on a request for more time (ADR 0060): a confirmation naming the job,
 * the submitter, the limit asked for and the reason; refusing may say why (optional, checked with the contract's own
 * rules). A refusal by the gateway (the queue's maximum, the job ended, Slurm did not take the limit) is told in a
 * toast and the list is read again.
 */
import { DataList } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListTimeExtensionsQueryKey,
  useApproveTimeExtension,
  useRefuseTimeExtension,
} from '@/api/generated/endpoints/time-extensions/time-extensions';
import schema from '@/api/generated/form-schemas/refuse-time-extension-request.json';
import validators from '@/api/generated/form-validators/refuse-time-extension-request';
import type { TimeExtension } from '@/api/generated/model/timeExtension';
import { ActionDialog } from '@/shared/actions';
import { showErrorToast, showSuccessToast } from '@/shared/errors';
import { checkRequest } from '@/shared/forms/request-check';
import { TextField } from '@/shared/ui/form-fields';

export interface Decision {
  request: TimeExtension;
  approve: boolean;
}

export const submitterOf = (r: Pick<TimeExtension, 'user_name' | 'user_id'>) => (r.user_name ? `${r.user_name} (${r.user_id})` : r.user_id);

export function DecideDialog({ decision, open, onClose }: { decision: Decision; open: boolean; onClose(): void }) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const approve = useApproveTimeExtension();
  const refuse = useRefuseTimeExtension();
  const { request } = decision;
  const name = request.job_name;
  const before = request.old_time_limit ?? '-';
  const after = request.new_time_limit;
  const [reason, setReason] = useState('');
  const body = { extension_id: request.extension_id, ...(reason.trim() ? { refuse_reason: reason.trim() } : {}) };
  const problem = decision.approve ? undefined : checkRequest({ schema, validators }, body, i18n).refuse_reason;
  const confirm = async () => {
    if (problem) return;
    try {
      if (decision.approve) {
        await approve.mutateAsync({ data: { extension_id: request.extension_id } });
        showSuccessToast(t`${name} has ${after} min now`);
      } else {
        await refuse.mutateAsync({ data: body });
        showSuccessToast(t`More time for ${name} is refused`);
      }
    } catch (error) {
      showErrorToast(error, decision.approve ? t`Approving more time for ${name} failed` : t`Refusing more time for ${name} failed`);
    }
    await client.invalidateQueries({ queryKey: getListTimeExtensionsQueryKey() });
    onClose();
  };
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={decision.approve ? t`Give ${name} more time?` : t`Refuse more time for ${name}?`}
      confirmLabel={decision.approve ? t`Approve` : t`Refuse`}
      tone={decision.approve ? 'default' : 'danger'}
      onConfirm={confirm}
    >
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Submitter</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>{submitterOf(request)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Time limit</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>{t`${before} min → ${after} min`}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Reason</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>{request.reason}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {!decision.approve && (
        <TextField
          label={<Trans>Reason for refusing</Trans>}
          multiline
          value={reason}
          onChange={setReason}
          problem={problem}
          helper={<Trans>Optional. The submitter reads it on the job's page.</Trans>}
        />
      )}
    </ActionDialog>
  );
}
