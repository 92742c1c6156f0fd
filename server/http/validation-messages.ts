/**
 * The schema (Ajv) problems of a refused request in the request's language: a message chosen by the Ajv keyword
 * and filled from Ajv's params (the limit, the missing property, the allowed values), never Ajv's own English.
 * A rule the contract names with `x-rule` (the password's `password.uppercase` pattern) gets its own message, as
 * in the console (src/shared/forms/validation-messages.ts). A keyword without an entry gets a generic message.
 * Also the messages of a body Fastify could not read (not JSON, empty, too large...), by Fastify's error code.
 */
import { JSON_TOO_DEEP } from './json-depth';
import type { ErrorObject } from 'ajv';
import { fillMessage, type Lang, type MessageKey } from '../i18n/messages';
import { fieldName, fieldOfLocation } from './field-names';

type Text = Record<Lang, string>;
type Params = Record<string, unknown>;

/** Every text of a schema problem; `{name}` is filled from the values `describe` derives from Ajv's params. */
export const SCHEMA_TEXTS = {
  required: { zh: '缺少必填字段 {field}', en: 'Missing required field {field}' },
  dependentRequired: { zh: '指定 {property} 时必须同时指定 {field}', en: '{field} is required when {property} is given' },
  additionalProperties: { zh: '不支持的字段 {field}', en: 'Unknown field {field}' },
  propertyNames: { zh: '字段名 {field} 不合法', en: 'The field name {field} is not valid' },
  type: { zh: '必须是{types}', en: 'Must be {types}' },
  minimum: { zh: '不能小于 {limit}', en: 'Must be at least {limit}' },
  maximum: { zh: '不能大于 {limit}', en: 'Must be at most {limit}' },
  exclusiveMinimum: { zh: '必须大于 {limit}', en: 'Must be greater than {limit}' },
  exclusiveMaximum: { zh: '必须小于 {limit}', en: 'Must be less than {limit}' },
  multipleOf: { zh: '必须是 {multipleOf} 的倍数', en: 'Must be a multiple of {multipleOf}' },
  notEmpty: { zh: '不能为空', en: 'Must not be empty' },
  minLength: { zh: '长度不能少于 {limit} 个字符', en: 'Must be at least {limit} characters long' },
  maxLength: { zh: '长度不能超过 {limit} 个字符', en: 'Must be at most {limit} characters long' },
  pattern: { zh: '格式不正确', en: 'Invalid format' },
  format: { zh: '必须是{format}', en: 'Must be {format}' },
  formatUnknown: { zh: '格式不正确（应为 {format}）', en: 'Must be a valid {format}' },
  enum: { zh: '必须是以下值之一: {values}', en: 'Must be one of: {values}' },
  const: { zh: '必须是 {value}', en: 'Must be {value}' },
  minItems: { zh: '至少需要 {limit} 项', en: 'Must have at least {limit} items' },
  minItemsOne: { zh: '至少需要 1 项', en: 'Must have at least 1 item' },
  maxItems: { zh: '不能超过 {limit} 项', en: 'Must have at most {limit} items' },
  maxItemsOne: { zh: '不能超过 1 项', en: 'Must have at most 1 item' },
  uniqueItems: {
    zh: '不能包含重复项（第 {first} 项与第 {second} 项相同）',
    en: 'Must not contain duplicates (items {first} and {second} are identical)',
  },
  contains: { zh: '至少需要 {limit} 项符合要求', en: 'At least {limit} of the items must match' },
  containsRange: { zh: '符合要求的项须在 {min} 到 {max} 项之间', en: 'Between {min} and {max} of the items must match' },
  minProperties: { zh: '至少需要 {limit} 个字段', en: 'The field count must be at least {limit}' },
  maxProperties: { zh: '不能超过 {limit} 个字段', en: 'The field count must be at most {limit}' },
  oneOfNone: { zh: '不符合任何一种允许的形式', en: 'Matches none of the allowed forms' },
  oneOfMany: { zh: '只能符合一种允许的形式，但同时符合了多种', en: 'Must match exactly one of the allowed forms, but matches several' },
  anyOf: { zh: '不符合任何一种允许的形式', en: 'Matches none of the allowed forms' },
  not: { zh: '不允许使用该值', en: 'This value is not allowed' },
  if: { zh: '不满足其他字段的取值所要求的条件', en: 'Does not meet the conditions the other fields set' },
  falseSchema: { zh: '当前条件下不允许该字段', en: 'Not allowed with the current choices' },
  invalid: { zh: '取值不合法', en: 'Invalid value' },
  // The rules the contract names with x-rule.
  'password.charset': { zh: '包含不允许的字符', en: 'Contains a character that is not allowed' },
  'password.lowercase': { zh: '必须包含小写字母', en: 'Needs a lowercase letter' },
  'password.uppercase': { zh: '必须包含大写字母', en: 'Needs an uppercase letter' },
  'password.digit': { zh: '必须包含数字', en: 'Needs a digit' },
  'password.symbol': { zh: '必须包含以下符号之一: {symbols}', en: 'Needs one of {symbols}' },
  'job.array': {
    zh: '应为 Slurm 的数组写法，如 0-99、1,3,5-7 或 0-15:4，可加 %4 表示最多同时运行 4 个',
    en: "Use Slurm's array form, e.g. 0-99, 1,3,5-7 or 0-15:4, optionally %4 to run at most 4 at once",
  },
  'name.word': { zh: '只能包含字母、数字和下划线', en: 'May contain only letters, digits and underscores' },
  'name.ascii': { zh: '只能包含英文字母、数字和下划线', en: 'May contain only the letters A-Z, digits and underscores' },
  'name.label': {
    zh: '只能包含字母、数字、下划线、连字符和空格，且不能以空格开头',
    en: 'May contain only letters, digits, underscores, hyphens and spaces, and may not start with a space',
  },
  'name.folder': { zh: '不能包含 /，且不能以空格开头或结尾', en: 'May not contain /, nor start or end with a space' },
} as const satisfies Record<string, Text>;

