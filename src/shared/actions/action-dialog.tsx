/**
 * The dialog every action opens (confirmations, small forms, typed-name confirmations): a title, a body, and a
 * footer with Cancel and the action's button. The body is a form, so Enter submits it; the action button shows a
 * spinner while the change is being sent and the dialog cannot be dismissed meanwhile. Irreversible actions use
 * tone "danger" (a red button, the alertdialog role). One confirmation per intent: while the promise `onConfirm`
 * answers is under way, another click or Enter does nothing and the dialog shows itself busy (useOneAtATime).
 */
import { Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { DialogButtons } from '@/shared/dialogs/dialog-buttons';
import { DialogFrame } from '@/shared/dialogs/dialog-frame';
import { useOneAtATime } from './use-one-at-a-time';

export type ActionTone = 'default' | 'danger';

export interface ActionDialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children?: ReactNode;
  /** The action button's text. Default "Confirm". */
  confirmLabel?: ReactNode;
  /** The dismiss button's text. Default "Cancel". */
  cancelLabel?: ReactNode;
  tone?: ActionTone;
  /** The change is being sent: spinner on the button, no dismissing. */
  busy?: boolean;
  /** The action button is disabled (e.g. a typed name that does not match yet, a form that is not valid). */
  confirmDisabled?: boolean;
  /** Runs on the action button and on Enter; answer the change's promise so that the dialog is busy until it ends. */
  onConfirm(): unknown;
  /** Dialog width. Default md. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Replaces the footer's buttons (e.g. a dialog that only informs). */
  footer?: ReactNode;
}

export function ActionDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  busy: sending = false,
  confirmDisabled = false,
  onConfirm,
  size = 'md',
  footer,
}: ActionDialogProps) {
  const confirm = useOneAtATime(async () => {
    await onConfirm();
  });
  const busy = sending || confirm.pending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !confirmDisabled) void confirm.run();
  };
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={title}
      busy={busy}
      size={size}
      role={tone === 'danger' ? 'alertdialog' : 'dialog'}
      wrap={(content) => (
        <form onSubmit={submit} noValidate>
          {content}
        </form>
      )}
      footer={
        footer ?? (
          <DialogButtons
            onCancel={onClose}
            cancelLabel={cancelLabel}
            submitLabel={confirmLabel ?? <Trans>Confirm</Trans>}
            busy={busy}
            disabled={confirmDisabled}
            tone={tone === 'danger' ? 'danger' : 'default'}
          />
        )
      }
    >
      <Stack gap="4">{children}</Stack>
    </DialogFrame>
  );
}
