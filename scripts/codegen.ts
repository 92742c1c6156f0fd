/**
 * Generates the typed client and its companions from the contract (see codegen.config.ts).
 *
 *   npm run codegen         regenerate src/api/generated
 *   npm run codegen:check   generate beside it and fail when anything differs from what is committed
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { generate } from 'orval';
import openapiTS, { astToString } from 'openapi-typescript';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import Ajv2020 from 'ajv/dist/2020.js';
import { BANNER, defaultTimeoutMs, formSchemas, orvalOptions, paths, requestSchemas } from '../codegen.config';
import { pathToFileURL } from 'node:url';
import {
  defaultOf,
  deref,
  listOperations,
  loadBundle,
  parametersOf,
  successMedia,
  type JsonObject,
  type OpenApiDoc,
} from '../server/contract/document';

const check = process.argv.includes('--check');
const target = check ? 'src/api/.generated-check' : paths.generated;

function bundle(): OpenApiDoc {
  mkdirSync('build', { recursive: true });
  execFileSync('npx', ['redocly', 'bundle', process.env.CONTRACT_ROOT ?? paths.root, '-o', paths.bundle, '--ext', 'json'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return loadBundle(paths.bundle);
}

/** The topics a read names in x-live (ADR 0055), each one of the contract's LiveTopic values. */
function liveTopicsOf(doc: OpenApiDoc, operationId: string, value: unknown): string[] {
  if (value === undefined) return [];
  const topics = (deref(doc, doc.components?.schemas?.LiveTopic) as { enum?: unknown[] } | undefined)?.enum ?? [];
  if (!Array.isArray(value) || value.some((topic) => !topics.includes(topic)))
    throw new Error(`${operationId}: x-live must list LiveTopic values (${topics.join(', ')}), not ${JSON.stringify(value)}`);
  return value as string[];
}

function operationRows(doc: OpenApiDoc) {
  const rows = listOperations(doc).map(({ method, path, operationId, op }) => ({
    operationId,
    method: method.toUpperCase(),
    path,
    service: op['x-service'] ?? '',
    action: op['x-action'] ?? '',
    tag: op.tags?.[0] ?? '',
    timeoutMs: op['x-timeout-ms'] ?? (method === 'get' ? defaultTimeoutMs.read : defaultTimeoutMs.change),
    live: liveTopicsOf(doc, operationId, op['x-live']),
  }));
  rows.sort((a, b) => a.operationId.localeCompare(b.operationId));
  return rows;
}

function operationsModule(doc: OpenApiDoc): string {
  const rows = operationRows(doc);
  return (
    `/**\n * ${BANNER}\n *\n * Every operation of the contract: method, path, service, action (x-action), time-out (x-timeout-ms) and the live\n * topics whose change may change its answer (x-live).\n */\n\n` +
    `import type { LiveTopic } from './model';\n\n` +
    `export interface OperationMeta {\n  operationId: OperationId;\n  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';\n  path: string;\n  service: string;\n  action: string;\n  tag: string;\n  timeoutMs: number;\n  live: readonly LiveTopic[];\n}\n\n` +
    `export type OperationId =\n${rows.map((r) => `  | '${r.operationId}'`).join('\n')};\n\n` +
    `export const operations: readonly OperationMeta[] = ${JSON.stringify(rows, null, 2)};\n`
  );
}

/**
 * What the console needs of each operation, for its entry chunk: only the operations whose request cannot tell it all
 * by itself. An operation whose action is its path after the service, whose time-out is the default (15 s for a read,
 * 30 s for a change), without live topics and with a concrete path is derived from the request's own path
 * (src/api/client-operations.ts), unless a templated path of the table would take that path for its own. The rest:
 * method and path, and the action, time-out and live topics where they differ from the derived ones.
 */
