/**
 * The footer of a dialog that sends something: Cancel, then the action's button (submit, of the dialog's own form
 * or of the form named by `formId`). While `busy` the action shows a spinner and Cancel is disabled, like the
 * dialog's other ways out (DialogFrame).
 */
import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface DialogButtonsProps {
  onCancel(): void;
  /** The action button's text. */
  submitLabel: ReactNode;
  /** The dismiss button's text. Default "Cancel". */
  cancelLabel?: ReactNode;
  /** The id of the form the action submits, when the button is outside it. */
  formId?: string;
  /** A change is being sent. */
  busy?: boolean;
  /** The action cannot be taken yet. */
  disabled?: boolean;
  /** Irreversible actions are red. */
  tone?: 'default' | 'danger';
}

export function DialogButtons({
  onCancel,
  submitLabel,
  cancelLabel,
  formId,
  busy = false,
  disabled = false,
  tone = 'default',
}: DialogButtonsProps) {
  return (
    <>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        {cancelLabel ?? <Trans>Cancel</Trans>}
      </Button>
      <Button type="submit" form={formId} colorPalette={tone === 'danger' ? 'red' : 'blue'} loading={busy} disabled={busy || disabled}>
        {submitLabel}
      </Button>
    </>
  );
}
