/**
 * Opens the database, migrates and seeds it, starts the simulated cloud and builds the app:
 * what `npm start` and the tests both run.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app';
import type { GatewayConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { migrate } from './db/migrate';
import { allDomains, combine } from './domains';
import { seedIdentity } from './seed/identity';
import { Engine } from './sim/engine';

export interface Gateway {
  app: FastifyInstance;
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

export interface GatewayOptions {
  logger?: AppOptions['logger'];
  /** false leaves the engine stopped: tests then call engine.tick() themselves. */
  runEngine?: boolean;
}

export async function startGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<Gateway> {
  const db = await openDatabase(config);
  await migrate(db);
  const modules = allDomains({ path: config.basePath, secure: config.secureCookies, policy: config.session }, config.dataDir, config.publicUrl);
  if (await seedIdentity(db)) for (const m of modules) await m.seed?.(db);
  const { handlers, steps, tickers } = combine(modules);
  const engine = new Engine(db, { tickMs: Number(process.env.HPC_SIM_TICK_MS ?? 500), speed: Number(process.env.HPC_SIM_SPEED ?? 1) });
  for (const [action, step] of Object.entries(steps)) engine.on(action, step);
  for (const ticker of tickers) engine.every(ticker);
  const app = await buildApp({ config, db, handlers, logger: options.logger });
  if (options.runEngine !== false) engine.start();
  return {
    app,
    db,
    engine,
    close: async () => {
      await engine.stop();
      await app.close();
      await db.close();
    },
  };
}
