/**
 * Hostile requests for property-based tests (fast-check): an operation's valid example request (CaseBuilder.base)
 * with one thing replaced by a hostile value — a path or query parameter, a body field (top level or one level
 * down), a multipart field, the whole body, the raw JSON text, or the URL itself. Values: numbers beyond 32/64-bit
 * and database ranges, numbers JSON can write but JavaScript cannot hold, NaN/Infinity as text, NUL and other
 * control characters, 100 KB strings, wrong types, arrays and objects for scalars, prototype keys, traversal paths.
 */
import fc from 'fast-check';
import { parametersOf, type ContractOperation, type OpenApiDoc } from '../contract/document';
import type { CaseBuilder, QueryValue, RequestSpec } from './bad-input-cases';
import type { RawRequest } from './raw-send';

/** A number written into the JSON text as is (1e400, 30 digits): what JSON allows and a double cannot hold. */
export class RawNumber {
  constructor(readonly text: string) {}
  toJSON(): string {
    return `\u0000raw:${this.text}\u0000`;
  }
}

const KB100 = 100 * 1024;
const CONTROL = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
  '\u202e',
  '\ufeff',
  '\ud800',
];

const bigNumbers = fc.constantFrom(
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 + 1,
  -(2 ** 53) - 1,
  2 ** 63,
  2 ** 64,
  1e308,
  -1e308,
  -0,
  5e-324,
  0.1,
  -1,
);
const rawNumbers = fc
  .constantFrom('1e400', '-1e400', '123456789012345678901234567890', '-9223372036854775809', '1E+308', '0.00000000000000000000000000001')
  .map((t) => new RawNumber(t));
const numericText = fc.constantFrom(
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '2147483648',
  '4294967296',
  '9223372036854775808',
  '-9223372036854775809',
  '0x7fffffff',
  '1_000',
  ' 7',
  '７',
);
const control = fc
  .tuple(fc.string({ maxLength: 3 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 3 }))
  .map(([a, c, b]) => `${a}${c}${b}`);
/** A 100 KB string, shown in a counterexample by what it repeats rather than in full. */
export class LongText {
  readonly text: string;
  constructor(readonly unit: string) {
    this.text = unit.repeat(KB100);
  }
  toJSON(): string {
    return this.text;
  }
  [fc.toStringMethod](): string {
    return `${JSON.stringify(this.unit)} x ${KB100}`;
  }
}
const long = fc.constantFrom('a', 'é', '中', '\u0000', '/', '9').map((c) => new LongText(c));
export const TRAVERSALS = [
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e/%2e%2e/etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  '....//....//etc/passwd',
  '%252e%252e%252f',
  'file:///etc/passwd',
  '..',
  '.',
  '~',
];
const traversal = fc.constantFrom(...TRAVERSALS);
const protoWords = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty');
const wrongTypes = fc.constantFrom<unknown>(true, false, null, {}, [], '', ' ', 0);
const protoObjects = fc.constantFrom<unknown>(
  JSON.parse('{"__proto__":{"polluted":1}}'),
  { constructor: { prototype: { polluted: 1 } } },
  { prototype: { polluted: 1 } },
  JSON.parse('{"__proto__":null}'),
  { $ne: null },
  { $gt: '' },
);

/** One hostile scalar, of any kind but the 100 KB strings. */
const shortScalar: fc.Arbitrary<unknown> = fc.oneof(bigNumbers, rawNumbers, numericText, control, traversal, protoWords, wrongTypes);

/** A hostile JSON value for a body field or the whole body. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: shortScalar, weight: 6 },
  { arbitrary: long, weight: 1 },
  { arbitrary: fc.array(shortScalar, { minLength: 2, maxLength: 3 }), weight: 1 },
  {
    arbitrary: fc.dictionary(fc.constantFrom('value', 'a', '__proto__', 'constructor'), shortScalar, { minKeys: 1, maxKeys: 2 }),
    weight: 1,
  },
  { arbitrary: protoObjects, weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
);

/** The text a query, path or multipart value carries for a hostile value. */
function asText(v: unknown): string {
  if (v instanceof RawNumber || v instanceof LongText) return v.text;
  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : String(v);
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}

