import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/database';
import { migrate } from '../db/migrate';
import { copyPgliteTemplate, PGLITE_TEMPLATE_ENV } from './pglite-template';

const made: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'hpc-template-test-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe("the run's migrated PGlite database (the unit project's globalSetup)", () => {
  it('is named in the environment; a copy is migrated, holds no seeded data, and the template is untouched by it', async () => {
    const template = process.env[PGLITE_TEMPLATE_ENV];
    expect(template && existsSync(join(template, 'pgdata'))).toBeTruthy();
    const dataDir = newDir();
    expect(copyPgliteTemplate(dataDir)).toBe(true);
    const db = await openPglite(dataDir);
    try {
      expect(await migrate(db)).toEqual([]);
      // Only the schema is shared: each gateway seeds its own copy when it starts.
      expect(await db.query('SELECT user_id FROM users')).toEqual([]);
      await db.exec("INSERT INTO list_versions (name) VALUES ('written-by-a-copy')");
    } finally {
      await db.close();
    }
    const again = newDir();
    expect(copyPgliteTemplate(again)).toBe(true);
    const other = await openPglite(again);
    try {
      expect(await other.query("SELECT name FROM list_versions WHERE name = 'written-by-a-copy'")).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('leaves a data directory that has a database alone (a gateway restarted on its directory keeps its data)', () => {
    const dataDir = newDir();
    mkdirSync(join(dataDir, 'pgdata'));
    writeFileSync(join(dataDir, 'pgdata', 'PG_VERSION'), 'mine');
    expect(copyPgliteTemplate(dataDir)).toBe(false);
    expect(existsSync(join(dataDir, 'pgdata', 'base'))).toBe(false);
  });

  it('copies nothing without a template (scripts and benchmarks create their database as in production)', () => {
    const saved = process.env[PGLITE_TEMPLATE_ENV];
    delete process.env[PGLITE_TEMPLATE_ENV];
    try {
      const dataDir = newDir();
      expect(copyPgliteTemplate(dataDir)).toBe(false);
      expect(existsSync(join(dataDir, 'pgdata'))).toBe(false);
    } finally {
      if (saved !== undefined) process.env[PGLITE_TEMPLATE_ENV] = saved;
    }
  });
});
