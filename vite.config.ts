import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type AliasOptions, type PluginOption } from 'vite';
import { catalogChunk, catalogPlanModule } from './scripts/vite/catalog-plan';
import { chakraPureThemeHelpers, chakraRecipesOnLoad, rjsfChakraSystem } from './scripts/vite/chakra-plugins';
import { LAZY_VENDOR_GROUPS, listKitChunk } from './scripts/vite/chunks';
import { noVncWithoutTopLevelAwait } from './scripts/vite/novnc';
import { precompressAssets } from './scripts/vite/precompress';

/** The console is served by the gateway under the base path (HPC_BASE_PATH, default /_micro_/hpc/). */
export const basePath = process.env.HPC_BASE_PATH ?? '/_micro_/hpc/';

/** `@/…` is the console's source root (src/), as tsconfig.json's paths say: imports across areas use it. */
export const consoleAlias: AliasOptions = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/** The plugins the console and its component tests share: lingui's macro (Babel) and .po loading, React, the catalog plan. */
export const consolePlugins: PluginOption[] = [
  babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  react(),
  lingui(),
  catalogPlanModule(),
];

/**
 * react-router's package exports its development build to every bundler (warnings and invariant messages included):
 * the console's build takes the production build it ships beside it.
 */
const productionRouter = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ command }) => ({
  base: basePath,
  plugins: [
    ...consolePlugins,
    chakraPureThemeHelpers(),
    chakraRecipesOnLoad(),
    rjsfChakraSystem(),
    noVncWithoutTopLevelAwait(),
    precompressAssets(),
  ],
  resolve: {
    alias: command === 'build' ? { ...consoleAlias, 'react-router': productionRouter } : consoleAlias,
  },
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
        // Seven characters of hash (42 bits; the bundler asks for at least that many for this many chunks): the entry names every lazily loaded
        // chunk it preloads, and a random hash does not compress (eight cost the landing 0.3 KB gzip more).
        entryFileNames: 'static/js/[name]-[hash:7].js',
        chunkFileNames: 'static/js/[name]-[hash:7].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css')) ? 'static/css/[name]-[hash][extname]' : 'static/media/[name]-[hash][extname]',
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
}));
