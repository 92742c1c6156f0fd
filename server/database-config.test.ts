/**
 * Which database the gateway opens (README, "Configuration"): the PostgreSQL server of DATABASE_URL through the
 * `pg` driver when it is set, else the embedded PGlite in HPC_DATA_DIR. The driver is replaced by a recording
 * stand-in here, so this runs without a server; server/postgres.test.ts runs the Db layer on a real one.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from './config';
import { openDatabase } from './db/database';

const pg = vi.hoisted(() => ({ pools: [] as Record<string, unknown>[] }));

vi.mock('pg', () => {
  class Client {
    query = () => Promise.resolve({ rows: [] });
    release(): void {}
    on(): this {
      return this;
    }
  }
  class Pool {
    constructor(options: Record<string, unknown>) {
      pg.pools.push(options);
    }
    query = () => Promise.resolve({ rows: [] });
    connect = () => Promise.resolve(new Client());
    end = () => Promise.resolve();
    on(): this {
      return this;
    }
  }
  return { default: { Pool, Client }, Pool, Client };
});

const URL = 'postgres://hpc:secret@db.example.internal:5432/hpc';
let dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'hpc-dbconf-'));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  pg.pools.length = 0;
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('the database the configuration selects', () => {
  it('reads DATABASE_URL, and takes an empty one as unset', () => {
    expect(readConfig({ DATABASE_URL: URL }).databaseUrl).toBe(URL);
    expect(readConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(readConfig({}).databaseUrl).toBeUndefined();
  });

  it('opens the pg driver on DATABASE_URL when it is set, and leaves the data dir alone', async () => {
    const dir = dataDir();
    const db = await openDatabase(readConfig({ DATABASE_URL: URL, HPC_DATA_DIR: dir }));
    try {
      expect(db.kind).toBe('postgres');
      expect(pg.pools).toEqual([expect.objectContaining({ connectionString: URL })]);
      expect(existsSync(join(dir, 'pgdata'))).toBe(false);
    } finally {
      await db.close();
    }
  });

  it('opens the embedded PGlite in the data dir without DATABASE_URL, and no pg pool', async () => {
    const dir = dataDir();
    const db = await openDatabase(readConfig({ HPC_DATA_DIR: dir }));
    try {
      expect(db.kind).toBe('pglite');
      expect(pg.pools).toEqual([]);
      expect(existsSync(join(dir, 'pgdata'))).toBe(true);
      expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
