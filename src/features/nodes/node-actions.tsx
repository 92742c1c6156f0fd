/** The actions menu of a node row (node-action-rules) and the dialog of the chosen action (loaded when first opened). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Node } from '@/api/generated/model/node';
import { ActionMenu } from '@/shared/ui/action-menu';
import { LazyNodeActionDialog } from './lazy-node-dialogs';
import { nodeActions, nodeName, type NodeActionId } from './node-action-rules';

export const NODE_ACTION_LABELS: Record<NodeActionId, MessageDescriptor> = {
  modify: msg`Modify`,
  restart: msg`Restart`,
  associate_eip: msg`Bind an EIP`,
  dissociate_eip: msg`Unbind the EIP`,
  delete: msg`Delete`,
};

export function NodeActions({ node }: { node: Node }) {
  const { i18n } = useLingui();
  const [active, setActive] = useState<NodeActionId | null>(null);
  const actions = nodeActions(node);
  if (actions.length === 0) return null;
  return (
    <>
      <ActionMenu
        name={nodeName(node)}
        items={actions.map((id) => ({ id, label: i18n._(NODE_ACTION_LABELS[id]), danger: id === 'delete' }))}
        onChoose={(id) => setActive(id)}
      />
      {active && <LazyNodeActionDialog action={active} node={node} open onClose={() => setActive(null)} />}
    </>
  );
}
