/**
 * How the creation forms render: a widget per field where a plain input would not serve (pickers of networks,
 * mount points, versions, queue types and node configurations), the labels of enum values, and the schema
 * help left out where the widget says more. Titles and help are the schema's own `title` and `x-help`, translated
 * (shared/forms localizedUiSchema; ADR 0044).
 */
import { msg, plural } from '@lingui/core/macro';
import type { RegistryFieldsType, RegistryWidgetsType, UiSchema } from '@rjsf/utils';
import type { ClusterType } from '@/api/generated/model/clusterType';
import { rawPropertySchema, type Translator } from '@/shared/forms';
import { DEPLOY_MODE_LABELS, NETWORK_TYPE_LABELS, PAID_TYPE_LABELS } from '../cluster-labels';
import type { ClusterForm } from './cluster-forms';
import { AppVersionWidget } from './widgets/app-version-widget';
import { NasWidget } from './widgets/nas-widget';
import { NodeConfigField } from './widgets/node-config-field';
import { QueueTypeWidget } from './widgets/queue-type-widget';
import { SoftwareField } from './widgets/software-field';
import { VxnetWidget } from './widgets/vxnet-widget';

/** Scheduler product names, the same in every language. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- product names
export const SCHEDULER_NAMES: Record<string, string> = { slurm: 'Slurm', pbspro: 'PBS Pro' };

/** A term of Reserved billing in months. */
export const monthsText = (months: number) => plural(months, { one: '# month', other: '# months' });

export const creationWidgets: RegistryWidgetsType = {
  vxnet: VxnetWidget,
  nas: NasWidget,
  appVersion: AppVersionWidget,
  queueType: QueueTypeWidget,
};
export const creationFields: RegistryFieldsType = { software: SoftwareField, nodeConfig: NodeConfigField };

const quiet = { hideDescription: true };

/** Labels of a field's enum values, in the schema's order. */
function enumNames<V extends string | number>(form: ClusterForm, field: string, label: (value: V) => string): string[] {
  const values = (rawPropertySchema(form.schema, field)?.enum ?? []) as V[];
  return values.map(label);
}

export function clusterUiSchema(form: ClusterForm, i18n: Translator): UiSchema {
  // The contract counts memory in MiB, but its choices are shown in GB (formatSize): the label names no unit.
  const memory = { memory: { 'ui:title': i18n._(msg`Memory`) } };
  const ui: UiSchema = {
    description: { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } },
    app_version: { 'ui:widget': 'appVersion', 'ui:options': quiet },
    software: { 'ui:field': 'software' },
    network_type: {
      'ui:widget': 'choice',
      'ui:enumNames': enumNames<keyof typeof NETWORK_TYPE_LABELS>(form, 'network_type', (value) => i18n._(NETWORK_TYPE_LABELS[value])),
      'ui:options': quiet,
    },
    vxnet: { 'ui:widget': 'vxnet', 'ui:options': quiet },
    bm_vxnet_id: { 'ui:widget': 'vxnet', 'ui:options': { ...quiet, networkType: 'bare_metal' } },
    nas_id: { 'ui:widget': 'nas', 'ui:options': quiet },
    nas_path: { 'ui:placeholder': '/' },
    admin_password: { 'ui:widget': 'password' },
  };
  const byType: Record<ClusterType, UiSchema> = {
    hpc: {
      queue_type: { 'ui:widget': 'queueType', 'ui:options': quiet },
      password: { 'ui:widget': 'password' },
      login_node: { 'ui:field': 'nodeConfig', 'ui:options': { ...quiet, role: 'login' }, ...memory },
    },
    ehpc: {
      deploy_mode: {
        'ui:widget': 'choice',
        'ui:enumNames': enumNames<1 | 2>(form, 'deploy_mode', (value) => i18n._(DEPLOY_MODE_LABELS[value])),
        'ui:options': quiet,
      },
      scheduler_type: {
        'ui:widget': 'choice',
        'ui:enumNames': enumNames<string>(form, 'scheduler_type', (value) => SCHEDULER_NAMES[value] ?? value),
      },
      node_config: { 'ui:field': 'nodeConfig', controller: memory, compute: memory, login: memory },
      paid_type: {
        'ui:widget': 'choice',
        'ui:enumNames': enumNames<0 | 1>(form, 'paid_type', (value) => i18n._(PAID_TYPE_LABELS[value])),
        'ui:options': quiet,
      },
      duration: { 'ui:widget': 'integerSelect', 'ui:options': { ...quiet, format: monthsText } },
      is_auto_renewal: { 'ui:widget': 'toggle' },
    },
  };
  return { ...ui, ...byType[form.type] };
}
