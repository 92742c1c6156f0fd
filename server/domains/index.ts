/**
 * Every domain of the gateway: its handlers by operationId, the engine steps of its asynchronous actions,
 * its periodic tickers and its seed. An operation without a handler answers 501 (ret_code 5030).
 */
import { simulatedClouds, type Clouds } from '../cloud/index';
import type { NotificationConfig } from '../config';
import type { Db } from '../db/database';
import type { AllHandlers, Handlers } from '../http/handler-types';
import type { Step, Ticker } from '../operations/runner';
import { accessTokensDomain } from './access-tokens';
import { machinesDomain } from './machines';
import { createSlurmClustersDomain } from './slurm-clusters';
import { accountsDomain } from './accounts';
import { catalogueDomain } from './catalogue';
import { createClustersDomain } from './clusters';
import { createGraphicsDomain } from './graphics';
import { machinesEnv } from './clusters/public';
import { configurationHandlers } from './configuration';
import { createJobsDomain } from './jobs';
import { createNotificationsDomain } from './notifications';
import { createQueuesDomain } from './queues';
import { createStorageDomain } from './storage';
import { operationLogHandlers } from './operation-log';
import { permissionHandlers } from './permission';
import { organisationSignInHandlers } from './organisation-sign-in';
import { sessionHandlers, type CookieSettings } from './session';
import { DEFAULT_IDENTITY, type IdentitySettings } from '../auth/identity/settings';
import { timeExtensionsDomain } from './time-extensions';

export interface DomainModule<H extends Handlers = Handlers> {
  /** Its handlers, typed by their operations (`{ … } satisfies Handlers`): the gateway checks that together they cover the contract. */
  handlers: H;
  /** Engine steps by action (the x-action recorded in the operation log). */
  steps?: Record<string, Step>;
  tickers?: Ticker[];
  /** Seeds the domain's demo data into an empty database (after the accounts exist). */
  seed?: (db: Db) => Promise<void>;
  /** Waits for its background work and lets go of its connections (the gateway closes, after the engine stopped). */
  close?: () => Promise<void>;
}

/**
 * `dataDir` is the gateway's HPC_DATA_DIR: the NAS exports and the jobs' files live under it; `publicUrl` its
 * HPC_PUBLIC_URL, the origin of the signed NAS URLs; `clouds` where clusters' machines are (ADR 0047).
 */
export function allDomains(
  cookies: CookieSettings,
  dataDir: string,
  publicUrl?: string,
  clouds: Clouds = simulatedClouds(),
  notificationConfig?: NotificationConfig,
  identity: IdentitySettings = DEFAULT_IDENTITY,
): { modules: DomainModule[]; handlers: AllHandlers } {
  // Seeds run in this order: storage before clusters (clusters mount exports), clusters before queues and jobs.
  const machines = machinesEnv(clouds, dataDir);
  const session = { handlers: { ...sessionHandlers(cookies, identity), ...organisationSignInHandlers(cookies, identity) } };
  const configuration = { handlers: configurationHandlers };
  const permission = { handlers: permissionHandlers };
  const storage = createStorageDomain(dataDir, publicUrl);
  const clusters = createClustersDomain(machines);
  const queues = createQueuesDomain(machines);
  const jobs = createJobsDomain(dataDir);
  const operationLog = { handlers: operationLogHandlers };
  const notifications = createNotificationsDomain(notificationConfig, cookies.path, publicUrl);
  const slurmClusters = createSlurmClustersDomain(dataDir);
  const graphics = createGraphicsDomain({ jobs: jobs.env, basePath: cookies.path, publicUrl });
  const modules: DomainModule[] = [
    session,
    configuration,
    permission,
    storage,
    catalogueDomain,
    clusters,
    queues,
    jobs,
    operationLog,
    accountsDomain,
    notifications,
    timeExtensionsDomain,
    graphics,
    accessTokensDomain,
    slurmClusters,
    machinesDomain,
  ];
  // Every operation of the contract has its handler, of its operation's type: a missing or mistyped one fails the build.
  const handlers = {
    ...session.handlers,
    ...configuration.handlers,
    ...permission.handlers,
    ...storage.handlers,
    ...catalogueDomain.handlers,
    ...clusters.handlers,
    ...queues.handlers,
    ...jobs.handlers,
    ...operationLog.handlers,
    ...accountsDomain.handlers,
    ...notifications.handlers,
    ...timeExtensionsDomain.handlers,
    ...graphics.handlers,
    ...accessTokensDomain.handlers,
    ...slurmClusters.handlers,
    ...machinesDomain.handlers,
  } satisfies AllHandlers;
  return { modules, handlers };
}

/** The domains' engine steps and tickers; two domains handling one operation or stepping one action is an error. */
export function combine(modules: DomainModule[]): { steps: Record<string, Step>; tickers: Ticker[] } {
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
  return { steps, tickers: modules.flatMap((m) => m.tickers ?? []) };
}
