import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type PluginOption } from 'vite';

/** The console is served by the gateway under the base path (HPC_BASE_PATH, default /_micro_/hpc/). */
export const basePath = process.env.HPC_BASE_PATH ?? '/_micro_/hpc/';

/** The plugins the console and its component tests share: lingui's macro (Babel) and .po loading, React. */
export const consolePlugins: PluginOption[] = [
  babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  react(),
  lingui(),
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
      // Only comments are added: the source map of the vendor module stays as it was (map: null).
      handler: (code) => ({ code: code.replace(helperCall, '/* @__PURE__ */ $1'), map: null }),
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

/**
 * Ark's createToaster (the store src/shared/ui/toaster.tsx creates at start-up) reads `createStore` from
 * @zag-js/toast's index, which also holds the toast machines: the whole toast machinery would land in the entry
 * chunk, though only the toast region (a lazy chunk) runs it. Its import resolves to the store module alone.
 */
function toastStoreOnly(): Plugin {
  const storeModule = '\0hpc:zag-toast-store';
  return {
    name: 'hpc:toast-store-only',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== '@zag-js/toast' || !importer || !/[\\/]@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]toast[\\/]create-toaster\.js$/.test(importer)) return null;
      const index = await this.resolve(source, importer, { skipSelf: true });
      const store = index && join(dirname(index.id), 'toast.store.mjs');
      return store && existsSync(store) ? `${storeModule}?${store}` : null;
    },
    load(id) {
      if (!id.startsWith(`${storeModule}?`)) return null;
      return `export { createToastStore as createStore } from ${JSON.stringify(id.slice(storeModule.length + 1))};`;
    },
  };
}

/** `catalogs-zh`, `catalogs-en`: the chunk of a language's compiled .po catalogs. */
function catalogChunk(id: string): string | null {
  const match = /[\\/]locales[\\/]([a-z]+)[\\/][^\\/]+\.po$/.exec(id);
  return match ? `catalogs-${match[1]}` : null;
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
  plugins: [...consolePlugins, chakraPureThemeHelpers(), rjsfChakraSystem(), toastStoreOnly()],
  build: {
    outDir: 'dist',
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
            { name: 'app', tags: ['$initial'], priority: 3 },
            // A language's catalogs are always loaded together (activateLocale): one chunk per language.
            { name: catalogChunk, debugName: 'catalogs', priority: 2 },
            ...LAZY_VENDOR_GROUPS.map((group) => ({ ...group, priority: 1 })),
          ],
        },
      },
    },
  },
  server: { proxy: { [`${basePath}api`]: `http://127.0.0.1:${process.env.PORT ?? 8080}` } },
});
