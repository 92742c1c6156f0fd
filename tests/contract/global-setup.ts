/**
 * Starts a Prism mock of the bundled contract on a free loopback port for the contract tests,
 * and stops it afterwards. The bundle is made fresh from openapi/ so the tests never read a stale one.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';

export const BUNDLE = 'build/contract-tests.bundled.json';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function waitForPrism(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Prism did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code}:\n${output}`));
    });
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  mkdirSync('build', { recursive: true });
  execFileSync('npx', ['redocly', 'bundle', process.env.CONTRACT_ROOT ?? 'openapi/openapi.yaml', '-o', BUNDLE, '--ext', 'json'], { stdio: ['ignore', 'ignore', 'inherit'] });
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
