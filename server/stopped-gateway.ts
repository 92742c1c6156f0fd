/**
 * The database of the gateway of a data dir while that gateway is not running, opened as the gateway opens it:
 * migrated, and seeded when empty; closed after the work. For command-line tools (`npm run slurm:local`).
 */
import { readConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { migrate } from './db/migrate';
import { allDomains } from './domains/index';
import { seedIdentity } from './seed/identity';

export async function withStoppedGateway<T>(dataDir: string, work: (db: Db, dataDir: string) => Promise<T>): Promise<T> {
  const config = readConfig({ ...process.env, HPC_DATA_DIR: dataDir });
  const db = await openDatabase(config);
  try {
    await migrate(db);
    if (await seedIdentity(db)) {
      for (const m of allDomains({ path: config.basePath, secure: config.secureCookies, policy: config.session }, config.dataDir).modules)
        await m.seed?.(db);
    }
    return await work(db, config.dataDir);
  } finally {
    await db.close();
  }
}
