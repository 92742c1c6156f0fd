/**
 * The product centre's SKUs (POST /v1/skus:search) and the price of a cluster configuration (GetClusterPrice).
 */
import type { ValidateFunction } from 'ajv';
import { CONTRACT_FILE } from '../../app';
import { createContractAjv, loadBundle } from '../../contract/document';
import { Failure, fail } from '../../http/failure';
import type { Handlers, Schema } from '../../http/handler-types';
import { schemaErrorOf } from '../../http/validation-messages';
import type { MessageKey } from '../../i18n/messages';
import { displayText } from '../../i18n/display-names';
import { findAppVersion } from './apps';
import { sessionOf, zoneOf } from './lists';
import { periodPrice, priceResourceSet, productOf, roundPrice } from './pricing';

/** A refused request whose message names the broken rule (409, ret_code 1100: a rule beyond the schema, ADR 0001). */
function invalid(key: MessageKey, location: string[], params: Record<string, string | number> = {}): Failure {
  return fail.field(location, undefined, key, params);
}

interface SkuRow extends Schema<'SkuAttributes'> {
  sku_id: string;
  prod_id: string;
  name: string;
  status: Schema<'SkuStatus'>;
  price: number;
  currency: Schema<'Currency'>;
}

const FILTER_COLUMNS: Record<Schema<'SkuAttributeId'>, { column: string; type: string }> = {
  memory: { column: 'memory', type: 'integer' },
  cpu: { column: 'cpu', type: 'integer' },
  gpu: { column: 'gpu', type: 'integer' },
  instance_class: { column: 'instance_class', type: 'integer' },
  baremetal: { column: 'baremetal', type: 'boolean' },
  role: { column: 'role', type: 'text' },
};

type PriceConf = Schema<'ClusterPriceConf'>;

let confValidator: ValidateFunction<PriceConf> | undefined;

/** The conf query value as ClusterPriceConf of the bundled contract (the parameter is only checked to be a string). */
function parseConf(text: string): PriceConf {
  let conf: unknown;
  try {
    conf = JSON.parse(text);
  } catch {
    throw invalid('price_conf_invalid', ['query', 'conf']);
  }
  confValidator ??= createContractAjv(loadBundle(CONTRACT_FILE), { useDefaults: true, verbose: true }).compile<PriceConf>({
    $ref: 'contract#/components/schemas/ClusterPriceConf',
  });
  if (confValidator(conf)) return conf;
  const problems = (confValidator.errors ?? []).map((e) => ({
    location: ['query', 'conf', ...e.instancePath.split('/').filter(Boolean)],
    ...schemaErrorOf(e),
  }));
  throw new Failure(409, 1100, 'price_conf_invalid', {}, problems);
}

export const skuHandlers = {
  searchSkus: async (ctx) => {
    const { db, input, lang } = ctx;
    const region = input.region_id;
    if (!sessionOf(ctx).user.zones.includes(region)) throw fail.forbidden('zone_not_allowed', { zone: region });
    const filters = input.filters ?? [];
    const params: unknown[] = [region];
    const conditions = ['zone = $1', "status = 'on_sale'"];
    const seen = new Set<string>();
    for (const [i, f] of filters.entries()) {
      if (seen.has(f.attribute_id))
        throw invalid('sku_filter_duplicate', ['body', 'filters', String(i), 'attribute_id'], { attribute: f.attribute_id });
      seen.add(f.attribute_id);
      const { column, type } = FILTER_COLUMNS[f.attribute_id];
      params.push(f.values);
      conditions.push(`${column} = ANY($${params.length}::${type}[])`);
    }
    const where = `WHERE ${conditions.join(' AND ')}`;
    const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM skus ${where}`, params);
    const rows = await db.query<SkuRow>(
      `SELECT * FROM skus ${where} ORDER BY role, instance_class, cpu, memory, gpu, sku_id LIMIT ${input.limit} OFFSET ${input.offset ?? 0}`,
      params,
    );
    return {
      total_count: total,
      skus: rows.map((s) => ({
        sku_id: s.sku_id,
        prod_id: s.prod_id,
        name: displayText(s.name, lang),
        status: s.status,
        attributes: { memory: s.memory, cpu: s.cpu, gpu: s.gpu, instance_class: s.instance_class, baremetal: s.baremetal, role: s.role },
        price: roundPrice(s.price),
        currency: s.currency,
      })),
    };
  },

  getClusterPrice: async (ctx) => {
    const { db, input } = ctx;
    const zone = zoneOf(ctx);
    const conf = parseConf(input.conf);
    const deployMode = input.deploy_mode;
    if (deployMode === 2 && conf.controller) throw invalid('price_controller_streamline', ['query', 'conf', 'controller']);
    if (deployMode === 1 && !conf.controller) throw invalid('price_controller_required', ['query', 'conf', 'controller']);
    const { app_id: appId, app_version: versionId } = input;
    const version = await findAppVersion(db, versionId);
    if (!version || version.app_id !== appId) throw fail.notFound('app_version_missing', { version: versionId, app: appId });
    if (version.status !== 'active') throw fail.conflict('app_version_inactive', { version: version.name });

    const duration = input.duration ?? 0;
    const unit: Schema<'ClusterPriceUnit'> = duration > 0 ? 'month' : 'hour';
    const roles: Schema<'NodeRole'>[] = ['controller', 'compute', 'login'];
    const resources = roles.flatMap((role) => (conf[role] ? [{ kind: 'node' as const, role, ...conf[role] }] : []));
    const { items } = await priceResourceSet(db, { cluster_type: productOf(appId) === 'prod-hpc' ? 'hpc' : 'ehpc', zone, resources });
    // No coupons are simulated: the coupons can pay nothing.
    const priceSet = items.map(({ amount }, i) => ({
      role: resources[i].role,
      count: resources[i].count,
      price: periodPrice(amount, unit === 'month' ? 1 : 0).price,
      available_coupon: 0,
      unit,
    }));
    const sum = priceSet.reduce((total, p) => total + p.price, 0);
    const totalPrice = roundPrice(unit === 'hour' ? sum : sum * duration);
    return { price_set: priceSet, total_price: totalPrice, unit, currency: 'cny' };
  },
} satisfies Handlers;
