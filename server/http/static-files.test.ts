/**
 * The console's built files as the gateway answers them (server/app.ts, @fastify/static): the build's compressed
 * copy when the browser accepts it (scripts/vite/precompress.ts), the file itself otherwise, and kept by the browser
 * for a year (every name carries its content's hash).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { Db } from '../db/database';

/** No request below reaches the database. */
const NO_DB = { query: () => Promise.reject(new Error('no database in this test')) } as unknown as Db;
const SCRIPT = `export const words = ${JSON.stringify('console '.repeat(400))};\n`;
const PATH = '/_micro_/hpc/static/js/index-Ab12Cd34.js';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'hpc-static-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  mkdirSync(join(dist, 'static', 'js'), { recursive: true });
  const file = join(dist, 'static', 'js', 'index-Ab12Cd34.js');
  writeFileSync(file, SCRIPT);
  writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
  app = await buildApp({ config: { ...readConfig({}), distDir: dist }, db: NO_DB, handlers: {} });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the console's built files", () => {
  it('answers the Brotli copy to a browser that accepts it, the gzip one to one that accepts only gzip', async () => {
    const br = await app.inject({ method: 'GET', url: PATH, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);

    const gz = await app.inject({ method: 'GET', url: PATH, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers the file itself to a client that accepts no compression', async () => {
    const plain = await app.inject({ method: 'GET', url: PATH, headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(SCRIPT);
  });

  it('lets the browser keep a built file for a year without asking again', async () => {
    const answer = await app.inject({ method: 'GET', url: PATH });
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('still answers the console page fresh on every load', async () => {
    const page = await app.inject({ method: 'GET', url: '/_micro_/hpc/pek3/hpc/hpc_clusters', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
  });
});
