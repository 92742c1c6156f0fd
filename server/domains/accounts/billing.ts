/**
 * Billing reads: bill lines of clusters and remote apps, charge records, balance, arrears, the price of a
 * private queue and the remote-app usage records. Money is the owning account's, and only its owner reads it
 * (ADR 0013): a sub-user or an IAM user is refused the balance, the arrears and the remote apps' bills (403 "Only
 * the account owner sees billing"), and a cluster's bills, billed resources and charge records unless it owns the
 * cluster (a sub-user's own cluster).
 */
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import type { AnswerOf, Handlers, InputOf, Schema } from '../../http/handler-types';
import { fail } from '../../http/failure';
import { billingResourceHandlers } from './billing-resources';
import { billedCluster, requireAccountOwner, ownerOnlyBilling } from './billing-access';
import { clusterFor, isIamUser } from '../cluster-access';
import { contractName, isSubUser, iso, like, orderBy, page, round, who, type ListOrder, type ListPage } from './common';
import { monthly, queueTypePrice } from './prices';

const DAY = 86400_000;

/** The period of a query: end after start, start at most 90 days ago; the last 30 days when `defaults`. */
function period(input: { start_time?: string; end_time?: string }, defaults: boolean): { start: Date | null; end: Date | null } {
  const now = Date.now();
  let end = input.end_time ? new Date(input.end_time) : null;
  let start = input.start_time ? new Date(input.start_time) : null;
  if (defaults) {
    end ??= new Date(now);
    start ??= new Date(Math.min(end.getTime(), now) - 30 * DAY);
  }
  if (start && end && end <= start)
    throw fail.rule([{ location: ['query', 'end_time'], key: 'acc_billing_end_before_start', code: 'period' }]);
  if (start && start.getTime() < now - 90 * DAY)
    throw fail.rule([{ location: ['query', 'start_time'], key: 'acc_billing_start_too_old', params: { days: 90 }, code: 'period' }]);
  return { start, end };
}

interface BillRow extends Omit<Schema<'bill'>, 'core_hours' | 'start_time' | 'end_time'> {
  core_hours: number | null;
  start_time: Date;
  end_time: Date;
}

function billOut({ core_hours, ...r }: BillRow): Schema<'bill'> {
  return { ...r, ...(core_hours === null ? {} : { core_hours }), start_time: iso(r.start_time), end_time: iso(r.end_time) };
}

/** What a page of bills reads: the period, the order and the page (a cluster's and the remote apps' bills alike). */
type BillQuery = Pick<InputOf<'getClusterBillInfo'>, 'start_time' | 'end_time'> & ListOrder<'start_time' | 'amount'> & ListPage;

async function billPage(
  db: Db,
  user: SessionUser,
  where: string,
  params: unknown[],
  input: BillQuery,
): Promise<AnswerOf<'getClusterBillInfo'>> {
  const { start, end } = period(input, true);
  const sql = `SELECT bill_id, resource_id, resource_name, charge_type, amount::float8 AS amount, currency, core_hours::float8 AS core_hours, start_time, end_time
      FROM bills WHERE end_time > $1 AND start_time < $2 AND ${where}`;
  const all = [start, end, ...params];
  const { rows, total } = await page<BillRow>(
    db,
    sql,
    all,
    orderBy(input, { start_time: 'start_time', amount: 'amount' }, 'bill_id'),
    input,
  );
  const [{ sum }] = await db.query<{ sum: number }>(`SELECT coalesce(sum(amount), 0)::float8 AS sum FROM (${sql}) b`, all);
  return {
    total_count: total,
    total_sum: round(sum),
    currency: user.currency,
    bill_info_set: rows.map(billOut),
  };
}

/**
 * Refuses a charged resource the user does not own. A cluster, one of its nodes or queues: the cluster's owner
 * (ADR 0006; 404 naming the resource when the user does not see the cluster, 403 for a shared member). A NAS
 * export, or a resource only the account's charge history names: the account's users. 404 otherwise, so that
 * another account's resource answers like one that does not exist.
 */
