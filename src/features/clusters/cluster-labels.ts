/** Display texts of the cluster enumerations (section 3): type, deploy mode, billing mode, network, shared role. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClusterType } from '@/api/generated/model/clusterType';
import type { DeployMode } from '@/api/generated/model/deployMode';
import type { NetworkType } from '@/api/generated/model/networkType';
import type { NodeRole } from '@/api/generated/model/nodeRole';
import type { PaidType } from '@/api/generated/model/paidType';
import type { SharedPermission } from '@/api/generated/model/sharedPermission';
import type { SharedRole } from '@/api/generated/model/sharedRole';

/** Product names, the same in every language. */
export const CLUSTER_TYPE_NAMES: Record<ClusterType, string> = { hpc: 'HPC', ehpc: 'EHPC' };

export const DEPLOY_MODE_LABELS: Record<DeployMode, MessageDescriptor> = { 1: msg`Standard`, 2: msg`Streamline` };

export const PAID_TYPE_LABELS: Record<PaidType, MessageDescriptor> = { 0: msg`Pay by usage`, 1: msg`Monthly (reserved)` };

export const NETWORK_TYPE_LABELS: Record<NetworkType, MessageDescriptor> = {
  base: msg`Base network`,
  private: msg`Private network`,
  bare_metal: msg`Bare-metal network`,
};

export const SHARED_ROLE_LABELS: Record<SharedRole, MessageDescriptor> = { shared_owner: msg`Owner`, shared_member: msg`Member` };

/** The badge of a shared cluster on its detail page. */
export const SHARED_ROLE_BADGES: Record<SharedRole, MessageDescriptor> = {
  shared_owner: msg`Shared by you`,
  shared_member: msg`Shared with you`,
};

export const SHARED_PERMISSION_LABELS: Record<SharedPermission, MessageDescriptor> = {
  readonly: msg`Read-only`,
  readwrite: msg`Read-write`,
};

/** The product line of a cluster type, for the type cards. */
export const CLUSTER_TYPE_SUMMARIES: Record<ClusterType, MessageDescriptor> = {
  hpc: msg`Shared compute reached through login nodes, billed by the core-hours your jobs use.`,
  ehpc: msg`An elastic cluster with its own controller, login and compute nodes, exclusive to you.`,
};

/** The node roles, for the resize dialog. */
export const NODE_ROLE_NAMES: Record<NodeRole, MessageDescriptor> = {
  controller: msg`Controller nodes`,
  login: msg`Login nodes`,
  compute: msg`Compute nodes`,
};
