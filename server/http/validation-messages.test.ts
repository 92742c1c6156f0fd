import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { CONTRACT_FILE } from '../app';
import { messages } from '../i18n/messages';
import { bodyErrorKey, locatedSchemaMessage, schemaErrorOf, schemaMessage, SCHEMA_TEXTS, type SchemaError } from './validation-messages';

const ajv = new Ajv2020({ strict: false, allErrors: true, verbose: true });
addFormats(ajv);

/** The problems Ajv really reports for `data` against `schema`, worded in zh and in en. */
function worded(schema: object, data: unknown): { keyword: string; zh: string; en: string }[] {
  const validate = ajv.compile(schema);
  expect(validate(data), `${JSON.stringify(data)} is refused by ${JSON.stringify(schema)}`).toBe(false);
  return (validate.errors ?? []).map((e) => ({
    keyword: e.keyword,
    zh: schemaMessage(schemaErrorOf(e), 'zh'),
    en: schemaMessage(schemaErrorOf(e), 'en'),
  }));
}

const CASES: [string, object, unknown, string, string][] = [
  ['required', { type: 'object', required: ['cluster_name'] }, {}, '缺少必填字段 集群名称', 'Missing required field cluster name'],
  [
    'dependentRequired',
    { type: 'object', dependentRequired: { start_time: ['end_time'] } },
    { start_time: 'x' },
    '指定 开始时间 时必须同时指定 结束时间',
    'end time is required when start time is given',
  ],
  ['additionalProperties', { type: 'object', additionalProperties: false }, { force: true }, '不支持的字段 force', 'Unknown field force'],
  [
    'unevaluatedProperties',
    { type: 'object', properties: { a: {} }, unevaluatedProperties: false },
    { a: 1, colour: 'red' },
    '不支持的字段 colour',
    'Unknown field colour',
  ],
  [
    'propertyNames',
    { type: 'object', propertyNames: { pattern: '^[a-z]+$' } },
    { Bad: 1 },
    '字段名 Bad 不合法',
    'The field name Bad is not valid',
  ],
  ['type (integer)', { type: 'integer' }, 'x', '必须是整数', 'Must be an integer'],
  ['type (string)', { type: 'string' }, 1, '必须是字符串', 'Must be a string'],
  ['type (boolean)', { type: 'boolean' }, 1, '必须是布尔值（true 或 false）', 'Must be a boolean (true or false)'],
  ['type (array)', { type: 'array' }, {}, '必须是数组', 'Must be an array'],
  ['type (object)', { type: 'object' }, [], '必须是对象', 'Must be an object'],
  ['type (number or null)', { type: ['number', 'null'] }, 'x', '必须是数字或空值 (null)', 'Must be a number or null'],
  ['minimum', { minimum: 1 }, 0, '不能小于 1', 'Must be at least 1'],
  ['maximum', { maximum: 100 }, 101, '不能大于 100', 'Must be at most 100'],
  ['exclusiveMinimum', { exclusiveMinimum: 0 }, 0, '必须大于 0', 'Must be greater than 0'],
  ['exclusiveMaximum', { exclusiveMaximum: 10 }, 10, '必须小于 10', 'Must be less than 10'],
  ['multipleOf', { multipleOf: 4 }, 6, '必须是 4 的倍数', 'Must be a multiple of 4'],
  ['minLength 1', { type: 'string', minLength: 1 }, '', '不能为空', 'Must not be empty'],
  ['minLength', { type: 'string', minLength: 4 }, 'abc', '长度不能少于 4 个字符', 'Must be at least 4 characters long'],
  ['maxLength', { type: 'string', maxLength: 64 }, 'x'.repeat(65), '长度不能超过 64 个字符', 'Must be at most 64 characters long'],
  ['pattern (never shown)', { type: 'string', pattern: '^hpc-[a-z0-9]{8}$' }, 'hpc-1', '格式不正确', 'Invalid format'],
  [
    'format date-time',
    { type: 'string', format: 'date-time' },
    'yesterday',
    '必须是有效的日期时间（如 2026-01-31T08:00:00Z）',
    'Must be a date-time such as 2026-01-31T08:00:00Z',
  ],
  ['format ipv4', { type: 'string', format: 'ipv4' }, '10.0.0', '必须是有效的 IPv4 地址', 'Must be an IPv4 address'],
  ['format email', { type: 'string', format: 'email' }, 'alice', '必须是有效的电子邮箱地址', 'Must be an e-mail address'],
  ['format uri', { type: 'string', format: 'uri' }, 'not a url', '必须是有效的 URL', 'Must be a URL'],
  ['format uuid', { type: 'string', format: 'uuid' }, 'x', '必须是有效的 UUID', 'Must be a UUID'],
  ['format hostname', { type: 'string', format: 'hostname' }, '-x-', '必须是有效的主机名', 'Must be a host name'],
  ['format uri-reference', { type: 'string', format: 'uri-reference' }, '\\\\', '必须是有效的 URI', 'Must be a URI'],
  ['enum', { enum: ['hpc', 'ehpc', 1] }, 'x', '必须是以下值之一: hpc、ehpc、1', 'Must be one of: hpc, ehpc, 1'],
  [
    'enum (long)',
    { enum: Array.from({ length: 12 }, (_, i) => `v${i}`) },
    'x',
    '必须是以下值之一: v0、v1、v2、v3、v4、v5、v6、v7、v8、v9 等 12 个值',
    'Must be one of: v0, v1, v2, v3, v4, v5, v6, v7, v8, v9 (12 values in all)',
  ],
  ['const', { const: 'job/submitJob' }, 'x', '必须是 job/submitJob', 'Must be job/submitJob'],
  ['const (number)', { const: 0 }, 1, '必须是 0', 'Must be 0'],
  ['minItems', { type: 'array', minItems: 2 }, [1], '至少需要 2 项', 'Must have at least 2 items'],
  ['minItems 1', { type: 'array', minItems: 1 }, [], '至少需要 1 项', 'Must have at least 1 item'],
  [
    'maxItems',
    { type: 'array', maxItems: 100 },
    Array.from({ length: 101 }, (_, i) => i),
    '不能超过 100 项',
    'Must have at most 100 items',
  ],
  [
    'items after prefixItems',
    { type: 'array', prefixItems: [{}, {}], items: false },
    [1, 2, 3],
    '不能超过 2 项',
    'Must have at most 2 items',
  ],
  ['unevaluatedItems', { type: 'array', prefixItems: [{}], unevaluatedItems: false }, [1, 2], '不能超过 1 项', 'Must have at most 1 item'],
  [
    'uniqueItems',
    { type: 'array', uniqueItems: true },
    ['a', 'b', 'a'],
    '不能包含重复项（第 1 项与第 3 项相同）',
    'Must not contain duplicates (items 1 and 3 are identical)',
  ],
  [
    'contains',
    { type: 'array', contains: { const: 1 }, minContains: 2 },
    [1],
    '至少需要 2 项符合要求',
    'At least 2 of the items must match',
  ],
  [
    'contains (range)',
    { type: 'array', contains: { const: 1 }, minContains: 1, maxContains: 2 },
    [1, 1, 1],
    '符合要求的项须在 1 到 2 项之间',
    'Between 1 and 2 of the items must match',
  ],
  ['minProperties', { type: 'object', minProperties: 1 }, {}, '至少需要 1 个字段', 'The field count must be at least 1'],
  ['maxProperties', { type: 'object', maxProperties: 1 }, { a: 1, b: 2 }, '不能超过 1 个字段', 'The field count must be at most 1'],
  ['not', { not: { enum: ['vxnet-0', 'vxnet-1'] } }, 'vxnet-0', '不允许使用该值', 'This value is not allowed'],
  [
    'false schema',
    { type: 'object', properties: { a: false } },
    { a: 1 },
    '当前条件下不允许该字段',
    'Not allowed with the current choices',
  ],
];

