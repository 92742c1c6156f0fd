/**
 * The build's Chakra plugins against the Chakra UI installed (ADR 0010, 0054): they rewrite Chakra's shipped modules
 * by pattern, and a Chakra release that lays its files out differently would make them match nothing — the build
 * would still pass, only heavier (every recipe back in the entry chunk) or with a component unstyled. These tests run
 * each plugin's transform on the installed files and fail, naming the pattern and the file, when one no longer
 * finds what it must.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { LATER_RECIPES, LATER_SLOT_RECIPES } from '../../src/shared/ui/later-recipes';
import { chakraPureThemeHelpers, chakraRecipesOnLoad, rjsfChakraSystem } from './chakra-plugins';

const require = createRequire(import.meta.url);
const CHAKRA = join(dirname(require.resolve('@chakra-ui/react/package.json')), 'dist', 'esm');
const SRC = join(import.meta.dirname, '..', '..', 'src');

const filesUnder = (dir: string, pattern: RegExp): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name))
    .map((name) => join(dir, name));

type Hook = { filter: { id: RegExp }; handler: (this: unknown, ...args: string[]) => unknown };
const hook = (plugin: Plugin, name: 'transform' | 'resolveId' | 'load') => plugin[name] as unknown as Hook;

/** The plugin's transform of a file as the build would run it: null when its filter leaves the file alone. */
function transformed(plugin: Plugin, file: string): string | null {
  const { filter, handler } = hook(plugin, 'transform');
  if (!filter.id.test(file)) return null;
  const result = handler.call({}, readFileSync(file, 'utf8'), file) as { code: string } | null;
  return result?.code ?? null;
}

const count = (code: string, pattern: RegExp) => [...code.matchAll(pattern)].length;
const where = (file: string) => relative(CHAKRA, file);

