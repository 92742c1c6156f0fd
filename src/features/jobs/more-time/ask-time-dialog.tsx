/**
 * "Ask for more time" (ADR 0060): the contract's AskTimeExtensionForm in a small dialog (the job is the page's, so
 * hidden), checked with its precompiled validator; the new limit is shown as the minutes change. The gateway's
 * refusal by a field (past the queue's longest time) is shown by the field, any other in a toast.
 */
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getListTimeExtensionsQueryKey, useAskTimeExtension } from '@/api/generated/endpoints/time-extensions/time-extensions';
import { messages } from '@/api/generated/form-messages/ask-time-extension-form';
import schemaJson from '@/api/generated/form-schemas/ask-time-extension-form.json';
import validateFns from '@/api/generated/form-validators/ask-time-extension-form';
import { showErrorToast, showSuccessToast } from '@/shared/errors';
import { formValidator, SchemaFormDialog, useFieldRefusals, type FormValues } from '@/shared/forms';

const FORM_ID = 'ask-time-form';
const SCHEMA = schemaJson as unknown as RJSFSchema;
const FIELDS = ['extra_minutes', 'reason'];
const UI_SCHEMA: UiSchema = {
  'ui:title': '',
  hpcjob_uuid: { 'ui:widget': 'hidden' },
};

export interface AskTimeDialogProps {
  open: boolean;
  hpcjobUuid: string;
  jobName: string;
  /** The job's limit now (minutes). */
  timeLimit: number;
  onClose(): void;
}

export function AskTimeDialog({ open, hpcjobUuid, jobName, timeLimit, onClose }: AskTimeDialogProps) {
  const { t } = useLingui();
  const client = useQueryClient();
  const ask = useAskTimeExtension();
  const [formData, setFormData] = useState<FormValues>({ hpcjob_uuid: hpcjobUuid, extra_minutes: 60 });
  const refusals = useFieldRefusals(FIELDS);
  const extra = typeof formData.extra_minutes === 'number' ? formData.extra_minutes : 0;
  const newLimit = timeLimit + extra;

  const send = async (data: FormValues) => {
    refusals.clear();
    try {
      await ask.mutateAsync({
        data: { hpcjob_uuid: hpcjobUuid, extra_minutes: Number(data.extra_minutes), reason: String(data.reason ?? '') },
      });
      await client.invalidateQueries({ queryKey: getListTimeExtensionsQueryKey() });
      showSuccessToast(t`More time for ${jobName} is asked for`);
      onClose();
    } catch (error) {
      if (!refusals.refused(error)) showErrorToast(error, t`Could not ask for more time for ${jobName}`);
    }
  };

  return (
    <SchemaFormDialog
      open={open}
      onClose={onClose}
      busy={ask.isPending}
      title={t`Ask for more time: ${jobName}`}
      formId={FORM_ID}
      submitLabel={<Trans>Ask</Trans>}
      before={
        <Text textStyle="sm" color="fg.muted" data-testid="ask-time-limits">
          <Trans>
            Time limit now: {timeLimit} min; asked for: {newLimit} min.
          </Trans>
        </Text>
      }
      form={{
        schema: SCHEMA,
        validator: formValidator(validateFns, SCHEMA),
        messages,
        uiSchema: UI_SCHEMA,
        formData,
        extraErrors: refusals.errors,
        onChange: setFormData,
        onSubmit: (data) => void send(data),
      }}
    />
  );
}
