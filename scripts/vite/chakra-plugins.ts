/**
 * The build's Chakra plugins (ADR 0010): keep only the recipes the console renders in the entry chunk, load the
 * others with the components that use them, and give @rjsf/chakra-ui the console's system. Build only.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { LATER_RECIPES, LATER_SLOT_RECIPES } from '../../src/shared/ui/later-recipes';

/**
 * Marks the top-level calls of Chakra's theme helpers pure (`defineConfig`, `defineRecipe`, … return their argument;
 * `createAnatomy` builds a value). Chakra's theme module builds its whole default theme with them; unmarked, those
 * calls keep every recipe in the bundle even though the console's system (src/shared/ui/system.ts) uses a few.
 */
export function chakraPureThemeHelpers(): Plugin {
  const helperCall =
    /(?<![\w$.])((?:define(?:Config|Recipe|SlotRecipe|Tokens|SemanticTokens|TextStyles|LayerStyles|AnimationStyles|Keyframes|GlobalStyles|Conditions|Style)|createAnatomy)\()/g;
  return {
    name: 'hpc:chakra-pure-theme-helpers',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](?:theme[\\/]|anatomy\.js)/ },
      // Only comments are added: the source map of the vendor module stays as it was (map: null). In anatomy.js every
      // top-level constant is marked (`x.extendWith(…)`, `createAnatomy(…).parts(…)`): unmarked, the anatomies no
      // recipe uses keep their Ark and zag modules in the entry chunk.
      handler: (code, id) => ({
        code: (/anatomy\.js$/.test(id) ? code.replace(/^(const [\w$]+ = )(?!\/\*)/gm, '$1/* @__PURE__ */ ') : code).replace(
          helperCall,
          '/* @__PURE__ */ $1',
        ),
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
export function chakraRecipesOnLoad(): Plugin {
  const later = new Map<string, string>([
    ...LATER_RECIPES.map((key): [string, string] => [key, 'recipes']),
    ...LATER_SLOT_RECIPES.map((key): [string, string] => [key, 'slotRecipes']),
  ]);
  const lookup = /\b(?:createSlotRecipeContext|createRecipeContext|useSlotRecipe|useRecipe)\(\s*\{\s*key:\s*["'](\w+)["']/g;
  const system = fileURLToPath(new URL('../../src/shared/ui/system.ts', import.meta.url));
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
          return {
            code: code.replace(/^export \{ (\w+) \} from '\.\/recipes\/[\w-]+\.js';$/gm, (line, name: string) =>
              names.has(name) ? '' : line,
            ),
            map: null,
          };
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
export function rjsfChakraSystem(): Plugin {
  const shim = fileURLToPath(new URL('../../src/shared/ui/chakra-for-rjsf.ts', import.meta.url));
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