function clientOperationsModule(doc: OpenApiDoc): string {
  const derivedAction = (path: string) => path.replace(/^\/[^/]+\//, '');
  const patternOf = (path: string) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
  const tuples = operationRows(doc).map((row) => {
    const action = row.action === derivedAction(row.path) ? null : row.action;
    const timeoutMs = row.timeoutMs === (row.method === 'GET' ? defaultTimeoutMs.read : defaultTimeoutMs.change) ? null : row.timeoutMs;
    const tuple: unknown[] = [row.method, row.path];
    if (row.live.length) tuple.push(action, timeoutMs, row.live);
    else if (timeoutMs !== null) tuple.push(action, timeoutMs);
    else if (action !== null) tuple.push(action);
    return { method: row.method, path: row.path, tuple };
  });
  const told = tuples.filter((t) => t.tuple.length > 2 || t.path.includes('{'));
  const taken = (t: (typeof tuples)[number]) =>
    told.some((o) => o.method === t.method && o.path.includes('{') && patternOf(o.path).test(t.path));
  const lines = tuples.filter((t) => told.includes(t) || taken(t)).map((t) => `  ${JSON.stringify(t.tuple)},`);
  return (
    `/**\n * ${BANNER}\n *\n * The operations a request cannot tell all of by its own path: their method and path, and their action, time-out\n * and live topics where they are not the derived ones (src/api/client-operations.ts derives the others).\n */\n\n` +
    `import type { LiveTopic } from './model';\n\n` +
    `/** The time-out of an operation whose contract names none (x-timeout-ms). */\nexport const DEFAULT_TIMEOUT_MS = ${JSON.stringify(defaultTimeoutMs)} as const;\n\n` +
    `export type ClientOperationRow = readonly [\n  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',\n  path: string,\n  action?: string | null,\n  timeoutMs?: number | null,\n  live?: readonly LiveTopic[],\n];\n\n` +
    `export const clientOperationRows: readonly ClientOperationRow[] = [\n${lines.join('\n')}\n];\n`
  );
}

/** Inlines every $ref so rjsf gets a self-contained schema; the rules stay exactly as the contract states them. */
/** The node a local $ref (#/…) points to, without following it further. */
function refTarget(doc: OpenApiDoc, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`form schema refers outside the contract: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as JsonObject | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
}

export function inline(doc: OpenApiDoc, node: unknown, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => inline(doc, item, seen));
  if (!node || typeof node !== 'object') return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    if (seen.includes(ref)) throw new Error(`form schema is recursive at ${ref}`);
    const { $ref: _ignored, ...siblings } = node as JsonObject;
    // One level at a time: the target may itself be a $ref with keywords beside it (an enum narrowing a type).
    const resolved = inline(doc, refTarget(doc, ref), [...seen, ref]) as JsonObject;
    return Object.keys(siblings).length ? { ...resolved, ...(inline(doc, siblings, seen) as JsonObject) } : resolved;
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) if (key !== '$schema') out[key] = inline(doc, value, seen);
  return out;
}

const kebabCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** Keywords whose value maps names to schemas (a property named `description` is a field, not a text). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
/** Keywords whose value is data, not a schema. */
const DATA_KEYWORDS = new Set(['default', 'const', 'enum', 'examples', 'example']);

/**
 * A schema without its `description`s: they are written for developers (wire values, ids, scheduler limits) and a
 * form never shows them (ADR 0044); the user reads a field's `title` and its `x-help`.
 */
export function withoutDescriptions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDescriptions);
  if (!node || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'description' && typeof value === 'string') continue;
    if (DATA_KEYWORDS.has(key) || key.startsWith('x-')) out[key] = value;
    else if (SCHEMA_MAPS.has(key) && value && typeof value === 'object')
      out[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, withoutDescriptions(child)]));
    else out[key] = withoutDescriptions(value);
  }
  return out;
}

/** The self-contained form schemas, by component name (codegen.config.ts formSchemas, or requestSchemas). */
function formSchemaObjects(doc: OpenApiDoc, names: readonly string[] = formSchemas): Map<string, JsonObject> {
  const forms = new Map<string, JsonObject>();
  const schemas = doc.components?.schemas ?? {};
  for (const name of names) {
    if (!schemas[name]) throw new Error(`form schema ${name} (codegen.config.ts) is not in the contract`);
    forms.set(name, {
      $comment: BANNER,
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      ...(withoutDescriptions(inline(doc, schemas[name])) as JsonObject),
    });
  }
  return forms;
}

/**
 * The precompiled validators of one form (rjsf's compileSchemaValidatorsCode with Ajv 2020-12): the browser runs
 * them through createPrecompiledValidator, so Ajv never compiles code under the console's CSP. Ajv writes CommonJS
 * with hash-named exports; this wraps it as an ES module whose default export is the map rjsf expects, its runtime
 * helpers imported (whichever way the bundler or Node.js interoperates with CommonJS).
 */
function formValidatorModule(name: string, schema: JsonObject): string {
  const code = compileSchemaValidatorsCode(schema, {
    AjvClass: Ajv2020 as never,
    ajvOptionsOverrides: { verbose: false, code: { lines: true } },
  });
  const specifiers: string[] = [];
  const body = code
    .replace(/^"use strict";\n?/, '')
    .replace(/require\("([^"]+)"\)\.(\w+)/g, (_match, specifier: string, member: string) => {
      if (!specifiers.includes(specifier)) specifiers.push(specifier);
      return `cjs(runtime${specifiers.indexOf(specifier)}, ${JSON.stringify(member)})`;
    });
  if (body.includes('require(')) throw new Error(`form validator ${name}: an Ajv runtime call codegen cannot import`);
  const imports = specifiers.map(
    (specifier, i) => `import * as runtime${i} from ${JSON.stringify(specifier.endsWith('.js') ? specifier : `${specifier}.js`)};`,
  );
  return (
    `// @ts-nocheck\n/**\n * ${BANNER}\n *\n * Precompiled Ajv 2020-12 validators of the ${name} form schema (../form-schemas/${kebabCase(name)}.json), keyed\n` +
    ` * by rjsf's schema hash: pass the default export to createPrecompiledValidator.\n */\n` +
    `${imports.join('\n')}\n\n` +
    `/** A CommonJS export, whether the module arrives as Node.js or a bundler interoperates it. */\n` +
    `const cjs = (ns, member) => (member === 'default' ? (typeof ns.default === 'function' ? ns.default : ns.default.default) : (ns[member] ?? ns.default[member]));\n` +
    `const exports = {};\n${body}\nexport default exports;\n`
  );
}

