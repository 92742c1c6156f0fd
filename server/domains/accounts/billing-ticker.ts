/**
 * The billing ticker (every engine tick, at most every 10 s of the tick's clock):
 * - PayForUsed: the core-hours each active PayForUsed cluster's jobs ran since the last accrual, at the
 *   core-hour price of the job's queue type (a job first seen running is charged from its start);
 * - Reserved: the monthly price of the cluster's nodes × its duration at purchase (first seen), and again at
 *   the end of the period when it renews automatically;
 * - remote apps: the hours of running remote-app sessions at the application's hourly price (a session stops
 *   after 8 hours);
 * then settles arrears. Each deduction lowers the balance; an overdraw puts the owner in arrears (ledger.ts).
 */
import type { Db } from '../../db/database';
import type { Ticker } from '../../sim/engine';
import { charge, settleArrears } from './ledger';
import { coreHourPrice, monthly, nodeHourlyPrice, queueTypePrice } from './prices';

const MIN_INTERVAL_MS = 10_000;
export const MAX_SESSION_MS = 8 * 3600_000;
const lastRun = new WeakMap<Db, number>();

async function accruePayForUsed(db: Db, now: Date): Promise<void> {
  const usage = await db.query<{ cluster_id: string; cluster_name: string; owner: string; zone: string; queue_type: string | null; core_hours: number }>(
    `SELECT c.cluster_id, c.cluster_name, c.owner, c.zone, q.queue_type,
            sum(j.cores * greatest(0, extract(epoch FROM least(coalesce(j.finished_time, $1::timestamptz), $1::timestamptz) - greatest(j.started_time, coalesce(a.accrued_until, j.started_time)))))::float8 / 3600 AS core_hours
       FROM clusters c LEFT JOIN billing_accruals a USING (cluster_id)
       JOIN jobs j ON j.cluster_id = c.cluster_id LEFT JOIN queues q ON q.hpcqueue_id = j.hpcqueue_id
      WHERE c.paid_type = 0 AND c.status = 'active' AND j.started_time IS NOT NULL
        AND (j.job_status = 'running' OR (a.accrued_until IS NOT NULL AND j.finished_time > a.accrued_until))
      GROUP BY c.cluster_id, c.cluster_name, c.owner, c.zone, q.queue_type`,
    [now],
  );
  await db.transaction(async (tx) => {
    for (const u of usage) {
      if (u.core_hours <= 0) continue;
      const price = (await queueTypePrice(tx, u.zone, u.queue_type))?.coreHour ?? coreHourPrice(u.queue_type);
      await charge(tx, { owner: u.owner, kind: 'cluster', clusterId: u.cluster_id, resourceId: u.cluster_id, resourceName: u.cluster_name, chargeType: 'PayForUsed', amount: u.core_hours * price, coreHours: u.core_hours }, now);
    }
    await tx.query(
      `INSERT INTO billing_accruals (cluster_id, accrued_until) SELECT cluster_id, $1 FROM clusters WHERE paid_type = 0 AND status IN ('active', 'suspended')
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
  const due = await db.query<{ cluster_id: string; cluster_name: string; owner: string; duration: number; expire_time: Date | null; period_end: Date | null }>(
    `SELECT c.cluster_id, c.cluster_name, c.owner, c.duration, c.expire_time, r.period_end
       FROM clusters c LEFT JOIN reserved_periods r USING (cluster_id)
      WHERE c.paid_type = 1 AND c.status NOT IN ('pending', 'creating', 'deleted', 'ceased', 'terminated')
        AND (r.cluster_id IS NULL OR (r.period_end <= $1 AND c.is_auto_renewal = 1))`,
    [now],
  );
  for (const c of due) {
    const nodes = await db.query<{ cpu: number; memory: number; gpu: number }>("SELECT cpu, memory, gpu FROM cluster_nodes WHERE cluster_id = $1 AND status NOT IN ('deleted', 'ceased')", [c.cluster_id]);
    const perMonth = nodes.reduce((sum, n) => sum + monthly(nodeHourlyPrice(n.cpu, n.memory, n.gpu)), 0);
    if (perMonth <= 0) continue;
    const months = Math.max(1, c.duration);
    const start = c.period_end ? new Date(c.period_end) : now;
    const end = c.period_end ? addMonths(start, months) : c.expire_time && new Date(c.expire_time) > now ? new Date(c.expire_time) : addMonths(now, months);
    await db.transaction(async (tx) => {
      await charge(tx, { owner: c.owner, kind: 'cluster', clusterId: c.cluster_id, resourceId: c.cluster_id, resourceName: c.cluster_name, chargeType: 'Reserved', amount: perMonth * months, months, period: { start, end } }, now);
      await tx.query(
        'INSERT INTO reserved_periods (cluster_id, months, period_end) VALUES ($1, $2, $3) ON CONFLICT (cluster_id) DO UPDATE SET months = EXCLUDED.months, period_end = EXCLUDED.period_end',
        [c.cluster_id, months, end],
      );
      await tx.query('UPDATE clusters SET expire_time = $2 WHERE cluster_id = $1', [c.cluster_id, end]);
    });
  }
}

async function accrueRemoteApps(db: Db, now: Date): Promise<void> {
  const running = await db.query<{ log_id: string; owner: string; hpcsw_id: string; app_name: string; cluster_id: string; start_time: Date; billed_until: Date; hourly_price: number }>(
    `SELECT l.log_id, l.owner, l.hpcsw_id, l.app_name, l.cluster_id, l.start_time, l.billed_until, coalesce(s.hourly_price, 0)::float8 AS hourly_price
       FROM remote_app_logs l LEFT JOIN software s USING (hpcsw_id) WHERE l.app_state = 'running'`,
  );
  for (const l of running) {
    const stopAt = new Date(new Date(l.start_time).getTime() + MAX_SESSION_MS);
    const until = stopAt < now ? stopAt : now;
    const hours = Math.max(0, until.getTime() - new Date(l.billed_until).getTime()) / 3600_000;
    await db.transaction(async (tx) => {
      const amount = hours * l.hourly_price;
      await charge(tx, { owner: l.owner, kind: 'remoteapp', clusterId: l.cluster_id, resourceId: l.hpcsw_id, resourceName: l.app_name, chargeType: 'PayForUsed', amount, remarks: '远程应用 remote app' }, until);
      await tx.query(
        `UPDATE remote_app_logs SET billed_until = greatest(billed_until, $2), cost = cost + $3,
                app_state = CASE WHEN $4 THEN 'stopped' ELSE app_state END, end_time = CASE WHEN $4 THEN $2 ELSE end_time END
          WHERE log_id = $1`,
        [l.log_id, until, Math.round(amount * 10000) / 10000, until === stopAt],
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
