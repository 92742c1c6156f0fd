/**
 * Invalid requests derived from the contract: for each operation, a valid base request (the contract's own
 * examples) with one thing broken at a time — a required field dropped, a pattern, enum, length, range, format,
 * item count or type broken, an unknown field added where the schema is closed. Every candidate is checked with
 * Ajv against the operation's schemas the way the gateway validates (queries coerced, bodies strict), so only
 * requests the contract really refuses are kept, and the base itself must be valid so that the refusal can only
 * come from the one broken thing.
 */
import type { ValidateFunction } from 'ajv';
import {
  contractRefs,
  createContractAjv,
  deref,
  firstExample,
  jsonBody,
  listOperations,
  parametersOf,
  type ContractOperation,
  type JsonObject,
  type OpenApiDoc,
  type ParameterObject,
} from '../contract/document';

export type QueryValue = string | string[];

/** One HTTP request as the tests send it. */
export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The contract path with its path parameters filled in. */
  path: string;
  /** Query values (GET, DELETE). */
  query: Record<string, QueryValue>;
  /** A JSON body (POST, PUT). */
  body?: Record<string, unknown>;
  /** A multipart body: its fields, and the file part (omitted when the case drops it). */
  multipart?: { fields: Record<string, string>; file?: { name: string; content: string } };
}

export interface InvalidCase {
  operationId: string;
  /** required, unknown, pattern, enum, maxLength, minLength, minimum, maximum, type, format, minItems, maxItems, … */
  kind: string;
  /** Where the broken thing is: query.limit, body.conf.cpu, multipart.file. */
  field: string;
  /** Whether the field is one of the identity fields every request carries (action, zone, owner, user_id, iamuser_name). */
  identity: boolean;
  request: RequestSpec;
}

export const IDENTITY_FIELDS = ['action', 'zone', 'owner', 'user_id', 'iamuser_name'];

/** A schema with its $ref and allOf resolved into one object (constraints of later parts win; Ajv has the last word). */
interface Flat {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  items?: unknown;
  properties?: Record<string, unknown>;
  required?: string[];
  /** Properties of anyOf/oneOf branches (never required). */
  branchProperties?: Record<string, unknown>;
  branches?: Flat[];
  closed?: boolean;
}

function flat(doc: OpenApiDoc, schema: unknown, depth = 0): Flat {
  const s = deref(doc, schema as JsonObject | undefined);
  if (!s || typeof s !== 'object' || depth > 12) return {};
  const out: Flat = {};
  const { allOf, anyOf, oneOf, properties, required, unevaluatedProperties, additionalProperties, ...rest } = s as JsonObject & {
    allOf?: unknown[];
    anyOf?: unknown[];
    oneOf?: unknown[];
    properties?: Record<string, unknown>;
    required?: string[];
  };
  for (const part of allOf ?? []) merge(out, flat(doc, part, depth + 1));
  Object.assign(
    out,
    Object.fromEntries(
      Object.entries(rest).filter(
        ([k]) => !['description', 'title', 'examples', 'default', '$ref', 'x-max-bytes', 'x-max-files', 'contentMediaType'].includes(k),
      ),
    ),
  );
  if (properties) out.properties = { ...out.properties, ...properties };
  if (required) out.required = [...(out.required ?? []), ...required];
  if (unevaluatedProperties === false || additionalProperties === false) out.closed = true;
  for (const branch of [...(anyOf ?? []), ...(oneOf ?? [])]) {
    const b = flat(doc, branch, depth + 1);
    (out.branches ??= []).push(b);
    out.branchProperties = { ...out.branchProperties, ...b.properties, ...b.branchProperties };
  }
  return out;
}

function merge(into: Flat, part: Flat): void {
  const { properties, required, branchProperties, branches, closed, ...rest } = part;
  Object.assign(into, rest);
  if (properties) into.properties = { ...into.properties, ...properties };
  if (required) into.required = [...(into.required ?? []), ...required];
  if (branchProperties) into.branchProperties = { ...into.branchProperties, ...branchProperties };
  if (branches) into.branches = [...(into.branches ?? []), ...branches];
  if (closed) into.closed = true;
}

const typesOf = (f: Flat): string[] => (Array.isArray(f.type) ? f.type : f.type ? [f.type] : []);

const PATTERN_BREAKERS = ['INVALID VALUE!', 'Bad_Value#1', 'Z', '0', '-x-', 'bad/../value'];
const FORMAT_BREAKERS: Record<string, string> = {
  'date-time': 'not-a-date',
  date: '2026-13-45',
  email: 'not-an-email',
  ipv4: '999.1.1.1',
  uri: 'not a uri',
  uuid: 'not-a-uuid',
  hostname: '-bad host-',
};

interface Candidate {
  kind: string;
  value: unknown;
}

