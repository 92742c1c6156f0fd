/**
 * A dialog of one of the contract's forms (the quota modals, asking for more time, opening a graphics application):
 * a dialog that cannot be dismissed while its change is sent, lines above and below the form, the
 * form rendered by SchemaForm (disabled while sending) and Cancel / submit buttons naming the form. Each dialog keeps
 * its own schema, rules, widgets and request; useFieldRefusals shows the gateway's refusal by the fields it names.
 */
import { Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { DialogButtons } from '@/shared/dialogs/dialog-buttons';
import { DialogFrame } from '@/shared/dialogs/dialog-frame';
import { SchemaForm, type SchemaFormProps } from './schema-form';

export interface SchemaFormDialogProps {
  /** Shown (default); a dialog kept mounted while closed passes false. */
  open?: boolean;
  title: string;
  /** The form's id, which the submit button names. */
  formId: string;
  submitLabel: ReactNode;
  /** A change is being sent: the dialog stays, the form and buttons wait. */
  busy: boolean;
  onClose(): void;
  size?: 'md' | 'lg';
  /** Fields and lines shown above the form. */
  before?: ReactNode;
  /** Lines shown below it. */
  after?: ReactNode;
  /** Called when a submit starts inside the dialog (before the form's own validation). */
  onSubmitCapture?: (event: FormEvent) => void;
  form: Omit<SchemaFormProps, 'id' | 'disabled' | 'children'>;
}

export function SchemaFormDialog(props: SchemaFormDialogProps) {
  const { open = true, title, formId, submitLabel, busy, onClose, size, before, after, onSubmitCapture, form } = props;
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={title}
      busy={busy}
      size={size}
      footer={<DialogButtons onCancel={onClose} submitLabel={submitLabel} formId={formId} busy={busy} />}
    >
      <Stack gap="4" onSubmitCapture={onSubmitCapture}>
        {before}
        <SchemaForm id={formId} disabled={busy} {...form} />
        {after}
      </Stack>
    </DialogFrame>
  );
}
