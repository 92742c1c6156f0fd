/**
 * Planner statistics for the embedded database, which has no autovacuum: without them the planner knows nothing
 * about the rows, and some job lists are 20 times slower (docs/benchmarks.md, Gateway). Every CHECK_MS this
 * ANALYZEs the tables that autovacuum would: more rows changed since their last ANALYZE than 50 + 10 % of the
 * table (autovacuum_analyze_threshold and _scale_factor), or big (over 1 MB) and never analysed (the change counts
 * start again from zero after a crash). An ANALYZE holds the one database thread (about a second for 100,000 jobs),
 * so a table is analysed at most once per MIN_INTERVAL_MS. A PostgreSQL server does this by itself.
 */
import type { Db } from './database';

export const AUTO_ANALYZE = {
  /** How often the statistics are looked at. */
  CHECK_MS: 30_000,
  /** The least time between two ANALYZEs of one table. */
  MIN_INTERVAL_MS: 10 * 60_000,
};

/** The tables to analyse now: over the threshold, or big and never analysed. */
const DUE = `
  SELECT s.relid::regclass::text AS name
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
   WHERE s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
      OR (NOT EXISTS (SELECT 1 FROM pg_statistic st WHERE st.starelid = s.relid) AND pg_relation_size(s.relid) > 1048576)
   ORDER BY 1`;

export interface AutoAnalyze {
  /** One pass now (tests, and after a bulk change); answers the tables analysed. */
  run(): Promise<string[]>;
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

export function startAutoAnalyze(db: Pick<Db, 'query' | 'exec'>, checkMs = AUTO_ANALYZE.CHECK_MS): AutoAnalyze {
  const analysedAt = new Map<string, number>();
  let running: Promise<string[]> | null = null;
  let stopped = false;

  const pass = async (): Promise<string[]> => {
    // The session's own change counts reach the statistics at most once a second unless a flush is asked for,
    // which happens as that statement ends.
    await db.query('SELECT pg_stat_force_next_flush()');
    const due = await db.query<{ name: string }>(DUE);
    const now = Date.now();
    const analysed: string[] = [];
    for (const { name } of due) {
      if (stopped) break;
      if (now - (analysedAt.get(name) ?? -Infinity) < AUTO_ANALYZE.MIN_INTERVAL_MS) continue;
      analysedAt.set(name, now);
      await db.exec(`ANALYZE ${name}`);
      analysed.push(name);
    }
    return analysed;
  };

  const run = (): Promise<string[]> => {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => {
    // A failed pass (the database closing, say) is tried again at the next check.
    run().catch(() => undefined);
  }, checkMs);
  timer.unref();

  return {
    run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
