/**
 * The build's chunk groups (ADR 0010): the landing route's shared imports as one `list-kit` chunk, followed through
 * the names imported, and the large libraries only some screens load, a chunk per family.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

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
    // Relative, or from the source root as `@/…` (vite.config.ts's consoleAlias).
    const local = specifier.startsWith('@/')
      ? resolve(ROOT, 'src', specifier.slice(2))
      : specifier.startsWith('.')
        ? resolve(dirname(from.replace(/[?#].*$/, '')), specifier)
        : undefined;
    if (local) {
      const path = local.split('?')[0];
      return ids.filter(
        (id) =>
          id === path || (id.startsWith(path) && /^(?:\.[cm]?[jt]sx?|[\\/]index\.[cm]?[jt]sx?)(?:[?#].*)?$/.test(id.slice(path.length))),
      );
    }
    const name = specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
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
        for (const target of targets(module, request))
          found.push(
            ...(entry.importName.kind === 'Name' && entry.importName.name
              ? definitions(target, entry.importName.name)
              : everything(target)),
          );
        continue;
      }
      const local = entry.localName.name;
      const imported = ast.staticImports
        .flatMap((item) => item.entries.map((spec) => ({ item, spec })))
        .find(({ spec }) => spec.localName.value === local);
      if (!imported) found.push(module);
      else
        for (const target of targets(module, imported.item.moduleRequest.value))
          found.push(
            ...(imported.spec.importName.kind === 'Name' && imported.spec.importName.name
              ? definitions(target, imported.spec.importName.name)
              : everything(target)),
          );
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
  const everything = (module: string): string[] => [
    module,
    ...(graph.getModuleInfo(module)?.exports ?? []).flatMap((name) => definitions(module, name)),
  ];

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
          stack.push(
            ...(spec.importName.kind === 'Name' && spec.importName.name ? definitions(target, spec.importName.name) : everything(target)),
          );
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
export function listKitChunk(id: string, graph: ModuleGraph): string | null {
  const route = join(ROOT, LANDING_ROUTE);
  const key = graph.getModuleInfo(route);
  if (!key) return null;
  let kit = sharedLandingModules.get(key);
  if (!kit) {
    const reached = reachedByNames(graph, route);
    // The route's own modules: the greatest set where each is imported only by the route or by others of the set.
    const own = new Set([...reached].filter((module) => module !== route && !graph.getModuleInfo(module)?.dynamicImporters.length));
    for (let changed = true; changed;) {
      changed = false;
      for (const module of own) {
        if (graph.getModuleInfo(module)?.importers.every((importer) => importer === route || own.has(importer))) continue;
        own.delete(module);
        changed = true;
      }
    }
    kit = new Set(
      [...reached].filter((module) => module !== route && !own.has(module) && !graph.getModuleInfo(module)?.dynamicImporters.length),
    );
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
export const LAZY_VENDOR_GROUPS = [
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
