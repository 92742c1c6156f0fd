/**
 * Ajv's validation errors as translated messages (rjsf `transformErrors`). A message is chosen by the Ajv keyword
 * and its params; a rule the schema names with `x-rule` (e.g. the password's `password.uppercase` pattern) gets its
 * own message. The texts never restate a rule: bounds come from Ajv's params, symbol sets from the schema's pattern.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { translate, type Translator } from './localize-ui-schema';
import { characterClassOf } from './schema-rules';

type Params = Record<string, unknown>;

const KEYWORD_MESSAGES: Record<string, MessageDescriptor> = {
  required: msg`Required`,
  minLength: msg({ message: 'At least {limit, plural, one {# character} other {# characters}}' }),
  maxLength: msg({ message: 'At most {limit, plural, one {# character} other {# characters}}' }),
  minimum: msg`Must be at least {limit}`,
  maximum: msg`Must be at most {limit}`,
  exclusiveMinimum: msg`Must be greater than {limit}`,
  exclusiveMaximum: msg`Must be less than {limit}`,
  multipleOf: msg`Must be a multiple of {multipleOf}`,
  minItems: msg`Choose at least {limit}`,
  maxItems: msg`Choose at most {limit}`,
  uniqueItems: msg`Each item may appear only once`,
  pattern: msg`Invalid format`,
  format: msg`Invalid format ({format})`,
  enum: msg`Choose one of the offered values`,
  const: msg`Must be {allowedValue}`,
  not: msg`This value cannot be used`,
  'false schema': msg`Not allowed with the current choices`,
  additionalProperties: msg`Unknown field`,
  unevaluatedProperties: msg`Unknown field`,
};

const TYPE_MESSAGES: Record<string, MessageDescriptor> = {
  integer: msg`Must be a whole number`,
  number: msg`Must be a number`,
};

/** Formats users type, in words (others keep the keyword's message naming the format). */
const FORMAT_MESSAGES: Record<string, MessageDescriptor> = {
  email: msg`Please enter a valid e-mail address`,
};

const INVALID = msg`Invalid value`;

/** Messages of the rules the contract names with `x-rule`. */
const RULE_MESSAGES: Record<string, MessageDescriptor> = {
  'password.charset': msg`Contains a character that is not allowed`,
  'password.lowercase': msg`Needs a lowercase letter`,
  'password.uppercase': msg`Needs an uppercase letter`,
  'password.digit': msg`Needs a digit`,
  'password.symbol': msg`Needs one of {symbols}`,
  'job.array': msg`Use Slurm's array form, e.g. 0-99, 1,3,5-7 or 0-15:4, optionally %4 to run at most 4 at once`,
  'name.word': msg`May contain only letters, digits and underscores`,
  'name.ascii': msg`May contain only the letters A-Z, digits and underscores`,
  'name.label': msg`May contain only letters, digits, underscores, hyphens and spaces, and may not start with a space`,
  'name.folder': msg`May not contain /, nor start or end with a space`,
};

/** The schema node an Ajv schemaPath (`#/allOf/0/properties/x/pattern`) points at the keyword of. */
export function schemaNodeOf(root: RJSFSchema, schemaPath: string | undefined): Record<string, unknown> | undefined {
  if (!schemaPath?.startsWith('#')) return undefined;
  const segments = schemaPath.slice(1).split('/').filter(Boolean).slice(0, -1);
  let node: unknown = root;
  for (const segment of segments) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node && typeof node === 'object' ? (node as Record<string, unknown>) : undefined;
}

/** The translated message of one error. */
export function validationMessage(
  error: Pick<RJSFValidationError, 'name' | 'params' | 'schemaPath'>,
  root: RJSFSchema,
  i18n: Translator,
): string {
  const params = (error.params ?? {}) as Params;
  const node = schemaNodeOf(root, error.schemaPath);
  // x-rule names the schema's pattern: its other keywords (minLength beside it) keep their own words.
  const rule = error.name === 'pattern' && typeof node?.['x-rule'] === 'string' ? RULE_MESSAGES[node['x-rule']] : undefined;
  if (rule) return translate(i18n, rule, { symbols: typeof node?.pattern === 'string' ? characterClassOf(node.pattern).join(' ') : '' });
  if (error.name === 'type') return i18n._(TYPE_MESSAGES[String(params.type)] ?? INVALID);
  const format = error.name === 'format' ? FORMAT_MESSAGES[String(params.format)] : undefined;
  if (format) return i18n._(format);
  const descriptor = error.name ? KEYWORD_MESSAGES[error.name] : undefined;
  return translate(i18n, descriptor ?? INVALID, params);
}

/** rjsf reports top-level fields without a leading dot and nested ones with it: `a` and `.a.b` become `a`, `a.b`. */
export function propertyOf(error: Pick<RJSFValidationError, 'property'>): string {
  return (error.property ?? '').replace(/^\./, '');
}

/**
 * Translates every error and keeps those of the given top-level fields (a step's), dropping Ajv's summaries of
 * conditional branches (`if`), which repeat the errors found inside them.
 */
export function translateErrors(
  errors: RJSFValidationError[],
  root: RJSFSchema,
  i18n: Translator,
  fields?: readonly string[],
): RJSFValidationError[] {
  return errors
    .filter((error) => error.name !== 'if')
    .filter((error) => !fields || fields.includes(propertyOf(error).split('.')[0]))
    .map((error) => {
      // Errors of a customValidate come without an Ajv keyword and already in words.
      if (!error.name) return error;
      const message = validationMessage(error, root, i18n);
      return { ...error, message, stack: message };
    });
}
