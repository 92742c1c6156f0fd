/**
 * The frame of a quota modal (the cluster user's and the shared member's): a large dialog that cannot be
 * dismissed while its change is sent, lines above the form (what the data allows), the contract's quota form rendered
 * by SchemaForm (disabled while sending) and Cancel / submit buttons naming the form. Each dialog keeps its own
 * schema, rules, widgets and request.
 */
import { Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { DialogButtons } from '@/shared/dialogs/dialog-buttons';
import { DialogFrame } from '@/shared/dialogs/dialog-frame';
import { SchemaForm, type SchemaFormProps } from './schema-form';

export interface QuotaFormDialogProps {
  title: string;
  /** The form's id, which the submit button names. */
  formId: string;
  submitLabel: ReactNode;
  /** A change is being sent: the dialog stays, the form and buttons wait. */
  busy: boolean;
  onClose(): void;
  /** Fields and lines shown above the quota form. */
  before?: ReactNode;
  /** Called when a submit starts inside the dialog (before the form's own validation). */
  onSubmitCapture?: (event: FormEvent) => void;
  form: Omit<SchemaFormProps, 'id' | 'disabled' | 'children'>;
}

export function QuotaFormDialog({ title, formId, submitLabel, busy, onClose, before, onSubmitCapture, form }: QuotaFormDialogProps) {
  return (
    <DialogFrame
      open
      onClose={onClose}
      title={title}
      busy={busy}
      size="lg"
      footer={<DialogButtons onCancel={onClose} submitLabel={submitLabel} formId={formId} busy={busy} />}
    >
      <Stack gap="4" onSubmitCapture={onSubmitCapture}>
        {before}
        <SchemaForm id={formId} disabled={busy} {...form} />
      </Stack>
    </DialogFrame>
  );
}
