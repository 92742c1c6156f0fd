/**
 * The owner's money: the balance, charges (a charge record and a bill line for each deduction), arrears and
 * the suspension of the owner's PayForUsed clusters when the balance goes below zero.
 *
 * Recharging: the contract has no recharge call. The seed gives each owner a balance; `recharge()` (or
 * `UPDATE account_balances SET available = available + <amount> WHERE owner = '<owner>'`) adds to it. An owner
 * is in arrears while its available balance is below zero (`ownerInArrears`); the clusters domain's
 * resumeCluster refuses to resume while it is. Arrears records are settled (removed) by the billing ticker once
 * the balance is back at or above zero and the resource is no longer a suspended cluster.
 */
import type { Db } from '../../db/database';
import { recordOperation } from '../../operations/records';
import { newId, round } from './common';

export async function ownerInArrears(db: Db, owner: string): Promise<boolean> {
  const rows = await db.query<{ arrears: boolean }>('SELECT available < 0 AS arrears FROM account_balances WHERE owner = $1', [owner]);
  return rows[0]?.arrears ?? false;
}

/** Whether the owner's available balance covers an amount (a fee to pay before a change). */
export async function ownerCanPay(db: Db, owner: string, amount: number): Promise<boolean> {
  const rows = await db.query<{ available: number }>('SELECT available::float8 AS available FROM account_balances WHERE owner = $1', [
    owner,
  ]);
  return (rows[0]?.available ?? 0) >= amount;
}

/** Adds money to the owner's balance (recorded as a billing/recharge operation); answers the available balance. */
export async function recharge(db: Db, owner: string, amount: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ available: number }>(
      `INSERT INTO account_balances (owner, available) VALUES ($1, $2)
       ON CONFLICT (owner) DO UPDATE SET available = account_balances.available + EXCLUDED.available, update_time = now()
       RETURNING available::float8 AS available`,
      [owner, amount],
    );
    const [user] = await tx.query<{ zone: string }>('SELECT zone FROM users WHERE user_id = $1', [owner]);
    await recordOperation(tx, {
      action: 'billing/recharge',
      resourceType: 'balance',
      resourceIds: [owner],
      owner,
      userId: owner,
      zone: user?.zone ?? 'pek3',
      payload: { amount },
    });
    return row.available;
  });
}

export interface Charge {
  owner: string;
  kind: 'cluster' | 'remoteapp';
  clusterId: string;
  resourceId: string;
  resourceName: string;
  chargeType: 'PayForUsed' | 'Reserved';
  amount: number;
  coreHours?: number;
  /** Reserved: the months and the period charged; PayForUsed charges go to the hour's record and the day's bill line. */
  months?: number;
  period?: { start: Date; end: Date };
  remarks?: string;
}

/** Deducts a charge from the owner's balance, records it, and puts the owner in arrears when it overdraws. */
export async function charge(tx: Db, c: Charge, now: Date): Promise<void> {
  const amount = round(c.amount);
  if (amount <= 0) return;
  const [balance] = await tx.query<{ available: number }>(
    `INSERT INTO account_balances (owner, available) VALUES ($1, -$2::numeric)
     ON CONFLICT (owner) DO UPDATE SET available = account_balances.available - $2::numeric, update_time = now()
     RETURNING available::float8 AS available`,
    [c.owner, amount],
  );
  const reserved = c.chargeType === 'Reserved';
  await tx.query(
    `INSERT INTO charge_records (charge_record_id, owner, resource_id, resource_name, total_sum, fee, duration, charge_time, remarks)
     VALUES ($1, $2, $3, $4, $5, $5, $6, CASE WHEN $7 THEN $8::timestamptz ELSE date_trunc('hour', $8::timestamptz) END, $9)
     ON CONFLICT (owner, resource_id, charge_time, duration) DO UPDATE SET total_sum = charge_records.total_sum + EXCLUDED.total_sum, fee = charge_records.fee + EXCLUDED.fee`,
    [
      newId('cr'),
      c.owner,
      c.resourceId,
      c.resourceName,
      amount,
      reserved ? `${c.months ?? 1}m` : '1h',
      reserved,
      now,
      c.remarks ?? (reserved ? '包年包月 monthly charge' : '按需计费 hourly charge'),
    ],
  );
  await tx.query(
    `INSERT INTO bills (bill_id, owner, kind, cluster_id, hpcsw_id, resource_id, resource_name, charge_type, amount, core_hours, start_time, end_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, coalesce($11, date_trunc('day', $13::timestamptz)), coalesce($12, date_trunc('day', $13::timestamptz) + interval '1 day'))
     ON CONFLICT (owner, kind, cluster_id, resource_id, charge_type, start_time)
     DO UPDATE SET amount = bills.amount + EXCLUDED.amount, core_hours = CASE WHEN EXCLUDED.core_hours IS NULL THEN bills.core_hours ELSE coalesce(bills.core_hours, 0) + EXCLUDED.core_hours END`,
    [
      newId('bill'),
      c.owner,
      c.kind,
      c.clusterId,
      c.kind === 'remoteapp' ? c.resourceId : null,
      c.resourceId,
      c.resourceName,
      c.chargeType,
      amount,
      c.coreHours === undefined ? null : round(c.coreHours, 2),
      c.period?.start ?? null,
      c.period?.end ?? null,
      now,
    ],
  );
  if (balance.available < 0) {
    const owed = round(Math.min(amount, -balance.available));
    await tx.query(
      `INSERT INTO arrears_infos (owner, resource_id, resource_name, amount, since) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (owner, resource_id) DO UPDATE SET amount = arrears_infos.amount + EXCLUDED.amount`,
      [c.owner, c.resourceId, c.resourceName, owed, now],
    );
    await suspendForArrears(tx, c.owner, now);
  }
}

/** Suspends the owner's active PayForUsed clusters, each recorded as a billing/suspendCluster operation. */
export async function suspendForArrears(tx: Db, owner: string, now: Date): Promise<string[]> {
  const rows = await tx.query<{ cluster_id: string; cluster_name: string; zone: string }>(
    "UPDATE clusters SET status = 'suspended', transition_status = '', status_time = $2 WHERE owner = $1 AND paid_type = 0 AND status = 'active' RETURNING cluster_id, cluster_name, zone",
    [owner, now],
  );
  for (const c of rows) {
    await recordOperation(tx, {
      action: 'billing/suspendCluster',
      resourceType: 'cluster',
      resourceIds: [c.cluster_id],
      resourceNames: [c.cluster_name],
      owner,
      userId: owner,
      zone: c.zone,
      payload: { reason: 'arrears' },
    });
  }
  return rows.map((r) => r.cluster_id);
}

/** Removes the arrears records of owners back at or above zero, except those of clusters still suspended. */
export async function settleArrears(db: Db): Promise<void> {
  await db.query(
    `DELETE FROM arrears_infos a USING account_balances b
      WHERE b.owner = a.owner AND b.available >= 0
        AND NOT EXISTS (SELECT 1 FROM clusters c WHERE c.cluster_id = a.resource_id AND c.status = 'suspended')`,
  );
}
