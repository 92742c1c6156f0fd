/**
 * `npm run bench:bundle`: what the built console weighs.
 *
 * Builds the console (vite.config.ts as it is, production, default base path) into a temporary directory with one
 * extra plugin that records the module graph of every chunk (generateBundle: moduleIds, static imports, dynamic
 * imports, imported CSS), then prints every JavaScript and CSS file with its raw and gzip size (zlib level 9) and
 * checks four targets:
 *
 * - landing: the JavaScript the landing route /{zone}/hpc/hpc_clusters needs — the entry chunk and its static
 *   imports, the route module src/app/routes/clusters.tsx and its static imports, and the default language's (zh)
 *   catalogs start-up loads before the first render and those the route loads with its chunk (the catalog plan of
 *   vite.config.ts; not the route's `later` sections, which only its lazily loaded pieces wait for) — at most 180 KB
 *   gzip;
 * - no chunk of that landing set holds a module of rjsf/ajv (forms), nivo (charts) or xterm (terminal);
 * - no chunks importing each other in a circle (their order of execution would be in doubt);
 * - no route chunk (any chunk a route loads lazily, i.e. outside the entry's static imports) over 80 KB gzip.
 *
 * It prints PASS or FAIL per target, the figures and the table of every chunk, and always exits 0 (a benchmark that
 * prints figures; docs/benchmarks.md keeps the targets and the current figures).
 * Sizes are in KB of 1024 bytes.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { catalogPlan } from './vite/catalog-plan';
import { LANDING_ROUTE } from './vite/chunks';

const ROOT = resolve(import.meta.dirname, '..');
const DEFAULT_LOCALE_CATALOG = /\/locales\/zh\/([^/]+)\.po$/;
const TARGETS = { landingGzip: 180 * 1024, routeChunkGzip: 80 * 1024 };
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
  /** Brotli at quality 11: what the gateway answers a browser (the build's compressed copies, scripts/vite/precompress.ts). */
  brotli: number;
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
const sum = (sizes: Map<string, FileSize>, names: Iterable<string>, key: 'raw' | 'gzip' | 'brotli') =>
  [...names].reduce((total, name) => total + (sizes.get(name)?.[key] ?? 0), 0);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const short = (path: string | null) => (path ?? '').replace(/^src\/app\/routes\//, 'route ').replace(/^node_modules\//, '');

function heavyIn(chunk: ChunkRecord | undefined): string[] {
  if (!chunk) return [];
  return Object.entries(HEAVY)
    .filter(([, pattern]) => chunk.moduleIds.some((id) => pattern.test(id.replace(/\\/g, '/'))))
    .map(([name]) => name);
}

/** Chunks whose static imports lead back to themselves (a manual chunk group taking modules without their dependencies could make some). */
function chunkCycles(chunks: Map<string, ChunkRecord>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (name: string, path: string[]) => {
    state.set(name, 'open');
    for (const next of chunks.get(name)?.imports ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), name, next].join(' -> '));
      else if (!state.has(next)) visit(next, [...path, name]);
    }
    state.set(name, 'done');
  };
  for (const name of chunks.keys()) if (!state.has(name)) visit(name, []);
  return cycles;
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
    for (const [id, length] of Object.entries(chunk.rendered))
      weights.set(ownerOf(id), (weights.get(ownerOf(id)) ?? 0) + (gzip * length) / total);
  }
  return [...weights].sort((a, b) => b[1] - a[1]);
}

