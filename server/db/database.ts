/**
 * The data layer's one interface, over the embedded database (PGlite in HPC_DATA_DIR) or a PostgreSQL
 * server (DATABASE_URL). Handlers use `query` and `transaction`; every multi-row change runs in a transaction.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startAutoAnalyze } from './auto-analyze';
import { CHANGES_CHANNEL, ChangeNotices } from './change-notices';
import { foldChangeLog, ServerChanges } from './change-versions';
import { serverLeadership } from './leadership';

export type Row = Record<string, unknown>;

/**
 * What the in-process caches depend on: the session look-up and the job lists' pages (migration 0071), the cluster
 * list's pages and the cluster-access look-up (migration 0072); and what the live stream tells browsers about
 * (migration 0100, ADR 0055).
 */
export type ChangeTopic =
  | 'auth'
  | 'job_pages'
  | 'cluster_pages'
  | 'cluster_access'
  | 'job_live'
  | 'operations'
  | 'queues'
  | 'strategies'
  | 'members'
  | 'remote_apps'
  | 'notifications';
/** A topic, or a part of one (`<topic>:<part>`, e.g. the job pages of one owner). */
export type ChangeKey = ChangeTopic | `${ChangeTopic}:${string}`;

/**
 * Committed changes, as the database's triggers notify them (NOTIFY hpc_changes, migrations 0071, 0072 and 0088).
 * A key's version changes whenever a transaction that changed what the key covers commits, before that
 * transaction's caller gets its answer; read it before reading the data, and an answer kept under it is exact for
 * as long as it holds. The version of several keys is their sum (it moves when any of them does). The embedded
 * database answers at once (it counts the notices of its one client); a PostgreSQL server is asked (ADR 0037).
 */
export interface Changes {
  version(keys: ChangeKey | readonly ChangeKey[]): number | Promise<number>;
  /**
   * Calls `listener` soon after a change may have been committed (by any gateway), until the answer is called. A call
   * says only "read the versions again": it may come for nothing, and several changes may share one.
   */
  watch(listener: () => void): () => void;
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
   * The database's committed changes, for answers kept in this process: with the embedded database, the notices of
   * its one client (this process); with a PostgreSQL server, versions read from the server (ADR 0037: other
   * gateways may change it, and their notices arrive late). Null inside a transaction (it sees its own uncommitted
   * changes).
   */
  readonly changes: Changes | null;
  /**
   * Whether this process runs the engine's periodic work now: always with the embedded database; with a
   * PostgreSQL server, the one gateway that holds the engine's lock (server/db/leadership.ts).
   */
  lead(): Promise<boolean>;
}

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

function wrapPglite(handle: PgliteLike, transaction: Db['transaction'], close: () => Promise<void>, changes: ChangeCounter): Db {
  return {
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => (await changes.guard(handle.query<T>(sql, params))).rows,
    exec: async (sql) => {
      await changes.guard(handle.exec(sql));
    },
    transaction,
    close,
    changes: null,
    lead: async () => true,
  };
}

/**
 * Counts the change notices per topic. PGlite hands a notice to its listeners (as a microtask) while it reads the
 * committing statement's answer, so the count moves before the statement's promise resolves for its caller
 * (server/db/database.test.ts holds PGlite to that); PGlite runs a statement sent outside a transaction only when no
 * transaction is open, so nothing outside one sees its changes before they are committed. A failed statement or
 * transaction moves every topic: PGlite drops what follows an error in its answer, and a notice could be among it.
 */
class ChangeCounter implements Changes {
  private readonly counts = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  private failures = 0;

  version(keys: ChangeKey | readonly ChangeKey[]): number {
    if (typeof keys === 'string') return (this.counts.get(keys) ?? 0) + this.failures;
    let sum = this.failures;
    for (const key of keys) sum += this.counts.get(key) ?? 0;
    return sum;
  }

  watch(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notice(topic: string): void {
    this.counts.set(topic, (this.counts.get(topic) ?? 0) + 1);
    this.tell();
  }

  failed(): void {
    this.failures++;
    this.tell();
  }

  private tell(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /** `work`, counting a failure as a possible change. */
  async guard<T>(work: Promise<T>): Promise<T> {
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
  // This process counts the notices: nothing to log for other gateways (migration 0088).
  await pg.exec("SET hpc.change_log = 'off'");
  const inTransaction = (tx: PgliteLike): Db => {
    const txDb: Db = wrapPglite(
      tx,
      (work) => work(txDb),
      async () => undefined,
      changes,
    );
    return txDb;
  };
  const db: Db = {
    ...wrapPglite(
      pg,
      (work) => changes.guard(pg.transaction((tx) => work(inTransaction(tx)))),
      async () => {
        await autoAnalyze.stop();
        await pg.close();
      },
      changes,
    ),
    changes,
  };
  // No autovacuum here: the planner statistics are gathered by the gateway (server/db/auto-analyze.ts).
  const autoAnalyze = startAutoAnalyze({ query: db.query, exec: db.exec });
  return db;
}

export async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, a DBA's pg_terminate_backend) is dropped by the pool, which then
  // emits 'error': unhandled, that would end the gateway; the next query opens a new connection.
  pool.on('error', (error) => console.warn('PostgreSQL closed an idle connection:', error.message));
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return client;
  };
  const leadership = serverLeadership(connect);
  const notices = new ChangeNotices(connect);
  let changes: ServerChanges | null = null;
  const asDb = (
    client: { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> },
    transaction: Db['transaction'],
    outside: boolean,
  ): Db => ({
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    exec: async (sql) => {
      await client.query(sql);
    },
    transaction,
    close: async () => {
      fold.stop();
      await notices.close();
      await leadership.close();
      await pool.end();
    },
    get changes() {
      return outside ? changes : null;
    },
    lead: () => leadership.lead(),
  });
  const db = asDb(
    pool,
    async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const inner = asDb(client, (nestedWork) => nestedWork(inner), false);
        const result = await work(inner);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    true,
  );
  changes = new ServerChanges(db.query, notices);
  const fold = foldChangeLog(db.transaction);
  return db;
}

export function openDatabase(options: { dataDir: string; databaseUrl?: string }): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