interface FieldTexts {
  title?: string;
  help?: string;
}

/** Where a form's user-facing texts sit in its schema (ADR 0044): `title`, and `x-help` (never `description`). */
const TEXT_KEYWORDS = { title: 'title', help: 'x-help' } as const;

/** Titles and user help by field path (rjsf's uiSchema path: property names, `items` for array items; '' the form). */
function collectTexts(node: unknown, path: string[], out: Map<string, FieldTexts>): void {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return;
  const schema = node as JsonObject;
  const key = path.join('.');
  const entry = out.get(key) ?? {};
  for (const field of ['title', 'help'] as const) {
    const text = schema[TEXT_KEYWORDS[field]];
    if (typeof text !== 'string' || entry[field] !== undefined) continue;
    if (/[{}]/.test(text)) throw new Error(`form text "${text}" has ICU braces; lingui would read them as placeholders`);
    entry[field] = text;
  }
  if (entry.title !== undefined || entry.help !== undefined) out.set(key, entry);
  for (const [name, child] of Object.entries((schema.properties ?? {}) as JsonObject)) collectTexts(child, [...path, name], out);
  if (schema.items) collectTexts(schema.items, [...path, 'items'], out);
  for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const)
    for (const branch of (schema[keyword] ?? []) as unknown[]) collectTexts(branch, path, out);
  for (const keyword of ['then', 'else'] as const) collectTexts(schema[keyword], path, out);
}

/** The form's texts as lingui messages (extracted into the base catalog, lingui.config.ts), by field path. */
function formMessagesModule(name: string, schema: JsonObject): string {
  const texts = new Map<string, FieldTexts>();
  collectTexts(schema, [], texts);
  const descriptor = (text: string) => `msg({ message: ${JSON.stringify(text)} })`;
  const rows = [...texts].map(([path, { title, help }]) => {
    const parts = [title !== undefined ? `title: ${descriptor(title)}` : '', help !== undefined ? `help: ${descriptor(help)}` : ''].filter(
      Boolean,
    );
    return `  ${JSON.stringify(path)}: { ${parts.join(', ')} },`;
  });
  return (
    `/**\n * ${BANNER}\n *\n * Titles and user help (x-help) of the ${name} form schema as lingui messages, by field path ('' is the form).\n */\n\n` +
    `import type { MessageDescriptor } from '@lingui/core';\nimport { msg } from '@lingui/core/macro';\n\n` +
    `export const messages: Readonly<Record<string, { title?: MessageDescriptor; help?: MessageDescriptor }>> = {\n${rows.join('\n')}\n};\n`
  );
}

