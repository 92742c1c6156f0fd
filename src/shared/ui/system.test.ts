/**
 * The console's system keeps only some of Chakra's recipes (system.ts); a component whose recipe is missing renders
 * unstyled, silently. This test reads which Chakra components the console imports (every file of src/, and
 * @rjsf/chakra-ui's own imports once src/ uses it), finds in Chakra's build the recipe keys each one looks up
 * (its module and the component modules it imports), and checks the system has every one of them.
 */
import { defaultSystem } from '@chakra-ui/react';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LATER_RECIPES, LATER_SLOT_RECIPES } from './later-recipes';
import { laterRecipes, laterSlotRecipes } from './later-recipe-set';
import { addRecipes, consoleSystem } from './system';

const system = consoleSystem();

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const CHAKRA_ESM = join(dirname(require.resolve('@chakra-ui/react/package.json')), 'dist', 'esm');

const CHAKRA_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@chakra-ui\/react['"]/g;
const RELATIVE_IMPORT = /from\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const RECIPE_KEY = /\bkey:\s*["'](\w+)["']/g;

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

/** The names a source imports from @chakra-ui/react (types left out). */
function chakraNames(source: string): string[] {
  return [...source.matchAll(CHAKRA_IMPORT)].flatMap(([, list]) =>
    list
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item && !item.startsWith('type '))
      .map((item) => item.split(/\s+as\s+/)[0]),
  );
}

/** Chakra's exports: name -> the module that defines it (namespaces such as Menu included). */
function chakraExports(): Map<string, string> {
  const index = readFileSync(join(CHAKRA_ESM, 'index.js'), 'utf8');
  const namespaces = new Map([...index.matchAll(/import \* as (\S+) from '([^']+)'/g)].map(([, local, from]) => [local, from]));
  const exports = new Map<string, string>();
  for (const [, list, from] of index.matchAll(/export \{([^}]*)\}(?: from '([^']+)')?/g)) {
    for (const item of list.split(',')) {
      const [local, exported = local] = item.trim().split(/\s+as\s+/);
      const module = from ?? namespaces.get(local);
      if (local && module?.startsWith('./components/')) exports.set(exported, join(CHAKRA_ESM, module));
    }
  }
  return exports;
}

/** The recipe keys a Chakra component module and the component modules it imports look up. */
function recipeKeys(module: string, seen = new Set<string>()): Set<string> {
  if (seen.has(module) || !module.startsWith(join(CHAKRA_ESM, 'components'))) return new Set();
  seen.add(module);
  const source = readFileSync(module, 'utf8');
  const keys = new Set([...source.matchAll(RECIPE_KEY)].map(([, key]) => key));
  for (const [, from] of source.matchAll(RELATIVE_IMPORT))
    for (const key of recipeKeys(resolve(dirname(module), from), seen)) keys.add(key);
  return keys;
}

describe('the console Chakra system', () => {
  const sources = filesUnder(SRC, /\.tsx?$/).map((file) => readFileSync(file, 'utf8'));
  const names = new Set(sources.flatMap(chakraNames));
  if (sources.some((source) => /from\s*['"]@rjsf\/chakra-ui['"]/.test(source))) {
    const rjsf = join(dirname(require.resolve('@rjsf/chakra-ui')), '..', 'lib'); // the ES modules the build bundles
    for (const file of filesUnder(rjsf, /\.js$/)) for (const name of chakraNames(readFileSync(file, 'utf8'))) names.add(name);
  }
  const exports = chakraExports();
  const required = new Map<string, string[]>();
  for (const name of names) {
    const module = exports.get(name);
    if (!module) continue;
    for (const key of recipeKeys(module)) {
      // Keys Chakra's own theme has no recipe for (e.g. "text") are unstyled by design.
      if (!defaultSystem.isRecipe(key) && !defaultSystem.isSlotRecipe(key)) continue;
      required.set(key, [...(required.get(key) ?? []), name]);
    }
  }

  it('finds the components src/ uses', () => {
    expect(names).toContain('Button');
    expect(names.size).toBeGreaterThan(30);
    expect(required.get('button')).toContain('Button');
    expect(required.get('menu')).toContain('Menu');
  });

  it('has the recipe of every Chakra component the console renders', () => {
    const missing = [...required]
      .filter(([key]) => !system.isRecipe(key) && !system.isSlotRecipe(key))
      .map(([key, users]) => `${key} (${users.join(', ')})`);
    expect(missing, 'add these recipes to src/shared/ui/system.ts').toEqual([]);
  });

  it("adds the later recipes as their components load in the build: Chakra's own, each one a component the console renders looks up", () => {
    for (const key of LATER_RECIPES) {
      expect(required.has(key), key).toBe(true);
      expect(laterRecipes[key]).toEqual(defaultSystem._config.theme?.recipes?.[key]);
    }
    for (const key of LATER_SLOT_RECIPES) {
      expect(required.has(key), key).toBe(true);
      expect(laterSlotRecipes[key]).toEqual(defaultSystem._config.theme?.slotRecipes?.[key]);
    }
    // What the build's chakraRecipesOnLoad does before a component first looks its recipe up.
    expect(system.isSlotRecipe('hpcLaterTest')).toBe(false);
    addRecipes({ slotRecipes: { hpcLaterTest: laterSlotRecipes.stat } });
    expect(system.isSlotRecipe('hpcLaterTest')).toBe(true);
    expect(system.getSlotRecipeFn('hpcLaterTest').slots).toEqual(system.getSlotRecipeFn('stat').slots);
  });

  it('keeps the console tokens and global styles', () => {
    expect(system.token('fonts.mono')).toContain('ui-monospace');
    expect(system.token('colors.blue.500')).toBe(defaultSystem.token('colors.blue.500'));
    expect(system.isSlotRecipe('datePicker')).toBe(false);
  });

  it('colours error text with a red dark enough for text on white (WCAG AA 4.5:1, axe color-contrast)', () => {
    const css = JSON.stringify(system.getTokenCss());
    expect(css).toContain('"--chakra-colors-fg-error":"var(--chakra-colors-red-600)"');
    expect(JSON.stringify(defaultSystem.getTokenCss())).toContain('"--chakra-colors-fg-error":"var(--chakra-colors-red-500)"');
  });
});
