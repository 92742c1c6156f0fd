/**
 * The billing ticker (every engine tick, at most every 10 s of the tick's clock), at the one price rule
 * (priceResourceSet, server/domains/catalogue/pricing.ts, ADR 0016):
 * - PayForUsed: the hours since the last accrual of an active cluster's own resources (an EHPC cluster's nodes,
 *   an HPC cluster's PayForUsed dedicated queues), and the core-hours an HPC cluster's jobs ran on its shared
 *   queue since then (a job first seen running is charged from its start);
 * - Reserved: the monthly price of the cluster's own resources × its duration at purchase (first seen), and again
 *   at the end of the period when it renews automatically;
 * - remote apps: the hours of remote-app usage at the application's hourly price: a graphics session's from its
 *   job's real start to its real end, which the database writes (migration 0107, ADR 0062), billed up to that end
 *   even when it came between two runs; a record of before sessions were jobs stops after 8 hours;
 * then settles arrears. Each deduction lowers the balance; an overdraw puts the owner in arrears (ledger.ts).
 */
import type { Db } from '../../db/database';
import type { Ticker } from '../../operations/runner';
import { monthlyPrice, priceResourceSet, type PricedResource } from '../catalogue/public';
import { charge, settleArrears } from './ledger';
import { billedSql } from '../cluster-schedulers';

const MIN_INTERVAL_MS = 10_000;
export const MAX_SESSION_MS = 8 * 3600_000;
const lastRun = new WeakMap<Db, number>();

type ClusterType = 'hpc' | 'ehpc';
interface Owned {
  resource: PricedResource;
  since: Date | null;
}

/**
 * The resources a cluster pays for by the hour or the month: an EHPC cluster's live nodes, an HPC cluster's
 * dedicated queues (their live nodes) of the charge mode; each with when it was created.
 */
async function ownResources(db: Db, clusterId: string, type: ClusterType, paidType: number): Promise<Owned[]> {
  if (type === 'ehpc') {
    const nodes = await db.query<{
      role: 'login' | 'controller' | 'compute';
      instance_class: number;
      cpu: number;
      memory: number;
      gpu: number;
      create_time: Date;
    }>(
      "SELECT role, instance_class, cpu, memory, gpu, create_time FROM cluster_nodes WHERE cluster_id = $1 AND status NOT IN ('deleted', 'ceased')",
      [clusterId],
    );
    return nodes.map((n) => ({
      resource: { kind: 'node', role: n.role, instance_class: n.instance_class, cpu: n.cpu, memory: n.memory, gpu: n.gpu, count: 1 },
      since: n.create_time,
    }));
  }
  const queues = await db.query<{ queue_type: string; nodes: number; create_time: Date }>(
    `SELECT q.queue_type, q.create_time,
            (SELECT count(*)::int FROM queue_nodes qn JOIN cluster_nodes n USING (node_id) WHERE qn.hpcqueue_id = q.hpcqueue_id AND n.status NOT IN ('deleted', 'ceased')) AS nodes
       FROM queues q WHERE q.cluster_id = $1 AND q.category = 'dedicated' AND q.queue_type IS NOT NULL AND q.status <> 'deleted' AND coalesce(q.paid_type, 0) = $2`,
    [clusterId, paidType],
  );
  return queues.map((q) => ({ resource: { kind: 'queue', queue_type: q.queue_type, count: q.nodes }, since: q.create_time }));
}

interface PayForUsedCluster {
  cluster_id: string;
  cluster_name: string;
  cluster_type: ClusterType;
  owner: string;
  zone: string;
  accrued_until: Date | null;
}

/** The owned resources' hours since the last accrual (none before the first one). */
async function resourceHours(db: Db, c: PayForUsedCluster, now: Date): Promise<number> {
  if (!c.accrued_until) return 0;
  const owned = await ownResources(db, c.cluster_id, c.cluster_type, 0);
  const { items } = await priceResourceSet(db, { cluster_type: c.cluster_type, zone: c.zone, resources: owned.map((o) => o.resource) });
  return items.reduce((sum, item, i) => {
    const since = Math.max(new Date(c.accrued_until!).getTime(), owned[i].since ? new Date(owned[i].since!).getTime() : 0);
    return sum + (item.amount * Math.max(0, now.getTime() - since)) / 3600_000;
  }, 0);
}

