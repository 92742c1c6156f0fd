/**
 * When the loop (./scheduler-loop.ts) carries each scheduler's records out (ADR 0048): the simulator every engine
 * tick; each Slurm cluster once per interval (HPC_SLURM_SYNC_MS, default 2000), never two passes of one cluster at
 * once, a tick waiting for the passes under way no longer than TICK_BUDGET_MS (a slow one goes on in the background),
 * plus at once when a request asks (`soon`: a submission just committed). A Slurm pass's last success, its error and
 * slurmctld's answer time to its job list are the cluster's slurm_clusters.last_sync, last_error and answer_ms; an
 * unreachable slurmrestd leaves the rows as they were.
 * Requests never wait on a scheduler: lists and details read the jobs table.
 */
import type { Db } from '../../db/database';
import type { Ticker } from '../../operations/runner';
import { schedulerOf } from '../cluster-schedulers';
import { slurmAdapter, slurmClusters, type SlurmClusterRow } from '../slurm-clusters/public';
import type { JobsEnv } from './common';
import { carryOut } from './scheduler-loop';
import { simulatorAdapter } from './simulator-adapter';

/** Slurm passes between two inventories (nodes and partitions). */
const INVENTORY_EVERY = 5;
/** How long an engine tick waits for the Slurm passes it started. */
const TICK_BUDGET_MS = 1000;

export interface JobSchedulers {
  tickers: Ticker[];
  /** Carries the cluster out now, in the background (after a request's transaction committed); never throws. */
  soon(db: Db, clusterId: string): void;
}

/** The simulator: one pass over every cluster it runs each tick. */
function simulatorTicker(env: JobsEnv): Ticker {
  let lastPass: Date | null = null;
  return async (db, now) => {
    await carryOut(db, simulatorAdapter(db, env), { kind: 'simulator', clusterId: null }, now, {
      lastPass,
      inventory: false,
      overlapMs: 0,
    });
    lastPass = now;
  };
}

/** After a submission's own pass, how long every engine tick passes again to see the job start (ms). */
const EAGER_AFTER_SUBMIT_MS = 2_000;

function slurmRunner(env: JobsEnv, intervalMs: number) {
  const lastTry = new Map<string, { at: number; count: number }>();
  /** Clusters whose jobs were just submitted: passed every tick until then (ms since the epoch). */
  const eager = new Map<string, number>();
  const inFlight = new Map<string, Promise<void>>();
  const again = new Set<string>();
  const pass = async (db: Db, cluster: SlurmClusterRow, now: Date, count: number) => {
    try {
      const adapter = slurmAdapter(db, env, cluster);
      const problems = await carryOut(db, adapter, { kind: 'slurm', clusterId: cluster.cluster_id }, now, {
        lastPass: cluster.last_sync ? new Date(cluster.last_sync) : null,
        inventory: count % INVENTORY_EVERY === 0,
      });
      // slurmctld's answer time to the pass's job list, the registered cluster's health (ADR 0065).
      await db.query(
        'UPDATE slurm_clusters SET last_sync = $2, last_error = $3, answer_ms = coalesce($4, answer_ms) WHERE cluster_id = $1',
        [cluster.cluster_id, now, problems.length ? problems.join('; ') : null, adapter.answerMs()],
      );
      // Counted on success only: after a failure the next pass takes the inventory it may have missed.
      lastTry.set(cluster.cluster_id, { at: now.getTime(), count: count + 1 });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .query('UPDATE slurm_clusters SET last_error = $2 WHERE cluster_id = $1', [cluster.cluster_id, message.slice(0, 1000)])
        .catch(() => undefined);
    }
  };
  /** Starts a pass of the cluster unless one runs (then one more follows it when `queue`). */
  const start = (db: Db, cluster: SlurmClusterRow, now: Date, queue: boolean): Promise<void> | null => {
    const id = cluster.cluster_id;
    if (inFlight.has(id)) {
      if (queue) again.add(id);
      return null;
    }
    const count = lastTry.get(id)?.count ?? 0;
    lastTry.set(id, { at: now.getTime(), count });
    const run = pass(db, cluster, now, count).finally(() => {
      inFlight.delete(id);
      if (again.delete(id)) void now$(db, id);
    });
    inFlight.set(id, run);
    return run;
  };
  const now$ = async (db: Db, clusterId: string): Promise<void> => {
    const [cluster] = await slurmClusters(db, clusterId);
    if (cluster) await start(db, cluster, new Date(), true);
  };
  const ticker: Ticker = async (db, now) => {
    const started: Promise<void>[] = [];
    for (const cluster of await slurmClusters(db)) {
      // A pass under way (a request's, or a slow one) is waited for within the budget, not started again.
      const running = inFlight.get(cluster.cluster_id);
      const last = lastTry.get(cluster.cluster_id);
      const period = (eager.get(cluster.cluster_id) ?? 0) > now.getTime() ? 0 : intervalMs;
      const run = running ?? (last && now.getTime() - last.at < period ? null : start(db, cluster, now, false));
      if (run) started.push(run);
    }
    if (!started.length) return;
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, TICK_BUDGET_MS);
      timer.unref?.();
    });
    await Promise.race([Promise.all(started), budget]);
    clearTimeout(timer);
  };
  const soon = (db: Db, clusterId: string): void => {
    void (async () => {
      // Only the gateway that leads the engine carries jobs out (ADR 0037); the others leave it to its next pass.
      if ((await schedulerOf(db, clusterId)) !== 'slurm' || !(await db.lead())) return;
      await now$(db, clusterId);
      // slurmctld starts a job it can place within a second or so of taking it: the engine's next ticks pass again
      // (not only once per interval) for a while, so the console shows it running without waiting an interval.
      eager.set(clusterId, Date.now() + EAGER_AFTER_SUBMIT_MS);
    })().catch(() => undefined);
  };
  return { ticker, soon };
}

export function jobSchedulers(env: JobsEnv, slurmIntervalMs = Number(process.env.HPC_SLURM_SYNC_MS ?? 2000)): JobSchedulers {
  const slurm = slurmRunner(env, slurmIntervalMs);
  return { tickers: [simulatorTicker(env), slurm.ticker], soon: slurm.soon };
}