function formFiles(doc: OpenApiDoc): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [name, schema] of formSchemaObjects(doc)) {
    const kebab = kebabCase(name);
    files[`form-schemas/${kebab}.json`] = `${JSON.stringify(schema, null, 2)}\n`;
    files[`form-validators/${kebab}.ts`] = formValidatorModule(name, schema);
    files[`form-messages/${kebab}.ts`] = formMessagesModule(name, schema);
  }
  // Request bodies of the small dialogs: schema and validators only (their dialogs label the fields).
  for (const [name, schema] of formSchemaObjects(doc, requestSchemas)) {
    const kebab = kebabCase(name);
    files[`form-schemas/${kebab}.json`] = `${JSON.stringify(schema, null, 2)}\n`;
    files[`form-validators/${kebab}.ts`] = formValidatorModule(name, schema);
  }
  return files;
}

/**
 * Each operation's request (as a client sends it), its input (as a handler reads it: query values with a default
 * always present) and its answer (the 200 JSON without ret_code and action, or 'binary' for a file), over the types
 * openapi-typescript generates: the gateway's handlers and its tests are typed by them (server/http/handler-types.ts).
 */
function operationTypesModule(doc: OpenApiDoc): string {
  const rows = listOperations(doc)
    .map((operation) => {
      const defaults = parametersOf(doc, operation)
        .filter((p) => p.in === 'query' && defaultOf(doc, p.schema) !== undefined)
        .map((p) => `'${p.name}'`);
      const binary = !successMedia(doc, operation)?.type.includes('json');
      const op = `operations['${operation.operationId}']`;
      const body = operation.op.requestBody?.content?.['application/json']?.schema;
      const optional = [...new Set(body ? defaultedFields(doc, body) : [])].sort().map((name) => `'${name}'`);
      const request = optional.length ? `Loosen<RequestOf<${op}>, ${optional.join(' | ')}>` : `RequestOf<${op}>`;
      const input = defaults.length ? `InputOf<${op}, ${defaults.sort().join(' | ')}>` : `InputOf<${op}>`;
      return {
        id: operation.operationId,
        text: `  ${operation.operationId}: {\n    request: ${request};\n    input: ${input};\n    answer: ${binary ? "'binary'" : `AnswerOf<${op}>`};\n  };`,
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
  return (
    `/**\n * ${BANNER}\n *\n * Every operation's request, handler input and answer, from the contract's types (openapi.d.ts).\n */\n\n` +
    `import type { operations } from './openapi';\n\n` +
    `type Part<O, In extends 'path' | 'query'> = O extends { parameters: { [K in In]?: infer P } } ? ([NonNullable<P>] extends [never] ? unknown : NonNullable<P>) : unknown;\n` +
    `type Json<C> = [C] extends [never] ? unknown : [C] extends [{ content: { 'application/json': infer B } }] ? B : [C] extends [{ content: { 'multipart/form-data': infer M } }] ? M : unknown;\n` +
    `type Body<O> = O extends { requestBody: infer R } ? Json<R> : O extends { requestBody?: infer R } ? Json<NonNullable<R>> : unknown;\n` +
    `type Flat<T> = { [K in keyof T]: T[K] } & {};\n` +
    `type WithoutEnvelope<T> = T extends unknown ? Flat<Omit<T, 'ret_code' | 'action'>> : never;\n\n` +
    `/** What a client sends: path and query values and the body. */\n` +
    `export type RequestOf<O> = Flat<Part<O, 'path'> & Part<O, 'query'> & Body<O>>;\n` +
    `/** T with the fields K optional (body fields with a default: the gateway fills them in). */\n` +
    `type Loosen<T, K extends PropertyKey> = T extends unknown ? Flat<Omit<T, K> & Partial<Pick<T, K & keyof T>>> : never;\n` +
    `/** What a handler reads once the contract's checks passed: the query values named by D have their default. */\n` +
    `export type InputOf<O, D extends string = never> = Flat<Part<O, 'path'> & Omit<Part<O, 'query'>, D> & Required<Pick<Part<O, 'query'>, D & keyof Part<O, 'query'>>> & Body<O>>;\n` +
    `/** The fields of a successful JSON answer besides ret_code and action. */\n` +
    `export type AnswerOf<O> = O extends { responses: { 200: { content: { 'application/json': infer A } } } } ? WithoutEnvelope<A> : never;\n\n` +
    `export interface OperationTypes {\n${rows.map((r) => r.text).join('\n')}\n}\n`
  );
}

/**
 * The contract without its schemas' `$defs`: the bundle refers to components/schemas only (redocly hoists what
 * $defs hold), and openapi-typescript would otherwise type `$defs` as a required field of each such schema.
 */
function withoutDefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDefs);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node).filter(
    ([key, value]) => key !== '$defs' && !(['anyOf', 'oneOf'].includes(key) && onlyConstraints(value)),
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutDefs(value)]));
}

