/**
 * Creating or editing a job template: an rjsf form of the contract's JobTemplateForm in a dialog. Editing opens the
 * template as jobtemplate/tempDetail answers it and sends the whole form to updateJobTemp; creating sends it to
 * createJobTemp. The change is immediate: the list is refreshed and the dialog closes. A refusal (a name another
 * template of the cluster has, a queue that no longer exists) is told in a toast, and on its fields when it names them.
 */
import { Spinner, Text } from '@chakra-ui/react';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ErrorSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getListJobTemplatesQueryKey,
  useCreateJobTemplate,
  useGetJobTemplate,
  useUpdateJobTemplate,
} from '@/api/generated/endpoints/job-templates/job-templates';
import type { JobTemplate } from '@/api/generated/model/jobTemplate';
import { DialogButtons } from '@/shared/dialogs/dialog-buttons';
import { DialogFrame } from '@/shared/dialogs/dialog-frame';
import { errorMessage, showErrorToast, showSuccessToast } from '@/shared/errors';
import { SchemaForm, showRefusalByField, type FormValues } from '@/shared/forms';
import {
  initialTemplateData,
  normalizeTemplateData,
  templateFields,
  TEMPLATE_FIELDS,
  TEMPLATE_MESSAGES,
  TEMPLATE_SCHEMA,
  templateRequestBody,
  templateUiSchema,
  templateValidator,
  templateWidgets,
  valuesOfTemplate,
} from './job-template-form';

const FORM_ID = 'job-template-form';

export interface JobTemplateDialogProps {
  open: boolean;
  /** The template to edit; a new template when absent. */
  tempId?: string;
  /** The cluster a new template starts on (the page's chosen cluster). */
  clusterId?: string;
  onClose(): void;
}

export function JobTemplateDialog({ open, tempId, clusterId, onClose }: JobTemplateDialogProps) {
  const { t } = useLingui();
  const detail = useGetJobTemplate({ temp_id: tempId ?? '' }, { query: { enabled: !!tempId, staleTime: 0 } });
  const [busy, setBusy] = useState(false);
  const template = detail.data?.hpc_job_template;
  const name = template?.name ?? '';
  let body;
  if (!tempId)
    body = <TemplateForm initial={initialTemplateData(clusterId ? { cluster_id: clusterId } : {})} onBusy={setBusy} onSaved={onClose} />;
  else if (template)
    body = (
      <TemplateForm template={template} initial={initialTemplateData(valuesOfTemplate(template))} onBusy={setBusy} onSaved={onClose} />
    );
  else if (detail.error) body = <Text color="fg.error">{errorMessage(detail.error)}</Text>;
  else body = <Spinner role="status" aria-label={t`Loading…`} />;
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={tempId ? t`Edit job template ${name}` : t`Create job template`}
      busy={busy}
      size="lg"
      footer={
        <DialogButtons onCancel={onClose} submitLabel={<Trans>Save</Trans>} formId={FORM_ID} busy={busy} disabled={!!tempId && !template} />
      }
    >
      {body}
    </DialogFrame>
  );
}

interface TemplateFormProps {
  template?: JobTemplate;
  initial: FormValues;
  onBusy(busy: boolean): void;
  onSaved(): void;
}

function TemplateForm({ template, initial, onBusy, onSaved }: TemplateFormProps) {
  const { t } = useLingui();
  const { _ } = useLinguiContext();
  const client = useQueryClient();
  const [formData, setFormData] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<ErrorSchema | undefined>();
  const create = useCreateJobTemplate();
  const update = useUpdateJobTemplate();
  const uiSchema = useMemo(() => templateUiSchema({ _ }), [_]);
  const submitType = formData.submit_type;
  const fields = useMemo(() => templateFields(submitType), [submitType]);

  const save = async (data: FormValues) => {
    const body = templateRequestBody(data);
    const name = String(body.name);
    onBusy(true);
    setFieldErrors(undefined);
    try {
      if (template) await update.mutateAsync({ data: { ...body, temp_id: template.temp_id } });
      else await create.mutateAsync({ data: body });
      await client.invalidateQueries({ queryKey: getListJobTemplatesQueryKey() });
      showSuccessToast(template ? t`Job template ${name} is saved` : t`Job template ${name} is created`);
      onSaved();
    } catch (error) {
      if (!showRefusalByField(error, TEMPLATE_FIELDS, setFieldErrors)) showErrorToast(error, t`Could not save job template ${name}`);
    } finally {
      onBusy(false);
    }
  };

  return (
    <SchemaForm
      id={FORM_ID}
      schema={TEMPLATE_SCHEMA}
      validator={templateValidator()}
      messages={TEMPLATE_MESSAGES}
      uiSchema={uiSchema}
      stepFields={fields}
      formData={formData}
      widgets={templateWidgets}
      formContext={{ formData }}
      extraErrors={fieldErrors}
      onChange={(next) => setFormData((previous) => normalizeTemplateData(previous, next))}
      onSubmit={(data) => void save(data)}
    />
  );
}
