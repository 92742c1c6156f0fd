/**
 * A cluster's actions (spec section 4): a menu on each row of the cluster list, and a bar on the detail page
 * (the state change at hand as a button, the rest in the menu). Each action opens its confirmation or modal, whose
 * code loads the first time one opens.
 */
import { Button, HStack } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import type { Cluster } from '@/api/generated/model/cluster';
import { useDialogSlot } from '@/shared/actions/use-dialog-slot';
import { useFeature, useSession } from '@/shared/session/session-context';
import { ActionMenu } from '@/shared/ui/action-menu';
import { actionEnabled, availableActions, type ClusterActionId } from './cluster-action-rules';
import { LazyClusterActionDialog } from './lazy-cluster-action-dialog';

export const ACTION_LABELS: Record<ClusterActionId, MessageDescriptor> = {
  start: msg`Start`,
  stop: msg`Stop`,
  resume: msg`Resume`,
  upgrade: msg`Upgrade`,
  resize: msg`Resize`,
  modify: msg`Modify`,
  share: msg`Share`,
  stop_sharing: msg`Stop sharing`,
  delete: msg`Delete`,
  deregister: msg`Deregister`,
};

const DANGER: ClusterActionId[] = ['delete', 'deregister', 'stop_sharing'];
const PRIMARY: ClusterActionId[] = ['start', 'stop', 'resume'];

export interface ClusterActionsProps {
  cluster: Cluster;
  /** menu: one "more" button (list rows); bar: the state change as a button, then the menu (detail page). */
  variant?: 'menu' | 'bar';
  onDeleted?(): void;
}

export function ClusterActions({ cluster, variant = 'menu', onDeleted }: ClusterActionsProps) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const sharingOn = useFeature('shared_cluster');
  const dialog = useDialogSlot<ClusterActionId>();
  const actions = availableActions(cluster, { user, sharingOn });
  if (actions.length === 0) return null;
  const primary = variant === 'bar' ? actions.filter((id) => PRIMARY.includes(id)) : [];
  const rest = actions.filter((id) => !primary.includes(id));
  return (
    <HStack gap="2">
      {primary.map((id) => (
        <Button key={id} size="sm" variant="outline" disabled={!actionEnabled(id, cluster)} onClick={() => dialog.show(id)}>
          {i18n._(ACTION_LABELS[id])}
        </Button>
      ))}
      {rest.length > 0 && (
        <ActionMenu
          name={cluster.cluster_name}
          items={rest.map((id) => ({
            id,
            label: i18n._(ACTION_LABELS[id]),
            danger: DANGER.includes(id),
            disabled: !actionEnabled(id, cluster),
          }))}
          onChoose={dialog.show}
          trigger={
            variant === 'bar' ? (
              <Button size="sm" variant="outline">
                {t`More actions`} <ChevronDown />
              </Button>
            ) : undefined
          }
        />
      )}
      {dialog.value && (
        <LazyClusterActionDialog
          key={dialog.key}
          action={dialog.value}
          cluster={cluster}
          open={dialog.open}
          onClose={dialog.close}
          onDeleted={onDeleted}
        />
      )}
    </HStack>
  );
}
