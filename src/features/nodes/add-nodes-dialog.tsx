/**
 * Add nodes to a cluster (cluster/addNodes): compute or login nodes, a count within the role's range of the
 * cluster conf, and a configuration chosen from it; the price difference comes from cluster/addNodesFee (the first
 * item's price_diff, per hour or per month) and follows every change. Compute nodes join the default queue. The
 * gateway refuses with "Lack of balance" when the account cannot pay.
 */
import { Field, Input } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useAddNodes, useGetAddNodesFee } from '../../api/generated/endpoints/nodes/nodes';
import type { AddClusterNodesRole } from '../../api/generated/model/addClusterNodesRole';
import type { Cluster } from '../../api/generated/model/cluster';
import { ActionDialog, useJobAction } from '../../shared/actions';
import { firstFee, fitSpec, NodeSpecFields, PriceDiff, useRoleConf, type NodeSpecValue } from '../../shared/node-spec';
import { SelectField } from '../../shared/ui/form-fields';
import { NODE_ROLE_LABELS } from './node-labels';
import { NODE_KEYS } from './node-refresh-keys';

const ROLES: AddClusterNodesRole[] = ['compute', 'login'];

export function AddNodesDialog({ cluster, open, onClose }: { cluster: Cluster; open: boolean; onClose(): void }) {
  const { t, i18n } = useLingui();
  const [role, setRole] = useState<AddClusterNodesRole>('compute');
  const [countText, setCountText] = useState('1');
  const [spec, setSpec] = useState<NodeSpecValue | undefined>(undefined);
  const { conf, query: confQuery } = useRoleConf(cluster.cluster_type, role, open);
  useEffect(() => {
    setSpec((current) => fitSpec(conf, current));
  }, [conf]);
  const max = conf?.count.max;
  const count = Number(countText);
  const countValid = Number.isInteger(count) && count >= 1 && (max === undefined || count <= max);
  const feeParams = { cluster_id: cluster.cluster_id, role, count, instance_class: spec?.instance_class ?? 0, cpu: spec?.cpu ?? 0, memory: spec?.memory ?? 0, gpu: spec?.gpu } as const;
  const fee = useGetAddNodesFee(feeParams, { query: { enabled: open && !!spec && countValid } });
  const add = useAddNodes();
  const name = cluster.cluster_name;
  const action = useJobAction({
    send: (data: NodeSpecValue & { role: AddClusterNodesRole; count: number }) => add.mutateAsync({ data: { cluster_id: cluster.cluster_id, ...data } }),
    refresh: NODE_KEYS,
    messages: { success: t`The nodes are added to cluster ${name}`, failure: t`Adding nodes to cluster ${name} failed` },
  });
  const confirm = async () => {
    if (spec && countValid && (await action.run({ role, count, ...spec }))) onClose();
  };
  return (
    <ActionDialog open={open} onClose={onClose} title={t`Add nodes`} confirmLabel={t`Add`} size="lg" busy={action.sending} confirmDisabled={!spec || !countValid} onConfirm={() => void confirm()}>
      <SelectField<AddClusterNodesRole>
        label={<Trans>Node role</Trans>}
        selectSize="sm"
        value={role}
        options={ROLES.map((item) => ({ value: item, label: i18n._(NODE_ROLE_LABELS[item]) }))}
        onChange={setRole}
      />
      <Field.Root required invalid={!countValid}>
        <Field.Label>
          <Trans>Count</Trans>
          <Field.RequiredIndicator />
        </Field.Label>
        <Input type="number" inputMode="numeric" min={1} max={max} value={countText} onChange={(event) => setCountText(event.currentTarget.value)} size="sm" />
        {max !== undefined && (
          <Field.HelperText>
            <Trans>At most {max} nodes of this role.</Trans>
          </Field.HelperText>
        )}
      </Field.Root>
      <NodeSpecFields conf={conf} value={spec} onChange={setSpec} loading={confQuery.isPending} error={confQuery.error} />
      {spec && countValid && <PriceDiff fee={firstFee(fee.data?.resize_fee)} loading={fee.isFetching} error={fee.error} />}
    </ActionDialog>
  );
}
