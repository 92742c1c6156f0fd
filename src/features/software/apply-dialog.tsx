/**
 * Apply for a commercial package on a cluster (software/apply) with a reason: the application then waits, pending,
 * for the zone administrator (ADR 0025). The cluster and the reason are checked with the contract's own rules
 * (ApplySoftwareRequest) before anything is sent; a refusal of the gateway (a cluster the user may only read, a
 * duplicate application, software that does not run there) is shown on the cluster, in the gateway's words.
 */
import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isGatewayError } from '@/api/gateway';
import { useListClusters } from '@/api/generated/endpoints/clusters/clusters';
import { useApplySoftware } from '@/api/generated/endpoints/software/software';
import schema from '@/api/generated/form-schemas/apply-software-request.json';
import validators from '@/api/generated/form-validators/apply-software-request';
import type { Software } from '@/api/generated/model/software';
import { ActionDialog } from '@/shared/actions';
import { showErrorToast, showSuccessToast } from '@/shared/errors';
import { checkRequest } from '@/shared/forms/request-check';
import { TextareaField } from '@/shared/ui/form-fields';
import { SOFTWARE_KEYS } from './software-keys';

/** The cluster all-list (section 9): the user's live clusters. */
const CLUSTERS = { status: ['pending', 'active', 'stopped', 'suspended'], limit: 100, offset: 0 } as const;

export interface ApplyDialogProps {
  software: Pick<Software, 'hpcsw_id' | 'sw_name' | 'sw_ver'>;
  open: boolean;
  onClose(): void;
}

export function ApplyDialog({ software, open, onClose }: ApplyDialogProps) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const clusters = useListClusters({ ...CLUSTERS, status: [...CLUSTERS.status] });
  const apply = useApplySoftware();
  const [clusterId, setClusterId] = useState('');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<string>();
  const name = `${software.sw_name} ${software.sw_ver}`;
  const body = { hpcsw_id: software.hpcsw_id, cluster_id: clusterId, reason: reason.trim() };
  const problems = checked ? checkRequest({ schema, validators }, body, i18n) : {};
  const clusterProblem = checked && !clusterId ? t`Please choose a cluster` : (refused ?? (clusterId ? problems.cluster_id : undefined));
  const reasonProblem = checked && !body.reason ? t`Required` : problems.reason;
  const confirm = async () => {
    setChecked(true);
    setRefused(undefined);
    const found = checkRequest({ schema, validators }, body, i18n);
    if (!clusterId || !body.reason || Object.values(found).some(Boolean)) return;
    try {
      await apply.mutateAsync({ data: body });
    } catch (error) {
      if (isGatewayError(error) && error.fromGateway && [403, 404, 409].includes(error.status)) setRefused(error.message);
      else showErrorToast(error, t`Applying for ${name} failed`);
      return;
    }
    showSuccessToast(t`Applied for ${name}`, t`The application waits for the zone administrator's approval.`);
    await Promise.all(SOFTWARE_KEYS.map((queryKey) => client.invalidateQueries({ queryKey })));
    onClose();
  };
  const list = clusters.data?.cluster_set ?? [];
  return (
    <ActionDialog open={open} onClose={onClose} title={t`Apply for ${name}`} confirmLabel={t`Submit application`} onConfirm={confirm}>
      <Text color="fg.muted" textStyle="sm">
        <Trans>
          Commercial software needs the zone administrator’s approval on each cluster. The application stays pending until it is passed or
          rejected.
        </Trans>
      </Text>
      <Stack gap="4">
        <Field.Root required invalid={Boolean(clusterProblem)}>
          <Field.Label>
            <Trans>Cluster</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={clusterId}
              onChange={(event) => {
                setClusterId(event.currentTarget.value);
                setRefused(undefined);
              }}
            >
              <option value="">{clusters.isPending ? t`Loading clusters…` : t`Choose a cluster`}</option>
              {list.map((cluster) => (
                <option key={cluster.cluster_id} value={cluster.cluster_id}>
                  {cluster.cluster_name ? `${cluster.cluster_name} (${cluster.cluster_id})` : cluster.cluster_id}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{clusterProblem}</Field.ErrorText>
        </Field.Root>
        <Stack gap="1">
          <TextareaField label={<Trans>Reason</Trans>} required invalid={Boolean(reasonProblem)} value={reason} onChange={setReason} />
          {reasonProblem && (
            <Text color="fg.error" textStyle="sm">
              {reasonProblem}
            </Text>
          )}
        </Stack>
      </Stack>
    </ActionDialog>
  );
}
