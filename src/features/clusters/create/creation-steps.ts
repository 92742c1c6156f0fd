/**
 * The steps of the creation flow (spec section 4: multi-step, starting at step 1, next and previous): each step
 * shows and validates a part of the creation form's top-level fields; the last one reviews the whole request.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClusterType } from '@/api/generated/model/clusterType';
import type { FormValues } from '@/shared/forms';

export interface CreationStep {
  id: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** The form's top-level fields on this step, in order; none on the review step. */
  fields: readonly string[];
}

const network: CreationStep = {
  id: 'network',
  title: msg`Network and storage`,
  description: msg`The network the nodes join and the NAS they mount`,
  fields: ['network_type', 'vxnet', 'bm_vxnet_id', 'nas_id', 'nas_path'],
};
const review: CreationStep = { id: 'review', title: msg`Confirm`, description: msg`Review the request and its price`, fields: [] };

export const CREATION_STEPS: Record<ClusterType, readonly CreationStep[]> = {
  hpc: [
    {
      id: 'basics',
      title: msg`Cluster and queue`,
      description: msg`Name, version, software and the shared queue type`,
      fields: ['cluster_name', 'description', 'app_version', 'software', 'queue_type'],
    },
    network,
    {
      id: 'accounts',
      title: msg`Accounts and login node`,
      description: msg`The administrator, the cluster user and the login node`,
      fields: ['admin_password', 'user_name', 'password', 'login_node'],
    },
    review,
  ],
  ehpc: [
    {
      id: 'basics',
      title: msg`Cluster and software`,
      description: msg`Name, version, software, deploy mode and scheduler`,
      fields: ['cluster_name', 'description', 'app_version', 'software', 'deploy_mode', 'scheduler_type', 'queue_name'],
    },
    { id: 'nodes', title: msg`Nodes`, description: msg`Controller, compute and login nodes`, fields: ['node_config'] },
    network,
    {
      id: 'billing',
      title: msg`Administrator and billing`,
      description: msg`The administrator password and how the cluster is paid`,
      fields: ['admin_password', 'paid_type', 'duration', 'is_auto_renewal'],
    },
    review,
  ],
};

/** A step's fields that apply to the request as it stands: the bare-metal network for -BM versions, the term of Reserved billing. */
export function shownFields(step: CreationStep, formData: FormValues, bareMetal: boolean): string[] {
  return step.fields.filter((field) => {
    if (field === 'bm_vxnet_id') return bareMetal;
    if (field === 'duration' || field === 'is_auto_renewal') return formData.paid_type === 1;
    return true;
  });
}

/** The index of the step that shows a top-level field. */
export function stepOfField(type: ClusterType, field: string): number {
  return Math.max(
    0,
    CREATION_STEPS[type].findIndex((step) => step.fields.includes(field)),
  );
}
