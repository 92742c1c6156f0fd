/**
 * The dialogs of a node's actions: modify (cluster/modifyClusterNode: display name and description, immediate),
 * restart (cluster/restartNodes), delete (cluster/deleteNodes: irreversible, jobs on it are killed), bind an EIP
 * to a login node (cluster/associateLoginNodeEip, among the available EIPs of DescribeEips) and unbind it
 * (cluster/dissociateLoginNodeEip). Asynchronous changes are followed to their end.
 */
import { Field, Input, NativeSelect, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDescribeEips } from '@/api/generated/endpoints/network/network';
import {
  useAssociateLoginNodeEip,
  useDeleteNodes,
  useDissociateLoginNodeEip,
  useModifyClusterNode,
  useRestartNodes,
} from '@/api/generated/endpoints/nodes/nodes';
import modifyNodeSchema from '@/api/generated/form-schemas/modify-cluster-node-request.json';
import modifyNodeValidators from '@/api/generated/form-validators/modify-cluster-node-request';
import type { Node } from '@/api/generated/model/node';
import { ActionDialog, useFollowedChange } from '@/shared/actions';
import { mutationErrorToast, showSuccessToast } from '@/shared/errors';
import { checkRequest } from '@/shared/forms/request-check';
import { TextareaField } from '@/shared/ui/form-fields';
import { nodeName, type NodeActionId } from './node-action-rules';
import { NODE_KEYS } from './node-refresh-keys';

export interface NodeDialogProps {
  node: Node;
  open: boolean;
  onClose(): void;
}

function ModifyNodeDialog({ node, open, onClose }: NodeDialogProps) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const [name, setName] = useState(node.name ?? '');
  const [description, setDescription] = useState(node.description ?? '');
  const label = nodeName(node);
  const modify = useModifyClusterNode({ mutation: { onError: mutationErrorToast(t`Modifying node ${label} failed`) } });
  const changed = name.trim() !== (node.name ?? '') || description !== (node.description ?? '');
  const data = { cluster_id: node.cluster_id, node_id: node.node_id, ...(name.trim() ? { name: name.trim() } : {}), description };
  // The contract's rules of the display name, checked before sending (the request's precompiled validators).
  const nameProblem = checkRequest({ schema: modifyNodeSchema, validators: modifyNodeValidators }, data, i18n).name;
  const confirm = () => {
    if (nameProblem) return;
    modify.mutate(
      { data },
      {
        onSuccess: () => {
          showSuccessToast(t`Node ${label} is modified`);
          for (const queryKey of NODE_KEYS) void client.invalidateQueries({ queryKey });
          onClose();
        },
      },
    );
  };
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t`Modify node`}
      confirmLabel={t`Save`}
      busy={modify.isPending}
      confirmDisabled={!changed}
      onConfirm={confirm}
    >
      <Field.Root invalid={!!nameProblem}>
        <Field.Label>
          <Trans>Display name</Trans>
        </Field.Label>
        <Input value={name} onChange={(event) => setName(event.currentTarget.value)} autoComplete="off" />
        <Field.HelperText>
          <Trans>The host name in the scheduler does not change.</Trans>
        </Field.HelperText>
        <Field.ErrorText>{nameProblem}</Field.ErrorText>
      </Field.Root>
      <TextareaField label={<Trans>Description</Trans>} value={description} onChange={setDescription} />
    </ActionDialog>
  );
}

function EipChoice({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useLingui();
  const eips = useDescribeEips({ status: ['available'], limit: 100, offset: 0 });
  const choices = eips.data?.eip_set ?? [];
  if (eips.isPending) return <Text color="fg.muted">{t`Loading the EIPs…`}</Text>;
  if (choices.length === 0) return <Text color="fg.muted">{t`No EIP is available. Apply for one in the network console first.`}</Text>;
  return (
    <Field.Root required>
      <Field.Label>
        <Trans>EIP</Trans>
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)} placeholder={t`Choose an EIP`}>
          {choices.map((eip) => {
            const mbps = eip.bandwidth;
            return (
              <option key={eip.eip_id} value={eip.eip_id}>
                {`${eip.eip_addr} · ${eip.eip_name ?? eip.eip_id} · ${t`${mbps} Mbps`}`}
              </option>
            );
          })}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Restart, delete, bind and unbind: confirmations of asynchronous changes. */
function NodeChangeDialog({ action, node, open, onClose }: NodeDialogProps & { action: Exclude<NodeActionId, 'modify'> }) {
  const { t } = useLingui();
  const restart = useRestartNodes();
  const remove = useDeleteNodes();
  const associate = useAssociateLoginNodeEip();
  const dissociate = useDissociateLoginNodeEip();
  const [eipId, setEipId] = useState('');
  const name = nodeName(node);
  const ids = { cluster_id: node.cluster_id };
  const text = {
    restart: { title: t`Restart node`, success: t`Node ${name} is restarted`, failure: t`Restarting node ${name} failed` },
    delete: { title: t`Delete node`, success: t`Node ${name} is deleted`, failure: t`Deleting node ${name} failed` },
    associate_eip: {
      title: t`Bind an EIP`,
      success: t`The EIP is bound to node ${name}`,
      failure: t`Binding the EIP to node ${name} failed`,
    },
    dissociate_eip: {
      title: t`Unbind the EIP`,
      success: t`The EIP of node ${name} is unbound`,
      failure: t`Unbinding the EIP of node ${name} failed`,
    },
  }[action];
  const job = useFollowedChange({
    send: () => {
      if (action === 'restart') return restart.mutateAsync({ data: { ...ids, node_ids: [node.node_id] } });
      if (action === 'delete') return remove.mutateAsync({ data: { ...ids, node_ids: [node.node_id] } });
      if (action === 'associate_eip') return associate.mutateAsync({ data: { ...ids, node_id: node.node_id, eip_id: eipId } });
      return dissociate.mutateAsync({ data: { ...ids, node_id: node.node_id } });
    },
    refresh: NODE_KEYS,
    messages: text,
  });
  const eipAddr = node.eip?.eip_addr ?? '';
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={text.title}
      tone={action === 'delete' ? 'danger' : 'default'}
      confirmLabel={text.title}
      busy={job.sending}
      confirmDisabled={action === 'associate_eip' && !eipId}
      onConfirm={() => void job.run(undefined).then((jobId) => jobId && onClose())}
    >
      {action === 'restart' && <Text>{t`Restart node ${name}? Jobs running on it are requeued by the scheduler.`}</Text>}
      {action === 'delete' && (
        <Text>{t`Delete node ${name}? Its instance is released and jobs running on it are killed. This cannot be undone.`}</Text>
      )}
      {action === 'associate_eip' && (
        <>
          <Text>{t`Bind a public IP to login node ${name} so users can reach it by SSH or web SSH.`}</Text>
          <EipChoice value={eipId} onChange={setEipId} />
        </>
      )}
      {action === 'dissociate_eip' && <Text>{t`Unbind EIP ${eipAddr} from node ${name}? The EIP stays in your account.`}</Text>}
    </ActionDialog>
  );
}

export function NodeActionDialog({ action, ...props }: NodeDialogProps & { action: NodeActionId }) {
  if (action === 'modify') return <ModifyNodeDialog {...props} />;
  return <NodeChangeDialog action={action} {...props} />;
}