/** Values that break the schema `f` one constraint at a time (some may still be valid: Ajv decides later). */
function breakers(doc: OpenApiDoc, f: Flat, where: 'query' | 'path' | 'body' | 'multipart', base: unknown, depth = 0): Candidate[] {
  const out: Candidate[] = [];
  const types = typesOf(f);
  const textual = where !== 'body';
  if (f.const !== undefined)
    out.push({ kind: 'const', value: typeof f.const === 'string' ? `${f.const}_x` : typeof f.const === 'number' ? f.const + 1 : !f.const });
  if (Array.isArray(f.enum) && f.enum.length) {
    const numbers = f.enum.filter((v): v is number => typeof v === 'number');
    out.push({ kind: 'enum', value: numbers.length === f.enum.length ? Math.max(...numbers) + 1001 : 'zz_not_listed' });
  }
  if (types.includes('string') || (!types.length && (f.pattern || f.maxLength !== undefined))) {
    if (f.pattern) {
      const re = new RegExp(f.pattern, 'u');
      const value = PATTERN_BREAKERS.find((v) => !re.test(v) && !(where === 'path' && /[/.]/.test(v)));
      if (value !== undefined) out.push({ kind: 'pattern', value });
    }
    if (f.maxLength !== undefined) out.push({ kind: 'maxLength', value: 'a'.repeat(f.maxLength + 1) });
    if ((f.minLength ?? 0) > 0 && where !== 'path') out.push({ kind: 'minLength', value: '' });
    if (f.format && FORMAT_BREAKERS[f.format]) out.push({ kind: 'format', value: FORMAT_BREAKERS[f.format] });
    if (!textual && !types.some((t) => t === 'number' || t === 'integer')) out.push({ kind: 'type', value: 12345 });
  }
  if (types.includes('integer') || types.includes('number')) {
    if (!types.includes('string')) out.push({ kind: 'type', value: 'abc' });
    if (types.includes('integer') && !types.includes('number')) out.push({ kind: 'type', value: 1.5 });
    if (f.minimum !== undefined) out.push({ kind: 'minimum', value: f.minimum - 1 });
    if (f.exclusiveMinimum !== undefined) out.push({ kind: 'minimum', value: f.exclusiveMinimum });
    if (f.maximum !== undefined) out.push({ kind: 'maximum', value: f.maximum + 1 });
    if (f.exclusiveMaximum !== undefined) out.push({ kind: 'maximum', value: f.exclusiveMaximum });
  }
  if (types.includes('boolean')) out.push({ kind: 'type', value: textual ? 'maybe' : 'yes' });
  if (types.includes('array') || f.items !== undefined) {
    const items = Array.isArray(base) ? base : [];
    const item = items[0] ?? 'x';
    if (!textual) out.push({ kind: 'type', value: 'not-an-array' });
    if ((f.minItems ?? 0) > 0 && !textual) out.push({ kind: 'minItems', value: [] });
    if (f.maxItems !== undefined)
      out.push({
        kind: 'maxItems',
        value: Array.from({ length: f.maxItems + 1 }, (_, i) => (typeof item === 'string' ? `${item}${i}` : item)),
      });
    if (f.uniqueItems && items.length) out.push({ kind: 'uniqueItems', value: [item, item] });
    if (f.items !== undefined && depth < 3) {
      for (const c of breakers(doc, flat(doc, f.items), where, item, depth + 1)) out.push({ kind: `items.${c.kind}`, value: [c.value] });
    }
  }
  if (types.includes('object') && !textual) out.push({ kind: 'type', value: 'not-an-object' });
  for (const branch of f.branches ?? []) if (depth < 3) out.push(...breakers(doc, branch, where, base, depth + 1));
  if (textual) {
    // Only text reaches the gateway from a query, a path or a multipart field.
    return out.flatMap((c): Candidate[] => {
      if (c.value !== null && typeof c.value === 'object' && !Array.isArray(c.value)) return [];
      if (Array.isArray(c.value))
        return where === 'query'
          ? [{ kind: c.kind, value: c.value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))) }]
          : [];
      return [{ kind: c.kind, value: String(c.value) }];
    });
  }
  return out;
}

function exampleOf(doc: OpenApiDoc, p: ParameterObject): unknown {
  if (p.example !== undefined) return p.example;
  const s = deref(doc, p.schema) as { examples?: unknown[]; default?: unknown; enum?: unknown[] } | undefined;
  return s?.examples?.[0] ?? s?.default ?? s?.enum?.[0];
}

const asQuery = (v: unknown): QueryValue => (Array.isArray(v) ? v.map(String) : String(v));