describe('schema problems in the request’s language', () => {
  it.each(CASES)('%s', (_case, schema, data, zh, en) => {
    const found = worded(schema, data);
    expect(found, JSON.stringify(found)).toContainEqual(expect.objectContaining({ zh, en }));
  });

  it('words oneOf (none or several branches), anyOf and if, beside the problems found inside them', () => {
    const oneOf = { type: 'object', oneOf: [{ required: ['temp_id'] }, { required: ['temp_ids'] }] };
    expect(worded(oneOf, {})).toEqual([
      { keyword: 'required', zh: '缺少必填字段 模板', en: 'Missing required field template' },
      { keyword: 'required', zh: '缺少必填字段 模板', en: 'Missing required field templates' },
      { keyword: 'oneOf', zh: '不符合任何一种允许的形式', en: 'Matches none of the allowed forms' },
    ]);
    expect(worded(oneOf, { temp_id: 'a', temp_ids: ['a'] })).toEqual([
      {
        keyword: 'oneOf',
        zh: '只能符合一种允许的形式，但同时符合了多种',
        en: 'Must match exactly one of the allowed forms, but matches several',
      },
    ]);
    expect(worded({ anyOf: [{ type: 'string' }, { type: 'integer' }] }, true).map((p) => [p.keyword, p.zh, p.en])).toContainEqual([
      'anyOf',
      '不符合任何一种允许的形式',
      'Matches none of the allowed forms',
    ]);
    const conditional = {
      type: 'object',
      if: { properties: { paid_type: { const: 1 } }, required: ['paid_type'] },
      then: { properties: { duration: { minimum: 1 } } },
    };
    expect(worded(conditional, { paid_type: 1, duration: 0 }).map((p) => [p.keyword, p.zh, p.en])).toEqual([
      ['minimum', '不能小于 1', 'Must be at least 1'],
      ['if', '不满足其他字段的取值所要求的条件', 'Does not meet the conditions the other fields set'],
    ]);
  });

  it('words the rules the contract names with x-rule (the password)', () => {
    const schema = (JSON.parse(readFileSync(CONTRACT_FILE, 'utf8')) as { components: { schemas: Record<string, object> } }).components
      .schemas.Password;
    // 13 characters, lowercase letters and a space.
    const found = worded(schema, 'abcdef ghijkl');
    expect(found.map((p) => p.zh)).toEqual([
      '包含不允许的字符',
      '必须包含大写字母',
      '必须包含数字',
      '必须包含以下符号之一: ! @ # % $ ^ & *',
    ]);
    expect(found.map((p) => p.en)).toEqual([
      'Contains a character that is not allowed',
      'Needs an uppercase letter',
      'Needs a digit',
      'Needs one of ! @ # % $ ^ & *',
    ]);
    expect(new Set(found.map((p) => p.keyword))).toEqual(new Set(['pattern']));
  });

  it('words the name rules the contract names with x-rule, and names the field in words before the problem', () => {
    const schemas = (JSON.parse(readFileSync(CONTRACT_FILE, 'utf8')) as { components: { schemas: Record<string, object> } }).components
      .schemas;
    expect(worded(schemas.Name, 'a b').map((p) => [p.zh, p.en])).toEqual([
      ['只能包含字母、数字和下划线', 'May contain only letters, digits and underscores'],
    ]);
    expect(worded(schemas.ShortName, '名字名字').map((p) => p.zh)).toEqual(['只能包含英文字母、数字和下划线']);
    expect(worded(schemas.LabelName, ' x').map((p) => p.en)).toEqual([
      'May contain only letters, digits, underscores, hyphens and spaces, and may not start with a space',
    ]);
    const tooShort: SchemaError = { keyword: 'minLength', params: { limit: 3 } };
    expect(locatedSchemaMessage(['body', 'username'], tooShort, 'zh')).toBe('集群账号名：长度不能少于 3 个字符');
    expect(locatedSchemaMessage(['body', 'username'], tooShort, 'en')).toBe(
      'Account name on the cluster: Must be at least 3 characters long',
    );
    expect(locatedSchemaMessage(['body'], { keyword: 'required', params: { missingProperty: 'cluster_name' } }, 'zh')).toBe(
      '缺少必填字段 集群名称',
    );
  });

  it('falls back to a generic translated message for a keyword without its own', () => {
    const unknown: SchemaError = { keyword: 'discriminator', params: { error: 'mapping', tag: 'kind' } };
    expect(schemaMessage(unknown, 'zh')).toBe('取值不合法');
    expect(schemaMessage(unknown, 'en')).toBe('Invalid value');
    expect(schemaMessage({ keyword: 'format', params: { format: 'idn-email' } }, 'zh')).toBe('格式不正确（应为 idn-email）');
  });

  it('has its own wording for every keyword the contract validates with', () => {
    // Keywords that only hold other schemas or annotate: their problems are those of the schemas inside.
    const structural = new Set([
      '$ref',
      '$defs',
      'allOf',
      'properties',
      'patternProperties',
      'then',
      'else',
      'dependentSchemas',
      'prefixItems',
      'contentMediaType',
      'contentEncoding',
      'contentSchema',
      'default',
      'title',
      'description',
      'examples',
      'deprecated',
      'readOnly',
      'writeOnly',
      '$schema',
      '$id',
      '$comment',
      'nullable',
      'discriminator',
    ]);
    const validating = new Set(Object.keys(ajv.RULES.all));
    const NAMED_SCHEMAS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
    const used = new Set<string>();
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (node && typeof node === 'object') {
        const schema = node as Record<string, unknown>;
        for (const [key, value] of Object.entries(schema)) {
          if (
            validating.has(key) &&
            !structural.has(key) &&
            !(key === 'items' && !schema.prefixItems) &&
            !(key === 'minContains' || key === 'maxContains')
          )
            used.add(key);
          // The names of properties and definitions are not keywords (a property may be called `id`): their schemas are.
          if (NAMED_SCHEMAS.has(key) && value && typeof value === 'object') Object.values(value).forEach(visit);
          else if (key !== 'examples' && key !== 'example' && key !== 'default') visit(value);
        }
      }
    };
    visit(JSON.parse(readFileSync(CONTRACT_FILE, 'utf8')));
    // The keywords of the contract's schemas today (a new one must be worded before the contract uses it).
    expect([...used].sort()).toEqual(
      expect.arrayContaining([
        'const',
        'enum',
        'format',
        'if',
        'maxItems',
        'maxLength',
        'maximum',
        'minItems',
        'minLength',
        'minimum',
        'pattern',
        'required',
        'type',
        'uniqueItems',
        'unevaluatedProperties',
      ]),
    );
    for (const keyword of used) {
      // `if` reports itself; `items` after prefixItems reports the item count.
      const message = schemaMessage({ keyword, params: { limit: 1 } }, 'zh');
      expect(message, keyword).not.toBe(SCHEMA_TEXTS.invalid.zh);
    }
  });

  it('has no English left in a Chinese text, nor a Chinese one in English', () => {
    for (const [name, text] of Object.entries(SCHEMA_TEXTS)) {
      expect(text.zh, name).toMatch(/[\u4e00-\u9fff]/);
      expect(text.en, name).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('a body Fastify cannot read', () => {
  it('is worded by its error code, a code of its own or the generic message', () => {
    expect(messages[bodyErrorKey('FST_ERR_CTP_INVALID_JSON_BODY')]).toEqual({
      zh: '请求体不是合法的 JSON',
      en: 'The request body is not valid JSON',
    });
    expect(bodyErrorKey('FST_ERR_CTP_EMPTY_JSON_BODY')).toBe('body_empty');
    expect(bodyErrorKey('FST_ERR_CTP_BODY_TOO_LARGE')).toBe('body_too_large');
    expect(bodyErrorKey('FST_FILES_LIMIT')).toBe('body_too_many_parts');
    expect(bodyErrorKey('FST_PROTO_VIOLATION')).toBe('body_unreadable');
    expect(bodyErrorKey(undefined)).toBe('body_unreadable');
  });
});
