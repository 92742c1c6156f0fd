/**
 * Opens the database, migrates and seeds it, and builds the app: what `npm start` and the tests both run.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { GatewayConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { migrate } from './db/migrate';
import { allHandlers } from './domains';
import { seedIdentity } from './seed/identity';

export interface Gateway {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

export async function startGateway(config: GatewayConfig, options: { logger?: boolean } = {}): Promise<Gateway> {
  const db = await openDatabase(config);
  await migrate(db);
  await seedIdentity(db);
  const app = await buildApp({ config, db, handlers: allHandlers({ path: config.basePath, secure: config.secureCookies }), logger: options.logger });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
