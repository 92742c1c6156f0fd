/**
 * The web terminal login (spec section 2's modal, ADR 0034): the contract's TerminalLogin form — a user name, then a
 * password or a private key file — its generated schema, precompiled validator and translated texts, how it renders
 * (rjsf's oneOf choice between the two; the key as a file read in the browser), and the login message it sends.
 */
import { msg } from '@lingui/core/macro';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { messages } from '../../api/generated/form-messages/terminal-login';
import schemaJson from '../../api/generated/form-schemas/terminal-login.json';
import validateFns from '../../api/generated/form-validators/terminal-login';
import { formValidator, type FormMessages, type FormValues, type Translator } from '../../shared/forms';
import type { TerminalLogin } from './terminal-connection';

export const TERMINAL_LOGIN_SCHEMA = schemaJson as unknown as RJSFSchema;
export const TERMINAL_LOGIN_MESSAGES: FormMessages = messages;
export const terminalLoginValidator = () => formValidator(validateFns, TERMINAL_LOGIN_SCHEMA);

export function terminalLoginUiSchema(i18n: Translator): UiSchema {
  return {
    // The choice between the two ways (rjsf's oneOf selector) as radios, under its own label.
    'ui:widget': 'choice',
    'ui:title': i18n._(msg`Sign in with`),
    user_name: { 'ui:autocomplete': 'username', 'ui:options': { hideDescription: true } },
    oneOf: [
      { 'ui:title': i18n._(msg`Password`), password: { 'ui:widget': 'loginPassword', 'ui:options': { hideDescription: true } } },
      {
        'ui:title': i18n._(msg`Private key file`),
        private_key: { 'ui:widget': 'keyFile', 'ui:options': { hideDescription: true } },
        passphrase: { 'ui:widget': 'loginPassword', 'ui:options': { hideDescription: true } },
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