type TextKey = keyof typeof SCHEMA_TEXTS;

/** JSON Schema type names, as the complement of "must be". */
const TYPE_NAMES: Record<string, Text> = {
  string: { zh: '字符串', en: 'a string' },
  integer: { zh: '整数', en: 'an integer' },
  number: { zh: '数字', en: 'a number' },
  boolean: { zh: '布尔值（true 或 false）', en: 'a boolean (true or false)' },
  array: { zh: '数组', en: 'an array' },
  object: { zh: '对象', en: 'an object' },
  null: { zh: '空值 (null)', en: 'null' },
};

/** The contract's formats, as the complement of "must be". */
const FORMAT_NAMES: Record<string, Text> = {
  'date-time': { zh: '有效的日期时间（如 2026-01-31T08:00:00Z）', en: 'a date-time such as 2026-01-31T08:00:00Z' },
  date: { zh: '有效的日期（如 2026-01-31）', en: 'a date such as 2026-01-31' },
  time: { zh: '有效的时间（如 08:00:00Z）', en: 'a time such as 08:00:00Z' },
  email: { zh: '有效的电子邮箱地址', en: 'an e-mail address' },
  ipv4: { zh: '有效的 IPv4 地址', en: 'an IPv4 address' },
  ipv6: { zh: '有效的 IPv6 地址', en: 'an IPv6 address' },
  hostname: { zh: '有效的主机名', en: 'a host name' },
  uri: { zh: '有效的 URL', en: 'a URL' },
  'uri-reference': { zh: '有效的 URI', en: 'a URI' },
  uuid: { zh: '有效的 UUID', en: 'a UUID' },
};

/** The values of enum named in full; longer lists end with their count. */
const ENUM_SHOWN = 10;

