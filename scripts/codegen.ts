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
import { BANNER, defaultTimeoutMs, formSchemas, orvalOptions, paths } from '../codegen.config';
import { deref, listOperations, loadBundle, type JsonObject, type OpenApiDoc } from '../server/contract/document';

const check = process.argv.includes('--check');
const target = check ? 'src/api/.generated-check' : paths.generated;

function bundle(): OpenApiDoc {
  mkdirSync('build', { recursive: true });
  execFileSync('npx', ['redocly', 'bundle', process.env.CONTRACT_ROOT ?? paths.root, '-o', paths.bundle, '--ext', 'json'], { stdio: ['ignore', 'ignore', 'inherit'] });
  return loadBundle(paths.bundle);
}

function operationsModule(doc: OpenApiDoc): string {
  const rows = listOperations(doc).map(({ method, path, operationId, op }) => ({
    operationId,
    method: method.toUpperCase(),
    path,
    service: op['x-service'] ?? '',
    action: op['x-action'] ?? '',
    tag: op.tags?.[0] ?? '',
    timeoutMs: op['x-timeout-ms'] ?? (method === 'get' ? defaultTimeoutMs.read : defaultTimeoutMs.change),
  }));
  rows.sort((a, b) => a.operationId.localeCompare(b.operationId));
  return `/**\n * ${BANNER}\n *\n * Every operation of the contract: method, path, service, action (x-action) and time-out (x-timeout-ms).\n */\n\n` +
    `export interface OperationMeta {\n  operationId: OperationId;\n  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';\n  path: string;\n  service: string;\n  action: string;\n  tag: string;\n  timeoutMs: number;\n}\n\n` +
    `export type OperationId =\n${rows.map((r) => `  | '${r.operationId}'`).join('\n')};\n\n` +
    `export const operations: readonly OperationMeta[] = ${JSON.stringify(rows, null, 2)};\n`;
}

/** Inlines every $ref so rjsf gets a self-contained schema; the rules stay exactly as the contract states them. */
function inline(doc: OpenApiDoc, node: unknown, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => inline(doc, item, seen));
  if (!node || typeof node !== 'object') return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    if (seen.includes(ref)) throw new Error(`form schema is recursive at ${ref}`);
    const { $ref: _ignored, ...siblings } = node as JsonObject;
    const resolved = inline(doc, deref(doc, { $ref: ref }), [...seen, ref]) as JsonObject;
    return Object.keys(siblings).length ? { ...resolved, ...(inline(doc, siblings, seen) as JsonObject) } : resolved;
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) if (key !== '$schema') out[key] = inline(doc, value, seen);
  return out;
}

function formSchemaFiles(doc: OpenApiDoc): Record<string, string> {
  const files: Record<string, string> = {};
  const schemas = doc.components?.schemas ?? {};
  for (const name of formSchemas) {
    if (!schemas[name]) throw new Error(`form schema ${name} (codegen.config.ts) is not in the contract`);
    const kebab = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
    const schema = { $comment: BANNER, $schema: 'https://json-schema.org/draft/2020-12/schema', ...(inline(doc, schemas[name]) as JsonObject) };
    files[`${kebab}.json`] = `${JSON.stringify(schema, null, 2)}\n`;
  }
  return files;
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
  mkdirSync(join(target, 'form-schemas'), { recursive: true });
  // The mutator imports operations.ts, and orval parses the mutator: write it first.
  writeFileSync(join(target, 'operations.ts'), operationsModule(doc));
  await generate(orvalOptions(target), process.cwd());
  const types = astToString(await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0]));
  writeFileSync(join(target, 'openapi.d.ts'), `/**\n * ${BANNER}\n */\n\n${types}`);
  for (const [file, text] of Object.entries(formSchemaFiles(doc))) writeFileSync(join(target, 'form-schemas', file), text);
  // The bundled contract itself: the gateway registers its routes and validators from it.
  writeFileSync(join(target, 'openapi.json'), `${JSON.stringify({ 'x-generated': BANNER, ...doc }, null, 2)}\n`);

  if (!check) {
    console.log(`codegen: ${listOperations(doc).length} operations -> ${target}`);
    return;
  }
  const fresh = new Map(listFiles(target).map((f) => [relative(target, f), readFileSync(f, 'utf8')]));
  const committed = new Map(listFiles(paths.generated).map((f) => [relative(paths.generated, f), readFileSync(f, 'utf8')]));
  const differences: string[] = [];
  for (const [file, text] of fresh) if (committed.get(file) !== text) differences.push(committed.has(file) ? `changed: ${file}` : `missing: ${file}`);
  for (const file of committed.keys()) if (!fresh.has(file)) differences.push(`stale: ${file}`);
  rmSync(target, { recursive: true, force: true });
  if (differences.length) {
    console.error(`codegen:check: ${paths.generated} differs from what the contract generates; run npm run codegen and commit.`);
    for (const d of differences.slice(0, 40)) console.error(`  ${d}`);
    process.exit(1);
  }
  console.log(`codegen:check: ${fresh.size} generated files match the contract`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
