/**
 * The request being built: its start (the schema's defaults), the choices that follow from others (a new network
 * type clears the network, Reserved billing takes at least a month, the node roles follow the deploy mode and every
 * node spec stays among the choices on sale) and the body sent to cluster/createCluster.
 */
import { getDefaultFormState } from '@rjsf/utils';
import type { ClusterType } from '@/api/generated/model/clusterType';
import type { FormValues } from '@/shared/forms';
import type { ClusterForm } from './cluster-forms';
import { clusterRoles, fitSpec, roleChoices, type NodeSpecValue } from './node-options';
import { isBareMetalVersion, type CreationCatalogue } from './use-creation-catalogue';

type Catalogue = Pick<CreationCatalogue, 'conf' | 'skus' | 'versions'>;

/** The schema's defaults (network type, deploy mode, scheduler, billing) and the cluster type. */
export function initialFormData(form: ClusterForm, values: FormValues = {}): FormValues {
  const defaults = getDefaultFormState(form.validator(), form.schema, { ...values, cluster_type: form.type }, form.schema, false, {
    emptyObjectFields: 'populateRequiredDefaults',
  });
  return defaults as FormValues;
}

export function isBareMetalChoice(formData: FormValues, catalogue: Pick<CreationCatalogue, 'versions'>): boolean {
  return isBareMetalVersion(catalogue.versions.find((version) => version.version_id === formData.app_version));
}

const asSpec = (value: unknown) => (value && typeof value === 'object' ? (value as NodeSpecValue) : undefined);

function fitNodes(type: ClusterType, data: FormValues, catalogue: Catalogue): void {
  if (!catalogue.conf) return;
  const options = { skus: catalogue.skus, bareMetal: isBareMetalChoice(data, catalogue) };
  if (type === 'hpc') {
    const login = roleChoices(catalogue.conf, 'login', options);
    if (login) data.login_node = fitSpec(asSpec(data.login_node), login);
    return;
  }
  const current = (data.node_config ?? {}) as Record<string, unknown>;
  const nodes: Record<string, NodeSpecValue> = {};
  for (const role of clusterRoles(data.deploy_mode)) {
    const choices = roleChoices(catalogue.conf, role, options);
    nodes[role] = choices ? fitSpec(asSpec(current[role]), choices) : (asSpec(current[role]) ?? {});
  }
  data.node_config = nodes;
}

/** `next` with the choices that follow from what changed since `previous`. */
export function normalizeFormData(type: ClusterType, previous: FormValues, next: FormValues, catalogue: Catalogue): FormValues {
  const data: FormValues = { ...next, cluster_type: type };
  if (previous.network_type !== undefined && data.network_type !== previous.network_type) delete data.vxnet;
  if (!isBareMetalChoice(data, catalogue)) delete data.bm_vxnet_id;
  if (type === 'ehpc') {
    // Section 9: PayForUsed has duration 0; otherwise the duration is at least 1.
    if (data.paid_type === 1) data.duration = typeof data.duration === 'number' && data.duration >= 1 ? data.duration : 1;
    else Object.assign(data, { duration: 0, is_auto_renewal: 0 });
  }
  fitNodes(type, data, catalogue);
  return data;
}

export function sameFormData(a: FormValues, b: FormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The body of cluster/createCluster: the form's values without the empty ones (the mutator adds the identity). */
export function requestBody(formData: FormValues): FormValues {
  const prune = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(prune);
    if (!value || typeof value !== 'object') return value;
    const out: FormValues = {};
    for (const [key, item] of Object.entries(value)) if (item !== undefined && item !== null && item !== '') out[key] = prune(item);
    return out;
  };
  return prune(formData) as FormValues;
}
