import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, parseSync, type Plugin, type PluginOption } from 'vite';
import { catalogSections } from './lingui.config';
import { LATER_RECIPES, LATER_SLOT_RECIPES } from './src/shared/ui/later-recipes';

/** The console is served by the gateway under the base path (HPC_BASE_PATH, default /_micro_/hpc/). */
export const basePath = process.env.HPC_BASE_PATH ?? '/_micro_/hpc/';

const ROOT = dirname(fileURLToPath(import.meta.url));
const ROUTES_DIR = 'src/app/routes';
const START_MODULE = 'src/main.tsx';
const SHARED_DIR = 'src/shared';

/** The catalog (a section of lingui.config.ts) holding a source file's messages: that of the deepest folder listed for it. */
export function catalogSectionOf(file: string): string | undefined {
  let found: { section: string; depth: number } | undefined;
  for (const [section, folders] of Object.entries(catalogSections)) {
    for (const folder of folders) {
      if ((file === folder || file.startsWith(`${folder}/`)) && (!found || folder.length > found.depth)) found = { section, depth: folder.length };
    }
  }
  return found?.section;
}

/** The console's source files a module imports, statically and dynamically (type-only imports left out). */
function sourceImportsOf(file: string): { static: string[]; dynamic: string[] } {
  const code = readFileSync(file, 'utf8');
  const { module } = parseSync(file, code);
  const resolveAll = (specifiers: string[]) => {
    const files: string[] = [];
    for (const specifier of specifiers) {
      if (!specifier.startsWith('.')) continue;
      const base = resolve(dirname(file), specifier.split('?')[0]);
      const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) => /\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile());
      if (target) files.push(target);
    }
    return files;
  };
  return {
    static: resolveAll([
      ...module.staticImports.filter((item) => item.entries.length === 0 || item.entries.some((entry) => !entry.isType)).map((item) => item.moduleRequest.value),
      ...module.staticExports.flatMap((item) => item.entries).filter((entry) => entry.moduleRequest && !entry.isType).map((entry) => entry.moduleRequest?.value ?? ''),
    ]),
    dynamic: resolveAll(module.dynamicImports.map((item) => code.slice(item.moduleRequest.start, item.moduleRequest.end)).filter((text) => /^(['"`])[^'"`$]*\1$/.test(text)).map((text) => text.slice(1, -1))),
  };
}

/** Which catalogs (sections) start-up loads, and which each route loads with its chunk or after it. */
export interface CatalogPlan {
  start: string[];
  /** Route module name (src/app/routes/<name>.tsx) -> the sections it renders with, besides the start-up ones. */
  routes: Record<string, string[]>;
  /** Route module name -> the sections only the pieces it loads lazily need (row menus, dialogs), besides the above. */
  later: Record<string, string[]>;
}

/**
 * The catalog plan src/shared/i18n/locale.ts follows, derived from the source: the sections of lingui.config.ts
 * holding the modules reached through imports. Start-up: what src/main.tsx reaches without entering a route module
 * (providers, start-up, shell, the lazily loaded toast region and menus), and src/shared's sections a quarter of the
 * routes or more reach. A route: the other sections its module reaches through static imports — loaded with its
 * chunk, the route renders once they are in — and, `later`, those only its dynamic imports reach: they start loading
 * with the route's chunk, and a lazily loaded piece (src/shared/routing/lazy-chunk.ts, withChunkTimeout) renders once
 * they are in (a dialog loaded on first open finds its messages loaded). `visit` sees every file read.
 */
export function catalogPlan(root = ROOT, visit: (file: string) => void = () => {}): CatalogPlan {
  const imports = new Map<string, ReturnType<typeof sourceImportsOf>>();
  const routesDir = join(root, ROUTES_DIR);
  const reach = (start: string, stop: (file: string) => boolean, dynamic: boolean) => {
    const sections = new Set<string>();
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length) {
      const file = stack.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      const section = catalogSectionOf(relative(root, file).replace(/\\/g, '/'));
      if (section) sections.add(section);
      if (!imports.has(file)) {
        visit(file);
        imports.set(file, sourceImportsOf(file));
      }
      const next = imports.get(file);
      for (const target of [...(next?.static ?? []), ...(dynamic ? (next?.dynamic ?? []) : [])]) if (!stop(target)) stack.push(target);
    }
    return sections;
  };
  const isRouteModule = (file: string) => dirname(file) === routesDir;
  const start = reach(join(root, START_MODULE), isRouteModule, true);
  const before: Record<string, Set<string>> = {};
  const all: Record<string, Set<string>> = {};
  for (const name of readdirSync(routesDir).filter((file) => /^[^.]+\.tsx$/.test(file)).sort()) {
    const module = join(routesDir, name);
    const stop = (file: string) => file !== module && isRouteModule(file);
    before[name.replace(/\.tsx$/, '')] = reach(module, stop, false);
    all[name.replace(/\.tsx$/, '')] = reach(module, stop, true);
  }
  // The shared pieces' catalogs many screens need (base, action: a quarter of the routes or more) too: one start-up
  // chunk rather than one per route. Those few screens need (the JSON-Schema forms' messages, form) load with them.
  const names = Object.keys(all);
  for (const folder of Object.values(catalogSections).flat()) {
    const section = catalogSectionOf(folder) as string;
    if ((folder.startsWith(`${SHARED_DIR}/`) || folder === SHARED_DIR) && names.filter((name) => all[name].has(section)).length * 4 >= names.length) start.add(section);
  }
  const routes: Record<string, string[]> = {};
  const later: Record<string, string[]> = {};
  for (const name of names) {
    routes[name] = [...before[name]].filter((section) => !start.has(section)).sort();
    later[name] = [...all[name]].filter((section) => !start.has(section) && !before[name].has(section)).sort();
  }
  return { start: [...start].sort(), routes, later };
}

/** `virtual:catalog-plan`: the catalog plan (START_SECTIONS, ROUTE_SECTIONS, LATER_SECTIONS), derived again when a source file changes. */
function catalogPlanModule(): Plugin {
  const id = 'virtual:catalog-plan';
  return {
    name: 'hpc:catalog-plan',
    resolveId: { filter: { id: /^virtual:catalog-plan$/ }, handler: () => `\0${id}` },
    load: {
      filter: { id: /^\0virtual:catalog-plan$/ },
      handler() {
        const plan = catalogPlan(ROOT, (file) => this.addWatchFile(file));
        return `export const START_SECTIONS = ${JSON.stringify(plan.start)};\nexport const ROUTE_SECTIONS = ${JSON.stringify(plan.routes)};\nexport const LATER_SECTIONS = ${JSON.stringify(plan.later)};\n`;
      },
    },
  };
}

/** The plugins the console and its component tests share: lingui's macro (Babel) and .po loading, React, the catalog plan. */
export const consolePlugins: PluginOption[] = [
  babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  react(),
  lingui(),
  catalogPlanModule(),
];

/**
 * Marks the top-level calls of Chakra's theme helpers pure (`defineConfig`, `defineRecipe`, … return their argument;
 * `createAnatomy` builds a value). Chakra's theme module builds its whole default theme with them; unmarked, those
 * calls keep every recipe in the bundle even though the console's system (src/shared/ui/system.ts) uses a few.
 */
function chakraPureThemeHelpers(): Plugin {
  const helperCall = /(?<![\w$.])((?:define(?:Config|Recipe|SlotRecipe|Tokens|SemanticTokens|TextStyles|LayerStyles|AnimationStyles|Keyframes|GlobalStyles|Conditions|Style)|createAnatomy)\()/g;
  return {
    name: 'hpc:chakra-pure-theme-helpers',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](?:theme[\\/]|anatomy\.js)/ },
      // Only comments are added: the source map of the vendor module stays as it was (map: null). In anatomy.js every
      // top-level constant is marked (`x.extendWith(…)`, `createAnatomy(…).parts(…)`): unmarked, the anatomies no
      // recipe uses keep their Ark and zag modules in the entry chunk.
      handler: (code, id) => ({
        code: (/anatomy\.js$/.test(id) ? code.replace(/^(const [\w$]+ = )(?!\/\*)/gm, '$1/* @__PURE__ */ ') : code).replace(helperCall, '/* @__PURE__ */ $1'),
        map: null,
      }),
    },
  };
}

