/**
 * The web terminal login (spec section 2's modal, ADR 0034): the contract's TerminalLogin form — a user name, then a
 * password or a private key file — its generated schema, precompiled validator and translated texts, how it renders
 * (rjsf's oneOf choice between the two; the key as a file read in the browser), and the login message it sends.
 */
import { msg } from '@lingui/core/macro';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { messages } from '@/api/generated/form-messages/terminal-login';
import schemaJson from '@/api/generated/form-schemas/terminal-login.json';
import validateFns from '@/api/generated/form-validators/terminal-login';
import { formValidator, type FormMessages, type FormValues, type Translator } from '@/shared/forms';
import type { TerminalLogin } from './terminal-connection';

export const TERMINAL_LOGIN_SCHEMA = schemaJson as unknown as RJSFSchema;
export const TERMINAL_LOGIN_MESSAGES: FormMessages = messages;
export const terminalLoginValidator = () => formValidator(validateFns, TERMINAL_LOGIN_SCHEMA);

export function terminalLoginUiSchema(i18n: Translator): UiSchema {
  // A oneOf option's uiSchema stands in for the form's own below it: its fields' translated titles are given again.
  const title = (field: string) => {
    const text = messages[field]?.title;
    return text ? i18n._(text) : undefined;
  };
  const field = (name: string, widget: string) => ({
    'ui:widget': widget,
    'ui:title': title(name),
    'ui:options': { hideDescription: true },
  });
  return {
    // The choice between the two ways (rjsf's oneOf selector) as radios; the form's title is the dialog's.
    'ui:widget': 'choice',
    'ui:label': false,
    user_name: { 'ui:autocomplete': 'username', 'ui:options': { hideDescription: true } },
    oneOf: [
      { 'ui:title': i18n._(msg`Password`), 'ui:label': false, password: field('password', 'loginPassword') },
      {
        'ui:title': i18n._(msg`Private key file`),
        'ui:label': false,
        private_key: field('private_key', 'keyFile'),
        passphrase: field('passphrase', 'loginPassword'),
      },
    ],
  };
}

/** The login message's credentials from the form: the chosen way only. */
export function terminalLoginOf(data: FormValues): TerminalLogin {
  const userName = String(data.user_name ?? '');
  if (typeof data.private_key === 'string' && data.private_key) {
    const passphrase = typeof data.passphrase === 'string' && data.passphrase ? { passphrase: data.passphrase } : {};
    return { user_name: userName, private_key: data.private_key, ...passphrase };
  }
  return { user_name: userName, password: String(data.password ?? '') };
}

/** What the form keeps once a login is sent: the user name and the chosen key file, never a password or passphrase. */
export function afterSending(data: FormValues): FormValues {
  const { password: _password, passphrase: _passphrase, ...kept } = data;
  return kept;
}
