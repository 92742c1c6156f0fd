/**
 * Add nodes to a cluster (cluster/addNodes): compute or login nodes, a count within the role's range of the
 * cluster conf, and a configuration chosen from it; the price difference comes from cluster/addNodesFee (the first
 * item's price_diff, per hour or per month) and follows every change. Compute nodes join the default queue. The
 * role's maximum bounds the total after the change (add-nodes-count.ts): the dialog says so beside the count before
 * sending, as the gateway would. The gateway refuses with "Lack of balance" when the account cannot pay.
 */
import { plural } from '@lingui/core/macro';
import { Field, Input } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useAddNodes, useGetAddNodesFee } from '@/api/generated/endpoints/nodes/nodes';
import type { AddClusterNodesRole } from '@/api/generated/model/addClusterNodesRole';
import type { Cluster } from '@/api/generated/model/cluster';
import { ActionDialog, useFollowedChange } from '@/shared/actions';
import { firstFee, fitSpec, NodeSpecFields, PriceDiff, useRoleConf, type NodeSpecValue } from '@/shared/node-spec';
import { SelectField } from '@/shared/ui/form-fields';
import { checkAddCount, useLiveNodeCount } from './add-nodes-count';
import { NODE_ROLE_LABELS } from './node-labels';
import { NODE_KEYS } from './node-refresh-keys';

const ROLES: AddClusterNodesRole[] = ['compute', 'login'];

function useOverMaxText() {
  const { t } = useLingui();
  return (role: AddClusterNodesRole, count: number, total: number, max: number, current: number, room: number) =>
    role === 'login'
      ? t`Adding ${plural(count, { one: '# login node', other: '# login nodes' })} would make ${total}, more than the ${max} a cluster may have (${current} now: at most ${room} more).`
      : t`Adding ${plural(count, { one: '# compute node', other: '# compute nodes' })} would make ${total}, more than the ${max} a cluster may have (${current} now: at most ${room} more).`;
}

function useRoomText() {
  const { t } = useLingui();
  return (current: number, max: number, room: number) =>
    t`The cluster has ${current} of at most ${plural(max, { one: '# node', other: '# nodes' })} of this role: up to ${room} more.`;
}

export function AddNodesDialog({ cluster, open, onClose }: { cluster: Cluster; open: boolean; onClose(): void }) {
  const { t, i18n } = useLingui();
  const overMaxText = useOverMaxText();
  const roomText = useRoomText();
  const [role, setRole] = useState<AddClusterNodesRole>('compute');
  const [countText, setCountText] = useState('1');
  const [spec, setSpec] = useState<NodeSpecValue | undefined>(undefined);
  const { conf, query: confQuery } = useRoleConf(cluster.cluster_type, role, open);
  useEffect(() => {
    setSpec((current) => fitSpec(conf, current));
  }, [conf]);
  const max = conf?.count.max;
  const count = Number(countText);
  const check = checkAddCount(count, max, useLiveNodeCount(cluster.cluster_id, role, open));
  const countValid = check.wellFormed && check.current !== undefined && !check.overMax;
  const feeParams = {
    cluster_id: cluster.cluster_id,
    role,
    count,
    instance_class: spec?.instance_class ?? 0,
    cpu: spec?.cpu ?? 0,
    memory: spec?.memory ?? 0,
    gpu: spec?.gpu,
  } as const;
  const fee = useGetAddNodesFee(feeParams, { query: { enabled: open && !!spec && countValid } });
  const add = useAddNodes();
  const name = cluster.cluster_name;
  const action = useFollowedChange({
    send: (data: NodeSpecValue & { role: AddClusterNodesRole; count: number }) =>
      add.mutateAsync({ data: { cluster_id: cluster.cluster_id, ...data } }),
    refresh: NODE_KEYS,
    messages: { success: t`The nodes are added to cluster ${name}`, failure: t`Adding nodes to cluster ${name} failed` },
  });
  const confirm = async () => {
    if (spec && countValid && (await action.run({ role, count, ...spec }))) onClose();
  };
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t`Add nodes`}
      confirmLabel={t`Add`}
      size="lg"
      busy={action.sending}
      confirmDisabled={!spec || !countValid}
      onConfirm={() => void confirm()}
    >
      <SelectField<AddClusterNodesRole>
        label={<Trans>Node role</Trans>}
        selectSize="sm"
        value={role}
        options={ROLES.map((item) => ({ value: item, label: i18n._(NODE_ROLE_LABELS[item]) }))}
        onChange={setRole}
      />
      <Field.Root required invalid={!check.wellFormed || check.overMax}>
        <Field.Label>
          <Trans>Count</Trans>
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={countText}
          onChange={(event) => setCountText(event.currentTarget.value)}
          size="sm"
        />
        {check.overMax ? (
          <Field.ErrorText>{overMaxText(role, count, check.total!, max!, check.current!, check.room!)}</Field.ErrorText>
        ) : !check.wellFormed ? (
          <Field.ErrorText>
            <Trans>Enter a whole number of at least 1.</Trans>
          </Field.ErrorText>
        ) : max !== undefined && check.current !== undefined ? (
          <Field.HelperText>{roomText(check.current, max, check.room!)}</Field.HelperText>
        ) : null}
      </Field.Root>
      <NodeSpecFields conf={conf} value={spec} onChange={setSpec} loading={confQuery.isPending} error={confQuery.error} />
      {spec && countValid && <PriceDiff fee={firstFee(fee.data?.resize_fee)} loading={fee.isFetching} error={fee.error} />}
    </ActionDialog>
  );
}
