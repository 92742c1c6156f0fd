/**
 * `npm run bench:bundle`: what the built console weighs.
 *
 * Builds the console (vite.config.ts as it is, production, default base path) into a temporary directory with one
 * extra plugin that records the module graph of every chunk (generateBundle: moduleIds, static imports, dynamic
 * imports, imported CSS), then prints every JavaScript and CSS file with its raw and gzip size (zlib level 9) and
 * checks three targets:
 *
 * - landing: the JavaScript the landing route /{zone}/hpc/hpc_clusters needs — the entry chunk and its static
 *   imports, the route module src/app/routes/clusters.tsx and its static imports, and the default language's (zh)
 *   catalogs, which start-up loads before the first render — at most 200 KB gzip;
 * - no chunk of that landing set holds a module of rjsf/ajv (forms), nivo (charts) or xterm (terminal);
 * - no route chunk (any chunk a route loads lazily, i.e. outside the entry's static imports) over 80 KB gzip.
 *
 * It prints PASS or FAIL per target and always exits 0 (a benchmark that prints figures), and writes the figures to
 * the "Bundle" section of docs/benchmarks.md (the file's other sections are kept as they are).
 * Sizes are in KB of 1024 bytes.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const BENCHMARKS = join(ROOT, 'docs', 'benchmarks.md');
const LANDING_ROUTE = 'src/app/routes/clusters.tsx';
const DEFAULT_LOCALE_CATALOGS = /\/locales\/zh\/[^/]+\.po$/;
const TARGETS = { landingGzip: 200 * 1024, routeChunkGzip: 80 * 1024 };
const HEAVY: Record<string, RegExp> = {
  'rjsf/ajv': /\/node_modules\/(?:@rjsf\/|ajv\/|ajv-formats\/)/,
  nivo: /\/node_modules\/@nivo\//,
  xterm: /\/node_modules\/@xterm\//,
};

interface ChunkRecord {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facade: string | null;
  moduleIds: string[];
  /** Rendered length of each module (before minification). */
  rendered: Record<string, number>;
  imports: string[];
  dynamicImports: string[];
  css: string[];
}

interface FileSize {
  fileName: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
}

/** Records every chunk of the bundle as the build writes it. */
function moduleGraphRecorder(chunks: Map<string, ChunkRecord>): Plugin {
  return {
    name: 'bench-bundle:module-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const css = (item as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss;
        chunks.set(item.fileName, {
          fileName: item.fileName,
          isEntry: item.isEntry,
          isDynamicEntry: item.isDynamicEntry,
          facade: item.facadeModuleId ? relative(ROOT, item.facadeModuleId) : null,
          moduleIds: [...item.moduleIds],
          rendered: Object.fromEntries(Object.entries(item.modules).map(([id, module]) => [id, module.renderedLength])),
          imports: [...item.imports],
          dynamicImports: [...item.dynamicImports],
          css: css ? [...css] : [],
        });
      }
    },
  };
}

/** A chunk and everything it imports statically (what the browser fetches with it). */
function staticClosure(chunks: Map<string, ChunkRecord>, start: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length) {
    const name = stack.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const next of chunks.get(name)?.imports ?? []) stack.push(next);
  }
  return seen;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (sizes: Map<string, FileSize>, names: Iterable<string>, key: 'raw' | 'gzip') => [...names].reduce((total, name) => total + (sizes.get(name)?.[key] ?? 0), 0);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const short = (path: string | null) => (path ?? '').replace(/^src\/app\/routes\//, 'route ').replace(/^node_modules\//, '');

function heavyIn(chunk: ChunkRecord | undefined): string[] {
  if (!chunk) return [];
  return Object.entries(HEAVY)
    .filter(([, pattern]) => chunk.moduleIds.some((id) => pattern.test(id.replace(/\\/g, '/'))))
    .map(([name]) => name);
}

/** The catalogs a chunk without a facade holds, e.g. "locales/zh (22 catalogs)". */
function catalogsIn(chunk: ChunkRecord | undefined): string {
  const locales = new Map<string, number>();
  for (const id of chunk?.moduleIds ?? []) {
    const match = /\/(locales\/[^/]+)\/[^/]+\.po$/.exec(id.replace(/\\/g, '/'));
    if (match) locales.set(match[1], (locales.get(match[1]) ?? 0) + 1);
  }
  return [...locales].map(([locale, count]) => `${locale} (${count} catalogs)`).join(', ');
}

/** What a module belongs to: its package, or its folder of src/ (src/app, src/shared, src/features/<area>, …). */
function ownerOf(id: string): string {
  const path = id.replace(/\\/g, '/').replace(/^\0+/, '');
  const inPackage = /\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inPackage) return inPackage[1];
  const local = relative(ROOT, path);
  if (local.startsWith('src/features/') || local.startsWith('src/api/')) return local.split('/').slice(0, 3).join('/');
  if (local.startsWith('src/') || local.startsWith('locales/')) return local.split('/').slice(0, 2).join('/');
  return local.startsWith('..') ? path : local;
}

/**
 * The landing set's weight per package or source folder: each chunk's gzip size shared out over its modules in
 * proportion to their rendered length (an estimate: gzip does not split by module).
 */
