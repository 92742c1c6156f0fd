/**
 * One migrated embedded database for the whole test run, copied into each test gateway's data directory instead of
 * created and migrated again (the suite's time, CI under 45 minutes). A new PGlite data directory costs its initdb
 * and the migrations (about 4.5 s of a test gateway's 7 s start on a quiet machine, several times that on CI's two
 * busy cores); a copy of this one costs a quarter of a second. Only the schema is shared: every gateway still seeds
 * its own copy when it starts (server/gateway.ts), so the seed's times (jobs hours ago, accruals, operations due in two
 * minutes) are as fresh as before and no file sees another's data.
 *
 * The globalSetup of the projects that start gateways (vitest.config.ts) makes it once and names it in
 * HPC_TEST_PGLITE_TEMPLATE, which the test workers inherit; startTestGateway (server/test-support.ts) and the e2e
 * gateways copy it into a data directory that has no database yet. Without the variable (a script, a benchmark) a
 * gateway creates its database as in production.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../db/database';
import { migrate } from '../db/migrate';

export const PGLITE_TEMPLATE_ENV = 'HPC_TEST_PGLITE_TEMPLATE';

/** Creates a data directory holding a migrated, unseeded PGlite database (closed, ready to copy). */
export async function makePgliteTemplate(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'hpc-pglite-template-'));
  const db = await openPglite(dir);
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  return dir;
}

/**
 * Copies the run's migrated database into `dataDir` when the run has one (HPC_TEST_PGLITE_TEMPLATE) and `dataDir`
 * has no database yet (a gateway restarted on its directory keeps its own). Answers whether it copied.
 */
export function copyPgliteTemplate(dataDir: string): boolean {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (!template || !existsSync(join(template, 'pgdata'))) return false;
  if (existsSync(join(dataDir, 'pgdata'))) return false;
  cpSync(join(template, 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
  return true;
}

/**
 * globalSetup (vitest.config.ts): makes the template once per run (the first project's set-up; the others find it
 * named in the environment) and removes it at the end.
 */
export default async function setup(): Promise<() => void> {
  const existing = process.env[PGLITE_TEMPLATE_ENV];
  if (existing && existsSync(join(existing, 'pgdata'))) return () => undefined;
  const dir = await makePgliteTemplate();
  process.env[PGLITE_TEMPLATE_ENV] = dir;
  return () => {
    if (process.env[PGLITE_TEMPLATE_ENV] === dir) delete process.env[PGLITE_TEMPLATE_ENV];
    rmSync(dir, { recursive: true, force: true });
  };
}