async function checkResourceOwner(db: Db, user: SessionUser, resource: string): Promise<void> {
  const rows = await db.query<{ cluster_id: string | null; owner: string | null }>(
    `SELECT cluster_id, NULL AS owner FROM clusters WHERE cluster_id = $1
     UNION ALL SELECT cluster_id, NULL FROM cluster_nodes WHERE node_id = $1
     UNION ALL SELECT cluster_id, NULL FROM queues WHERE hpcqueue_id = $1
     UNION ALL SELECT NULL, owner FROM nas_exports WHERE nas_id = $1
     UNION ALL (SELECT NULL, owner FROM charge_records WHERE resource_id = $1 AND owner = $2 LIMIT 1)`,
    [resource, user.owner],
  );
  if (!rows.length && resource.startsWith('hpcsw-')) return;
  const clusterId = rows.find((r) => r.cluster_id)?.cluster_id;
  if (clusterId) {
    await ownerOnlyBilling(clusterFor(db, user, clusterId, 'own', { columns: 'c.cluster_id', named: resource }));
    return;
  }
  if (!rows.some((r) => r.owner === user.owner)) throw fail.notFound('not_found', { id: resource });
}

interface ChargeRecordRow extends Omit<Schema<'charge-record'>, 'charge_time'> {
  charge_time: Date;
}

interface ArrearsRow extends Omit<Schema<'ArrearsInfo'>, 'since'> {
  since: Date;
}

interface RemoteAppLogRow extends Omit<
  Schema<'remote-app-log'>,
  'iamuser_name' | 'user_name' | 'cluster_name' | 'start_time' | 'end_time' | 'cost'
> {
  iamuser_name: string | null;
  user_name: string | null;
  cluster_name: string | null;
  start_time: Date;
  end_time: Date | null;
  cost: number;
}

function remoteAppLogOut({ iamuser_name, user_name, cluster_name, ...r }: RemoteAppLogRow): Schema<'remote-app-log'> {
  return {
    ...r,
    ...(iamuser_name ? { iamuser_name } : {}),
    ...(user_name ? { user_name } : {}),
    ...contractName(cluster_name),
    duration: Math.max(0, r.duration),
    cost: round(Math.max(0, r.cost)),
    start_time: iso(r.start_time),
    end_time: iso(r.end_time),
  };
}

