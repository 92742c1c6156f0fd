/**
 * A creation dialog of the NAS page rendered from one of the contract's forms (rjsf, precompiled validator,
 * translated titles and errors; ADR 0007): the form, the price of the quota it sets (NasCost, asked only once the
 * quota is priceable), the gateway's refusal on the field it is about, one request per intent (useFollowedChange) and its
 * job followed to its end.
 */
import { Stack } from '@chakra-ui/react';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { DialogButtons } from '@/shared/dialogs/dialog-buttons';
import { DialogFrame } from '@/shared/dialogs/dialog-frame';
import { formValidator, SchemaForm, type FormMessages, type FormValues } from '@/shared/forms';
import { NasCost } from './nas-cost';
import { refusalOn } from './nas-refusal';

export interface NasFormDialogProps {
  formId: string;
  title: ReactNode;
  submitLabel: ReactNode;
  schema: unknown;
  validators: unknown;
  messages: FormMessages;
  /** The field the price is of (capacity or quota). */
  pricedField: string;
  fsId?: string;
  /** Sends the form's values; answers whether the change was accepted (the dialog then closes). */
  send(values: FormValues): Promise<boolean>;
  sending: boolean;
  /** The last refusal, shown on its field. */
  refused: unknown;
  onClose(): void;
  children?: ReactNode;
}

const UI: UiSchema = { description: { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } } };

/** The schema's defaults of its top-level fields. */
function defaultsOf(schema: RJSFSchema): FormValues {
  const entries = Object.entries(schema.properties ?? {}).map(
    ([key, field]) => [key, typeof field === 'object' ? field.default : undefined] as const,
  );
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

/** The values rjsf keeps for an emptied optional field (undefined, '') are left out of the request. */
export function filled(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''));
}

export function NasFormDialog({
  formId,
  title,
  submitLabel,
  schema,
  validators,
  messages,
  pricedField,
  fsId,
  send,
  sending,
  refused,
  onClose,
  children,
}: NasFormDialogProps) {
  const formSchema = schema as RJSFSchema;
  const validator = useMemo(() => formValidator(validators, formSchema), [validators, formSchema]);
  // The form starts from the contract's defaults, so that the quota shown is the quota priced.
  const [values, setValues] = useState<FormValues>(() => defaultsOf(formSchema));
  const fields = useMemo(() => Object.keys(formSchema.properties ?? {}), [formSchema]);
  const extraErrors = useMemo(() => {
    const errors: Record<string, { __errors: string[] }> = {};
    for (const field of fields) {
      const message = refusalOn(refused, field);
      if (message) errors[field] = { __errors: [message] };
    }
    return Object.keys(errors).length ? (errors as ErrorSchema) : undefined;
  }, [refused, fields]);
  // Once a creation is accepted, a click arriving after its answer (the dialog closing) sends nothing (ADR 0015).
  const accepted = useRef(false);
  const submit = async (data: FormValues) => {
    if (accepted.current) return;
    if (await send(filled(data))) {
      accepted.current = true;
      onClose();
    }
  };
  return (
    <DialogFrame
      open
      onClose={onClose}
      title={title}
      busy={sending}
      size="lg"
      footer={<DialogButtons onCancel={onClose} submitLabel={submitLabel} formId={formId} busy={sending} />}
    >
      <Stack gap="4">
        {children}
        <SchemaForm
          id={formId}
          schema={formSchema}
          validator={validator}
          messages={messages}
          uiSchema={UI}
          formData={values}
          extraErrors={extraErrors}
          disabled={sending}
          onChange={setValues}
          onSubmit={(data) => void submit(data)}
        />
        <NasCost quota={values[pricedField]} fsId={fsId} />
      </Stack>
    </DialogFrame>
  );
}
