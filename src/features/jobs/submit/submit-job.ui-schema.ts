/**
 * How the submit form renders: pickers for the cluster (active ones the user may submit to), its queues (the
 * default one chosen first), its shared storage's files, the templates and the jobs to wait for; the submit type as
 * a choice with the console's labels; the command as a text area. Titles and the fields' help are the schema's own
 * `title` and `x-help`, translated (shared/forms localizedUiSchema); a pickers' help is left out where the widget
 * says more (ADR 0044).
 */
import type { RegistryFieldsType, RegistryWidgetsType, UiSchema } from '@rjsf/utils';
import type { SubmitType } from '@/api/generated/model/submitType';
import { ClusterWidget, QueueWidget, rawPropertySchema, type Translator } from '@/shared/forms';
import type { JobNotify } from '@/api/generated/model/jobNotify';
import { SUBMIT_TYPE_LABELS } from '../job-labels';
import { NOTIFY_LABELS } from './notify-labels';
import { SUBMIT_SCHEMA } from './submit-values';
import { DependencyField } from './widgets/dependency-field';
import { NasFileWidget } from './widgets/nas-file-widget';
import { ScriptWidget } from './widgets/script-widget';
import { FileTemplateWidget, JobTemplateWidget } from './widgets/template-widgets';

export const submitWidgets: RegistryWidgetsType = {
  cluster: ClusterWidget,
  queue: QueueWidget,
  nasFile: NasFileWidget,
  script: ScriptWidget,
  jobTemplate: JobTemplateWidget,
  fileTemplate: FileTemplateWidget,
};

export const submitFields: RegistryFieldsType = { dependencies: DependencyField };

const quiet = { hideDescription: true };

export function submitUiSchema(i18n: Translator): UiSchema {
  const types = (rawPropertySchema(SUBMIT_SCHEMA, 'submit_type')?.enum ?? []) as SubmitType[];
  const notify = (rawPropertySchema(SUBMIT_SCHEMA, 'notify')?.enum ?? []) as JobNotify[];
  return {
    cluster_id: { 'ui:widget': 'cluster', 'ui:options': { ...quiet, activeOnly: true } },
    hpcqueue_id: { 'ui:widget': 'queue', 'ui:options': { ...quiet, preselectDefault: true } },
    submit_type: { 'ui:widget': 'choice', 'ui:enumNames': types.map((type) => i18n._(SUBMIT_TYPE_LABELS[type])), 'ui:options': quiet },
    cmd: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
    script_path: { 'ui:widget': 'script', 'ui:options': quiet },
    input_file: { 'ui:widget': 'nasFile', 'ui:options': quiet },
    job_template_id: { 'ui:widget': 'jobTemplate', 'ui:options': quiet },
    file_template_id: { 'ui:widget': 'fileTemplate', 'ui:options': quiet },
    dependency: { 'ui:field': 'dependencies' },
    notify: { 'ui:enumNames': notify.map((choice) => i18n._(NOTIFY_LABELS[choice])) },
  };
}
