/**
 * Reading the bundled contract (src/api/generated/openapi.json, or a fresh Redocly bundle): its operations,
 * parameters and examples, and an Ajv 2020-12 validator over its own schemas. Shared by the gateway, the
 * code generator and the contract tests.
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';
export const HTTP_METHODS: HttpMethod[] = ['get', 'post', 'put', 'delete', 'patch'];

// The bundled document is plain JSON; these types name only what the checks read.
export interface JsonObject {
  [key: string]: unknown;
}
export interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: JsonObject;
  $ref?: string;
}
export interface MediaTypeObject {
  schema?: JsonObject;
  examples?: Record<string, { value?: unknown; $ref?: string }>;
  example?: unknown;
}
export interface OperationObject {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  'x-service'?: string;
  'x-action'?: string;
  'x-timeout-ms'?: number;
  /** The live topics whose change may change a read's answer (ADR 0055). */
  'x-live'?: string[];
  /** What an access token needs to call it, where its tag's does not say (ADR 0063). */
  'x-token-scope'?: 'read' | 'jobs' | 'files' | 'admin' | 'none';
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, MediaTypeObject> };
  responses?: Record<string, { content?: Record<string, MediaTypeObject>; $ref?: string }>;
  security?: unknown[];
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, OperationObject | ParameterObject[] | undefined>>;
  components?: {
    schemas?: Record<string, JsonObject>;
    parameters?: Record<string, ParameterObject>;
    responses?: Record<string, { content?: Record<string, MediaTypeObject> }>;
  };
  [key: string]: unknown;
}
export interface ContractOperation {
  method: HttpMethod;
  path: string;
  operationId: string;
  op: OperationObject;
}

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

/** A schema's default: its own, or that of the schema its $ref leads to (a default written beside the $ref first). */
export function defaultOf(doc: OpenApiDoc, schema: unknown): unknown {
  const own = (schema as { default?: unknown } | null | undefined)?.default;
  return own !== undefined ? own : (deref(doc, schema) as { default?: unknown } | null | undefined)?.default;
}

/** Resolves a local `#/components/...` reference of the bundled document. */
export function deref<T>(doc: OpenApiDoc, value: T): T {
  let current: unknown = value;
  for (let i = 0; i < 10; i++) {
    const ref = (current as { $ref?: unknown } | null)?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return current as T;
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as JsonObject)[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
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

/** An Ajv 2020-12 instance that knows the document's components as `contract#/components/...`. */
export function createContractAjv(doc: OpenApiDoc, options: ConstructorParameters<typeof Ajv2020>[0] = {}): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, ...options });
  addFormats(ajv);
  ajv.addSchema({ $id: 'contract', components: doc.components ?? {} });
  return ajv;
}

/** Rewrites the document's local `#/components/...` references for a schema compiled on its own. */
export function contractRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(contractRefs);
  if (node && typeof node === 'object') {
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(node))
      out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `contract${v}` : contractRefs(v);
    return out;
  }
  return node;
}

export type ExampleValidator = (schema: unknown, value: unknown) => string[];

/** Validates examples with Ajv 2020-12 against the bundled document's own schemas. */
export function createExampleValidator(doc: OpenApiDoc): ExampleValidator {
  const ajv = createContractAjv(doc);
  return (schema, value) => {
    const validate = ajv.compile(contractRefs(schema) as object);
    return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim());
  };
}
