/**
 * Opens the clouds and the database, migrates and seeds it, starts the engine that drives the clouds and builds the app:
 * what `npm start` and the tests both run.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app';
import { openClouds, type Clouds } from './cloud/index';
import type { GatewayConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { migrate } from './db/migrate';
import { allDomains, combine } from './domains';
import { graphicsDisplays } from './domains/graphics/public';
import type { GraphicsSetup } from './graphics';
import { seedIdentity, shutDemoAccounts } from './seed/identity';
import { Engine } from './operations/runner';

export interface Gateway {
  app: FastifyInstance;
  db: Db;
  engine: Engine;
  /** Where the clusters' machines are (ADR 0047). */
  clouds: Clouds;
  close(): Promise<void>;
}

export interface GatewayOptions {
  logger?: AppOptions['logger'];
  /** false leaves the engine stopped: tests then call engine.tick() themselves. */
  runEngine?: boolean;
  /** The clouds to use instead of those config.cloud opens (a test's own). */
  clouds?: Clouds;
  /** The graphics proxy's displays and settings instead of the graphics domain's and the defaults (a test's own). */
  graphics?: Partial<GraphicsSetup>;
}

export async function startGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<Gateway> {
  const clouds = options.clouds ?? (await openClouds(config.cloud, config.dataDir));
  const db = await openDatabase(config);
  await migrate(db);
  const { modules, handlers } = allDomains(
    { path: config.basePath, secure: config.secureCookies, policy: config.session },
    config.dataDir,
    config.publicUrl,
    clouds,
    config.notifications,
    config.identity,
  );
  if (await seedIdentity(db)) for (const m of modules) await m.seed?.(db);
  if (!config.identity.demoAccounts) await shutDemoAccounts(db);
  const { steps, tickers } = combine(modules);
  const engine = new Engine(db, { tickMs: Number(process.env.HPC_SIM_TICK_MS ?? 500), speed: Number(process.env.HPC_SIM_SPEED ?? 1) });
  for (const [action, step] of Object.entries(steps)) engine.on(action, step);
  for (const ticker of tickers) engine.every(ticker);
  const graphics: GraphicsSetup = {
    findDisplay: options.graphics?.findDisplay ?? graphicsDisplays(db, { dataDir: () => config.dataDir }),
    settings: options.graphics?.settings,
  };
  const app = await buildApp({ config, db, handlers, logger: options.logger, graphics });
  if (options.runEngine !== false) engine.start();
  return {
    app,
    db,
    engine,
    clouds,
    close: async () => {
      await engine.stop();
      for (const m of modules) await m.close?.();
      await app.close();
      await db.close();
      await clouds.close();
    },
  };
}
