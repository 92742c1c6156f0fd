/**
 * The accounts domain's view of the one price rule (server/domains/catalogue/pricing.ts, ADR 0016): a queue
 * type's prices for billing/cost and the Reserved month. Storage is priced there too (storageHourPrice), billed by
 * the NAS service.
 */
import type { Db } from '../../db/database';
import { DEFAULT_CORE_HOUR_PRICE, monthlyPrice, queueTypeUnitPrices } from '../catalogue/public';

/** Price of a core-hour on a queue whose type is not known (a shared member's consumption estimate). */
export const CORE_HOUR_PRICE = DEFAULT_CORE_HOUR_PRICE;

export const monthly = monthlyPrice;

export interface QueueTypePrice {
  /** One node (a private queue) of the type per hour. */
  hourly: number;
  /** One core-hour of a job on a queue of the type. */
  coreHour: number;
}

/** The price of a queue type of the zone (queues domain's queue_types); null when the zone does not list it. */
export async function queueTypePrice(db: Db, zone: string, queueType: string): Promise<QueueTypePrice | null> {
  const prices = await queueTypeUnitPrices(db, zone, queueType);
  return prices.known ? { hourly: prices.nodeHour, coreHour: prices.coreHour } : null;
}