describe('chakraPureThemeHelpers on the installed Chakra', () => {
  const plugin = chakraPureThemeHelpers();
  const helperCall =
    /(?<![\w$.])(?:define(?:Config|Recipe|SlotRecipe|Tokens|SemanticTokens|TextStyles|LayerStyles|AnimationStyles|Keyframes|GlobalStyles|Conditions|Style)|createAnatomy)\(/g;
  const markedCall = /\/\* @__PURE__ \*\/ (?:define\w+|createAnatomy)\(/g;

  it("marks every theme helper call of every theme module pure (pattern helperCall, in Chakra's dist/esm/theme)", () => {
    const files = filesUnder(join(CHAKRA, 'theme'), /\.js$/);
    const recipes = files.filter((file) => dirname(file) === join(CHAKRA, 'theme', 'recipes'));
    // 76 recipe modules in 3.37: a layout without them is another Chakra altogether.
    expect(recipes.length, 'recipe modules under dist/esm/theme/recipes').toBeGreaterThan(50);
    for (const file of files) {
      const before = count(readFileSync(file, 'utf8'), helperCall);
      const after = transformed(plugin, file);
      expect(after, `${where(file)}: outside the plugin's filter`).not.toBeNull();
      expect(count(after ?? '', markedCall), `${where(file)}: helper calls marked /* @__PURE__ */`).toBe(before);
    }
    for (const file of recipes) {
      expect(count(readFileSync(file, 'utf8'), helperCall), `${where(file)}: no defineRecipe/defineSlotRecipe call found`).toBeGreaterThan(
        0,
      );
    }
  });

  it('marks every top-level constant of anatomy.js pure (pattern /^const x = /m)', () => {
    const file = join(CHAKRA, 'anatomy.js');
    const constants = count(readFileSync(file, 'utf8'), /^const [\w$]+ = /gm);
    // 40 anatomies in 3.37 (createAnatomy(…).parts(…), x.extendWith(…)).
    expect(constants, 'top-level constants of anatomy.js').toBeGreaterThan(30);
    expect(count(transformed(plugin, file) ?? '', /^const [\w$]+ = \/\* @__PURE__ \*\/ /gm), 'anatomy.js: constants marked').toBe(
      constants,
    );
  });
});

describe('chakraRecipesOnLoad on the installed Chakra', () => {
  const plugin = chakraRecipesOnLoad();
  const later = [
    ...LATER_RECIPES.map((key) => ({ key, name: `${key}Recipe` })),
    ...LATER_SLOT_RECIPES.map((key) => ({ key, name: `${key}SlotRecipe` })),
  ];

  it("drops the theme index's re-export of every later recipe, and keeps the others (pattern /^export { x } from './recipes/…';$/)", () => {
    const file = join(CHAKRA, 'theme', 'index.js');
    const before = readFileSync(file, 'utf8');
    const after = transformed(plugin, file) ?? '';
    for (const { name } of later) {
      const line = new RegExp(`^export \\{ ${name} \\} from '\\./recipes/[\\w-]+\\.js';$`, 'm');
      expect(before, `theme/index.js: no re-export line of ${name}`).toMatch(line);
      expect(after, `theme/index.js: the re-export of ${name} is left`).not.toMatch(line);
    }
    // What the system takes at once (src/shared/ui/system.ts) is still exported.
    for (const name of ['buttonRecipe', 'badgeRecipe', 'tableSlotRecipe', 'tabsSlotRecipe', 'selectSlotRecipe'])
      expect(after, `theme/index.js: ${name} dropped too`).toMatch(new RegExp(`^export \\{ ${name} \\} from`, 'm'));
  });

  it('finds a module of its own for every later recipe (recipes/<kebab-key>.js exporting it)', async () => {
    const { handler } = hook(plugin, 'load');
    for (const { key, name } of later) {
      const code = (await handler.call({}, `\0virtual:hpc-recipe/${key}`)) as { code: string } | null;
      const file = /^import \{ \w+ \} from "([^"]+)";/.exec(code?.code ?? '')?.[1] ?? '';
      expect(file, `virtual:hpc-recipe/${key}: no module`).not.toBe('');
      expect(readFileSync(file, 'utf8'), `${where(file)}: does not export ${name}`).toMatch(new RegExp(`export \\{[^}]*\\b${name}\\b`));
    }
  });

  it('makes some module load each later recipe: the lookups (pattern lookup: createSlotRecipeContext({ key: … }), …) name them', () => {
    const imported = new Map<string, string[]>();
    const files = [...filesUnder(join(CHAKRA, 'components'), /\.js$/), ...filesUnder(SRC, /(?<!\.test)\.tsx?$/)];
    let chakraModules = 0;
    for (const file of files) {
      const code = transformed(plugin, file);
      if (!code) continue;
      if (file.startsWith(CHAKRA)) chakraModules += 1;
      for (const match of code.matchAll(/import "virtual:hpc-recipe\/(\w+)";/g))
        imported.set(match[1], [...(imported.get(match[1]) ?? []), file]);
    }
    // 25 component modules look up a later recipe in 3.37 (dialog, menu, field, checkbox, …).
    expect(chakraModules, 'Chakra component modules importing a later recipe').toBeGreaterThan(15);
    for (const { key } of later) expect(imported.get(key), `no module looks up the recipe ${key}`).toBeDefined();
  });
});

describe('rjsfChakraSystem on the installed @rjsf/chakra-ui', () => {
  it("gives @rjsf/chakra-ui's imports of @chakra-ui/react the console's system", () => {
    // The modules the build resolves the package to (its "import" export: lib/).
    const entry = require.resolve('@rjsf/chakra-ui');
    const root = join(entry.slice(0, entry.indexOf(join('@rjsf', 'chakra-ui')) + join('@rjsf', 'chakra-ui').length), 'lib');
    const importers = filesUnder(root, /\.js$/).filter((file) => /from ['"]@chakra-ui\/react['"]/.test(readFileSync(file, 'utf8')));
    expect(importers.length, "@rjsf/chakra-ui/lib: modules importing '@chakra-ui/react'").toBeGreaterThan(10);
    const { filter, handler } = hook(rjsfChakraSystem(), 'resolveId');
    expect(filter.id.test('@chakra-ui/react')).toBe(true);
    for (const file of importers) expect(handler.call({}, '@chakra-ui/react', file), where(file)).toMatch(/chakra-for-rjsf\.ts$/);
    expect(handler.call({}, '@chakra-ui/react', join(SRC, 'main.tsx'))).toBeNull();
  });
});
