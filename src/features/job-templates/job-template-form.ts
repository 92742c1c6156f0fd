/**
 * The job template form of the contract (JobTemplateForm): its generated schema, precompiled validator and
 * translated texts, how it renders (the cluster and its queues by name, a choice of how jobs run, a file template),
 * the fields shown for the submit type, the values of a saved template and the body sent to
 * jobtemplate/createJobTemp or updateJobTemp (the whole form: fields left out are cleared).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { getDefaultFormState, type RegistryWidgetsType, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { messages } from '@/api/generated/form-messages/job-template-form';
import schemaJson from '@/api/generated/form-schemas/job-template-form.json';
import validateFns from '@/api/generated/form-validators/job-template-form';
import type { CreateJobTemplateRequest } from '@/api/generated/model/createJobTemplateRequest';
import type { JobTemplate } from '@/api/generated/model/jobTemplate';
import {
  ClusterWidget,
  formValidator,
  QueueWidget,
  rawPropertySchema,
  type FormMessages,
  type FormValues,
  type Translator,
} from '@/shared/forms';
import { FileTemplateWidget, RunChoiceWidget } from './job-template-widgets';

export const TEMPLATE_SCHEMA = schemaJson as unknown as RJSFSchema;
export const TEMPLATE_MESSAGES: FormMessages = messages;
export const templateValidator = () => formValidator(validateFns, TEMPLATE_SCHEMA);
export const TEMPLATE_FIELDS = Object.keys(schemaJson.properties);

/** How jobs from a template run (a job template cannot itself run a template: the contract's JobTemplateSubmitType). */
export const RUN_LABELS: Record<string, MessageDescriptor> = { command: msg`Command line`, script: msg`Job script` };

const RUN_FIELDS: Record<string, string[]> = { command: ['cmd'], script: ['script_path', 'file_temp_id'] };
const RUN_ONLY = new Set(Object.values(RUN_FIELDS).flat());

/** The fields shown, in order (the queue's id follows its name and is not shown). */
export function templateFields(submitType: unknown): string[] {
  return [
    'name',
    'cluster_id',
    'queue_name',
    'priority',
    'cores',
    'memory',
    'time_limit',
    'submit_type',
    ...(RUN_FIELDS[String(submitType)] ?? []),
    'work_dir',
    'stdout_path',
    'stderr_path',
    'description',
  ];
}

export const templateWidgets: RegistryWidgetsType = {
  cluster: ClusterWidget,
  queue: QueueWidget,
  runChoice: RunChoiceWidget,
  fileTemplate: FileTemplateWidget,
};

const quiet = { hideDescription: true };

export function templateUiSchema(i18n: Translator): UiSchema {
  const types = ((rawPropertySchema(TEMPLATE_SCHEMA, 'submit_type')?.enum ?? []) as string[]).filter((type) => RUN_LABELS[type]);
  return {
    cluster_id: { 'ui:widget': 'cluster', 'ui:options': quiet },
    queue_name: { 'ui:widget': 'queue', 'ui:options': { ...quiet, valueKey: 'queue_name' } },
    submit_type: {
      'ui:widget': 'runChoice',
      'ui:enumNames': types.map((type) => i18n._(RUN_LABELS[type])),
      'ui:options': { ...quiet, offered: types },
    },
    cmd: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
    file_temp_id: { 'ui:widget': 'fileTemplate', 'ui:options': quiet },
    description: { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } },
  };
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The form's start: the schema's defaults under the values of a saved template (editing) or a chosen cluster. */
export function initialTemplateData(values: FormValues = {}): FormValues {
  return getDefaultFormState(templateValidator(), TEMPLATE_SCHEMA, values, TEMPLATE_SCHEMA, false, {
    emptyObjectFields: 'populateAllDefaults',
  }) as FormValues;
}

/** A saved template's values, as the form holds them. */
export function valuesOfTemplate(template: JobTemplate): FormValues {
  return Object.fromEntries(Object.entries(template).filter(([key, value]) => TEMPLATE_FIELDS.includes(key) && present(value)));
}

/** `next` after a change: another cluster has other queues, and a queue chosen by name drops the id of the old one. */
export function normalizeTemplateData(previous: FormValues, next: FormValues): FormValues {
  const data = { ...next };
  if (previous.cluster_id !== undefined && data.cluster_id !== previous.cluster_id) delete data.queue_name;
  if (data.queue_name !== previous.queue_name || data.cluster_id !== previous.cluster_id) delete data.hpcqueue_id;
  return data;
}

/** The body of createJobTemp (updateJobTemp adds temp_id): the fields of the submit type, without empty values. */
export function templateRequestBody(formData: FormValues): CreateJobTemplateRequest {
  const shown = new Set(templateFields(formData.submit_type));
  const body = Object.fromEntries(
    Object.entries(formData).filter(
      ([key, value]) => present(value) && TEMPLATE_FIELDS.includes(key) && (!RUN_ONLY.has(key) || shown.has(key)),
    ),
  );
  return body as unknown as CreateJobTemplateRequest;
}