export const billingHandlers = {
  ...billingResourceHandlers,

  getClusterBillInfo: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const cluster = await billedCluster(db, user, input.cluster_id);
    return billPage(db, user, "owner = $3 AND kind = 'cluster' AND cluster_id = $4", [cluster.owner, cluster.cluster_id], input);
  },

  getRemoteAppBillInfo: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    requireAccountOwner(user);
    return billPage(
      db,
      user,
      "owner = $3 AND kind = 'remoteapp' AND ($4::text IS NULL OR cluster_id = $4) AND ($5::text IS NULL OR hpcsw_id = $5)",
      [user.owner, input.cluster_id ?? null, input.hpcsw_id ?? null],
      input,
    );
  },

  getChargeRecords: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const { resource } = input;
    await checkResourceOwner(db, user, resource);
    const { start, end } = period(input, false);
    const sql = `SELECT charge_record_id, resource_id, resource_name, total_sum::float8 AS total_sum, fee::float8 AS fee, currency, duration, charge_time, remarks
        FROM charge_records WHERE owner = $1 AND resource_id = $2 AND ($3::timestamptz IS NULL OR charge_time >= $3) AND ($4::timestamptz IS NULL OR charge_time < $4)`;
    const { rows, total } = await page<ChargeRecordRow>(
      db,
      sql,
      [user.owner, resource, start, end],
      orderBy(input, { charge_time: 'charge_time', total_sum: 'total_sum' }, 'charge_record_id'),
      input,
    );
    return { total_count: total, charge_record_set: rows.map((r) => ({ ...r, charge_time: iso(r.charge_time) })) };
  },

  getBalance: async (ctx) => {
    const user = who(ctx);
    requireAccountOwner(user);
    const [row] = await ctx.db.query<{ available: number; frozen: number; currency: Schema<'Currency'> }>(
      'SELECT available::float8 AS available, frozen::float8 AS frozen, currency FROM account_balances WHERE owner = $1',
      [user.owner],
    );
    const balance = row ?? { available: 0, frozen: 0, currency: user.currency };
    return {
      balance: {
        total_sum: round(balance.available + balance.frozen),
        currency: balance.currency,
        available: balance.available,
        frozen: balance.frozen,
      },
    };
  },

  getArrearsInfos: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    requireAccountOwner(user);
    const sql =
      'SELECT resource_id, resource_name, amount::float8 AS amount, currency, since FROM arrears_infos WHERE owner = $1 AND ($2::text IS NULL OR resource_id = $2)';
    const params = [user.owner, input.resource ?? null];
    const { rows, total } = await page<ArrearsRow>(
      db,
      sql,
      params,
      orderBy(input, { since: 'since', amount: 'amount' }, 'resource_id'),
      input,
    );
    const [{ sum }] = await db.query<{ sum: number }>(`SELECT coalesce(sum(amount), 0)::float8 AS sum FROM (${sql}) a`, params);
    return {
      total_count: total,
      total_sum: round(sum),
      currency: user.currency,
      arrears_info_set: rows.map((r) => ({ ...r, since: iso(r.since) })),
    };
  },

  getBillingCost: async (ctx) => {
    const { input } = ctx;
    const user = who(ctx);
    const paidType = input.paid_type ?? 0;
    const duration = input.duration ?? 0;
    if (paidType === 1 && duration < 1)
      throw fail.rule([{ location: ['query', 'duration'], key: 'acc_billing_reserved_duration', code: 'duration' }]);
    if (paidType === 0 && (duration > 0 || input.is_auto_renewal === 1)) {
      throw fail.rule([
        { location: ['query', duration > 0 ? 'duration' : 'is_auto_renewal'], key: 'acc_billing_reserved_only', code: 'paid_type' },
      ]);
    }
    // The default of prod_name (a shared schema's) is not applied by the gateway's validation: absent is the queue.
    const product = input.prod_name ?? 'privated_queue';
    if (product !== 'privated_queue') throw fail.notFound('acc_product_not_found', { name: product });
    const price = await queueTypePrice(ctx.db, input.zone ?? user.zone, input.queue_type);
    if (!price) throw fail.notFound('acc_queue_type_not_found', { id: input.queue_type });
    const hourly = price.hourly;
    return paidType === 1
      ? { cost: round(monthly(hourly) * duration), currency: user.currency, unit: 'month', duration }
      : { cost: hourly, currency: user.currency, unit: 'hour', duration: 0 };
  },

  listRemoteAppLogs: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const sql = `SELECT l.log_id, l.hpcsw_id, l.app_name, l.user_id AS "user", l.iamuser_name, l.cluster_id, l.app_state,
             (SELECT u.user_name FROM users u WHERE u.user_id = l.user_id) AS user_name,
             (SELECT c.cluster_name FROM clusters c WHERE c.cluster_id = l.cluster_id) AS cluster_name, l.start_time, l.end_time, l.currency,
             extract(epoch FROM coalesce(l.end_time, now()) - l.start_time)::int AS duration,
             (CASE WHEN l.app_state = 'running' THEN l.cost + extract(epoch FROM now() - l.billed_until) / 3600 * coalesce(s.hourly_price, 0)
                   -- A session ended since the billing ticker's last run: its cost up to its end.
                   WHEN l.end_time > l.billed_until THEN l.cost + extract(epoch FROM l.end_time - l.billed_until) / 3600 * coalesce(s.hourly_price, 0)
                   ELSE l.cost END)::float8 AS cost
        FROM remote_app_logs l LEFT JOIN software s USING (hpcsw_id)
       WHERE l.owner = $1 AND ($2 OR l.user_id = $3) AND ($4::text IS NULL OR l.app_name ILIKE $4) AND ($5::text IS NULL OR l.app_state = $5)`;
    // The account owner reads the account's usage; a sub-user or an IAM user only its own (ADR 0013).
    const params = [user.owner, !isSubUser(user) && !isIamUser(user), user.user_id, like(input.app_name), input.app_state ?? null];
    const order = orderBy(input, { start_time: 'start_time', end_time: 'end_time', duration: 'duration', cost: 'cost' }, 'log_id');
    const { rows, total } = await page<RemoteAppLogRow>(db, sql, params, order, input);
    return { total_count: total, remoteapp_log_set_set: rows.map(remoteAppLogOut) };
  },
} satisfies Handlers;
