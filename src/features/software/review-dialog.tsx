/**
 * The zone administrator's decision on a pending application (software/apply/review, ADR 0025): a confirmation
 * naming the package, the cluster and the applicant; rejecting is shown as the refusal it is. A refusal of the
 * gateway (the application already decided) is said in a toast and the lists are read again.
 */
import { DataList } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useReviewSoftwareApplication } from '../../api/generated/endpoints/software/software';
import type { SoftwareApplication } from '../../api/generated/model/softwareApplication';
import type { SoftwareReviewStatus } from '../../api/generated/model/softwareReviewStatus';
import { ActionDialog } from '../../shared/actions';
import { showErrorToast, showSuccessToast } from '../../shared/errors';
import { SOFTWARE_KEYS } from './software-keys';

export interface Review {
  application: SoftwareApplication;
  decision: SoftwareReviewStatus;
}

export function applicantOf(application: Pick<SoftwareApplication, 'user_name' | 'user_id'>): string {
  return application.user_name ? `${application.user_name} (${application.user_id})` : application.user_id;
}

export function ReviewDialog({ review, open, onClose }: { review: Review; open: boolean; onClose(): void }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const send = useReviewSoftwareApplication();
  const { application, decision } = review;
  const name = `${application.sw_name} ${application.sw_ver}`;
  const passing = decision === 'passed';
  const confirm = async () => {
    try {
      await send.mutateAsync({ data: { apply_id: application.apply_id, status: decision } });
      showSuccessToast(passing ? t`The application for ${name} is approved` : t`The application for ${name} is rejected`);
    } catch (error) {
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
          <DataList.ItemValue>{application.cluster_name ? `${application.cluster_name} (${application.cluster_id})` : application.cluster_id}</DataList.ItemValue>
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
    </ActionDialog>
  );
}