/** Keywords that constrain an object without declaring a field ("at least one of", "not both"). */
const CONSTRAINT_KEYWORDS = new Set(['required', 'not', 'title', 'description', 'minProperties', 'maxProperties']);

/**
 * An anyOf/oneOf whose branches only constrain which fields are present: it adds no type, and openapi-typescript
 * would otherwise union the object's fields away (`{…} & (unknown | unknown)`).
 */
function onlyConstraints(branches: unknown): boolean {
  return (
    Array.isArray(branches) &&
    branches.every(
      (branch) =>
        branch && typeof branch === 'object' && Object.keys(branch).every((key) => CONSTRAINT_KEYWORDS.has(key) || key.startsWith('x-')),
    )
  );
}

/** The top-level fields with a default of a request body (through $ref and allOf): a client may leave them out. */
function defaultedFields(doc: OpenApiDoc, schema: unknown, seen = new Set<unknown>()): string[] {
  const node = deref(doc, schema) as { properties?: Record<string, unknown>; allOf?: unknown[] } | undefined;
  if (!node || typeof node !== 'object' || seen.has(node)) return [];
  seen.add(node);
  const own = Object.entries(node.properties ?? {})
    .filter(([, property]) => defaultOf(doc, property) !== undefined)
    .map(([name]) => name);
  return [...own, ...(node.allOf ?? []).flatMap((branch) => defaultedFields(doc, branch, seen))];
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

async function main(): Promise<void> {
  const doc = bundle();
  rmSync(target, { recursive: true, force: true });
  for (const folder of ['form-schemas', 'form-validators', 'form-messages']) mkdirSync(join(target, folder), { recursive: true });
  // The mutator imports operations.ts, and orval parses the mutator: write it first.
  writeFileSync(join(target, 'operations.ts'), operationsModule(doc));
  writeFileSync(join(target, 'client-operations.ts'), clientOperationsModule(doc));
  await generate(orvalOptions(target), process.cwd());
  const types = astToString(await openapiTS(withoutDefs(doc) as unknown as Parameters<typeof openapiTS>[0], { emptyObjectsUnknown: true }));
  writeFileSync(join(target, 'openapi.d.ts'), `/**\n * ${BANNER}\n */\n\n${types}`);
  writeFileSync(join(target, 'operation-types.ts'), operationTypesModule(doc));
  for (const [file, text] of Object.entries(formFiles(doc))) writeFileSync(join(target, file), text);
  // The bundled contract itself: the gateway registers its routes and validators from it.
  writeFileSync(join(target, 'openapi.json'), `${JSON.stringify({ 'x-generated': BANNER, ...doc }, null, 2)}\n`);

  if (!check) {
    console.log(`codegen: ${listOperations(doc).length} operations -> ${target}`);
    return;
  }
  const fresh = new Map(listFiles(target).map((f) => [relative(target, f), readFileSync(f, 'utf8')]));
  const committed = new Map(listFiles(paths.generated).map((f) => [relative(paths.generated, f), readFileSync(f, 'utf8')]));
  const differences: string[] = [];
  for (const [file, text] of fresh)
    if (committed.get(file) !== text) differences.push(committed.has(file) ? `changed: ${file}` : `missing: ${file}`);
  for (const file of committed.keys()) if (!fresh.has(file)) differences.push(`stale: ${file}`);
  rmSync(target, { recursive: true, force: true });
  if (differences.length) {
    console.error(`codegen:check: ${paths.generated} differs from what the contract generates; run npm run codegen and commit.`);
    for (const d of differences.slice(0, 40)) console.error(`  ${d}`);
    process.exit(1);
  }
  console.log(`codegen:check: ${fresh.size} generated files match the contract`);
}

// Run as a script (npm run codegen), not when a test imports inline().
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
