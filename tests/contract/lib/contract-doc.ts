/**
 * Reading the bundled contract: its operations, their examples, and the rules every operation follows.
 * Shared by the contract tests and scripts/contract-check.ts.
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';
export const HTTP_METHODS: HttpMethod[] = ['get', 'post', 'put', 'delete', 'patch'];

// The bundled document is plain JSON; these types name only what the checks read.
export interface JsonObject { [key: string]: unknown }
export interface ParameterObject { name: string; in: string; required?: boolean; example?: unknown; schema?: JsonObject; $ref?: string }
export interface MediaTypeObject { schema?: JsonObject; examples?: Record<string, { value?: unknown; $ref?: string }>; example?: unknown }
export interface OperationObject {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  'x-service'?: string;
  'x-action'?: string;
  'x-timeout-ms'?: number;
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, MediaTypeObject> };
  responses?: Record<string, { content?: Record<string, MediaTypeObject>; $ref?: string }>;
  security?: unknown[];
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, OperationObject | ParameterObject[] | undefined>>;
  components?: { schemas?: Record<string, JsonObject>; parameters?: Record<string, ParameterObject>; responses?: Record<string, { content?: Record<string, MediaTypeObject> }> };
  [key: string]: unknown;
}
export interface ContractOperation { method: HttpMethod; path: string; operationId: string; op: OperationObject }

export const REQUIRED_RESPONSES = ['200', '401', '403', '404', '409', '5XX'];
export const IDENTITY_PARAMETERS = ['action', 'zone', 'owner', 'user_id', 'iamuser_name'];

export function loadBundle(file: string): OpenApiDoc {
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDoc;
}

export function listOperations(doc: OpenApiDoc): ContractOperation[] {
  const ops: ContractOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as OperationObject | undefined;
      if (op) ops.push({ method, path, operationId: op.operationId ?? `${method} ${path}`, op });
    }
  }
  return ops;
}

/** Resolves a local `#/components/...` reference of the bundled document. */
export function deref<T>(doc: OpenApiDoc, value: T): T {
  let current: unknown = value;
  for (let i = 0; i < 10; i++) {
    const ref = (current as { $ref?: unknown } | null)?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return current as T;
    current = ref.slice(2).split('/').reduce<unknown>((node, key) => (node as JsonObject)[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return current as T;
}

export function parametersOf(doc: OpenApiDoc, o: ContractOperation): ParameterObject[] {
  return (o.op.parameters ?? []).map((p) => deref(doc, p));
}

export function jsonBody(o: ContractOperation): MediaTypeObject | undefined {
  return o.op.requestBody?.content?.['application/json'];
}

export function firstExample(media: MediaTypeObject | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return first?.value;
}

export function successMedia(doc: OpenApiDoc, o: ContractOperation): { type: string; media: MediaTypeObject } | undefined {
  const response = deref(doc, o.op.responses?.['200']);
  const [type, media] = Object.entries(response?.content ?? {})[0] ?? [];
  return type && media ? { type, media } : undefined;
}

/** Problems of one operation against the conventions of docs/contract-conventions.md. */
export function checkOperation(doc: OpenApiDoc, o: ContractOperation): string[] {
  const problems: string[] = [];
  const { op } = o;
  const say = (text: string) => problems.push(`${o.operationId} (${o.method.toUpperCase()} ${o.path}): ${text}`);
  if (!op.operationId) say('no operationId');
  if (op.tags?.length !== 1) say('needs exactly one domain tag');
  if (!op.summary) say('no summary');
  if (!op.description) say('no description');
  if (!op['x-service']) say('no x-service');
  if (!op['x-action']) say('no x-action');
  for (const code of REQUIRED_RESPONSES) if (!op.responses?.[code]) say(`no ${code} response`);
  for (const code of ['400', '422', '4XX', 'default']) if (op.responses?.[code]) say(`declares ${code}: contract violations must stay undeclared (ADR 0001)`);
  const success = successMedia(doc, o);
  if (!success) say('200 response has no content');
  else if (success.type === 'application/json' && firstExample(success.media) === undefined) say('200 response has no example');
  const params = parametersOf(doc, o);
  for (const p of params) if (p.required && p.example === undefined && !p.schema?.default) say(`required parameter ${p.name} has no example`);
  const isPublic = Array.isArray(op.security) && op.security.length === 0;
  if (o.method === 'get' && !isPublic) {
    const names = new Set(params.map((p) => p.name));
    for (const id of IDENTITY_PARAMETERS) if (!names.has(id)) say(`GET without the ${id} identity parameter`);
  }
  if (o.method === 'get' && op.requestBody) say('GET with a request body');
  if (op.requestBody) {
    const content = op.requestBody.content ?? {};
    const media = content['application/json'] ?? Object.values(content)[0];
    if (firstExample(media) === undefined) say('request body has no example');
  }
  return problems;
}

export type ExampleValidator = (schema: unknown, value: unknown) => string[];

/** Validates examples with Ajv 2020-12 against the bundled document's own schemas. */
export function createExampleValidator(doc: OpenApiDoc): ExampleValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'contract', components: doc.components ?? {} });
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node && typeof node === 'object') {
      const out: JsonObject = {};
      for (const [k, v] of Object.entries(node)) out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `contract${v}` : rewrite(v);
      return out;
    }
    return node;
  };
  return (schema, value) => {
    const validate = ajv.compile(rewrite(schema) as object);
    return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim());
  };
}

/** Problems of every example of one operation (request body, parameters, success response). */
export function checkExamples(doc: OpenApiDoc, o: ContractOperation, validate: ExampleValidator): string[] {
  const problems: string[] = [];
  const say = (where: string, errors: string[]) => errors.forEach((e) => problems.push(`${o.operationId}: ${where}: ${e}`));
  for (const p of parametersOf(doc, o)) if (p.example !== undefined && p.schema) say(`parameter ${p.name} example`, validate(p.schema, p.example));
  for (const [type, media] of Object.entries(o.op.requestBody?.content ?? {})) {
    if (!type.includes('json') || !media.schema) continue;
    for (const [name, ex] of Object.entries(media.examples ?? {})) say(`request example ${name}`, validate(media.schema, deref(doc, ex).value));
  }
  for (const [code, raw] of Object.entries(o.op.responses ?? {})) {
    const response = deref(doc, raw);
    for (const [type, media] of Object.entries(response.content ?? {})) {
      if (!type.includes('json') || !media.schema) continue;
      for (const [name, ex] of Object.entries(media.examples ?? {})) say(`${code} example ${name}`, validate(media.schema, deref(doc, ex).value));
    }
  }
  return problems;
}
