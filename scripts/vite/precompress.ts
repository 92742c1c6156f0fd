/**
 * Compressed copies of the built scripts and styles (`<file>.br`, `<file>.gz` beside each), which the gateway's static
 * files answer instead of the file when the browser accepts them (server/app.ts, @fastify/static `preCompressed`): the
 * console's JavaScript crosses the network at about a third of its size, compressed once at build time at the
 * highest levels rather than on every request. Build only.
 */
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing: scripts, styles and SVG; source maps are only fetched by developer tools. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json)$/;
/** Below this a compressed copy saves less than its own headers. */
const MIN_BYTES = 1024;

export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'hpc:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      await Promise.all(
        Object.values(bundle)
          .filter((item) => COMPRESSIBLE.test(item.fileName))
          .map(async (item) => {
            const data = Buffer.from(item.type === 'chunk' ? item.code : item.source);
            if (data.length < MIN_BYTES) return;
            const file = join(dir, item.fileName);
            const [br, gz] = await Promise.all([
              brotli(data, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
                },
              }),
              gzipAsync(data, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}
