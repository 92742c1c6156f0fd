/** Display texts of the node enumerations (section 3): role, type and health. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NodeRole } from '@/api/generated/model/nodeRole';
import type { NodeType } from '@/api/generated/model/nodeType';

export const NODE_ROLE_LABELS: Record<NodeRole, MessageDescriptor> = {
  controller: msg`Controller`,
  login: msg`Login`,
  compute: msg`Compute`,
};

export const NODE_TYPE_LABELS: Record<NodeType, MessageDescriptor> = {
  standard: msg`Standard`,
  gpu: msg`GPU`,
  bare_metal: msg`Bare metal`,
  vm: msg`Virtual machine`,
};
