import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The console is served by the gateway under the base path (HPC_BASE_PATH, default /_micro_/hpc/). */
export const basePath = process.env.HPC_BASE_PATH ?? '/_micro_/hpc/';

export default defineConfig({
  base: basePath,
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true },
  server: { proxy: { [`${basePath}api`]: `http://127.0.0.1:${process.env.PORT ?? 8080}` } },
});
