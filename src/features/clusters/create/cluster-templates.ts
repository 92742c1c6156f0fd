/**
 * Cluster templates (spec section 7, ADR 0017): the cluster_templates part of the app-centre attachments the
 * configuration names for the type (hpc-config cluster_template_attachment_ids). The content is the gateway's data:
 * a template that is not an object with a name, or whose fields have the wrong shape, is left out; one that names a
 * deploy mode, scheduler or node spec the creation flow does not offer (not on sale in the zone) is kept but
 * unavailable, with the reason, and is never applied in part.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClusterType } from '@/api/generated/model/clusterType';
import type { NodeRole } from '@/api/generated/model/nodeRole';
import type { FormValues } from '@/shared/forms';
import { clusterRoles, roleChoices, type NodeSpecValue } from './node-options';
import type { CreationCatalogue } from './use-creation-catalogue';

export interface ClusterTemplate {
  key: string;
  name: string;
  nameEn?: string;
  deployMode?: number;
  scheduler?: string;
  queueType?: string;
  /** Node specs by role; memory in MiB (the node's total). */
  nodes: Partial<Record<NodeRole, Required<NodeSpecValue>>>;
  /** Why the template cannot be chosen, when it cannot. */
  unavailable?: MessageDescriptor;
}

/** What a template is checked against: the conf, the SKUs on sale and the chosen version's bare-metal flag. */
export type TemplateCatalogue = Pick<CreationCatalogue, 'conf' | 'skus'> & { bareMetal: boolean };

const ROLES: readonly NodeRole[] = ['controller', 'compute', 'login'];
const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const optionalString = (value: unknown) => value === undefined || (typeof value === 'string' && value.length > 0 && value.length <= 128);

function parseSpec(value: unknown): Required<NodeSpecValue> | undefined {
  if (!isObject(value)) return undefined;
  const { instance_class, cpu, memory, gpu = 0, count } = value;
  if (![instance_class, cpu, memory, gpu, count].every(isCount)) return undefined;
  return { instance_class, cpu, memory, gpu, count } as Required<NodeSpecValue>;
}

/** One template of the content, or undefined when it is malformed. */
function parseTemplate(value: unknown, key: string): ClusterTemplate | undefined {
  if (!isObject(value) || typeof value.name !== 'string' || !value.name.trim() || value.name.length > 128) return undefined;
  const { deploy_mode, scheduler_type, queue_type, name_en } = value;
  if (deploy_mode !== undefined && !isCount(deploy_mode)) return undefined;
  if (!optionalString(scheduler_type) || !optionalString(queue_type) || !optionalString(name_en)) return undefined;
  const nodes: ClusterTemplate['nodes'] = {};
  for (const role of ROLES) {
    if (value[role] === undefined) continue;
    const spec = parseSpec(value[role]);
    if (!spec) return undefined;
    nodes[role] = spec;
  }
  return {
    key,
    name: value.name,
    nameEn: name_en as string | undefined,
    deployMode: deploy_mode,
    scheduler: scheduler_type as string | undefined,
    queueType: queue_type as string | undefined,
    nodes,
  };
}

/** Why the flow cannot take the template as a whole, if it cannot. */
function unavailableReason(type: ClusterType, template: ClusterTemplate, catalogue: TemplateCatalogue): MessageDescriptor | undefined {
  const { conf } = catalogue;
  if (!conf) return msg`The cluster configuration is not loaded`;
  if (type === 'hpc' && (template.deployMode !== undefined || template.scheduler !== undefined))
    return msg`Sets options HPC clusters do not have`;
  if (template.deployMode !== undefined && !((conf.deploy_modes ?? [1]) as number[]).includes(template.deployMode))
    return msg`Its deploy mode is not offered`;
  if (template.scheduler !== undefined && !(conf.schedulers as string[]).includes(template.scheduler))
    return msg`Its scheduler is not offered`;
  const roles: NodeRole[] = type === 'hpc' ? ['login'] : clusterRoles(template.deployMode ?? 1);
  for (const [role, spec] of Object.entries(template.nodes) as [NodeRole, Required<NodeSpecValue>][]) {
    if (!roles.includes(role)) return msg`Sets nodes this deploy mode does not have`;
    const choices = roleChoices(conf, role, { skus: catalogue.skus, bareMetal: catalogue.bareMetal });
    const chosen = choices?.classes.find((c) => c.instanceClass === spec.instance_class);
    const onSale = chosen?.cpu.includes(spec.cpu) && chosen.memoryByCpu[spec.cpu].includes(spec.memory) && chosen.gpu.includes(spec.gpu);
    if (!choices || !onSale) return msg`Its node specification is not on sale in this zone`;
    if (spec.count < choices.count.min || spec.count > choices.count.max) return msg`Its node count is outside the allowed range`;
  }
  return undefined;
}

/** The templates of the attachments' cluster_templates contents, the malformed ones left out. */
export function parseClusterTemplates(type: ClusterType, contents: unknown[], catalogue: TemplateCatalogue): ClusterTemplate[] {
  const templates: ClusterTemplate[] = [];
  contents.forEach((content, attachment) => {
    const items = isObject(content) && Array.isArray(content.templates) ? content.templates : [];
    items.forEach((item, index) => {
      const template = parseTemplate(item, `${attachment}-${index}`);
      if (template) templates.push({ ...template, unavailable: unavailableReason(type, template, catalogue) });
    });
  });
  return templates;
}

/** The form with the template's fields set (the other fields kept). */
export function applyTemplate(type: ClusterType, formData: FormValues, template: ClusterTemplate): FormValues {
  const next: FormValues = { ...formData };
  if (template.queueType !== undefined && type === 'hpc') next.queue_type = template.queueType;
  if (type === 'hpc') {
    if (template.nodes.login) next.login_node = { ...template.nodes.login };
    return next;
  }
  if (template.deployMode !== undefined) next.deploy_mode = template.deployMode;
  if (template.scheduler !== undefined) next.scheduler_type = template.scheduler;
  const current = (formData.node_config ?? {}) as Record<string, unknown>;
  next.node_config = { ...current, ...template.nodes };
  return next;
}
