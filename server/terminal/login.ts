/**
 * The login message of a new shell (ADR 0034), checked with the contract's TerminalLogin schema, and its key read
 * with ssh2's parseKey: only ssh-rsa and ecdsa-sha2-nistp521 (spec section 5). What it answers goes to ssh2 and is
 * dropped; nothing here logs or keeps it.
 */
import type { ValidateFunction } from 'ajv';
// ssh2 is CommonJS: Node's ESM loader (tsx, npm start) finds no named export `utils` in it.
import ssh2 from 'ssh2';
import { createContractAjv, type OpenApiDoc } from '../contract/document';
import type { MessageKey } from '../i18n/messages';
import { schemaErrorOf, locatedSchemaMessage } from '../http/validation-messages';
import type { Lang } from '../i18n/messages';
import { translate } from '../i18n/messages';

const { utils } = ssh2;

export const ACCEPTED_KEY_TYPES = new Set(['ssh-rsa', 'ecdsa-sha2-nistp521']);
export const KEY_MAX_CHARS = 1_048_576;

export type SshAuth = { username: string; password: string } | { username: string; privateKey: string; passphrase?: string };

/** A refused login: its code (ADR 0034; auth_failed and the key codes may be retried) and message. */
export interface LoginRefusal {
  code: 'invalid_login' | 'key_too_large' | 'key_invalid' | 'key_type';
  message: string;
}

export function loginValidator(doc: OpenApiDoc): ValidateFunction {
  return createContractAjv(doc, { verbose: true }).compile({ $ref: 'contract#/components/schemas/TerminalLogin' });
}

function refusal(code: LoginRefusal['code'], key: MessageKey, lang: Lang): LoginRefusal {
  return { code, message: translate(key, lang) };
}

/** The first problem of a login the schema refuses, in words. */
function schemaRefusal(validate: ValidateFunction, lang: Lang): LoginRefusal {
  const errors = validate.errors ?? [];
  const at = (field: string) => errors.find((e) => e.instancePath === `/${field}`);
  const key = at('private_key');
  if (key)
    return key.keyword === 'maxLength'
      ? refusal('key_too_large', 'terminal_key_too_large', lang)
      : refusal('key_invalid', 'terminal_key_invalid', lang);
  if (at('passphrase')) return refusal('invalid_login', 'terminal_passphrase_too_long', lang);
  const field = errors.find((e) => e.instancePath !== '' || (e.keyword === 'required' && e.params.missingProperty === 'user_name'));
  if (field) {
    const location = ['body', ...field.instancePath.split('/').filter(Boolean)];
    return { code: 'invalid_login', message: locatedSchemaMessage(location, schemaErrorOf(field), lang) };
  }
  return refusal('invalid_login', 'terminal_login_one_of', lang);
}

/** The ssh2 authentication of a login message, or why it is refused. */
export function readLogin(validate: ValidateFunction, message: Record<string, unknown>, lang: Lang): SshAuth | LoginRefusal {
  const { type: _type, ...login } = message;
  if (typeof login.private_key === 'string' && login.private_key.length > KEY_MAX_CHARS)
    return refusal('key_too_large', 'terminal_key_too_large', lang);
  if (!validate(login)) return schemaRefusal(validate, lang);
  const username = String(login.user_name);
  if (typeof login.password === 'string') return { username, password: login.password };
  const privateKey = String(login.private_key);
  const passphrase = typeof login.passphrase === 'string' && login.passphrase !== '' ? login.passphrase : undefined;
  const parsed = utils.parseKey(privateKey, passphrase);
  if (parsed instanceof Error) {
    if (/passphrase/i.test(parsed.message)) return refusal('key_invalid', 'terminal_key_passphrase', lang);
    return refusal('key_invalid', 'terminal_key_invalid', lang);
  }
  const key = Array.isArray(parsed) ? parsed[0] : parsed;
  if (!key || !ACCEPTED_KEY_TYPES.has(key.type)) return refusal('key_type', 'terminal_key_type', lang);
  return { username, privateKey, ...(passphrase ? { passphrase } : {}) };
}

export const isRefusal = (value: SshAuth | LoginRefusal): value is LoginRefusal => 'code' in value;
