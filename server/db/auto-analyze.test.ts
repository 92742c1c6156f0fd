import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAutoAnalyze } from './auto-analyze';
import { openPglite, type Db } from './database';

let dir: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hpc-analyze-'));
  db = await openPglite(dir);
  await db.exec('CREATE TABLE analyze_small (id int); CREATE TABLE analyze_big (id int, label text)');
}, 60_000);
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const hasStatistics = async (table: string) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_statistic WHERE starelid = $1::regclass', [table]))[0].n > 0;

describe('the embedded database’s ANALYZE', () => {
  it('analyses the tables with many changes since their last ANALYZE, each at most once per interval', async () => {
    const auto = startAutoAnalyze(db, 3_600_000);
    try {
      await db.query("INSERT INTO analyze_big SELECT g, 'row ' || g FROM generate_series(1, 5000) AS g");
      await db.query('INSERT INTO analyze_small VALUES (1), (2)');
      expect(await auto.run()).toEqual(['analyze_big']);
      expect(await hasStatistics('analyze_big')).toBe(true);
      expect(await hasStatistics('analyze_small')).toBe(false);
      // Changed again at once: not before the interval is over.
      await db.query("UPDATE analyze_big SET label = 'changed'");
      expect(await auto.run()).toEqual([]);
    } finally {
      await auto.stop();
    }
  });
});
