/**
 * The catalogue domain: app-centre attachments and versions, unique ids, product SKUs and cluster prices
 * (catalogue/apps.ts, catalogue/skus.ts, catalogue/pricing.ts), the network (catalogue/network.ts) and the
 * monitors (catalogue/monitoring.ts, catalogue/meters.ts) from a cluster's metric source: the simulated load
 * (catalogue/load.ts) or its hosts' figures on a real cloud (catalogue/sampled.ts, ADR 0049).
 */
import type { Handlers } from '../http/handler-types';
import { seedCatalogue } from './catalogue/seed';
import { appHandlers } from './catalogue/apps';
import { meterHandlers } from './catalogue/meters';
import { monitoringHandlers } from './catalogue/monitoring';
import { networkHandlers } from './catalogue/network';
import { skuHandlers } from './catalogue/skus';
import type { DomainModule } from './index';

const handlers = { ...appHandlers, ...skuHandlers, ...networkHandlers, ...monitoringHandlers, ...meterHandlers } satisfies Handlers;

export const catalogueDomain: DomainModule<typeof handlers> = {
  handlers,
  seed: seedCatalogue,
};
