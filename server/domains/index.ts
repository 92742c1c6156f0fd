/**
 * Every domain of the gateway: its handlers by operationId, the engine steps of its asynchronous actions,
 * its periodic tickers and its seed. An operation without a handler answers 501 (ret_code 5030).
 */
import { simulatedClouds, type Clouds } from '../cloud/index';
import type { Db } from '../db/database';
import type { Handlers } from '../http/contract-routes';
import type { Step, Ticker } from '../operations/runner';
import { accountsDomain } from './accounts';
import { catalogueDomain } from './catalogue';
import { createClustersDomain } from './clusters';
import { machinesEnv } from './clusters/machines';
import { configurationHandlers } from './configuration';
import { createJobsDomain } from './jobs';
import { createQueuesDomain } from './queues';
import { createStorageDomain } from './storage';
import { operationLogHandlers } from './operation-log';
import { permissionHandlers } from './permission';
import { sessionHandlers, type CookieSettings } from './session';

export interface DomainModule {
  handlers: Handlers;
  /** Engine steps by action (the x-action recorded in the operation log). */
  steps?: Record<string, Step>;
  tickers?: Ticker[];
  /** Seeds the domain's demo data into an empty database (after the accounts exist). */
  seed?: (db: Db) => Promise<void>;
}

/**
 * `dataDir` is the gateway's HPC_DATA_DIR: the NAS exports and the jobs' files live under it; `publicUrl` its
 * HPC_PUBLIC_URL, the origin of the signed NAS URLs; `clouds` where clusters' machines are (ADR 0047).
 */
export function allDomains(cookies: CookieSettings, dataDir: string, publicUrl?: string, clouds: Clouds = simulatedClouds()): DomainModule[] {
  // Seeds run in this order: storage before clusters (clusters mount exports), clusters before queues and jobs.
  const machines = machinesEnv(clouds, dataDir);
  return [
    { handlers: sessionHandlers(cookies) },
    { handlers: configurationHandlers },
    { handlers: permissionHandlers },
    createStorageDomain(dataDir, publicUrl),
    catalogueDomain,
    createClustersDomain(machines),
    createQueuesDomain(machines),
    createJobsDomain(dataDir),
    { handlers: operationLogHandlers },
    accountsDomain,
  ];
}

export function combine(modules: DomainModule[]): { handlers: Handlers; steps: Record<string, Step>; tickers: Ticker[] } {
  const handlers: Handlers = {};
  const steps: Record<string, Step> = {};
  for (const m of modules) {
    for (const [id, handler] of Object.entries(m.handlers)) {
      if (id in handlers) throw new Error(`two domains handle ${id}`);
      Object.assign(handlers, { [id]: handler });
    }
    for (const [action, step] of Object.entries(m.steps ?? {})) {
      if (action in steps) throw new Error(`two domains step ${action}`);
      steps[action] = step;
    }
  }
  return { handlers, steps, tickers: modules.flatMap((m) => m.tickers ?? []) };
}
