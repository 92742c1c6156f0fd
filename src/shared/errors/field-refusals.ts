/**
 * A gateway refusal of a rule beyond the schemas (ADR 0001 amendment 1: 409, ret_code 1100, `validation[]` naming
 * the fields) as rjsf `extraErrors`, shown on the fields the gateway names; its messages are the gateway's, already
 * in the user's language. The form's own rules stay the schema's (precompiled validator).
 */
import type { ErrorSchema } from '@rjsf/utils';
import { CLIENT_RET_CODES, isGatewayError } from '@/api/gateway';

/** Where a request value sits: the first segment says body or query, the rest is the field path. */
const WHERE = new Set(['body', 'query', 'path']);

/** The field path of a validation location (`['body', 'cores']` -> `['cores']`). */
export function fieldPathOf(location: readonly string[]): string[] {
  return WHERE.has(location[0] ?? '') ? location.slice(1) : [...location];
}

/**
 * The errors of a refusal by field, for `SchemaForm`'s `extraErrors`; undefined when the refusal names no field of
 * the form (`fields`: the form's top-level fields; a location outside them is left to the toast).
 */
export function gatewayFieldErrors(error: unknown, fields?: readonly string[]): ErrorSchema | undefined {
  if (!isGatewayError(error) || error.retCode !== CLIENT_RET_CODES.invalid) return undefined;
  const schema: Record<string, unknown> = {};
  let found = false;
  for (const problem of error.validation) {
    const path = fieldPathOf(problem.location);
    if (!path.length || (fields && !fields.includes(path[0]))) continue;
    let node = schema;
    for (const key of path) node = (node[key] ??= {}) as Record<string, unknown>;
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), problem.message || error.message];
    found = true;
  }
  return found ? (schema as ErrorSchema) : undefined;
}

/**
 * Where a dialog's refusal is shown (ADR 0044): by the fields it names (`show`), never also as a toast over the
 * dialog; a refusal that names none of the form's fields is the toast's. Answers whether it named fields.
 */
export function showRefusalByField(error: unknown, fields: readonly string[], show: (errors: ErrorSchema | undefined) => void): boolean {
  const errors = gatewayFieldErrors(error, fields);
  show(errors);
  return !!errors;
}