/**
 * The later recipes of the console's system (src/shared/ui/system.ts, later-recipes.ts): the system's module gets an
 * empty set of them (its import of ./later-recipe-set), and a module that looks one up — a Chakra component's
 * (`createSlotRecipeContext({ key: "dialog" })`, `useRecipe({ key: … })`, …) or the console's own — imports
 * `virtual:hpc-recipe/<key>`, a module adding that recipe to the system (addRecipes). The recipe is in before the
 * component can render, and it travels with the component's chunk instead of the entry chunk.
 */
function chakraRecipesOnLoad(): Plugin {
  const later = new Map<string, string>([
    ...LATER_RECIPES.map((key): [string, string] => [key, 'recipes']),
    ...LATER_SLOT_RECIPES.map((key): [string, string] => [key, 'slotRecipes']),
  ]);
  const lookup = /\b(?:createSlotRecipeContext|createRecipeContext|useSlotRecipe|useRecipe)\(\s*\{\s*key:\s*["'](\w+)["']/g;
  const system = fileURLToPath(new URL('./src/shared/ui/system.ts', import.meta.url));
  const chakraTheme = join(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')), 'dist', 'esm', 'theme');
  const prefix = 'virtual:hpc-recipe/';
  return {
    name: 'hpc:chakra-recipes-on-load',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /(?:[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](?:components[\\/].*|theme[\\/]index)\.js|[\\/]src[\\/].*\.tsx?)$/ },
      handler(code, id) {
        if (id === system) return null;
        if (id === join(chakraTheme, 'index.js')) {
          // The theme's index (in the entry chunk: the system takes its tokens from it) re-exports every recipe, and a
          // module an entry-chunk module imports goes to the entry chunk: its re-exports of the later recipes go.
          const names = new Set([...later].map(([key, kind]) => `${key}${kind === 'slotRecipes' ? 'SlotRecipe' : 'Recipe'}`));
          return { code: code.replace(/^export \{ (\w+) \} from '\.\/recipes\/[\w-]+\.js';$/gm, (line, name: string) => (names.has(name) ? '' : line)), map: null };
        }
        const keys = new Set([...code.matchAll(lookup)].map((match) => match[1]).filter((key) => later.has(key)));
        if (keys.size === 0) return null;
        // Imports first: nothing else changes place, so the module's source map stays as it was (map: null).
        return { code: `${[...keys].map((key) => `import ${JSON.stringify(prefix + key)};`).join('')}${code}`, map: null };
      },
    },
    resolveId: {
      filter: { id: /^(?:virtual:hpc-recipe\/|\.\/later-recipe-set$)/ },
      handler: (source, importer) => (source.startsWith(prefix) ? `\0${source}` : importer === system ? `\0${prefix}none` : null),
    },
    load: {
      filter: { id: /^\0virtual:hpc-recipe\// },
      handler(id) {
        // What src/shared/ui/system.ts puts in the system at once: none of the later recipes.
        if (id === `\0${prefix}none`) return 'export const laterRecipes = {};\nexport const laterSlotRecipes = {};\n';
        const key = id.slice(`\0${prefix}`.length);
        const kind = later.get(key);
        if (!kind) return null;
        const name = `${key}${kind === 'slotRecipes' ? 'SlotRecipe' : 'Recipe'}`;
        // The recipe's own module (recipes/date-picker.js for datePicker), not the theme's index: the index is in the
        // entry chunk, and what it leads to would follow it there.
        const file = join(chakraTheme, 'recipes', `${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.js`);
        return {
          code: `import { ${name} } from ${JSON.stringify(file)};\nimport { addRecipes } from ${JSON.stringify(system)};\naddRecipes({ ${kind}: { ${key}: ${name} } });\n`,
          moduleSideEffects: true,
        };
      },
    },
  };
}

/**
 * @rjsf/chakra-ui imports `defaultSystem` from Chakra, which is built from every recipe Chakra has: its imports of
 * `@chakra-ui/react` resolve to src/shared/ui/chakra-for-rjsf.ts, Chakra with the console's system as
 * `defaultSystem`. (Build only: the component tests load @rjsf/chakra-ui from node_modules as it is.)
 */
function rjsfChakraSystem(): Plugin {
  const shim = fileURLToPath(new URL('./src/shared/ui/chakra-for-rjsf.ts', import.meta.url));
  return {
    name: 'hpc:rjsf-chakra-system',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^@chakra-ui\/react$/ },
      handler: (source, importer) => (importer && /[\\/]@rjsf[\\/]chakra-ui[\\/]/.test(importer) ? shim : null),
    },
  };
}

let buildPlan: CatalogPlan | undefined;

/**
 * The chunk of a compiled .po catalog: `catalogs-zh` (a language's start-up sections, loaded together) or
 * `catalogs-zh-<section>` (a section a route loads with its chunk).
 */
function catalogChunk(id: string): string | null {
  const match = /[\\/]locales[\\/]([a-z]+)[\\/]([^\\/]+)\.po$/.exec(id);
  if (!match) return null;
  buildPlan ??= catalogPlan();
  return buildPlan.start.includes(match[2]) ? `catalogs-${match[1]}` : `catalogs-${match[1]}-${match[2]}`;
}

/** The route the console lands on (/{zone}/hpc/hpc_clusters): scripts/bench-bundle.ts weighs what it loads. */
export const LANDING_ROUTE = 'src/app/routes/clusters.tsx';

interface ModuleGraph {
  getModuleInfo(id: string): {
    code: string | null;
    importers: readonly string[];
    dynamicImporters: readonly string[];
    importedIds: readonly string[];
    exports: readonly string[];
  } | null;
}

type ParsedModule = ReturnType<typeof parseSync>['module'];

/**
 * The modules a module's static imports reach, through the names it imports: `import { Badge } from
 * '@chakra-ui/react'` reaches the module defining Badge, not the other 300 modules Chakra's index re-exports (the
 * module graph alone would say it imports them all). What a namespace import or a side-effect import names is taken
 * whole; a module without ES exports (CommonJS) is its own definition. A name it cannot trace is left out: the module
 * defining it then stays with the automatic chunking (the grouping is an optimisation; nothing depends on it).
 */
function reachedByNames(graph: ModuleGraph, start: string): Set<string> {
  const parsed = new Map<string, ParsedModule | null>();
  const parse = (id: string) => {
    if (!parsed.has(id)) {
      const code = graph.getModuleInfo(id)?.code;
      parsed.set(id, code == null ? null : parseSync(id.replace(/[?#].*$/, '').replace(/\.(?:tsx?|jsx|mjs|cjs)$/, '.js'), code).module);
    }
    return parsed.get(id) ?? null;
  };
  /** The modules a specifier of `from` stands for (a bare one: each module of that package `from` imports). */
  const targets = (from: string, specifier: string): string[] => {
    const ids = graph.getModuleInfo(from)?.importedIds ?? [];
    if (specifier.startsWith('.')) {
      const path = resolve(dirname(from.replace(/[?#].*$/, '')), specifier.split('?')[0]);
      return ids.filter((id) => id === path || (id.startsWith(path) && /^(?:\.[cm]?[jt]sx?|[\\/]index\.[cm]?[jt]sx?)(?:[?#].*)?$/.test(id.slice(path.length))));
    }
    const name = specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
    return ids.filter((id) => id.replace(/\\/g, '/').includes(`/node_modules/${name}/`));
  };
  const seenDefinitions = new Set<string>();
  const passed = new Set<string>();
  /** The modules defining `name` as `module` exports it. */
  const definitions = (module: string, name: string): string[] => {
    const key = `${module}\0${name}`;
    if (seenDefinitions.has(key)) return [];
    seenDefinitions.add(key);
    const info = graph.getModuleInfo(module);
    const ast = parse(module);
    if (!info || !ast) return [module];
    if (ast.staticExports.length === 0) return info.exports.length === 0 || info.exports.includes(name) ? [module] : [];
    const found: string[] = [];
    for (const entry of ast.staticExports.flatMap((item) => item.entries)) {
      if (entry.exportName.name !== name) continue;
      const request = entry.moduleRequest?.value;
      if (request) {
        for (const target of targets(module, request)) found.push(...(entry.importName.kind === 'Name' && entry.importName.name ? definitions(target, entry.importName.name) : everything(target)));
        continue;
      }
      const local = entry.localName.name;
      const imported = ast.staticImports.flatMap((item) => item.entries.map((spec) => ({ item, spec }))).find(({ spec }) => spec.localName.value === local);
      if (!imported) found.push(module);
      else for (const target of targets(module, imported.item.moduleRequest.value)) found.push(...(imported.spec.importName.kind === 'Name' && imported.spec.importName.name ? definitions(target, imported.spec.importName.name) : everything(target)));
    }
    if (found.length === 0) {
      for (const entry of ast.staticExports.flatMap((item) => item.entries)) {
        if (entry.importName.kind !== 'AllButDefault' || !entry.moduleRequest) continue;
        for (const target of targets(module, entry.moduleRequest.value)) found.push(...definitions(target, name));
      }
    }
    // A module passed through on the way (an index re-exporting the name) goes with the modules it leads to.
    if (found.length) passed.add(module);
    return found;
  };
  const everything = (module: string): string[] => [module, ...(graph.getModuleInfo(module)?.exports ?? []).flatMap((name) => definitions(module, name))];

  const reached = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const module = stack.pop() as string;
    if (reached.has(module)) continue;
    reached.add(module);
    const ast = parse(module);
    if (!ast) continue;
    // What the module only imports to export again is reached when a module imports it by name (definitions).
    const reexported = new Set(ast.staticExports.flatMap((item) => item.entries).map((entry) => entry.localName.name));
    for (const item of ast.staticImports) {
      for (const target of targets(module, item.moduleRequest.value)) {
        if (item.entries.length === 0) stack.push(target);
        for (const spec of item.entries) {
          if (reexported.has(spec.localName.value)) continue;
          stack.push(...(spec.importName.kind === 'Name' && spec.importName.name ? definitions(target, spec.importName.name) : everything(target)));
        }
      }
    }
  }
  for (const module of passed) reached.add(module);
  return reached;
}

/** Per build (keyed by the landing route's module information): the landing route's imports that other screens share. */
const sharedLandingModules = new WeakMap<object, Set<string>>();

/**
 * `list-kit`: the modules the landing route imports statically (not in the entry chunk) that other screens import
 * too — the list table, status badges, the search box, the Chakra components and icons they render, the cluster
 * endpoints, … Left to the automatic chunking they come as some 25 chunks of 0.2–4 KB, one per set of screens
 * sharing them, which compress worse (gzip starts afresh in each file) and cost a request each; gathered, they are
 * one chunk the list screens share, and the route's chunk keeps only what no other screen imports. Computed once per
 * build from the module graph, following imports by the names imported (reachedByNames): a module is the route's
 * own when the route (or only the route's own modules) imports it, and nothing imports it dynamically.
 *
 * The price: a screen sharing one of these modules loads the whole kit (12 KB gzip) — the sign-in page, the
 * terminal, the quick start some 10 KB more than they use. It is the landing route's own code, which a session
 * loads anyway (the console lands there), under one immutable name the browser then has in its cache.
 */
function listKitChunk(id: string, graph: ModuleGraph): string | null {
  const route = join(ROOT, LANDING_ROUTE);
  const key = graph.getModuleInfo(route);
  if (!key) return null;
  let kit = sharedLandingModules.get(key);
  if (!kit) {
    const reached = reachedByNames(graph, route);
    // The route's own modules: the greatest set where each is imported only by the route or by others of the set.
    const own = new Set([...reached].filter((module) => module !== route && !graph.getModuleInfo(module)?.dynamicImporters.length));
    for (let changed = true; changed; ) {
      changed = false;
      for (const module of own) {
        if (graph.getModuleInfo(module)?.importers.every((importer) => importer === route || own.has(importer))) continue;
        own.delete(module);
        changed = true;
      }
    }
    kit = new Set([...reached].filter((module) => module !== route && !own.has(module) && !graph.getModuleInfo(module)?.dynamicImporters.length));
    sharedLandingModules.set(key, kit);
  }
  return kit.has(id) ? 'list-kit' : null;
}

const pkg = (pattern: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${pattern})[\\\\/]`);

/**
 * The large libraries only some screens load (charts, JSON-Schema forms, the terminal), each family in a chunk of
 * its own: a screen's chunks stay under 80 KB gzip each and download in parallel. A group also takes the
 * dependencies of its modules that no group before it took, so dependencies come first. @rjsf/chakra-ui is left
 * to the automatic chunks: it would take the Chakra components it shares with the lists.
 */
const LAZY_VENDOR_GROUPS = [
  { name: 'vendor-lodash', test: pkg('lodash|lodash-es') },
  { name: 'vendor-d3', test: pkg('d3-[a-z-]+|internmap|delaunator|robust-predicates') },
  { name: 'vendor-react-spring', test: pkg('@react-spring') },
  { name: 'vendor-markdown', test: pkg('markdown-to-jsx') },
  { name: 'vendor-rjsf-utils', test: pkg('@rjsf/utils|@x0k/json-schema-merge|fast-equals|jsonpointer') },
  { name: 'vendor-ajv-formats', test: pkg('ajv-formats') },
  { name: 'vendor-ajv', test: pkg('ajv|@rjsf/validator-ajv8') },
  { name: 'vendor-rjsf', test: pkg('@rjsf/core') },
  { name: 'vendor-nivo', test: pkg('@nivo') },
  { name: 'vendor-xterm', test: pkg('@xterm') },
];

export default defineConfig({
  base: basePath,
  plugins: [...consolePlugins, chakraPureThemeHelpers(), chakraRecipesOnLoad(), rjsfChakraSystem()],
  build: {
    outDir: 'dist',
    // A catalog chunk needs nothing the page has not loaded already: its import() alone fetches it.
    modulePreload: { resolveDependencies: (file, deps) => (/(?:^|\/)catalogs-[^/]+\.js$/.test(file) ? [] : deps) },
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    // Spec section 7: script and style chunks load from the base path under static/js and static/css.
    rolldownOptions: {
      treeshake: {
        // @emotion/react imports hoist-non-react-statics for its side effects only, and uses it in withTheme, which
        // Chakra does not call: without side effects, the CommonJS module (and its react-is) is dropped.
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }],
      },
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'static/css/[name]-[hash][extname]' : 'static/media/[name]-[hash][extname]'),
        codeSplitting: {
          groups: [
            // Everything the entry imports statically is one chunk: what every page needs first, compressed
            // together, in one request (rather than a dozen small shared chunks).
            { name: 'app', tags: ['$initial'], priority: 4 },
            // A language's start-up catalogs load together (one chunk), each other section with its routes.
            { name: catalogChunk, debugName: 'catalogs', priority: 3 },
            // The landing route's imports that other screens share: one chunk (listKitChunk). It names every module it
            // takes (following imports by name): taking each one's dependencies too would follow the packages' index
            // modules to all they re-export. (No chunk imports another that imports it back: bench:bundle's build checks.)
            { name: listKitChunk, debugName: 'list-kit', priority: 2, includeDependenciesRecursively: false },
            ...LAZY_VENDOR_GROUPS.map((group) => ({ ...group, priority: 1 })),
          ],
        },
      },
    },
  },
  server: { proxy: { [`${basePath}api`]: `http://127.0.0.1:${process.env.PORT ?? 8080}` } },
});