/** The families the landing set is told in (by package or source folder, as ownerOf names them). */
const FAMILIES: [string, RegExp][] = [
  ['React (react-dom, react, scheduler)', /^(?:react-dom|react|scheduler)$/],
  ['Chakra UI (system, recipes, components) and emotion', /^(?:@chakra-ui\/|@emotion\/|stylis$|@pandacss\/)/],
  ['Ark UI, zag machines and floating-ui', /^(?:@ark-ui\/|@zag-js\/|@floating-ui\/)/],
  ['react-router', /^react-router$/],
  ['TanStack Query', /^@tanstack\//],
  ['lingui runtime', /^@lingui\//],
  ['icons (lucide-react)', /^lucide-react$/],
  ['Chinese catalogs', /^locales\//],
  ["the console's code (src/)", /^src\//],
];

/** Pieces the landing route renders without waiting for them (loaded after the first paint, or on first use). */
const DEFERRED: [string, string][] = [
  ['the header menus', 'src/app/shell/menu-view.tsx'],
  ["the status filter's Select", 'src/shared/ui/status-filter.tsx'],
  ["the rows' actions (menus; their dialogs load on first open)", 'src/features/clusters/actions/cluster-actions.tsx'],
  ['the help console', 'src/app/shell/help-console.tsx'],
  ['the toast region', 'src/shared/ui/toaster-region.tsx'],
];

function table(rows: string[][]): string {
  const [head, ...body] = rows;
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map((cell, i) => (i === 0 ? '---' : /KB/.test(cell) ? '---:' : '---'))), ...body.map(line)].join('\n');
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
      sizes.set(fileName, {
        fileName,
        kind: fileName.endsWith('.css') ? 'css' : 'js',
        raw: content.length,
        gzip: gzipSync(content, { level: 9 }).length,
        brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length,
      });
    }

    const entries = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
    const entryClosure = staticClosure(chunks, entries);
    const routeChunk = [...chunks.values()].find((chunk) => chunk.facade === LANDING_ROUTE);
    const routeClosure = staticClosure(chunks, routeChunk ? [routeChunk.fileName] : []);
    // Catalogs by the modules a chunk holds, not its facade: the build merges the start-up catalogs into one chunk.
    const plan = catalogPlan(ROOT);
    const landingSections = new Set([...plan.start, ...(plan.routes[LANDING_ROUTE.replace(/^.*\/|\.tsx$/g, '')] ?? [])]);
    const catalogs = [...chunks.values()]
      .filter((chunk) => chunk.moduleIds.some((id) => landingSections.has(DEFAULT_LOCALE_CATALOG.exec(id.replace(/\\/g, '/'))?.[1] ?? '')))
      .map((chunk) => chunk.fileName);
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
        const largest = own.reduce(
          (best, name) => ((sizes.get(name)?.gzip ?? 0) > (sizes.get(best)?.gzip ?? 0) ? name : best),
          chunk.fileName,
        );
        return {
          route: short(chunk.facade),
          chunk: chunk.fileName,
          gzip: sizes.get(chunk.fileName)?.gzip ?? 0,
          lazy: sum(sizes, own, 'gzip'),
          chunks: own.length,
          largest,
        };
      })
      .sort((a, b) => b.lazy - a.lazy);

    const fileRows = [...sizes.values()]
      .sort((a, b) => b.gzip - a.gzip)
      .map((file) => {
        const chunk = chunks.get(file.fileName);
        const role =
          file.kind === 'css'
            ? 'css'
            : chunk?.isEntry
              ? 'entry'
              : entryClosure.has(file.fileName)
                ? 'entry import'
                : chunk?.isDynamicEntry
                  ? 'lazy entry'
                  : 'lazy import';
        const notes = [short(chunk?.facade ?? null) || catalogsIn(chunk), ...heavyIn(chunk)].filter(Boolean).join('; ');
        return [
          file.fileName,
          role,
          landing.has(file.fileName) || landingCss.has(file.fileName) ? 'yes' : '',
          kb(file.raw),
          kb(file.gzip),
          notes,
        ];
      });

    const cycles = chunkCycles(chunks);
    const targets = [
      `- Landing JavaScript (${LANDING_ROUTE.replace('src/app/routes/', '')} at /{zone}/hpc/hpc_clusters), gzip: ${kb(landingGzip)} KB over ${landing.size} chunks ` +
        `(entry and its imports ${kb(sum(sizes, entryClosure, 'gzip'))} KB + route ${kb(landingCodeGzip - sum(sizes, entryClosure, 'gzip'))} KB + zh catalogs ${kb(landingGzip - landingCodeGzip)} KB; ` +
        `raw ${kb(sum(sizes, landing, 'raw'))} KB; as the gateway sends it, Brotli, ${kb(sum(sizes, landing, 'brotli'))} KB); ` +
        `CSS ${kb(sum(sizes, landingCss, 'gzip'))} KB gzip — target ≤ ${kb(TARGETS.landingGzip)} KB: **${verdict(landingGzip <= TARGETS.landingGzip)}**`,
      `- No rjsf/ajv, nivo or xterm in the landing set: ${heavyLanding.length ? heavyLanding.join(', ') : 'none'} — **${verdict(heavyLanding.length === 0)}** (${heavyWhere.join('; ')})`,
      `- No chunks importing each other in a circle: ${cycles.length ? cycles.join('; ') : 'none'} — **${verdict(cycles.length === 0)}**`,
      `- No route chunk over ${kb(TARGETS.routeChunkGzip)} KB gzip (${lazyChunks.length} lazily loaded chunks): ` +
        `${oversized.length ? oversized.map((chunk) => `${chunk.fileName} ${kb(sizes.get(chunk.fileName)?.gzip ?? 0)} KB`).join(', ') : `largest ${kb(Math.max(0, ...lazyChunks.map((chunk) => sizes.get(chunk.fileName)?.gzip ?? 0)))} KB`} — **${verdict(oversized.length === 0)}**`,
    ];

    // What the landing set is made of, and what it leaves for later.
    const owners = weightByOwner(chunks, sizes, landing);
    const families = FAMILIES.map(
      ([name, pattern]) =>
        [name, owners.filter(([owner]) => pattern.test(owner)).reduce((total, [, weight]) => total + weight, 0)] as const,
    );
    const other = landingGzip - families.reduce((total, [, weight]) => total + weight, 0);
    const frameworks = families.slice(0, 5).reduce((total, [, weight]) => total + weight, 0);
    const deferred = DEFERRED.flatMap(([name, facade]) => {
      // The chunk holding the module (a dynamic entry's module may sit in a chunk shared with others).
      const chunk = [...chunks.values()].find((item) => item.moduleIds.some((id) => relative(ROOT, id).replace(/\\/g, '/') === facade));
      if (!chunk || landing.has(chunk.fileName)) return [];
      const own = [...staticClosure(chunks, [chunk.fileName])].filter((name) => !landing.has(name));
      return [`${name} ${kb(sum(sizes, own, 'gzip'))} KB`];
    });
    const laterSections = plan.later[LANDING_ROUTE.replace(/^.*\/|\.tsx$/g, '')] ?? [];
    const laterCatalogs = [...chunks.values()]
      .filter(
        (chunk) =>
          !landing.has(chunk.fileName) &&
          chunk.moduleIds.some((id) => laterSections.includes(DEFAULT_LOCALE_CATALOG.exec(id.replace(/\\/g, '/'))?.[1] ?? '')),
      )
      .map((chunk) => chunk.fileName);
    const madeOf = [
      `### What the landing set is made of and why ${kb(TARGETS.landingGzip)} KB is ` +
        (landingGzip <= TARGETS.landingGzip ? '' : 'not ') +
        'reached',
      '',
      `Of the landing set's ${kb(landingGzip)} KB (gzip, estimated by package from each chunk's share of rendered code): ` +
        families.map(([name, weight]) => `${name} ${kb(weight)}`).join(', ') +
        `, other ${kb(Math.max(0, other))}. ` +
        `The first five — the libraries any screen of the console renders with (React's DOM renderer, Chakra's styling system with ` +
        `its recipes, Ark/zag's component machines, the router, the query cache) — are ${kb(frameworks)} KB by themselves. ` +
        `Kept off the landing set (gzip KB each would add on its own; they share the menu and popover code): ${deferred.join(', ')}; ` +
        (laterCatalogs.length
          ? `the catalogs only those pieces need (${laterSections.join(', ')}: ${kb(sum(sizes, laterCatalogs, 'gzip'))} KB, loading from the route's load on); `
          : '') +
        `and every other catalog. ` +
        (landingGzip <= TARGETS.landingGzip
          ? `That is within the target, ${kb(TARGETS.landingGzip - landingGzip)} KB under it.`
          : `Those five leave ${kb(Math.max(0, TARGETS.landingGzip - frameworks))} KB of the target for everything else, and the landing's ` +
            `own code (shell, start-up, the cluster list) and its catalogs come to ` +
            `${kb(families.filter(([name]) => /catalogs|console/.test(name)).reduce((total, [, weight]) => total + weight, 0))} KB together. ` +
            `Reaching ${kb(TARGETS.landingGzip)} KB would take a lighter styling system than Chakra's (its system carries the recipes of every ` +
            "component the console uses, src/shared/ui/system.ts, and its theme tokens), fewer zag machines on the list's first " +
            "paint (its tabs and type filter: Chakra's Tabs and SegmentGroup, measured once at about 14 KB with what only they use), or a lighter " +
            'renderer than react-dom.'),
      '',
    ];

    const section = [
      '## Bundle',
      '',
      `\`npm run bench:bundle\` (scripts/bench-bundle.ts), ${new Date().toISOString().slice(0, 10)}: \`vite build\` of the console (production, base ` +
        `path /_micro_/hpc/, ${buildSeconds.toFixed(1)} s), sizes in KB of 1024 bytes, gzip at level 9. The landing set is the entry chunk and its ` +
        'static imports, the landing route module and its static imports, and the Chinese catalogs start-up loads before the first render ' +
        `(${plan.start.join(', ')}) and those the route loads with its chunk (${[...landingSections].filter((section) => !plan.start.includes(section)).join(', ') || 'none'}; ` +
        'the catalog plan of scripts/vite/catalog-plan.ts); ' +
        'chunks are told apart by the module ids the build reports (generateBundle).',
      '',
      'What keeps these figures down (vite.config.ts, scripts/vite/): the Chakra system has only the recipes the console renders ' +
        "(src/shared/ui/system.ts; system.test.ts fails when a component's recipe is missing), and the build marks " +
        "Chakra's theme helpers and anatomies pure so the other recipes are dropped, @rjsf/chakra-ui included (it gets the console's " +
        'system as its `defaultSystem`); of those, the entry chunk holds only the recipes the shell and the list render: the others ' +
        '(dialogs, menus, forms, toasts: src/shared/ui/later-recipes.ts) join the system as the module of a component using them loads ' +
        "(chakraRecipesOnLoad); the list's tabs and type filter are links and native radios with the ARIA tabs and radio-group " +
        "patterns, styled by Chakra's recipes (src/shared/ui/route-tabs.tsx, segment-radios.tsx), not zag machines; everything " +
        'the entry imports statically is one chunk, and what the landing route imports that other screens share is one more ' +
        "(list-kit, found by following imports by name through the packages' index modules) rather than some 25 small ones " +
        '(a screen sharing any of it loads it whole: the sign-in page, the terminal and the quick start about 10 KB more than they use, ' +
        "code of the landing a session loads anyway); a language's start-up " +
        "catalogs are one chunk and every other section's catalog a chunk of its own (the forms' messages, form, and the cluster " +
        "feature's actions, creation and detail, cluster-action, cluster-create, cluster-detail, are sections of their own), loaded " +
        "with the routes that need it, or, for what only a route's lazily loaded pieces need (LATER_SECTIONS), from the route's load on " +
        'without holding its first render; the toast store and region load after start-up (src/shared/ui/toaster.tsx), ' +
        "and so do the header's menus (src/app/shell/lazy-menu.tsx: the buttons render at once, the menu code loads when the " +
        "page is idle and a press opens the menu), the help console, the cluster rows' action menus and the status filter's " +
        'Select (a twin of the same recipe stands in until it is in: src/features/clusters/cluster-list-status-filter.tsx); the libraries of the charts, ' +
        'the JSON-Schema forms and the terminal are split by family (d3, react-spring, nivo, lodash, rjsf, markdown, ' +
        'ajv, xterm) into chunks a screen loads in parallel.',
      '',
      ...targets,
      '',
      `Totals: ${sizes.size} files, JavaScript ${kb(
        sum(
          sizes,
          [...sizes.values()].filter((f) => f.kind === 'js').map((f) => f.fileName),
          'raw',
        ),
      )} KB raw / ` +
        `${kb(
          sum(
            sizes,
            [...sizes.values()].filter((f) => f.kind === 'js').map((f) => f.fileName),
            'gzip',
          ),
        )} KB gzip.`,
      '',
      ...madeOf,
      "### Where the landing set's weight is (estimated gzip KB per package or source folder)",
      '',
      table([
        ['package or folder', 'gzip KB (est.)'],
        ...weightByOwner(chunks, sizes, landing)
          .slice(0, 20)
          .map(([owner, weight]) => [owner, kb(weight)]),
      ]),
      '',
      '### Routes (lazily loaded, outside the entry chunk and its imports)',
      '',
      table([
        ['route module', 'chunk', 'own gzip KB', 'with its imports gzip KB', 'chunks', 'largest'],
        ...routes.map((r) => [r.route, r.chunk, kb(r.gzip), kb(r.lazy), String(r.chunks), r.largest]),
      ]),
      '',
      '### Every JavaScript and CSS file',
      '',
      table([['file', 'role', 'landing', 'raw KB', 'gzip KB', 'notes'], ...fileRows]),
      '',
    ].join('\n');

    console.log(section);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench:bundle failed:', error);
  process.exitCode = 1;
});
