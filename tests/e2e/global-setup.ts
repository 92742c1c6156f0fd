/**
 * End-to-end set-up (vitest project `e2e`): the built console and a real gateway serving it.
 *
 * The console is built once per run with `vite build` (production) into a temporary directory under the default base
 * path, unless dist/ already holds a build (under that base path) newer than every file of src/, locales/, index.html
 * and vite.config.ts: a copy of that one is served then. The gateway runs in this process on a free loopback port with a
 * temporary data directory (seeded demo data), validates its answers against the contract as in the other tests,
 * and runs its engine so that asynchronous operations progress. The tests read its address with inject('e2eUrl').
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { readConfig, SIMULATED_CLOUD } from '../../server/config';
import { startGateway } from '../../server/gateway';
import { copyPgliteTemplate } from '../../server/testing/pglite-template';
import { DEMO_ACCOUNTS } from '../../server/seed/identity';

/** The base path the console is built for and served under (the gateway's default). */
export const E2E_BASE_PATH = '/_micro_/hpc/';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SOURCES = ['src', 'locales', 'index.html', 'vite.config.ts', 'scripts/vite', 'lingui.config.ts'];

/** The newest modification time of a file or of any file below a directory. */
function newestMtime(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** dist/ when it is a build for the base path that is newer than every source; otherwise undefined. */
function reusableDist(): string | undefined {
  const dist = join(ROOT, 'dist');
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return undefined;
  if (!readFileSync(index, 'utf8').includes(`${E2E_BASE_PATH}static/`)) return undefined;
  const built = statSync(index).mtimeMs;
  const sources = Math.max(...SOURCES.map((path) => newestMtime(join(ROOT, path))));
  return built > sources ? dist : undefined;
}

function buildConsole(outDir: string): void {
  const started = Date.now();
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    // vitest sets NODE_ENV=test, which would give a development build of React: build what is deployed.
    env: { ...process.env, NODE_ENV: 'production', HPC_BASE_PATH: E2E_BASE_PATH },
  });
  console.log(`[e2e] built the console in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Whether every script and style index.html names under the base path is in the directory. */
function complete(dir: string): boolean {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return false;
  const assets = [...readFileSync(index, 'utf8').matchAll(/(?:src|href)="([^"]+)"/g)]
    .map((match) => match[1])
    .filter((url) => url.startsWith(E2E_BASE_PATH));
  return assets.every((url) => existsSync(join(dir, url.slice(E2E_BASE_PATH.length))));
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const distDir = mkdtempSync(join(tmpdir(), 'hpc-e2e-dist-'));
  const temporary = [distDir];
  // A copy of dist/, so that a rebuild of dist/ during the run (npm start, vite build) cannot pull files from under the gateway.
  const reusable = reusableDist();
  if (reusable) cpSync(reusable, distDir, { recursive: true });
  if (reusable && complete(distDir)) console.log('[e2e] serving a copy of dist/ (newer than the sources)');
  else buildConsole(distDir);

  const dataDir = mkdtempSync(join(tmpdir(), 'hpc-e2e-data-'));
  temporary.push(dataDir);
  const config = {
    ...readConfig({}),
    basePath: E2E_BASE_PATH,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    distDir,
    validateResponses: true,
    cloud: SIMULATED_CLOUD,
  };
  // The run's migrated database (server/testing/pglite-template.ts, the project's first globalSetup), seeded here.
  if (!config.databaseUrl) copyPgliteTemplate(dataDir);
  const gateway = await startGateway(config, { runEngine: true });
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  const address = gateway.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  // Ids the seed generates at random: each demo user's latest compute job (and its cluster) and simulation job.
  const jobs: E2EIds['jobs'] = {};
  const simulationJobs: E2EIds['simulationJobs'] = {};
  for (const { user_id: user } of DEMO_ACCOUNTS) {
    const [job] = await gateway.db.query<{ hpcjob_uuid: string; cluster_id: string }>(
      "SELECT hpcjob_uuid, cluster_id FROM jobs WHERE portal = 'hpc' AND user_id = $1 AND job_status <> 'deleted' ORDER BY submitted_time DESC LIMIT 1",
      [user],
    );
    const [simulation] = await gateway.db.query<{ hpcjob_uuid: string }>(
      "SELECT hpcjob_uuid FROM jobs WHERE portal = 'ispf' AND user_id = $1 AND job_status <> 'deleted' ORDER BY submitted_time DESC LIMIT 1",
      [user],
    );
    if (job) jobs[user] = { id: job.hpcjob_uuid, cluster: job.cluster_id };
    if (simulation) simulationJobs[user] = simulation.hpcjob_uuid;
  }

  project.provide('e2eUrl', `http://127.0.0.1:${port}`);
  project.provide('e2eIds', { jobs, simulationJobs });
  // For test files that start a gateway of their own on the same build (lib/own-gateway.ts).
  project.provide('e2eDistDir', distDir);
  // The run's slot that lets one e2e file run at a time (lib/one-file.ts), in a folder of this run's own.
  const slotDir = mkdtempSync(join(tmpdir(), 'hpc-e2e-slot-'));
  temporary.push(slotDir);
  project.provide('e2eSlot', join(slotDir, 'one-file'));

  return async () => {
    await gateway.close();
    for (const path of temporary) rmSync(path, { recursive: true, force: true });
  };
}

/** Seeded ids that are generated at random, per demo user (users without any are missing). */
export interface E2EIds {
  jobs: Record<string, { id: string; cluster: string }>;
  simulationJobs: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The gateway's origin, e.g. http://127.0.0.1:41234; the console is under E2E_BASE_PATH. */
    e2eUrl: string;
    e2eIds: E2EIds;
    /** The built console the gateway serves (a file's own gateway serves it too). */
    e2eDistDir: string;
    /** The path of the run's one-e2e-file-at-a-time slot (lib/one-file.ts); unset outside the e2e project. */
    e2eSlot?: string;
  }
}
