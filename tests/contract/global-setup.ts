/**
 * Starts a Prism mock of the bundled contract on a free loopback port for the contract tests,
 * and stops it afterwards. The bundle is made fresh from openapi/ so the tests never read a stale one.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../server/test-support';
import { waitForPrism } from './lib/prism';

export const BUNDLE = 'build/contract-tests.bundled.json';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  mkdirSync('build', { recursive: true });
  execFileSync('npx', ['redocly', 'bundle', process.env.CONTRACT_ROOT ?? 'openapi/openapi.yaml', '-o', BUNDLE, '--ext', 'json'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const port = await freePort();
  const child = spawn('npx', ['prism', 'mock', BUNDLE, '--host', '127.0.0.1', '--port', String(port), '--errors'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  await waitForPrism(child, 45_000);
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.resume();
  project.provide('prismUrl', `http://127.0.0.1:${port}`);
  project.provide('bundlePath', BUNDLE);
  return async () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    prismUrl: string;
    bundlePath: string;
  }
}