function fillPath(path: string, values: Record<string, QueryValue>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

const clone = <T>(v: T): T => structuredClone(v);

function setAt(target: Record<string, unknown>, path: string[], value: unknown | typeof DROP): void {
  let node: Record<string, unknown> = target;
  for (const key of path.slice(0, -1))
    node = (Array.isArray(node[key]) ? (node[key] as unknown[])[0] : node[key]) as Record<string, unknown>;
  const last = path[path.length - 1];
  if (value === DROP) delete node[last];
  else node[last] = value;
}
const DROP = Symbol('drop');

/** The validators of one operation, compiled the way server/http/contract-routes.ts compiles them. */
interface Validators {
  params?: ValidateFunction;
  body?: ValidateFunction;
  bodyExact?: ValidateFunction;
  flags: string[];
}

function objectSchema(params: ParameterObject[]): object {
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, contractRefs(p.schema ?? {})])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

export class CaseBuilder {
  private readonly coercing;
  private readonly strict;
  private readonly exact;

  constructor(private readonly doc: OpenApiDoc) {
    this.coercing = createContractAjv(doc, { coerceTypes: 'array', useDefaults: true });
    this.strict = createContractAjv(doc, { useDefaults: true });
    this.exact = createContractAjv(doc);
  }

  operations(): ContractOperation[] {
    return listOperations(this.doc);
  }

  private validators(o: ContractOperation): Validators {
    const params = parametersOf(this.doc, o).filter((p) => p.in === 'query' || p.in === 'path');
    const body = jsonBody(o)?.schema;
    const multipart = o.op.requestBody?.content?.['multipart/form-data']?.schema;
    return {
      params: params.length ? this.coercing.compile(objectSchema(params)) : undefined,
      body: body
        ? this.strict.compile(contractRefs(body) as object)
        : multipart
          ? this.coercing.compile(contractRefs(multipart) as object)
          : undefined,
      bodyExact: body ? this.exact.compile(contractRefs(body) as object) : undefined,
      flags: params
        .filter((p) => {
          const s = deref(this.doc, p.schema) as { type?: unknown; const?: unknown } | undefined;
          return s?.type === 'boolean' || s?.const === true;
        })
        .map((p) => p.name),
    };
  }

  /** Whether the gateway's contract validation accepts the request (path, query and body). */
  private accepts(v: Validators, o: ContractOperation, values: Record<string, QueryValue>, request: RequestSpec): boolean {
    if (v.params) {
      const data: Record<string, unknown> = clone(values);
      for (const flag of v.flags) if (data[flag] === '') data[flag] = true;
      if (!v.params(data)) return false;
    }
    if (!v.body) return true;
    if (request.multipart) {
      const data: Record<string, unknown> = {
        ...request.multipart.fields,
        ...(request.multipart.file ? { file: request.multipart.file.name } : {}),
      };
      return v.body(data);
    }
    const body = request.body ?? {};
    if (v.body(clone(body))) return true;
    return Boolean(v.bodyExact?.(clone(body)));
  }

  /** The valid base request of an operation: required parameters and the body from the contract's examples. */
  base(o: ContractOperation): { request: RequestSpec; values: Record<string, QueryValue> } {
    const params = parametersOf(this.doc, o);
    const values: Record<string, QueryValue> = {};
    for (const p of params) if (p.required && (p.in === 'query' || p.in === 'path')) values[p.name] = asQuery(exampleOf(this.doc, p));
    const method = o.method.toUpperCase() as RequestSpec['method'];
    const query = Object.fromEntries(Object.entries(values).filter(([k]) => params.some((p) => p.in === 'query' && p.name === k)));
    const request: RequestSpec = { method, path: fillPath(o.path, values), query };
    const json = jsonBody(o);
    const multipart = o.op.requestBody?.content?.['multipart/form-data'];
    if (json) request.body = clone((firstExample(json) ?? {}) as Record<string, unknown>);
    else if (multipart) {
      const example = (firstExample(multipart) ?? {}) as Record<string, unknown>;
      const fields = Object.fromEntries(
        Object.entries(example)
          .filter(([k]) => k !== 'file')
          .map(([k, v]) => [k, String(v)]),
      );
      request.multipart = { fields, file: { name: 'bad_input.txt', content: 'bad input\n' } };
    }
    return { request, values };
  }

  /** Whether the gateway's contract validation refuses the request (its path and query values, and its body). */
  refuses(o: ContractOperation, values: Record<string, QueryValue>, request: RequestSpec): boolean {
    return !this.accepts(this.validators(o), o, values, request);
  }