/** A hostile value for a query parameter: text, or several values where one is expected. */
export const hostileQuery: fc.Arbitrary<QueryValue> = fc.oneof(
  { arbitrary: hostileJson.map((v) => (Array.isArray(v) && v.length ? v.map(asText) : asText(v))), weight: 4 },
  { arbitrary: fc.array(shortScalar.map(asText), { minLength: 2, maxLength: 3 }), weight: 1 },
);

/** A hostile text for a path parameter or a multipart field. */
export const hostileText: fc.Arbitrary<string> = hostileJson.map(asText);

/** Text that is not JSON, or not one JSON object. */
export const BROKEN_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[1,2',
  '{"a":1}{"b":2}',
  'NaN',
  'undefined',
  '{"a":01}',
  '{"a":"\\x00"}',
  '\u0000',
  '{"a":1',
  '{"a" 1}',
  '{"a":tru}',
  '{"a":"b\n"}',
];

/** What is replaced: a parameter, a body field (path of keys), the whole body, its JSON text, or the URL. */
export type Target =
  | { kind: 'query' | 'path'; name: string }
  | { kind: 'body'; keys: string[] }
  | { kind: 'multipart'; name: string }
  | { kind: 'whole-body' }
  | { kind: 'broken-json' }
  | { kind: 'media-type' }
  | { kind: 'long-url' };

export interface Hostile {
  /** What was broken, for failure messages. */
  label: string;
  request: RawRequest;
  /** Whether the contract refuses it (always, for the HTTP layer's own refusals). */
  refused: boolean;
}

/** Every place of an operation's example request where a hostile value can go. */
export function targetsOf(builder: CaseBuilder, doc: OpenApiDoc, o: ContractOperation): Target[] {
  const { request } = builder.base(o);
  const out: Target[] = [{ kind: 'long-url' }];
  for (const p of parametersOf(doc, o).filter((q) => q.in === 'query' || q.in === 'path'))
    out.push({ kind: p.in as 'query' | 'path', name: p.name });
  if (request.body) {
    out.push({ kind: 'whole-body' }, { kind: 'broken-json' }, { kind: 'media-type' });
    for (const [k, v] of Object.entries(request.body)) {
      out.push({ kind: 'body', keys: [k] });
      const inner = Array.isArray(v) ? v[0] : v;
      if (inner && typeof inner === 'object') for (const k2 of Object.keys(inner as object)) out.push({ kind: 'body', keys: [k, k2] });
    }
    out.push({ kind: 'body', keys: ['__proto__'] }, { kind: 'body', keys: ['constructor'] });
  }
  if (request.multipart) for (const k of Object.keys(request.multipart.fields)) out.push({ kind: 'multipart', name: k });
  return out;
}

/** Percent-encodes text; a lone surrogate (no UTF-8 for it) as the three bytes of its code unit: invalid UTF-8. */
export function encodeText(text: string): string {
  return text.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|[^\ud800-\udfff]+|[\ud800-\udbff][\udc00-\udfff]/g,
    (part) => {
      if (part.length !== 1 || !/[\ud800-\udfff]/.test(part)) return encodeURIComponent(part);
      const u = part.charCodeAt(0);
      return [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    },
  );
}

const encodeQuery = (query: Record<string, QueryValue>): string =>
  Object.entries(query)
    .flatMap(([k, v]) => [v].flat().map((i) => `${encodeText(k)}=${encodeText(i)}`))
    .join('&');

/** The body's JSON text, with raw numbers written as they are. */
function jsonText(body: unknown): string {
  return JSON.stringify(body).replace(/"\\u0000raw:([^"\\]+)\\u0000"/g, '$1');
}