/** A schema problem as kept until the answer: Ajv's keyword and params, and the contract's rule name if any. */
export interface SchemaError {
  keyword: string;
  params: Params;
  /** The `x-rule` of the schema that failed (Ajv `verbose` gives the parent schema). */
  rule?: string;
}

function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function count(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

/** The characters of a pattern's first character class (`[!@#%$^&*]`), escapes read as the character. */
function characterClass(pattern: string): string[] {
  const match = /\[((?:\\.|[^\]\\])*)\]/.exec(pattern);
  return match ? [...match[1].matchAll(/\\(.)|(.)/g)].map(([, escaped, plain]) => escaped ?? plain) : [];
}

/** The text and values of one problem, in `lang` where a value is itself words (type and format names, lists). */
function describe(error: SchemaError, lang: Lang): { text: TextKey; values?: Record<string, string | number> } {
  const p = error.params;
  // x-rule names the schema's pattern: its other keywords (minLength beside it) keep their own words.
  if (error.keyword === 'pattern' && error.rule && error.rule in SCHEMA_TEXTS) {
    return { text: error.rule as TextKey, values: { symbols: characterClass(String(p.pattern ?? '')).join(' ') } };
  }
  const list = (values: unknown[]) => values.map(show).join(lang === 'zh' ? '、' : ', ');
  switch (error.keyword) {
    case 'required':
      return { text: 'required', values: { field: fieldName(show(p.missingProperty), lang) } };
    case 'dependentRequired':
    case 'dependencies':
      return {
        text: 'dependentRequired',
        values: { field: fieldName(show(p.missingProperty), lang), property: fieldName(show(p.property), lang) },
      };
    case 'additionalProperties':
      return { text: 'additionalProperties', values: { field: show(p.additionalProperty) } };
    case 'unevaluatedProperties':
      return { text: 'additionalProperties', values: { field: show(p.unevaluatedProperty) } };
    case 'propertyNames':
      return { text: 'propertyNames', values: { field: show(p.propertyName) } };
    case 'type': {
      const types = (Array.isArray(p.type) ? p.type : String(p.type).split(',')).map(String);
      const names = types.map((t) => TYPE_NAMES[t]?.[lang] ?? t);
      return { text: 'type', values: { types: names.join(lang === 'zh' ? '或' : ' or ') } };
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'formatMinimum':
    case 'formatMaximum':
    case 'formatExclusiveMinimum':
    case 'formatExclusiveMaximum': {
      // The comparison decides (formatMinimum and the like carry it too): >=, <=, > or <.
      const byComparison: Record<string, TextKey> = { '>=': 'minimum', '<=': 'maximum', '>': 'exclusiveMinimum', '<': 'exclusiveMaximum' };
      const text = byComparison[String(p.comparison)] ?? (error.keyword in SCHEMA_TEXTS ? (error.keyword as TextKey) : 'invalid');
      return { text, values: { limit: show(p.limit) } };
    }
    case 'multipleOf':
      return { text: 'multipleOf', values: { multipleOf: show(p.multipleOf) } };
    case 'minLength':
      return count(p.limit) === 1 ? { text: 'notEmpty' } : { text: 'minLength', values: { limit: show(p.limit) } };
    case 'maxLength':
      return { text: 'maxLength', values: { limit: show(p.limit) } };
    case 'pattern':
      // A pattern is never shown (a regex means nothing to a user): a rule named with x-rule is worded above.
      return { text: 'pattern' };
    case 'format': {
      const name = FORMAT_NAMES[String(p.format)];
      return name ? { text: 'format', values: { format: name[lang] } } : { text: 'formatUnknown', values: { format: show(p.format) } };
    }
    case 'enum': {
      const values = Array.isArray(p.allowedValues) ? p.allowedValues : [];
      const shown = list(values.slice(0, ENUM_SHOWN));
      const more = values.length > ENUM_SHOWN ? (lang === 'zh' ? ` 等 ${values.length} 个值` : ` (${values.length} values in all)`) : '';
      return { text: 'enum', values: { values: shown + more } };
    }
    case 'const':
      return { text: 'const', values: { value: show(p.allowedValue) } };
    case 'minItems':
      return count(p.limit) === 1 ? { text: 'minItemsOne' } : { text: 'minItems', values: { limit: show(p.limit) } };
    case 'maxItems':
    case 'items':
    case 'additionalItems':
    case 'unevaluatedItems':
      return count(p.limit) === 1 ? { text: 'maxItemsOne' } : { text: 'maxItems', values: { limit: show(p.limit) } };
    case 'uniqueItems': {
      // Ajv's indexes count from 0: the user reads the first item as item 1.
      const [a, b] = [count(p.i), count(p.j)].sort((x, y) => x - y);
      return { text: 'uniqueItems', values: { first: a + 1, second: b + 1 } };
    }
    case 'contains':
      return p.maxContains === undefined
        ? { text: 'contains', values: { limit: show(p.minContains ?? 1) } }
        : { text: 'containsRange', values: { min: show(p.minContains), max: show(p.maxContains) } };
    case 'minProperties':
      return { text: 'minProperties', values: { limit: show(p.limit) } };
    case 'maxProperties':
      return { text: 'maxProperties', values: { limit: show(p.limit) } };
    case 'oneOf':
      return { text: Array.isArray(p.passingSchemas) ? 'oneOfMany' : 'oneOfNone' };
    case 'anyOf':
      return { text: 'anyOf' };
    case 'not':
      return { text: 'not' };
    case 'if':
      return { text: 'if' };
    case 'false schema':
      return { text: 'falseSchema' };
    default:
      return { text: 'invalid' };
  }
}

/** The message of a schema problem in `lang`. */
export function schemaMessage(error: SchemaError, lang: Lang): string {
  const { text, values = {} } = describe(error, lang);
  return fillMessage(SCHEMA_TEXTS[text][lang], values);
}

/**
 * The message of a schema problem at its place in the request, naming the field in words ("集群名称：只能包含字母、
 * 数字和下划线"), never its JSON path. A problem of the request itself (a missing field) names the field in its text.
 */
export function locatedSchemaMessage(location: readonly string[], error: SchemaError, lang: Lang): string {
  const text = schemaMessage(error, lang);
  const field = error.keyword === 'required' || error.keyword === 'dependentRequired' ? undefined : fieldOfLocation(location, lang);
  if (!field) return text;
  return lang === 'zh' ? `${field}：${text}` : `${field.charAt(0).toUpperCase()}${field.slice(1)}: ${text}`;
}

/** What is kept of an Ajv error until the answer: its keyword, its params and the `x-rule` of its schema. */
export function schemaErrorOf(error: ErrorObject): SchemaError {
  const rule = (error.parentSchema as Record<string, unknown> | undefined)?.['x-rule'];
  return { keyword: error.keyword, params: error.params as Params, ...(typeof rule === 'string' ? { rule } : {}) };
}

/** The messages of the bodies Fastify (or its multipart plugin) cannot read, by the error's code. */
const BODY_ERRORS: Record<string, MessageKey> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body_empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'body_not_json',
  [JSON_TOO_DEEP]: 'body_too_deep',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'body_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'body_length_mismatch',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'body_not_multipart',
  FST_PARTS_LIMIT: 'body_too_many_parts',
  FST_FILES_LIMIT: 'body_too_many_parts',
  FST_FIELDS_LIMIT: 'body_too_many_parts',
};

/** The message of a body Fastify could not read (its error's code); a code without its own gets the generic one. */
export function bodyErrorKey(code: string | undefined): MessageKey {
  return (code && BODY_ERRORS[code]) || 'body_unreadable';
}
