/**
 * The build's catalog plan (ADR 0010): which lingui catalogs (sections of lingui.config.ts) start-up loads and which
 * each route loads, derived from the console's imports; the `virtual:catalog-plan` module the console reads it from;
 * and the chunk each compiled catalog goes to. Used by vite.config.ts and scripts/bench-bundle.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync, type Plugin } from 'vite';
import { catalogSections } from '../../lingui.config';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROUTES_DIR = 'src/app/routes';
const START_MODULE = 'src/main.tsx';
const SHARED_DIR = 'src/shared';
/**
 * Sections a piece of the shell loads itself after the first paint, with its lazily loaded code (the header's bell:
 * src/app/shell/notification-bell-slot.tsx), kept out of start-up and of the landing.
 */
const LOADED_BY_THEIR_PIECE = ['notification'];

/** The catalog (a section of lingui.config.ts) holding a source file's messages: that of the deepest folder listed for it. */
export function catalogSectionOf(file: string): string | undefined {
  let found: { section: string; depth: number } | undefined;
  for (const [section, folders] of Object.entries(catalogSections)) {
    for (const folder of folders) {
      if ((file === folder || file.startsWith(`${folder}/`)) && (!found || folder.length > found.depth))
        found = { section, depth: folder.length };
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
      // Relative, or from the source root as `@/…` (tsconfig.json's paths, vite.config.ts's consoleAlias).
      const local = specifier.startsWith('@/')
        ? join(ROOT, 'src', specifier.slice(2))
        : specifier.startsWith('.')
          ? resolve(dirname(file), specifier)
          : undefined;
      if (!local) continue;
      const base = local.split('?')[0];
      const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
        (path) => /\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile(),
      );
      if (target) files.push(target);
    }
    return files;
  };
  return {
    static: resolveAll([
      ...module.staticImports
        .filter((item) => item.entries.length === 0 || item.entries.some((entry) => !entry.isType))
        .map((item) => item.moduleRequest.value),
      ...module.staticExports
        .flatMap((item) => item.entries)
        .filter((entry) => entry.moduleRequest && !entry.isType)
        .map((entry) => entry.moduleRequest?.value ?? ''),
    ]),
    dynamic: resolveAll(
      module.dynamicImports
        .map((item) => code.slice(item.moduleRequest.start, item.moduleRequest.end))
        .filter((text) => /^(['"`])[^'"`$]*\1$/.test(text))
        .map((text) => text.slice(1, -1)),
    ),
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
  for (const name of readdirSync(routesDir)
    .filter((file) => /^[^.]+\.tsx$/.test(file))
    .sort()) {
    const module = join(routesDir, name);
    const stop = (file: string) => file !== module && isRouteModule(file);
    before[name.replace(/\.tsx$/, '')] = reach(module, stop, false);
    all[name.replace(/\.tsx$/, '')] = reach(module, stop, true);
  }
  // The shared pieces' catalogs many screens render with (base, action: a quarter of the routes or more reach them
  // through static imports) too: one start-up chunk rather than one per route. Those few screens render with (the
  // JSON-Schema forms' messages, base-form) load with them, and with the lazily loaded dialogs of other routes that
  // need them (a dialog checking its fields with the contract's rules): counting those would put them on every landing.
  const names = Object.keys(all);
  for (const folder of Object.values(catalogSections).flat()) {
    const section = catalogSectionOf(folder) as string;
    if (
      (folder.startsWith(`${SHARED_DIR}/`) || folder === SHARED_DIR) &&
      names.filter((name) => before[name].has(section)).length * 4 >= names.length
    )
      start.add(section);
  }
  for (const section of LOADED_BY_THEIR_PIECE) start.delete(section);
  const routes: Record<string, string[]> = {};
  const later: Record<string, string[]> = {};
  for (const name of names) {
    routes[name] = [...before[name]].filter((section) => !start.has(section)).sort();
    later[name] = [...all[name]].filter((section) => !start.has(section) && !before[name].has(section)).sort();
  }
  return { start: [...start].sort(), routes, later };
}

/**
 * `virtual:catalog-plan`: the catalog plan (START_SECTIONS, ROUTE_SECTIONS, LATER_SECTIONS: a route without later
 * sections is not in it), derived again when a source file changes.
 */
export function catalogPlanModule(): Plugin {
  const id = 'virtual:catalog-plan';
  return {
    name: 'hpc:catalog-plan',
    resolveId: { filter: { id: /^virtual:catalog-plan$/ }, handler: () => `\0${id}` },
    load: {
      filter: { id: /^\0virtual:catalog-plan$/ },
      handler() {
        const plan = catalogPlan(ROOT, (file) => this.addWatchFile(file));
        // Only the routes with later sections: the plan is in the landing's entry, where every byte counts.
        const later = Object.fromEntries(Object.entries(plan.later).filter(([, sections]) => sections.length));
        return `export const START_SECTIONS = ${JSON.stringify(plan.start)};\nexport const ROUTE_SECTIONS = ${JSON.stringify(plan.routes)};\nexport const LATER_SECTIONS = ${JSON.stringify(later)};\n`;
      },
    },
  };
}

let buildPlan: CatalogPlan | undefined;

/**
 * The chunk of a compiled .po catalog: `catalogs-zh` (a language's start-up sections, loaded together) or
 * `catalogs-zh-<section>` (a section a route loads with its chunk).
 */
export function catalogChunk(id: string): string | null {
  const match = /[\\/]locales[\\/]([a-z]+)[\\/]([^\\/]+)\.po$/.exec(id);
  if (!match) return null;
  buildPlan ??= catalogPlan();
  return buildPlan.start.includes(match[2]) ? `catalogs-${match[1]}` : `catalogs-${match[1]}-${match[2]}`;
}
