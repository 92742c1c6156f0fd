/**
 * The data layer's one interface, over the embedded database (PGlite in HPC_DATA_DIR) or a PostgreSQL
 * server (DATABASE_URL). Handlers use `query` and `transaction`; every multi-row change runs in a transaction.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startAutoAnalyze } from './auto-analyze';

export type Row = Record<string, unknown>;

/**
 * What the in-process caches depend on: the session look-up and the job lists' pages (migration 0071), the cluster
 * list's pages and the cluster-access look-up (migration 0072).
 */
export type ChangeTopic = 'auth' | 'job_pages' | 'cluster_pages' | 'cluster_access';

/**
 * Committed changes, as the database's triggers notify them (NOTIFY hpc_changes, migrations 0071 and 0072). A topic's version
 * changes whenever a transaction that changed what the topic covers commits, before that transaction's caller gets
 * its answer; read it before reading the data, and an answer kept under it is exact for as long as it holds.
 */
export interface Changes {
  version(topic: ChangeTopic): number;
}

export interface Db {
  /** One parameterised statement; answers its rows. */
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: all of it is committed, or none. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /**
   * The embedded database's committed changes, for answers kept in this process: its one client is this process,
   * so every change is seen. Null inside a transaction (it sees its own uncommitted changes) and for a PostgreSQL
   * server (other clients may change it, and its notices arrive late).
   */
  readonly changes: Changes | null;
}

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

function wrapPglite(handle: PgliteLike, transaction: Db['transaction'], close: () => Promise<void>, changes: ChangeCounter): Db {
  return {
    kind: 'pglite',
    query: async <T,>(sql: string, params?: unknown[]) => (await changes.watch(handle.query<T>(sql, params))).rows,
    exec: async (sql) => {
      await changes.watch(handle.exec(sql));
    },
    transaction,
    close,
    changes: null,
  };
}

const CHANGES_CHANNEL = 'hpc_changes';

/**
 * Counts the change notices per topic. PGlite hands a notice to its listeners (as a microtask) while it reads the
 * committing statement's answer, so the count moves before the statement's promise resolves for its caller
 * (server/db/database.test.ts holds PGlite to that); PGlite runs a statement sent outside a transaction only when no
 * transaction is open, so nothing outside one sees its changes before they are committed. A failed statement or
 * transaction moves every topic: PGlite drops what follows an error in its answer, and a notice could be among it.
 */
class ChangeCounter implements Changes {
  private readonly counts = new Map<string, number>();
  private failures = 0;

  version(topic: ChangeTopic): number {
    return (this.counts.get(topic) ?? 0) + this.failures;
  }

  notice(topic: string): void {
    this.counts.set(topic, (this.counts.get(topic) ?? 0) + 1);
  }

  failed(): void {
    this.failures++;
  }

  /** `work`, counting a failure as a possible change. */
  async watch<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (error) {
      this.failed();
      throw error;
    }
  }
}

export async function openPglite(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm: the trigram indexes of substring searches (migration 0070).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const dir = join(dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  const pg = await PGlite.create(dir, { extensions: { pg_trgm } });
  const changes = new ChangeCounter();
  await pg.listen(CHANGES_CHANNEL, (topic) => changes.notice(topic));
  const inTransaction = (tx: PgliteLike): Db => {
    const txDb: Db = wrapPglite(tx, (work) => work(txDb), async () => undefined, changes);
    return txDb;
  };
  const db: Db = {
    ...wrapPglite(pg, (work) => changes.watch(pg.transaction((tx) => work(inTransaction(tx)))), async () => {
      await autoAnalyze.stop();
      await pg.close();
    }, changes),
    changes,
  };
  // No autovacuum here: the planner statistics are gathered by the gateway (server/db/auto-analyze.ts).
  const autoAnalyze = startAutoAnalyze({ query: db.query, exec: db.exec });
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
    changes: null,
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