/** The core-hours an HPC cluster's jobs ran since the last accrual, per queue type, at the queue type's core-hour price. */
async function jobCoreHours(db: Db, c: PayForUsedCluster, now: Date): Promise<{ amount: number; coreHours: number }> {
  if (c.cluster_type !== 'hpc') return { amount: 0, coreHours: 0 };
  const usage = await db.query<{ queue_type: string | null; core_hours: number }>(
    `SELECT q.queue_type,
            sum(j.cores * greatest(0, extract(epoch FROM least(coalesce(j.finished_time, $1::timestamptz), $1::timestamptz) - greatest(j.started_time, coalesce($3::timestamptz, j.started_time)))))::float8 / 3600 AS core_hours
       FROM jobs j LEFT JOIN queues q ON q.hpcqueue_id = j.hpcqueue_id
      WHERE j.cluster_id = $2 AND j.started_time IS NOT NULL AND j.array_spec IS NULL
        AND (j.job_status = 'running' OR ($3::timestamptz IS NOT NULL AND j.finished_time > $3::timestamptz))
      GROUP BY q.queue_type`,
    [now, c.cluster_id, c.accrued_until],
  );
  const resources = usage
    .filter((u) => u.core_hours > 0)
    .map((u) => ({ kind: 'core_hours' as const, queue_type: u.queue_type, count: u.core_hours }));
  const { items } = await priceResourceSet(db, { cluster_type: 'hpc', zone: c.zone, resources });
  return {
    amount: items.reduce((sum, item) => sum + item.unit * item.resource.count, 0),
    coreHours: resources.reduce((sum, r) => sum + r.count, 0),
  };
}

async function accruePayForUsed(db: Db, now: Date): Promise<void> {
  const clusters = await db.query<PayForUsedCluster>(
    `SELECT c.cluster_id, c.cluster_name, c.cluster_type, c.owner, c.zone, a.accrued_until
       FROM clusters c LEFT JOIN billing_accruals a USING (cluster_id)
      WHERE c.paid_type = 0 AND c.status = 'active'
        -- A registered cluster is the user's own hardware: the console does not charge for it (ADR 0039, 0048).
        AND ${billedSql('c.cluster_id')}`,
  );
  await db.transaction(async (tx) => {
    for (const c of clusters) {
      const jobs = await jobCoreHours(tx, c, now);
      const amount = jobs.amount + (await resourceHours(tx, c, now));
      if (amount <= 0) continue;
      await charge(
        tx,
        {
          owner: c.owner,
          kind: 'cluster',
          clusterId: c.cluster_id,
          resourceId: c.cluster_id,
          resourceName: c.cluster_name,
          chargeType: 'PayForUsed',
          amount,
          ...(jobs.coreHours > 0 ? { coreHours: jobs.coreHours } : {}),
        },
        now,
      );
    }
    // Every PayForUsed cluster not gone moves on: a stopped or suspended one is not charged for those hours later.
    await tx.query(
      `INSERT INTO billing_accruals (cluster_id, accrued_until) SELECT cluster_id, $1 FROM clusters WHERE paid_type = 0 AND status NOT IN ('pending', 'deleted', 'ceased', 'terminated')
       ON CONFLICT (cluster_id) DO UPDATE SET accrued_until = greatest(billing_accruals.accrued_until, EXCLUDED.accrued_until)`,
      [now],
    );
  });
}

const addMonths = (date: Date, months: number) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

