/**
 * Rename a cluster or change its description (cluster/modifyCluster). The name is required and checked with the
 * contract's own rules before sending (checkRequest: the request's precompiled validators), its problem shown
 * beside it; the gateway's refusal of a rule beyond the schema names the broken rule.
 */
import { Field, Input } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useModifyCluster } from '@/api/generated/endpoints/clusters/clusters';
import modifyClusterSchema from '@/api/generated/form-schemas/modify-cluster-request.json';
import modifyClusterValidators from '@/api/generated/form-validators/modify-cluster-request';
import type { ModifyClusterRequest } from '@/api/generated/model/modifyClusterRequest';
import { ActionDialog, useFollowedChange } from '@/shared/actions';
import { checkRequest } from '@/shared/forms/request-check';
import { TextareaField } from '@/shared/ui/form-fields';
import type { ClusterDialogProps } from './lifecycle-dialog';
import { CLUSTER_KEYS } from './refresh-keys';

export function ModifyClusterDialog({ cluster, open, onClose }: ClusterDialogProps) {
  const { t, i18n } = useLingui();
  const modify = useModifyCluster();
  const [name, setName] = useState(cluster.cluster_name);
  const [description, setDescription] = useState(cluster.description ?? '');
  const [touched, setTouched] = useState(false);
  const trimmed = name.trim();
  const oldName = cluster.cluster_name;
  const action = useFollowedChange({
    send: (data: ModifyClusterRequest) => modify.mutateAsync({ data }),
    refresh: CLUSTER_KEYS,
    messages: { success: t`Cluster ${oldName} is modified`, failure: t`Modifying cluster ${oldName} failed` },
  });
  const changed = trimmed !== cluster.cluster_name || description !== (cluster.description ?? '');
  const close = () => {
    setName(cluster.cluster_name);
    setDescription(cluster.description ?? '');
    setTouched(false);
    onClose();
  };
  const confirm = async () => {
    setTouched(true);
    if (nameProblem) return;
    if (await action.run(data)) close();
  };
  const data: ModifyClusterRequest = { cluster_id: cluster.cluster_id, cluster_name: trimmed, description };
  const nameProblem = trimmed
    ? checkRequest({ schema: modifyClusterSchema, validators: modifyClusterValidators }, data, i18n).cluster_name
    : t`Required`;
  const missing = touched && !!nameProblem;
  return (
    <ActionDialog
      open={open}
      onClose={close}
      title={t`Modify cluster`}
      confirmLabel={t`Save`}
      busy={action.sending}
      confirmDisabled={!changed}
      onConfirm={confirm}
    >
      <Field.Root required invalid={missing}>
        <Field.Label>
          <Trans>Cluster name</Trans>
          <Field.RequiredIndicator />
        </Field.Label>
        <Input value={name} onChange={(event) => setName(event.currentTarget.value)} onBlur={() => setTouched(true)} autoComplete="off" />
        <Field.ErrorText>{nameProblem}</Field.ErrorText>
      </Field.Root>
      <TextareaField label={<Trans>Description</Trans>} value={description} onChange={setDescription} />
    </ActionDialog>
  );
}
