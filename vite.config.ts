import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

/** The console is served by the gateway under the base path (HPC_BASE_PATH, default /_micro_/hpc/). */
export const basePath = process.env.HPC_BASE_PATH ?? '/_micro_/hpc/';

/** The plugins the console and its component tests share: lingui's macro (Babel) and .po loading, React. */
export const consolePlugins: PluginOption[] = [
  babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  react(),
  lingui(),
];

export default defineConfig({
  base: basePath,
  plugins: consolePlugins,
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    // Spec section 7: script and style chunks load from the base path under static/js and static/css.
    rolldownOptions: {
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'static/css/[name]-[hash][extname]' : 'static/media/[name]-[hash][extname]'),
      },
    },
  },
  server: { proxy: { [`${basePath}api`]: `http://127.0.0.1:${process.env.PORT ?? 8080}` } },
});
