/**
 * The simulated price list (cny, 4 decimals). PayForUsed is billed per core-hour of running jobs at the price
 * of the job's queue type (queue_types of the queues domain, else the constants below); Reserved resources are
 * billed per month at 70 % of 720 hours of their hourly price.
 */
import type { Db } from '../../db/database';
import { round, tableExists } from './common';

/** Price of a core-hour on a queue without a GPU queue type. */
export const CORE_HOUR_PRICE = 0.075;
/** Price of a core-hour on a GPU queue type (a queue type id containing "gpu"). */
export const GPU_CORE_HOUR_PRICE = 0.6;
export const HOURS_PER_MONTH = 720;
export const MONTHLY_DISCOUNT = 0.7;
/** Storage per GiB and month. */
export const STORAGE_GIB_MONTH = 0.35;

export function coreHourPrice(queueType: string | null | undefined): number {
  return queueType && /gpu/i.test(queueType) ? GPU_CORE_HOUR_PRICE : CORE_HOUR_PRICE;
}

export const monthly = (hourly: number) => round(hourly * HOURS_PER_MONTH * MONTHLY_DISCOUNT);

export function nodeHourlyPrice(cpu: number, memoryMiB: number, gpu: number): number {
  return round(cpu * 0.06 + (memoryMiB / 1024) * 0.01 + gpu * 4.5);
}

/** A private queue of a queue type: its cores (the digits of the id, e.g. qt-shared56; 56 by default) at the core-hour price. */
export function queueTypeHourlyPrice(queueType: string): number {
  const cores = Number(/(\d+)/.exec(queueType)?.[1] ?? 56) || 56;
  return round(cores * coreHourPrice(queueType));
}

export function storageHourlyPrice(gib: number): number {
  return round((gib * STORAGE_GIB_MONTH) / HOURS_PER_MONTH);
}

export interface QueueTypePrice {
  /** One node (a private queue) of the type per hour. */
  hourly: number;
  /** One core-hour of a job on a queue of the type. */
  coreHour: number;
}

/**
 * The price of a queue type from the queues domain's queue_types (price per node and hour; a shared type's
 * price is per core-hour), else from the id (digits = cores per node). null when queue_types knows the zone's
 * types but not this one.
 */
export async function queueTypePrice(db: Db, zone: string, queueType: string | null): Promise<QueueTypePrice | null> {
  if (queueType && (await tableExists(db, 'queue_types'))) {
    const [row] = await db.query<{ category: string; cores_per_node: number; price: number }>(
      'SELECT category, cores_per_node, price::float8 AS price FROM queue_types WHERE zone = $1 AND queue_type = $2',
      [zone, queueType],
    );
    if (row) {
      return row.category === 'shared'
        ? { coreHour: row.price, hourly: round(row.price * row.cores_per_node) }
        : { coreHour: round(row.price / row.cores_per_node), hourly: row.price };
    }
    const known = await db.query('SELECT 1 FROM queue_types WHERE zone = $1 LIMIT 1', [zone]);
    if (known.length) return null;
  }
  return { coreHour: coreHourPrice(queueType), hourly: queueType ? queueTypeHourlyPrice(queueType) : 0 };
}
