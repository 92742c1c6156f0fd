/**
 * Versioned migrations: server/db/migrations/NNNN_name.sql, applied in order, each in its own transaction,
 * recorded in schema_migrations. A migration never changes once released; a change is a new file.
 * Several gateways starting at once on one PostgreSQL server apply each migration once: each transaction first takes
 * an advisory lock and looks again whether another gateway applied it meanwhile.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './database';

const MIGRATIONS = join(import.meta.dirname, 'migrations');
const MIGRATION_LOCK = 0x4870_6332;

export async function migrate(db: Db): Promise<string[]> {
  const serialise = async (tx: Db) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
  };
  await db.transaction(async (tx) => {
    await serialise(tx);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  });
  const done = new Set((await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
  const applied: string[] = [];
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort()) {
    const version = file.replace(/\.sql$/, '');
    if (done.has(version)) continue;
    const sql = readFileSync(join(MIGRATIONS, file), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await serialise(tx);
      if ((await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version])).length) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (ran) applied.push(version);
  }
  return applied;
}
