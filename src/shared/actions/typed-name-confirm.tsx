/**
 * The confirmation of an irreversible action (delete, deregister, …): the user types the resource's name before
 * the red button is enabled. The name must match exactly (surrounding spaces ignored).
 */
import { Field, Input, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { ActionDialog } from './action-dialog';

export interface TypedNameConfirmProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  /** What happens, said before the name field. */
  children?: ReactNode;
  /** The name to type. */
  name: string;
  confirmLabel?: ReactNode;
  busy?: boolean;
  /** Answer the change's promise (see ActionDialog). */
  onConfirm(): unknown;
}

export function typedNameMatches(typed: string, name: string): boolean {
  return typed.trim() === name;
}

export function TypedNameConfirm({ open, onClose, title, children, name, confirmLabel, busy, onConfirm }: TypedNameConfirmProps) {
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <ActionDialog
      open={open}
      onClose={close}
      title={title}
      tone="danger"
      busy={busy}
      confirmLabel={confirmLabel}
      confirmDisabled={!typedNameMatches(typed, name)}
      onConfirm={onConfirm}
    >
      {children}
      <Text color="fg.error" fontWeight="medium">
        <Trans>This cannot be undone.</Trans>
      </Text>
      <Field.Root required>
        <Field.Label>
          <Trans>
            Type{' '}
            <Text as="span" fontFamily="mono" fontWeight="semibold">
              {name}
            </Text>{' '}
            to confirm
          </Trans>
        </Field.Label>
        <Input value={typed} onChange={(event) => setTyped(event.currentTarget.value)} autoComplete="off" data-1p-ignore />
      </Field.Root>
    </ActionDialog>
  );
}
