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

/** Hourly price of one GiB of NAS quota per zone (the NAS service's bill/cost); a zone without one cannot be priced. */
const STORAGE_GIB_HOUR: Record<string, number> = { pek3: 0.0007, sh1a: 0.0007, gd2: 0.0008 };

/**
 * The hourly price of a NAS quota (a file system's capacity or a mount point's quota, in GiB) in a zone, or null
 * where the zone has no price: what bill/cost quotes, the creation checks against the balance and the lease list
 * shows for a cluster's storage (ADR 0016).
 */
export function storageHourPrice(zone: string, gib: number): number | null {
  const price = STORAGE_GIB_HOUR[zone];
  return price === undefined ? null : roundPrice(gib * price);
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
export function listHourPrice(
  config: Pick<NodeConfig, 'instance_class' | 'cpu' | 'gpu'>,
  corePrice = CORE_HOUR_PRICE[config.instance_class] ?? 0.12,
): number {
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
  return rows[0] ? roundPrice(rows[0].price) : listHourPrice(config);
}

/** A Reserved month is 720 hours at 70 % (as the clusters domain charges it). */
export const RESERVED_DISCOUNT = 0.7;

/** The price of one Reserved month for an hourly price. */
export function monthlyPrice(hourly: number): number {
  return roundPrice(hourly * HOURS_PER_MONTH * RESERVED_DISCOUNT);
}

/** One Reserved purchase or one PayForUsed hour of an hourly price: duration 0 per hour, 1 per month (section 9). */
export function periodPrice(hourly: number, paidType: number): { duration: 0 | 1; price: number } {
  return paidType === 1 ? { duration: 1, price: monthlyPrice(hourly) } : { duration: 0, price: roundPrice(hourly) };
}

/**
 * What a cluster consists of and is billed for (ADR 0016):
 * - a node: an EHPC cluster's own nodes (controller, login, compute) per node-hour at their SKU's price; an HPC
 *   cluster's controller, login node and the nodes of its shared queue are the platform's and cost nothing;
 * - queue: the nodes of a dedicated (private) queue of an HPC cluster, per node-hour at its queue type's price;
 * - core_hours: the core-hours of jobs on an HPC cluster's shared queue, at its queue type's core-hour price.
 */
export type PricedResource =
  | {
      kind: 'node';
      role: 'login' | 'controller' | 'compute';
      instance_class: number;
      cpu: number;
      memory: number;
      gpu?: number;
      count: number;
    }
  | { kind: 'queue'; queue_type: string; count: number }
  | { kind: 'core_hours'; queue_type: string | null; count: number };

export interface ResourceSet {
  cluster_type: 'hpc' | 'ehpc';
  zone: string;
  resources: PricedResource[];
}

export interface PricedItem {
  resource: PricedResource;
  /** One unit (a node or a queue node for an hour, one core-hour). */
  unit: number;
  /** unit × count. */
  amount: number;
}

/** Core-hour price of a shared queue whose type the zone does not list (and of a job on no queue type). */
export const DEFAULT_CORE_HOUR_PRICE = 0.075;
/** Cores per node of a queue type the zone does not list. */
const DEFAULT_QUEUE_CORES = 56;

interface QueueTypeRow {
  category: string;
  cores_per_node: number;
  price: number;
}

async function queueTypeRow(db: Db, zone: string, queueType: string | null): Promise<QueueTypeRow | undefined> {
  if (!queueType) return undefined;
  const [row] = await db.query<QueueTypeRow>(
    'SELECT category, cores_per_node, price::float8 AS price FROM queue_types WHERE zone = $1 AND queue_type = $2',
    [zone, queueType],
  );
  return row;
}

/** The price of one node of a dedicated queue type for an hour and of one core-hour on a queue of it. */
export async function queueTypeUnitPrices(
  db: Db,
  zone: string,
  queueType: string | null,
): Promise<{ nodeHour: number; coreHour: number; known: boolean }> {
  const row = await queueTypeRow(db, zone, queueType);
  if (!row) return { nodeHour: roundPrice(DEFAULT_QUEUE_CORES * DEFAULT_CORE_HOUR_PRICE), coreHour: DEFAULT_CORE_HOUR_PRICE, known: false };
  return row.category === 'shared'
    ? { nodeHour: roundPrice(row.price * row.cores_per_node), coreHour: row.price, known: true }
    : { nodeHour: roundPrice(row.price), coreHour: roundPrice(row.price / row.cores_per_node), known: true };
}

async function unitPrice(db: Db, set: ResourceSet, r: PricedResource): Promise<number> {
  switch (r.kind) {
    case 'node':
      if (set.cluster_type === 'hpc') return 0;
      return nodeHourPrice(db, {
        instance_class: r.instance_class,
        cpu: r.cpu,
        memory: r.memory,
        gpu: r.gpu ?? 0,
        role: r.role,
        zone: set.zone,
        prod_id: 'prod-ehpc',
      });
    case 'queue':
      return (await queueTypeUnitPrices(db, set.zone, r.queue_type)).nodeHour;
    case 'core_hours': {
      const row = await queueTypeRow(db, set.zone, r.queue_type);
      // A job on a dedicated queue runs on nodes paid by the hour.
      if (row?.category === 'dedicated') return 0;
      return (await queueTypeUnitPrices(db, set.zone, r.queue_type)).coreHour;
    }
  }
}

/**
 * THE price of a set of resources (ADR 0016): the quote (GetClusterPrice, billing/cost), the creation, add-nodes
 * and resize fees, the lease list and the billing ticker all ask it. `total` is per hour for nodes and queues, and
 * the amount of the core-hours for core_hours.
 */
export async function priceResourceSet(db: Db, set: ResourceSet): Promise<{ items: PricedItem[]; total: number }> {
  const items: PricedItem[] = [];
  for (const resource of set.resources) {
    const unit = await unitPrice(db, set, resource);
    items.push({ resource, unit, amount: roundPrice(unit * resource.count) });
  }
  return { items, total: roundPrice(items.reduce((sum, item) => sum + item.unit * item.resource.count, 0)) };
}
