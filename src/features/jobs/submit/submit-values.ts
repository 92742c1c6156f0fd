/**
 * The submission being built (the contract's SubmitJobForm): its start (the schema's defaults, a cluster from the
 * route), the values taken from a job to resubmit or from a job template, the fields shown for the submit type,
 * and the body sent to job/submitJob. No rule of the schema is written here: the precompiled validator checks them.
 */
import { getDefaultFormState, type RJSFSchema } from '@rjsf/utils';
import type { Job } from '@/api/generated/model/job';
import type { JobTemplate } from '@/api/generated/model/jobTemplate';
import type { SubmitJobRequest } from '@/api/generated/model/submitJobRequest';
import { messages } from '@/api/generated/form-messages/submit-job-form';
import schemaJson from '@/api/generated/form-schemas/submit-job-form.json';
import validateFns from '@/api/generated/form-validators/submit-job-form';
import { formValidator, type FormMessages, type FormValues } from '@/shared/forms';

export const SUBMIT_SCHEMA = schemaJson as unknown as RJSFSchema;
export const SUBMIT_MESSAGES: FormMessages = messages;
export const submitValidator = () => formValidator(validateFns, SUBMIT_SCHEMA);

/** Every top-level field of the form. */
export const SUBMIT_FIELDS = Object.keys(schemaJson.properties);

/** The fields of what the job runs, by submit type. */
const RUN_FIELDS: Record<string, string[]> = {
  command: ['cmd'],
  script: ['file_template_id', 'script_path'],
  template: ['job_template_id'],
};
/** Fields that only apply to some submit types. */
const RUN_ONLY = new Set(Object.values(RUN_FIELDS).flat());

/**
 * The fields shown, in order: where the job runs, its resources (and how many times: an array's indices), what it
 * runs, its files, the jobs it waits for.
 */
export function shownFields(formData: FormValues): string[] {
  const run = RUN_FIELDS[String(formData.submit_type)] ?? [];
  return [
    'cluster_id',
    'hpcqueue_id',
    'name',
    'priority',
    'cores',
    'memory',
    'time_limit',
    'array',
    'submit_type',
    ...run,
    'input_file',
    'work_dir',
    'stdout_path',
    'stderr_path',
    'dependency',
    'notify',
  ];
}

/** Every default of the schema (priority, cores, submit type) under the given values. */
export function initialSubmitData(values: FormValues = {}): FormValues {
  return getDefaultFormState(submitValidator(), SUBMIT_SCHEMA, values, SUBMIT_SCHEMA, false, {
    emptyObjectFields: 'populateAllDefaults',
  }) as FormValues;
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

function only(values: Record<string, unknown>): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => present(value)));
}

/**
 * The values of a job to submit again. What it ran is kept as a command or a script (a job submitted from a
 * template ran the template's). Paths named after the old job (its hpcjob_uuid: the gateway's default working
 * directory and output files) are left out, so the new job gets its own. An array is submitted again as an array of
 * the same indices.
 */
export function valuesFromJob(job: Job): FormValues {
  const own = (path: string | null | undefined) => (path && !path.includes(job.hpcjob_uuid) ? path : undefined);
  return only({
    cluster_id: job.cluster_id,
    hpcqueue_id: job.hpcqueue_id,
    name: job.name,
    priority: job.priority,
    cores: job.cores,
    memory: job.memory,
    time_limit: job.time_limit,
    array: job.array,
    submit_type: job.script_path ? 'script' : 'command',
    cmd: job.script_path ? undefined : job.cmd,
    script_path: job.script_path,
    input_file: job.input_file,
    work_dir: own(job.work_dir),
    stdout_path: own(job.stdout_path),
    stderr_path: own(job.stderr_path),
  });
}

/**
 * The form after choosing a job template: the template's cluster, default queue, resources and paths; the job runs
 * the template (submit type template). Its command or script is kept too, for a change of submit type.
 */
export function applyTemplate(current: FormValues, template: JobTemplate): FormValues {
  const values = only({
    cluster_id: template.cluster_id,
    hpcqueue_id: template.hpcqueue_id,
    priority: template.priority,
    cores: template.cores,
    memory: template.memory,
    time_limit: template.time_limit,
    work_dir: template.work_dir,
    stdout_path: template.stdout_path,
    stderr_path: template.stderr_path,
    cmd: template.cmd,
    script_path: template.script_path,
    file_template_id: template.file_temp_id,
  });
  const sameCluster = current.cluster_id === template.cluster_id;
  const kept = sameCluster ? current : { name: current.name, input_file: current.input_file };
  return only({ ...kept, name: current.name ?? template.name, ...values, submit_type: 'template', job_template_id: template.temp_id });
}

/**
 * `next` with what follows from a change since `previous`: another cluster has other queues, templates and jobs to
 * wait for; a job template chosen (`templateOf` finds it) gives its values; a file template chosen is a script still
 * to be saved.
 */
export function normalizeSubmitData(
  previous: FormValues,
  next: FormValues,
  templateOf: (tempId: string) => JobTemplate | undefined = () => undefined,
): FormValues {
  let data = { ...next };
  if (previous.cluster_id !== undefined && data.cluster_id !== previous.cluster_id) {
    delete data.hpcqueue_id;
    delete data.job_template_id;
    // The picker offers only the chosen cluster's jobs: every job a row names is the old cluster's.
    if (Array.isArray(data.dependency)) data.dependency = data.dependency.filter((row: { job?: unknown } | null) => !row?.job);
  }
  const template =
    typeof data.job_template_id === 'string' && data.job_template_id !== previous.job_template_id
      ? templateOf(data.job_template_id)
      : undefined;
  if (template) data = applyTemplate(data, template);
  else if (data.file_template_id !== previous.file_template_id) delete data.script_path;
  return data;
}

/** The body of job/submitJob: the shown fields of the submit type, without empty values (the mutator adds the identity). */
export function submitRequestBody(formData: FormValues): SubmitJobRequest {
  const shown = new Set(shownFields(formData));
  const body = Object.fromEntries(
    Object.entries(formData).filter(([key, value]) => present(value) && (!RUN_ONLY.has(key) || shown.has(key))),
  );
  // The contract's default (the user's notification settings) is what the gateway takes when it is left out.
  if (body.notify === 'default') delete body.notify;
  return body as unknown as SubmitJobRequest;
}
