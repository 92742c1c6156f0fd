/**
 * The zone administrator's decision on a pending application (software/apply/review, ADR 0025): a confirmation
 * naming the package, the cluster and the applicant; rejecting is shown as the refusal it is and asks why (the
 * contract requires the reason, checked with its own rules before sending; the applicant reads it). A refusal of
 * the reason is shown by its field; any other refusal (the application already decided) in a toast, and the lists
 * are read again.
 */
import { DataList } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isGatewayError } from '@/api/gateway';
import { useReviewSoftwareApplication } from '@/api/generated/endpoints/software/software';
import schema from '@/api/generated/form-schemas/review-software-application-request.json';
import validators from '@/api/generated/form-validators/review-software-application-request';
import type { SoftwareApplication } from '@/api/generated/model/softwareApplication';
import type { SoftwareReviewStatus } from '@/api/generated/model/softwareReviewStatus';
import { ActionDialog } from '@/shared/actions';
import { showErrorToast, showSuccessToast } from '@/shared/errors';
import { checkRequest } from '@/shared/forms/request-check';
import { TextField } from '@/shared/ui/form-fields';
import { SOFTWARE_KEYS } from './software-keys';

export interface Review {
  application: SoftwareApplication;
  decision: SoftwareReviewStatus;
}

export function applicantOf(application: Pick<SoftwareApplication, 'user_name' | 'user_id'>): string {
  return application.user_name ? `${application.user_name} (${application.user_id})` : application.user_id;
}

export function ReviewDialog({ review, open, onClose }: { review: Review; open: boolean; onClose(): void }) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const send = useReviewSoftwareApplication();
  const { application, decision } = review;
  const name = `${application.sw_name} ${application.sw_ver}`;
  const passing = decision === 'passed';
  const [rejectReason, setRejectReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<string>();
  const body = passing
    ? { apply_id: application.apply_id, status: decision }
    : { apply_id: application.apply_id, status: decision, reject_reason: rejectReason.trim() };
  const problems = checked ? checkRequest({ schema, validators }, body, i18n) : {};
  const reasonProblem = passing ? undefined : (refused ?? (checked && !rejectReason.trim() ? t`Required` : problems.reject_reason));
  const confirm = async () => {
    setChecked(true);
    setRefused(undefined);
    if (!passing && (!rejectReason.trim() || checkRequest({ schema, validators }, body, i18n).reject_reason)) return;
    try {
      await send.mutateAsync({ data: body });
      showSuccessToast(passing ? t`The application for ${name} is approved` : t`The application for ${name} is rejected`);
    } catch (error) {
      // The gateway's refusal of the reason stays by the field, the dialog open to correct it.
      if (!passing && isGatewayError(error) && error.fromGateway && error.status === 422) {
        setRefused(error.message);
        return;
      }
      showErrorToast(error, passing ? t`Approving the application for ${name} failed` : t`Rejecting the application for ${name} failed`);
    }
    await Promise.all(SOFTWARE_KEYS.map((queryKey) => client.invalidateQueries({ queryKey })));
    onClose();
  };
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={passing ? t`Approve the application for ${name}?` : t`Reject the application for ${name}?`}
      confirmLabel={passing ? t`Approve` : t`Reject`}
      tone={passing ? 'default' : 'danger'}
      onConfirm={confirm}
    >
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Cluster</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>
            {application.cluster_name ? `${application.cluster_name} (${application.cluster_id})` : application.cluster_id}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Applicant</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>{applicantOf(application)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Reason</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>{application.reason}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {!passing && (
        <TextField
          label={<Trans>Reason for rejecting</Trans>}
          required
          multiline
          value={rejectReason}
          onChange={(value) => {
            setRejectReason(value);
            setRefused(undefined);
          }}
          problem={reasonProblem}
          helper={<Trans>The applicant reads it with the application.</Trans>}
        />
      )}
    </ActionDialog>
  );
}
