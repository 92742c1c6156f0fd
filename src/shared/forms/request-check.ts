/**
 * A small dialog's fields checked with the contract's own rules before sending: the request body is validated by
 * the precompiled validators codegen writes for it (codegen.config.ts `requestSchemas`, the same Ajv code the
 * forms use, no rule written again) and each problem is worded like a form's (validation-messages.ts: keyword,
 * params, `x-rule`), in the user's language, by the top-level field it belongs to. The dialog shows each message
 * beside its field and sends nothing while there is one.
 *
 *   import validators from '@/api/generated/form-validators/modify-cluster-request';
 *   import schema from '@/api/generated/form-schemas/modify-cluster-request.json';
 *   const problems = checkRequest({ validators, schema }, body, i18n); // { cluster_name: 'At most 20 characters' }
 */
import type { RJSFSchema } from '@rjsf/utils';
import { formValidator } from './form-validator';
import type { Translator } from './localize-ui-schema';
import { propertyOf, translateErrors } from './validation-messages';

/** A request body's generated schema and the default export of its generated form-validators module. */
export interface RequestRules {
  validators: unknown;
  schema: unknown;
}

/** The problem of each top-level field of a request body (its first), in the user's language; empty when valid. */
export type FieldProblems = Partial<Record<string, string>>;

/**
 * Checks `body` against the request's contract schema. Problems of the body as a whole (an `anyOf` saying one of
 * two fields is needed) have no field and are left to the dialog's own logic (e.g. its disabled Save button).
 */
export function checkRequest(rules: RequestRules, body: object, i18n: Translator): FieldProblems {
  const schema = rules.schema as RJSFSchema;
  const { errors } = formValidator(rules.validators, schema).validateFormData(body, schema);
  const problems: FieldProblems = {};
  for (const error of translateErrors(errors, schema, i18n)) {
    const field = propertyOf(error).split('.')[0];
    if (field && !problems[field] && error.message) problems[field] = error.message;
  }
  return problems;
}

/** Whether a check found anything. */
export function hasProblems(problems: FieldProblems): boolean {
  return Object.values(problems).some(Boolean);
}