async function chargeReserved(db: Db, now: Date): Promise<void> {
  const due = await db.query<{
    cluster_id: string;
    cluster_name: string;
    cluster_type: ClusterType;
    owner: string;
    zone: string;
    duration: number;
    expire_time: Date | null;
    period_end: Date | null;
  }>(
    `SELECT c.cluster_id, c.cluster_name, c.cluster_type, c.owner, c.zone, c.duration, c.expire_time, r.period_end
       FROM clusters c LEFT JOIN reserved_periods r USING (cluster_id)
      WHERE c.paid_type = 1 AND c.status NOT IN ('pending', 'creating', 'deleted', 'ceased', 'terminated')
        AND (r.cluster_id IS NULL OR (r.period_end <= $1 AND c.is_auto_renewal = 1))`,
    [now],
  );
  for (const c of due) {
    const owned = await ownResources(db, c.cluster_id, c.cluster_type, 1);
    const { items } = await priceResourceSet(db, { cluster_type: c.cluster_type, zone: c.zone, resources: owned.map((o) => o.resource) });
    const perMonth = items.reduce((sum, item) => sum + monthlyPrice(item.amount), 0);
    if (perMonth <= 0) continue;
    const months = Math.max(1, c.duration);
    const start = c.period_end ? new Date(c.period_end) : now;
    const end = c.period_end
      ? addMonths(start, months)
      : c.expire_time && new Date(c.expire_time) > now
        ? new Date(c.expire_time)
        : addMonths(now, months);
    await db.transaction(async (tx) => {
      await charge(
        tx,
        {
          owner: c.owner,
          kind: 'cluster',
          clusterId: c.cluster_id,
          resourceId: c.cluster_id,
          resourceName: c.cluster_name,
          chargeType: 'Reserved',
          amount: perMonth * months,
          months,
          period: { start, end },
        },
        now,
      );
      await tx.query(
        'INSERT INTO reserved_periods (cluster_id, months, period_end) VALUES ($1, $2, $3) ON CONFLICT (cluster_id) DO UPDATE SET months = EXCLUDED.months, period_end = EXCLUDED.period_end',
        [c.cluster_id, months, end],
      );
      await tx.query('UPDATE clusters SET expire_time = $2 WHERE cluster_id = $1', [c.cluster_id, end]);
    });
  }
}

async function accrueRemoteApps(db: Db, now: Date): Promise<void> {
  const running = await db.query<{
    log_id: string;
    owner: string;
    hpcsw_id: string;
    app_name: string;
    cluster_id: string;
    start_time: Date;
    end_time: Date | null;
    billed_until: Date;
    hourly_price: number;
    session_id: string | null;
  }>(
    `SELECT l.log_id, l.owner, l.hpcsw_id, l.app_name, l.cluster_id, l.start_time, l.end_time, l.billed_until, l.session_id,
            coalesce(s.hourly_price, 0)::float8 AS hourly_price
       FROM remote_app_logs l LEFT JOIN software s USING (hpcsw_id)
      WHERE l.app_state = 'running' OR (l.session_id IS NOT NULL AND l.end_time > l.billed_until)`,
  );
  for (const l of running) {
    // A session's job ends it (its time limit, its user, its application); a record without one stops after 8 hours.
    const stopAt = l.session_id ? null : new Date(new Date(l.start_time).getTime() + MAX_SESSION_MS);
    await db.transaction(async (tx) => {
      // Read again under its lock: the session's end may have been written since (billed up to it, not past it).
      const [locked] = await tx.query<{ end_time: Date | null; billed_until: Date }>(
        'SELECT end_time, billed_until FROM remote_app_logs WHERE log_id = $1 FOR UPDATE',
        [l.log_id],
      );
      if (!locked) return;
      const end = locked.end_time ? new Date(locked.end_time) : null;
      const until = [stopAt, end].reduce<Date>((first, date) => (date && date < first ? date : first), now);
      const hours = Math.max(0, until.getTime() - new Date(locked.billed_until).getTime()) / 3600_000;
      const amount = hours * l.hourly_price;
      await charge(
        tx,
        {
          owner: l.owner,
          kind: 'remoteapp',
          clusterId: l.cluster_id,
          resourceId: l.hpcsw_id,
          resourceName: l.app_name,
          chargeType: 'PayForUsed',
          amount,
          remarks: '远程应用 remote app',
        },
        until,
      );
      await tx.query(
        `UPDATE remote_app_logs SET billed_until = greatest(billed_until, $2), cost = cost + $3,
                app_state = CASE WHEN $4 THEN 'stopped' ELSE app_state END, end_time = CASE WHEN $4 THEN $2 ELSE end_time END
          WHERE log_id = $1`,
        [l.log_id, until, Math.round(amount * 10000) / 10000, stopAt !== null && until.getTime() === stopAt.getTime()],
      );
    });
  }
}

export const billingTicker: Ticker = async (db, now) => {
  const last = lastRun.get(db);
  if (last !== undefined && now.getTime() >= last && now.getTime() - last < MIN_INTERVAL_MS) return;
  lastRun.set(db, now.getTime());
  await accruePayForUsed(db, now);
  await chargeReserved(db, now);
  await accrueRemoteApps(db, now);
  await settleArrears(db);
};
