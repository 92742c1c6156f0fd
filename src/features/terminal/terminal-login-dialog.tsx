/**
 * The "web terminal login" modal: the contract's TerminalLogin form rendered by rjsf and checked with its
 * precompiled validator (terminal-login.ts), sent as the socket's login message. The gateway's refusal (a wrong
 * password, a key it cannot use) is shown in the modal, in the user's language, and the login may be tried again.
 * A password is not kept once sent.
 */
import { Alert, Stack, Text } from '@chakra-ui/react';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { DialogButtons } from '@/shared/dialogs/dialog-buttons';
import { DialogFrame } from '@/shared/dialogs/dialog-frame';
import { SchemaForm, type FormValues } from '@/shared/forms';
import { KeyFileWidget } from './key-file-widget';
import { LoginPasswordWidget } from './login-password-widget';
import type { TerminalLogin } from './terminal-connection';
import {
  afterSending,
  TERMINAL_LOGIN_MESSAGES,
  TERMINAL_LOGIN_SCHEMA,
  terminalLoginOf,
  terminalLoginUiSchema,
  terminalLoginValidator,
} from './terminal-login';

const FORM_ID = 'terminal-login-form';
const widgets = { keyFile: KeyFileWidget, loginPassword: LoginPasswordWidget };

export interface TerminalLoginDialogProps {
  nodeName: string;
  /** A login is on its way: the modal waits for the gateway's answer. */
  sending: boolean;
  /** The gateway's refusal of the last login. */
  error?: { code: string; message: string };
  onLogin(credentials: TerminalLogin): void;
  onClose(): void;
}

export function TerminalLoginDialog({ nodeName, sending, error, onLogin, onClose }: TerminalLoginDialogProps) {
  const { t } = useLingui();
  const { _ } = useLinguiContext();
  const uiSchema = useMemo(() => terminalLoginUiSchema({ _ }), [_]);
  const validator = useMemo(() => terminalLoginValidator(), []);
  const [formData, setFormData] = useState<FormValues>({});
  return (
    <DialogFrame
      open
      onClose={onClose}
      busy={sending}
      title={t`Web terminal login: ${nodeName}`}
      footer={<DialogButtons onCancel={onClose} submitLabel={<Trans>Sign in</Trans>} formId={FORM_ID} busy={sending} />}
    >
      <Stack gap="4">
        <Text textStyle="sm" color="fg.muted">
          <Trans>
            Sign in to the node with its account: a password, or a private key file (ssh-rsa or ecdsa-sha2-nistp521, at most 1M).
          </Trans>
        </Text>
        {error && (
          <Alert.Root status="error" data-testid="terminal-login-error">
            <Alert.Indicator />
            <Alert.Title>{error.message}</Alert.Title>
          </Alert.Root>
        )}
        <SchemaForm
          id={FORM_ID}
          schema={TERMINAL_LOGIN_SCHEMA}
          validator={validator}
          messages={TERMINAL_LOGIN_MESSAGES}
          uiSchema={uiSchema}
          formData={formData}
          widgets={widgets}
          disabled={sending}
          onChange={setFormData}
          onSubmit={(data) => {
            onLogin(terminalLoginOf(data));
            setFormData(afterSending(data));
          }}
        />
      </Stack>
    </DialogFrame>
  );
}
