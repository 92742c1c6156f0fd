/**
 * What the browser benchmarks share (bench-jobs, -live, -mobile, -nas, -terminal): their command-line options, the
 * console's base path, Chromium and its flags, and a build of the console they serve. Node's built-ins only: a script
 * may have to prepare the loader before it imports the gateway (bench-nas).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** `--name value` from the command line, else the fallback. */
export function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1] : fallback;
}

export const ROOT = resolve(import.meta.dirname, '..');
/** The base path the benchmarks build and serve the console under (the default of HPC_BASE_PATH). */
export const BASE = '/_micro_/hpc/';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/**
 * The console to serve: `--dist <dir>` when given, else a production build under BASE into a temporary folder (the
 * caller removes it when `temporary`).
 */
export function buildConsole(bench: string): { dir: string; temporary: boolean } {
  const dist = option('dist', '');
  if (dist) return { dir: resolve(dist), temporary: false };
  const dir = mkdtempSync(join(tmpdir(), `hpc-bench-${bench}-dist-`));
  const started = Date.now();
  execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', HPC_BASE_PATH: BASE },
  });
  console.log(`Built the console in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { dir, temporary: true };
}