  /** Every invalid request derived from the operation's schemas; `invalidBase` when the examples themselves are invalid. */
  cases(o: ContractOperation): { cases: InvalidCase[]; invalidBase: boolean } {
    const v = this.validators(o);
    const { request: base, values } = this.base(o);
    if (!this.accepts(v, o, values, base)) return { cases: [], invalidBase: true };
    const found: InvalidCase[] = [];
    const seen = new Set<string>();
    const add = (kind: string, field: string, nextValues: Record<string, QueryValue>, request: RequestSpec) => {
      const key = JSON.stringify(request);
      if (seen.has(key) || this.accepts(v, o, nextValues, request)) return;
      seen.add(key);
      const leaf = field.split('.').pop() ?? field;
      found.push({
        operationId: o.operationId,
        kind,
        field,
        identity: IDENTITY_FIELDS.includes(leaf) && field.split('.').length === 2 && !field.startsWith('path.'),
        request,
      });
    };

    // Path and query parameters.
    const params = parametersOf(this.doc, o).filter((p) => p.in === 'query' || p.in === 'path');
    for (const p of params) {
      const where = p.in as 'query' | 'path';
      const withValue = (kind: string, value: QueryValue | typeof DROP) => {
        const next = { ...values };
        if (value === DROP) delete next[p.name];
        else next[p.name] = value;
        const request = {
          ...clone(base),
          query: Object.fromEntries(Object.entries(next).filter(([k]) => params.some((q) => q.in === 'query' && q.name === k))),
        };
        if (where === 'path') {
          if (value === DROP) return;
          request.path = fillPath(o.path, next);
        }
        add(kind, `${where}.${p.name}`, next, request);
      };
      if (p.required && where === 'query') withValue('required', DROP);
      for (const c of breakers(this.doc, flat(this.doc, p.schema), where, exampleOf(this.doc, p))) withValue(c.kind, c.value as QueryValue);
    }

    // The JSON or multipart body, down into nested objects and the first item of arrays of objects.
    const bodySchema = jsonBody(o)?.schema ?? o.op.requestBody?.content?.['multipart/form-data']?.schema;
    if (bodySchema) {
      const multipart = Boolean(base.multipart);
      const data = multipart ? { ...base.multipart!.fields, file: base.multipart!.file!.name } : base.body!;
      const build = (path: string[], value: unknown | typeof DROP): RequestSpec => {
        const request = clone(base);
        if (multipart) {
          if (path[0] === 'file') {
            if (value === DROP) delete request.multipart!.file;
            return request;
          }
          if (value === DROP) delete request.multipart!.fields[path[0]];
          else request.multipart!.fields[path[0]] = String(value);
        } else setAt(request.body!, path, value);
        return request;
      };
      const where = multipart ? 'multipart' : 'body';
      const walk = (f: Flat, path: string[], node: unknown, depth: number) => {
        const props = { ...f.branchProperties, ...f.properties };
        for (const name of f.required ?? [])
          if (node && typeof node === 'object' && name in (node as object))
            add('required', [where, ...path, name].join('.'), values, build([...path, name], DROP));
        if (f.closed && !multipart)
          add('unknown', [where, ...path, 'zz_unknown_field'].join('.'), values, build([...path, 'zz_unknown_field'], 1));
        if (f.closed && multipart) {
          const request = clone(base);
          request.multipart!.fields.zz_unknown_field = '1';
          add('unknown', `${where}.zz_unknown_field`, values, request);
        }
        for (const [name, schema] of Object.entries(props)) {
          if (multipart && name === 'file') continue;
          const pf = flat(this.doc, schema);
          const current = node && typeof node === 'object' ? (node as Record<string, unknown>)[name] : undefined;
          for (const c of breakers(this.doc, pf, multipart ? 'multipart' : 'body', current))
            add(c.kind, [where, ...path, name].join('.'), values, build([...path, name], c.value));
          if (depth < 3 && !multipart) {
            if (current && typeof current === 'object' && !Array.isArray(current)) walk(pf, [...path, name], current, depth + 1);
            const itemSchema = pf.items !== undefined ? flat(this.doc, pf.items) : undefined;
            if (Array.isArray(current) && current[0] && typeof current[0] === 'object' && itemSchema)
              walk(itemSchema, [...path, name], current[0], depth + 1);
          }
        }
      };
      walk(flat(this.doc, bodySchema), [], data, 0);
    }
    return { cases: found, invalidBase: false };
  }
}

/**
 * A few of the cases, as varied as possible: operation-specific fields before the identity fields every request
 * carries, one of each kind of break first, then other fields.
 */
export function pickCases(cases: InvalidCase[], max: number): InvalidCase[] {
  const ordered = [...cases.filter((c) => !c.identity), ...cases.filter((c) => c.identity)];
  const picked: InvalidCase[] = [];
  const kinds = new Set<string>();
  const fields = new Set<string>();
  for (const c of ordered) {
    if (picked.length >= max) break;
    if (!kinds.has(c.kind)) {
      picked.push(c);
      kinds.add(c.kind);
      fields.add(c.field);
    }
  }
  for (const c of ordered) {
    if (picked.length >= max) break;
    if (!picked.includes(c) && !fields.has(c.field)) {
      picked.push(c);
      fields.add(c.field);
    }
  }
  return picked;
}