/** The value the gateway reads from a JSON text (raw numbers as JavaScript parses them). */
const parsed = (body: unknown): Record<string, unknown> => JSON.parse(jsonText(body ?? {})) as Record<string, unknown>;

function setKey(target: Record<string, unknown>, keys: string[], value: unknown): void {
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    node = (Array.isArray(next) ? next[0] : next) as Record<string, unknown>;
  }
  // defineProperty: `__proto__` becomes an own key (sent in the JSON), not the object's prototype.
  Object.defineProperty(node, keys[keys.length - 1], { value, enumerable: true, writable: true, configurable: true });
}

function multipartBody(
  fields: Record<string, string>,
  file: { name: string; content: string } | undefined,
): { boundary: string; body: string } {
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  if (file)
    parts.push(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: application/octet-stream\r\n\r\n${file.content}\r\n`,
    );
  return { boundary, body: `${parts.join('')}--${boundary}--\r\n` };
}

/** The hostile request of an operation: its example request with `target` replaced by `value`. */
export interface HostileValue {
  json: unknown;
  query: QueryValue;
  text: string;
  broken: string;
}

export function hostileRequest(builder: CaseBuilder, o: ContractOperation, prefix: string, target: Target, value: HostileValue): Hostile {
  const { request: base, values } = builder.base(o);
  const spec: RequestSpec = structuredClone(base);
  const nextValues: Record<string, QueryValue> = { ...values };
  let path = o.path;
  let rawBody: string | undefined;
  let contentType = 'application/json';
  let label: string;
  let httpRefused = false;
  switch (target.kind) {
    case 'query':
      nextValues[target.name] = value.query;
      spec.query[target.name] = value.query;
      label = `query.${target.name}`;
      break;
    case 'path':
      nextValues[target.name] = value.text;
      label = `path.${target.name}`;
      break;
    case 'body':
      setKey(spec.body!, target.keys, value.json);
      label = `body.${target.keys.join('.')}`;
      break;
    case 'multipart':
      spec.multipart!.fields[target.name] = value.text;
      label = `multipart.${target.name}`;
      break;
    case 'whole-body':
      rawBody = jsonText(value.json);
      label = 'the whole body';
      break;
    case 'broken-json':
      rawBody = value.broken;
      httpRefused = true;
      label = 'broken JSON';
      break;
    case 'media-type':
      contentType = 'text/plain';
      httpRefused = true;
      label = 'a text/plain body';
      break;
    case 'long-url':
      httpRefused = true;
      label = 'a 100 KB query string';
      break;
  }
  path = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeText(String(nextValues[name])));
  const queryText =
    encodeQuery(spec.query) + (target.kind === 'long-url' ? `${Object.keys(spec.query).length ? '&' : ''}q=${'x'.repeat(100 * 1024)}` : '');
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (spec.multipart) {
    const m = multipartBody(spec.multipart.fields, spec.multipart.file);
    body = m.body;
    headers['content-type'] = `multipart/form-data; boundary=${m.boundary}`;
  } else if (spec.body || rawBody !== undefined) {
    body = rawBody ?? jsonText(spec.body);
    headers['content-type'] = contentType;
  }
  let refused = httpRefused;
  if (!refused) {
    const check: RequestSpec = {
      ...spec,
      ...(spec.body || rawBody !== undefined ? { body: parsed(rawBody !== undefined ? value.json : spec.body) } : {}),
    };
    refused = builder.refuses(o, nextValues, check);
  }
  return { label, refused, request: { method: spec.method, path: `${prefix}${path}${queryText ? `?${queryText}` : ''}`, headers, body } };
}

/** One hostile value of each shape, drawn together: the target decides which is used. */
export const hostileValue: fc.Arbitrary<HostileValue> = fc.record({
  json: hostileJson,
  query: hostileQuery,
  text: hostileText,
  broken: fc.constantFrom(...BROKEN_JSON),
});
