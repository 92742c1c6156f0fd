/**
 * The change versions of a PostgreSQL server (migration 0088, ADR 0037): several gateways may change it, and a
 * change notice (NOTIFY hpc_changes) reaches the other gateways only some time after the change's caller was
 * answered. So the versions are read from the database itself, before the kept answer is used: a key's version is
 * change_counts.count + its change_log rows, which grows when (and only when) a transaction that changed what the key
 * covers commits. An answer kept under the version read before its data is exact for as long as the version holds,
 * whichever gateway makes the next change.
 *
 * The asks of one turn of the event loop share one read (one round trip for every request that reached that point
 * meanwhile): every ask joins a read that is not yet sent, so each read starts after each of its askers asked.
 */
import type { ChangeNotices } from './change-notices';
import type { ChangeKey, Changes, Row } from './database';

type Query = <T = Row>(sql: string, params?: unknown[]) => Promise<T[]>;

const READ = `SELECT k AS key, coalesce((SELECT c.count FROM change_counts c WHERE c.key = k), 0) + (SELECT count(*) FROM change_log l WHERE l.key = k) AS version
  FROM unnest($1::text[]) AS k`;

/** How often the log is folded into the counts, and the largest fold. */
const FOLD_EVERY_MS = 5_000;
const FOLD_ROWS = 50_000;
/** The advisory lock (transaction-scoped) that lets one gateway at a time fold the log. */
const FOLD_LOCK = 0x4870_6331;
const FOLD = `WITH gone AS (DELETE FROM change_log WHERE ctid = ANY(ARRAY(SELECT ctid FROM change_log LIMIT ${FOLD_ROWS})) RETURNING key)
  INSERT INTO change_counts (key, count) SELECT key, count(*) FROM gone GROUP BY key ORDER BY key
  ON CONFLICT (key) DO UPDATE SET count = change_counts.count + EXCLUDED.count`;

interface Batch {
  keys: Set<string>;
  versions: Promise<Map<string, number>>;
}

export class ServerChanges implements Changes {
  private batch?: Batch;

  constructor(
    private readonly query: Query,
    private readonly notices: Pick<ChangeNotices, 'watch'>,
  ) {}

  watch(listener: () => void): () => void {
    return this.notices.watch(listener);
  }

  version(keys: ChangeKey | readonly ChangeKey[]): Promise<number> {
    const list: readonly string[] = typeof keys === 'string' ? [keys] : keys;
    return this.read(list).then((versions) => list.reduce((sum, key) => sum + (versions.get(key) ?? 0), 0));
  }

  private read(keys: readonly string[]): Promise<Map<string, number>> {
    let batch = this.batch;
    if (!batch) {
      const keysToRead = new Set<string>();
      const versions = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        // Sent now: later asks start a read of their own.
        if (this.batch === batch) this.batch = undefined;
        const rows = await this.query<{ key: string; version: string }>(READ, [[...keysToRead]]);
        return new Map(rows.map((row) => [row.key, Number(row.version)]));
      });
      batch = { keys: keysToRead, versions };
      this.batch = batch;
    }
    for (const key of keys) batch.keys.add(key);
    return batch.versions;
  }
}

/**
 * Folds the change log into the counts every few seconds (one gateway at a time), so that reading a version counts
 * few rows. One statement: a reader sees the log and the counts either both before or both after it.
 */
export function foldChangeLog(transaction: <T>(work: (tx: { query: Query }) => Promise<T>) => Promise<T>): { stop(): void } {
  const fold = () =>
    transaction(async (tx) => {
      const [lock] = await tx.query<{ mine: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS mine', [FOLD_LOCK]);
      if (lock?.mine) await tx.query(FOLD);
    }).catch(() => undefined);
  const timer = setInterval(() => void fold(), FOLD_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
