/**
 * Node prices, shared by the catalogue (SKUs, GetClusterPrice) and the clusters domain (fees, billing).
 * A node's hourly price is the price of the on-sale SKU of its configuration in its zone; a configuration
 * no SKU sells is priced by the same list-price formula the SKUs were seeded from, so prices never gap.
 * A Reserved (monthly) price is 720 hours at a 30 % discount; a Reserved purchase costs that times its months.
 */
import type { Db } from '../../db/database';

export interface NodeConfig {
  instance_class: number;
  cpu: number;
  /** MiB. */
  memory: number;
  gpu?: number;
  /** Narrows the SKU to one role; any role's SKU of the same configuration otherwise. */
  role?: 'login' | 'controller' | 'compute';
  /** The zone's SKUs; any zone's otherwise. */
  zone?: string;
  /** prod-hpc or prod-ehpc (see productOf); either otherwise. */
  prod_id?: string;
}

export const HOURS_PER_MONTH = 720;

/** Rounds to the console's 4 price decimals. */
export function roundPrice(value: number): number {
  return Math.round(value * 10000) / 10000;
}

/** Instance class 202 is bare metal, 201 GPU, 101 EHPC standard VMs; 0-2 are the general VM classes. */
export function isBaremetalClass(instanceClass: number): boolean {
  return instanceClass === 202;
}

/** The product of an app's nodes: the HPC or the EHPC product. */
export function productOf(appId: string): string {
  return appId.startsWith('app-hpc') ? 'prod-hpc' : 'prod-ehpc';
}

/** List price of one core for one hour by instance class, and of one GPU (cny), as cluster/conf sells them. */
export const CORE_HOUR_PRICE: Record<number, number> = { 0: 0.08, 1: 0.09, 2: 0.1, 101: 0.12, 201: 0.15, 202: 0.1 };
export const GPU_HOUR_PRICE = 6.5;

/** The list-price formula per node per hour (cny): its cores and GPUs at the class's list prices. */
export function listHourPrice(config: Pick<NodeConfig, 'instance_class' | 'cpu' | 'gpu'>, corePrice = CORE_HOUR_PRICE[config.instance_class] ?? 0.12): number {
  return roundPrice(config.cpu * corePrice + (config.gpu ?? 0) * GPU_HOUR_PRICE);
}

/** The hourly price of one node of this configuration (cny). */
export async function nodeHourPrice(db: Db, config: NodeConfig): Promise<number> {
  const rows = await db.query<{ price: number }>(
    `SELECT price FROM skus
      WHERE status = 'on_sale' AND instance_class = $1 AND cpu = $2 AND memory = $3 AND gpu = $4
        AND ($5::text IS NULL OR role = $5) AND ($6::text IS NULL OR zone = $6) AND ($7::text IS NULL OR prod_id = $7)
      ORDER BY price LIMIT 1`,
    [config.instance_class, config.cpu, config.memory, config.gpu ?? 0, config.role ?? null, config.zone ?? null, config.prod_id ?? null],
  );
  return rows[0] ? roundPrice(Number(rows[0].price)) : listHourPrice(config);
}

/** A Reserved month is 720 hours at 70 % (as the clusters domain charges it). */
export const RESERVED_DISCOUNT = 0.7;

/** The price of one Reserved month for an hourly price. */
export function monthlyPrice(hourly: number): number {
  return roundPrice(hourly * HOURS_PER_MONTH * RESERVED_DISCOUNT);
}
