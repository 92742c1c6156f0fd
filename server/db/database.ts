/**
 * The data layer's one interface, over the embedded database (PGlite in HPC_DATA_DIR) or a PostgreSQL
 * server (DATABASE_URL). Handlers use `query` and `transaction`; every multi-row change runs in a transaction.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export type Row = Record<string, unknown>;

export interface Db {
  /** One parameterised statement; answers its rows. */
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: all of it is committed, or none. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

function wrapPglite(handle: PgliteLike, transaction: Db['transaction'], close: () => Promise<void>): Db {
  return {
    kind: 'pglite',
    query: async <T,>(sql: string, params?: unknown[]) => (await handle.query<T>(sql, params)).rows,
    exec: async (sql) => {
      await handle.exec(sql);
    },
    transaction,
    close,
  };
}

export async function openPglite(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm: the trigram indexes of substring searches (migration 0070).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const dir = join(dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  const pg = await PGlite.create(dir, { extensions: { pg_trgm } });
  const nested: Db['transaction'] = (work) => work(db);
  const db: Db = wrapPglite(
    pg,
    (work) => pg.transaction((tx) => work(wrapPglite(tx, nested, async () => undefined))),
    () => pg.close(),
  );
  return db;
}

export async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const asDb = (client: { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> }, transaction: Db['transaction']): Db => ({
    kind: 'postgres',
    query: async <T,>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    exec: async (sql) => {
      await client.query(sql);
    },
    transaction,
    close: () => pool.end(),
  });
  const db = asDb(pool, async (work) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const inner = asDb(client, (nestedWork) => nestedWork(inner));
      const result = await work(inner);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  });
  return db;
}

export function openDatabase(options: { dataDir: string; databaseUrl?: string }): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
