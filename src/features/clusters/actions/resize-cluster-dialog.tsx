/**
 * The resizing modal (cluster/resizeCluster): a new configuration for every node of one role, chosen from the
 * cluster conf and starting from the role's current one, with the price difference from cluster/resizeClusterFee
 * (the first item's price_diff, per hour for duration 0, per month for 1). A resize starts from a stopped EHPC
 * cluster or an active HPC cluster; the gateway refuses it with "Lack of balance" when the fee is not covered.
 * Only the roles with a configuration on sale are offered; with none, the dialog says so and cannot be confirmed.
 */
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { useGetResizeClusterFee, useResizeCluster } from '@/api/generated/endpoints/clusters/clusters';
import { useListNodes } from '@/api/generated/endpoints/nodes/nodes';
import type { NodeRole } from '@/api/generated/model/nodeRole';
import type { RoleConf } from '@/api/generated/model/roleConf';
import { ActionDialog, useFollowedChange } from '@/shared/actions';
import { firstFee, fitSpec, NodeSpecFields, PriceDiff, useRoleConf, type NodeSpecValue } from '@/shared/node-spec';
import { SelectField } from '@/shared/ui/form-fields';
import { NODE_ROLE_NAMES } from '../cluster-labels';
import { meetsChangeConditions } from './cluster-action-rules';
import type { ClusterDialogProps } from './lifecycle-dialog';
import { PrepareForChange } from './prepare-for-change';
import { RESIZE_KEYS } from './refresh-keys';

/** The roles of a cluster: no controller in streamline deploy mode (spec section 6). */
export function resizableRoles(cluster: ClusterDialogProps['cluster']): NodeRole[] {
  return cluster.deploy_mode === 2 ? ['compute', 'login'] : ['compute', 'login', 'controller'];
}

/** The cluster's roles a configuration is on sale for (all of them until the conf has arrived). */
export function rolesOnSale(roles: NodeRole[], conf: Partial<Record<NodeRole, RoleConf>> | undefined): NodeRole[] {
  if (!conf) return roles;
  return roles.filter((role) => fitSpec(conf[role]) !== undefined);
}

const sameSpec = (a: NodeSpecValue | undefined, b: NodeSpecValue | undefined) =>
  !!a && !!b && a.instance_class === b.instance_class && a.cpu === b.cpu && a.memory === b.memory && a.gpu === b.gpu;

export function ResizeClusterDialog({ cluster, open, onClose }: ClusterDialogProps) {
  const { t, i18n } = useLingui();
  const [role, setRole] = useState<NodeRole>('compute');
  const [spec, setSpec] = useState<NodeSpecValue | undefined>(undefined);
  const { conf, query: confQuery } = useRoleConf(cluster.cluster_type, role, open);
  const roles = rolesOnSale(resizableRoles(cluster), confQuery.data?.cluster_conf_set[0]?.roles);
  // A role with nothing on sale is not offered: start from the first one that has a configuration.
  if (roles.length && !roles.includes(role)) setRole(roles[0]);
  const nodes = useListNodes(
    { cluster_id: cluster.cluster_id, role, status: ['active', 'stopped'], limit: 10, offset: 0 },
    { query: { enabled: open } },
  );
  const node = nodes.data?.node_set[0];
  const current = useMemo(
    () =>
      node?.cpu !== undefined && node.memory !== undefined
        ? {
            instance_class: (node.instance_class ?? 0) as NodeSpecValue['instance_class'],
            cpu: node.cpu,
            memory: node.memory,
            gpu: node.gpu ?? 0,
          }
        : undefined,
    [node],
  );
  useEffect(() => {
    if (!confQuery.isPending && !nodes.isPending) setSpec(fitSpec(conf, current));
  }, [conf, current, confQuery.isPending, nodes.isPending]);
  const ready = meetsChangeConditions(cluster);
  const changed = !!spec && !sameSpec(spec, current);
  const feeParams = {
    cluster_id: cluster.cluster_id,
    role,
    instance_class: spec?.instance_class,
    cpu: spec?.cpu ?? 0,
    memory: spec?.memory ?? 0,
    gpu: spec?.gpu,
  };
  const fee = useGetResizeClusterFee(feeParams, { query: { enabled: open && changed } });
  const name = cluster.cluster_name;
  const resize = useResizeCluster();
  const action = useFollowedChange({
    send: (data: NodeSpecValue & { role: NodeRole }) => resize.mutateAsync({ data: { cluster_id: cluster.cluster_id, ...data } }),
    refresh: RESIZE_KEYS,
    messages: { success: t`Cluster ${name} is resized`, failure: t`Resizing cluster ${name} failed` },
  });
  const confirm = async () => {
    if (spec && (await action.run({ role, ...spec }))) onClose();
  };
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t`Resize cluster`}
      confirmLabel={t`Resize`}
      size="lg"
      busy={action.sending}
      confirmDisabled={!ready || !changed || !roles.includes(role)}
      onConfirm={confirm}
    >
      <Text>
        <Trans>Every node of the chosen role of cluster {name} gets the new configuration.</Trans>
      </Text>
      {!ready && <PrepareForChange cluster={cluster} title={<Trans>The cluster cannot be resized now</Trans>} onStarted={onClose} />}
      {roles.length ? (
        <>
          <SelectField<NodeRole>
            label={<Trans>Node role</Trans>}
            selectSize="sm"
            value={role}
            options={roles.map((item) => ({ value: item, label: i18n._(NODE_ROLE_NAMES[item]) }))}
            onChange={(next) => {
              setSpec(undefined);
              setRole(next);
            }}
          />
          <NodeSpecFields
            conf={conf}
            value={spec}
            onChange={setSpec}
            loading={confQuery.isPending || nodes.isPending}
            error={confQuery.error ?? nodes.error}
          />
        </>
      ) : (
        <Text color="fg.muted">
          <Trans>No node configuration of this cluster is on sale in the zone: it cannot be resized.</Trans>
        </Text>
      )}
      {spec && !changed && (
        <Text color="fg.muted" textStyle="sm">
          <Trans>This is the current configuration of the role.</Trans>
        </Text>
      )}
      {changed && <PriceDiff fee={firstFee(fee.data?.resize_fee)} loading={fee.isFetching} error={fee.error} />}
    </ActionDialog>
  );
}