function weightByOwner(chunks: Map<string, ChunkRecord>, sizes: Map<string, FileSize>, names: Iterable<string>): [string, number][] {
  const weights = new Map<string, number>();
  for (const name of names) {
    const chunk = chunks.get(name);
    const gzip = sizes.get(name)?.gzip ?? 0;
    const total = Object.values(chunk?.rendered ?? {}).reduce((a, b) => a + b, 0);
    if (!chunk || !total) continue;
    for (const [id, length] of Object.entries(chunk.rendered)) weights.set(ownerOf(id), (weights.get(ownerOf(id)) ?? 0) + (gzip * length) / total);
  }
  return [...weights].sort((a, b) => b[1] - a[1]);
}

function table(rows: string[][]): string {
  const [head, ...body] = rows;
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map((cell, i) => (i === 0 ? '---' : /KB/.test(cell) ? '---:' : '---'))), ...body.map(line)].join('\n');
}

/** Replaces (or appends) the "## Bundle" section of docs/benchmarks.md, leaving every other section alone. */
function writeSection(section: string): void {
  const existing = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, 'utf8') : '# Benchmarks\n';
  const lines = existing.split('\n');
  const start = lines.findIndex((line) => /^## Bundle\b/.test(line));
  let next: string;
  if (start < 0) next = `${existing.replace(/\n*$/, '')}\n\n${section}\n`;
  else {
    const after = lines.findIndex((line, i) => i > start && /^## /.test(line));
    const before = lines.slice(0, start).join('\n').replace(/\n*$/, '');
    const rest = after < 0 ? '' : `\n\n${lines.slice(after).join('\n')}`;
    next = `${before}\n\n${section}${rest}`.replace(/\n*$/, '\n');
  }
  writeFileSync(BENCHMARKS, next);
}

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'hpc-bench-bundle-'));
  const chunks = new Map<string, ChunkRecord>();
  const started = Date.now();
  try {
    await build({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
      plugins: [moduleGraphRecorder(chunks)],
    });
    const buildSeconds = (Date.now() - started) / 1000;

    // Sizes of every JavaScript and CSS file written.
    const sizes = new Map<string, FileSize>();
    const files = [...chunks.keys(), ...new Set([...chunks.values()].flatMap((chunk) => chunk.css))];
    for (const fileName of files) {
      const content = readFileSync(join(outDir, fileName));
      sizes.set(fileName, { fileName, kind: fileName.endsWith('.css') ? 'css' : 'js', raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
    }

    const entries = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
    const entryClosure = staticClosure(chunks, entries);
    const routeChunk = [...chunks.values()].find((chunk) => chunk.facade === LANDING_ROUTE);
    const routeClosure = staticClosure(chunks, routeChunk ? [routeChunk.fileName] : []);
    // Catalogs by the modules a chunk holds, not its facade: the build merges a language's catalogs into one chunk.
    const catalogs = [...chunks.values()].filter((chunk) => chunk.moduleIds.some((id) => DEFAULT_LOCALE_CATALOGS.test(id.replace(/\\/g, '/')))).map((chunk) => chunk.fileName);
    const catalogClosure = staticClosure(chunks, catalogs);
    const landingCode = new Set([...entryClosure, ...routeClosure]);
    const landing = new Set([...landingCode, ...catalogClosure]);
    const landingCss = new Set([...landing].flatMap((name) => chunks.get(name)?.css ?? []));

    const landingGzip = sum(sizes, landing, 'gzip');
    const landingCodeGzip = sum(sizes, landingCode, 'gzip');
    const heavyLanding = [...landing].flatMap((name) => heavyIn(chunks.get(name)).map((lib) => `${lib} in ${name}`));
    const heavyWhere = Object.keys(HEAVY).map((lib) => {
      const holders = [...chunks.values()].filter((chunk) => heavyIn(chunk).includes(lib)).map((chunk) => chunk.fileName);
      return `${lib}: ${holders.length ? holders.join(', ') : 'not in the bundle'}`;
    });

    // Every chunk a route loads lazily: outside the entry's static imports.
    const lazyChunks = [...chunks.values()].filter((chunk) => !entryClosure.has(chunk.fileName));
    const oversized = lazyChunks.filter((chunk) => (sizes.get(chunk.fileName)?.gzip ?? 0) > TARGETS.routeChunkGzip);
    const routes = [...chunks.values()]
      .filter((chunk) => chunk.facade?.startsWith('src/app/routes/'))
      .map((chunk) => {
        const own = [...staticClosure(chunks, [chunk.fileName])].filter((name) => !entryClosure.has(name));
        const largest = own.reduce((best, name) => ((sizes.get(name)?.gzip ?? 0) > (sizes.get(best)?.gzip ?? 0) ? name : best), chunk.fileName);
        return { route: short(chunk.facade), chunk: chunk.fileName, gzip: sizes.get(chunk.fileName)?.gzip ?? 0, lazy: sum(sizes, own, 'gzip'), chunks: own.length, largest };
      })
      .sort((a, b) => b.lazy - a.lazy);

    const fileRows = [...sizes.values()]
      .sort((a, b) => b.gzip - a.gzip)
      .map((file) => {
        const chunk = chunks.get(file.fileName);
        const role = file.kind === 'css' ? 'css' : chunk?.isEntry ? 'entry' : entryClosure.has(file.fileName) ? 'entry import' : chunk?.isDynamicEntry ? 'lazy entry' : 'lazy import';
        const notes = [short(chunk?.facade ?? null) || catalogsIn(chunk), ...heavyIn(chunk)].filter(Boolean).join('; ');
        return [file.fileName, role, landing.has(file.fileName) || landingCss.has(file.fileName) ? 'yes' : '', kb(file.raw), kb(file.gzip), notes];
      });

    const targets = [
      `- Landing JavaScript (${LANDING_ROUTE.replace('src/app/routes/', '')} at /{zone}/hpc/hpc_clusters), gzip: ${kb(landingGzip)} KB over ${landing.size} chunks ` +
        `(entry and its imports ${kb(sum(sizes, entryClosure, 'gzip'))} KB + route ${kb(landingCodeGzip - sum(sizes, entryClosure, 'gzip'))} KB + zh catalogs ${kb(landingGzip - landingCodeGzip)} KB; ` +
        `raw ${kb(sum(sizes, landing, 'raw'))} KB); CSS ${kb(sum(sizes, landingCss, 'gzip'))} KB gzip — target ≤ ${kb(TARGETS.landingGzip)} KB: **${verdict(landingGzip <= TARGETS.landingGzip)}**`,
      `- No rjsf/ajv, nivo or xterm in the landing set: ${heavyLanding.length ? heavyLanding.join(', ') : 'none'} — **${verdict(heavyLanding.length === 0)}** (${heavyWhere.join('; ')})`,
      `- No route chunk over ${kb(TARGETS.routeChunkGzip)} KB gzip (${lazyChunks.length} lazily loaded chunks): ` +
        `${oversized.length ? oversized.map((chunk) => `${chunk.fileName} ${kb(sizes.get(chunk.fileName)?.gzip ?? 0)} KB`).join(', ') : `largest ${kb(Math.max(0, ...lazyChunks.map((chunk) => sizes.get(chunk.fileName)?.gzip ?? 0)))} KB`} — **${verdict(oversized.length === 0)}**`,
    ];

    const section = [
      '## Bundle',
      '',
      `\`npm run bench:bundle\` (scripts/bench-bundle.ts), ${new Date().toISOString().slice(0, 10)}: \`vite build\` of the console (production, base ` +
        `path /_micro_/hpc/, ${buildSeconds.toFixed(1)} s), sizes in KB of 1024 bytes, gzip at level 9. The landing set is the entry chunk and its ` +
        'static imports, the landing route module and its static imports, and the Chinese catalogs start-up loads before the first render; ' +
        'chunks are told apart by the module ids the build reports (generateBundle).',
      '',
      'What keeps these figures down (vite.config.ts): the Chakra system has only the recipes the console renders ' +
        '(src/shared/ui/system.ts; system.test.ts fails when a component\'s recipe is missing), and the build marks ' +
        'Chakra\'s theme helpers pure so the other recipes are dropped, @rjsf/chakra-ui included (it gets the console\'s ' +
        'system as its `defaultSystem`); everything the entry imports statically is one chunk; a language\'s catalogs ' +
        'are one chunk; the toast region loads after start-up (src/shared/ui/toaster.tsx); the libraries of the charts, ' +
        'the JSON-Schema forms and the terminal are split by family (d3, react-spring, nivo, lodash, rjsf, markdown, ' +
        'ajv, xterm) into chunks a screen loads in parallel.',
      '',
      ...targets,
      '',
      `Totals: ${sizes.size} files, JavaScript ${kb(sum(sizes, [...sizes.values()].filter((f) => f.kind === 'js').map((f) => f.fileName), 'raw'))} KB raw / ` +
        `${kb(sum(sizes, [...sizes.values()].filter((f) => f.kind === 'js').map((f) => f.fileName), 'gzip'))} KB gzip.`,
      '',
      '### Where the landing set\'s weight is (estimated gzip KB per package or source folder)',
      '',
      table([['package or folder', 'gzip KB (est.)'], ...weightByOwner(chunks, sizes, landing).slice(0, 20).map(([owner, weight]) => [owner, kb(weight)])]),
      '',
      '### Routes (lazily loaded, outside the entry chunk and its imports)',
      '',
      table([['route module', 'chunk', 'own gzip KB', 'with its imports gzip KB', 'chunks', 'largest'], ...routes.map((r) => [r.route, r.chunk, kb(r.gzip), kb(r.lazy), String(r.chunks), r.largest])]),
      '',
      '### Every JavaScript and CSS file',
      '',
      table([['file', 'role', 'landing', 'raw KB', 'gzip KB', 'notes'], ...fileRows]),
      '',
    ].join('\n');

    console.log(section);
    writeSection(section);
    console.log(`\nWritten to ${relative(ROOT, BENCHMARKS)} (section "Bundle").`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench:bundle failed:', error);
  process.exitCode = 1;
});
