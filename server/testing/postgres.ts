/**
 * A PostgreSQL server of its own for tests and benchmarks: initdb's a temporary cluster, starts it with
 * pg_ctl on a free port of 127.0.0.1 with its socket in the same temporary folder, trust authentication for local
 * connections, and answers its URL. Never a server someone else started. PostgreSQL refuses to run as root: as root
 * the cluster belongs to the `postgres` OS user (Debian's `postgresql` package creates it; `.ci/run` installs it).
 *
 *   const pg = await startPostgres();        // in beforeAll or a globalSetup
 *   ... openDatabase({ databaseUrl: pg.url }) / startTestGateway(dir, { databaseUrl: pg.url }) ...
 *   await pg.stop();                         // stops the server and removes the folder (also at process exit)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

const BIN = process.env.HPC_PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface Postgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  stop(): Promise<void>;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The uid and gid of the `postgres` OS user, or null. */
function postgresUser(): { uid: number; gid: number } | null {
  const found = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (found.status !== 0 || group.status !== 0) return null;
  return { uid: Number(found.stdout.trim()), gid: Number(group.stdout.trim()) };
}

/** Whether startPostgres() can run here: the binaries, and either not root or a `postgres` user to run them as. */
export function postgresAvailable(): boolean {
  if (!existsSync(join(BIN, 'initdb')) || !existsSync(join(BIN, 'pg_ctl'))) return false;
  return !isRoot() || postgresUser() !== null;
}

export async function startPostgres(): Promise<Postgres> {
  if (!postgresAvailable()) throw new Error(`PostgreSQL is not available here (${BIN}/initdb, and the postgres user when running as root)`);
  const owner = isRoot() ? postgresUser() : null;
  const dir = mkdtempSync(join(tmpdir(), 'hpc-pgsrv-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  if (owner) chownSync(dir, owner.uid, owner.gid);
  chmodSync(dir, 0o700);
  const run = (command: string, args: string[]) =>
    execFileSync(join(BIN, command), args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
      env: { ...process.env, LC_ALL: 'C.UTF-8' },
    });
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // Settings for a disposable test server: no durability waits, enough connections for several gateways' pools.
  writeFileSync(
    join(data, 'postgresql.auto.conf'),
    [
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      'max_connections = 200',
      "listen_addresses = '127.0.0.1'",
      '',
    ].join('\n'),
  );
  let port = 0;
  let started = false;
  for (let attempt = 0; attempt < 5 && !started; attempt++) {
    port = await freePort();
    try {
      run('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', '-o', `-p ${port} -k ${dir}`, 'start']);
      started = true;
    } catch (error) {
      // Another process may have taken the port between freePort() and the start: try another one.
      if (attempt === 4) throw error;
    }
  }
  let stopped = false;
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already stopped.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stopNow);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => {
      process.removeListener('exit', stopNow);
      stopNow();
    },
  };
}

/**
 * A new empty database on the server of `serverUrl` (a test's own; dropped by drop(), with whatever connections
 * are left to it).
 */
export async function createDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `hpc_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
