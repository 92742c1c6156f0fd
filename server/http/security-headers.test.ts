import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { Db } from '../db/database';

const INDEX =
  '<!doctype html>\n<html lang="zh-CN">\n  <head>\n    <title>HPC Console</title>\n  </head>\n  <body><div id="root"></div><script type="module" src="/_micro_/hpc/assets/index.js"></script></body>\n</html>\n';
/** No operation reaches the database here: every request below is answered before a handler runs. */
const NO_DB = { query: () => Promise.reject(new Error('no database in this test')) } as unknown as Db;

let dist: string;
const apps: FastifyInstance[] = [];

async function app(env: Record<string, string> = {}) {
  const built = await buildApp({ config: { ...readConfig(env), distDir: dist }, db: NO_DB, handlers: {} });
  apps.push(built);
  return built;
}

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'hpc-headers-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'app.js'), 'export {};');
});
afterAll(async () => {
  await Promise.all(apps.map((item) => item.close()));
  rmSync(dist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('answers the console page with a strict policy and a fresh nonce per load, written into the page for its styles', async () => {
    const gateway = await app();
    const first = await gateway.inject({ method: 'GET', url: '/_micro_/hpc/pek3/hpc/hpc_clusters' });
    const second = await gateway.inject({ method: 'GET', url: '/_micro_/hpc/' });
    expect(first.statusCode).toBe(200);
    const policy = directives(String(first.headers['content-security-policy']));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    const styles = policy.get('style-src') ?? [];
    const nonce = /^'nonce-([A-Za-z0-9+/=]{22,})'$/.exec(styles.find((source) => source.startsWith("'nonce-")) ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(first.body).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
    for (const answer of [first, second]) {
      const text = String(answer.headers['content-security-policy']);
      expect(text).not.toMatch(/unsafe-eval|unsafe-inline/);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(String(second.headers['content-security-policy'])).not.toContain(String(nonce));
  });

  it('never answers index.html as a static file without its nonce', async () => {
    const gateway = await app();
    const answer = await gateway.inject({ method: 'GET', url: '/_micro_/hpc/index.html' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<meta name="csp-nonce"');
    expect(String(answer.headers['content-security-policy'])).toContain("'nonce-");
  });

  it('sends nosniff, a referrer policy and a permissions policy on every answer: page, asset, refusal, not found', async () => {
    const gateway = await app();
    const answers = await Promise.all([
      gateway.inject({ method: 'GET', url: '/_micro_/hpc/' }),
      gateway.inject({ method: 'GET', url: '/_micro_/hpc/app.js' }),
      gateway.inject({ method: 'GET', url: '/_micro_/hpc/api/portal-hpc/cluster/list?zone=pek3' }),
      gateway.inject({
        method: 'POST',
        url: '/_micro_/hpc/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"user_name":',
      }),
      gateway.inject({ method: 'GET', url: '/_micro_/hpc/api/nothing-here' }),
      gateway.inject({ method: 'GET', url: '/elsewhere' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 422, 404, 404]);
    for (const answer of answers) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(String(answer.headers['permissions-policy'])).toContain('camera=()');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
    // What is not the page may render nothing active (a file read from the NAS included).
    for (const answer of answers.slice(1))
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
  });

  it('lets the host console frame it when configured, and sends HSTS behind HTTPS', async () => {
    const gateway = await app({ HPC_FRAME_ANCESTORS: "'self' https://console.example.com", HPC_SECURE_COOKIES: '1' });
    const answer = await gateway.inject({ method: 'GET', url: '/_micro_/hpc/' });
    expect(directives(String(answer.headers['content-security-policy'])).get('frame-ancestors')).toEqual([
      "'self'",
      'https://console.example.com',
    ]);
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
    const api = await gateway.inject({ method: 'GET', url: '/_micro_/hpc/api/nothing-here' });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
