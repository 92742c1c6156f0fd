/**
 * The Db layer and the gateway on a real PostgreSQL server through the `pg` driver. The server is the one of
 * DATABASE_URL when it is set, e.g.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/hpc npx vitest run --project gateway-pg server/postgres.test.ts
 *
 * else one of its own (server/testing/postgres.ts, Debian's PostgreSQL 15); skipped only where neither is there.
 * Everything happens in a schema of its own (search_path), dropped at the end, so the database's other contents
 * are left alone; the role needs CREATE on the database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { migrate } from './db/migrate';
import { SEED } from './seed/fixtures';
import { startTestGateway, TEST_POSTGRES_ENV, TestClient, type TestGateway } from './test-support';
import { postgresAvailable, startPostgres, type Postgres } from './testing/postgres';

// DATABASE_URL, else the server of the gateway-pg project's globalSetup, else one of its own.
const GIVEN_URL = readConfig(process.env).databaseUrl ?? process.env[TEST_POSTGRES_ENV];
const RUNS = Boolean(GIVEN_URL) || postgresAvailable();
const SCHEMA = `hpc_test_${randomBytes(4).toString('hex')}`;
const TITLE = GIVEN_URL
  ? 'the Db layer and the gateway on the PostgreSQL server of DATABASE_URL'
  : RUNS
    ? 'the Db layer and the gateway on a PostgreSQL server of their own'
    : 'the Db layer on a PostgreSQL server: skipped, PostgreSQL 15 is not installed here (Debian package postgresql) and DATABASE_URL is not set';
let SERVER_URL = GIVEN_URL;

/** DATABASE_URL with every connection's search_path set to the test's schema (then public, for extensions). */
function scopedUrl(url: string): string {
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${SCHEMA},public`);
  return scoped.toString();
}

const MIGRATIONS = readdirSync(join(import.meta.dirname, 'db', 'migrations'))
  .filter((f) => /^\d{4}_.+\.sql$/.test(f))
  .map((f) => f.replace(/\.sql$/, ''))
  .sort();

describe.skipIf(!RUNS)(TITLE, () => {
  let admin: Db;
  let db: Db;
  let server: Postgres | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'hpc-pg-'));

  beforeAll(async () => {
    if (!SERVER_URL) {
      server = await startPostgres();
      SERVER_URL = server.url;
    }
    admin = await openDatabase({ dataDir, databaseUrl: SERVER_URL });
    await admin.exec(`CREATE SCHEMA ${SCHEMA}`);
    db = await openDatabase({ dataDir, databaseUrl: scopedUrl(SERVER_URL as string) });
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    await admin?.exec(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
    await admin?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('is the pg driver, in the test’s own schema', async () => {
    expect(db.kind).toBe('postgres');
    expect(await db.query<{ schema: string }>('SELECT current_schema() AS schema')).toEqual([{ schema: SCHEMA }]);
  });

  it('applies every migration once, each recorded, and none the second time', async () => {
    expect(await migrate(db)).toEqual(MIGRATIONS);
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(recorded.map((r) => r.version)).toEqual(MIGRATIONS);
  }, 120_000);

  it('binds parameters and answers the types the handlers read', async () => {
    const [row] = await db.query<{ n: number; t: string; a: string[]; j: { k: number[] }; d: Date; b: boolean; nil: null }>(
      'SELECT $1::int AS n, $2::text AS t, $3::text[] AS a, $4::jsonb AS j, $5::timestamptz AS d, $6::boolean AS b, NULL AS nil',
      [42, '气象 ☂', ['x', 'y'], JSON.stringify({ k: [1, 2] }), '2026-11-21T08:00:00Z', true],
    );
    expect(row).toEqual({ n: 42, t: '气象 ☂', a: ['x', 'y'], j: { k: [1, 2] }, d: new Date('2026-11-21T08:00:00Z'), b: true, nil: null });
  });

  it('commits a transaction whole, nested work included, and rolls a failed one back whole', async () => {
    await db.exec('CREATE TABLE tx_probe (id int PRIMARY KEY, note text); CREATE TABLE tx_other (id int)');
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe VALUES ($1, $2)', [1, 'outer']);
      await tx.transaction(async (inner) => inner.query('INSERT INTO tx_probe VALUES ($1, $2)', [2, 'nested']));
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe VALUES ($1, $2)', [3, 'lost']);
        await tx.query('INSERT INTO tx_other VALUES (1)');
        await tx.query('INSERT INTO tx_probe VALUES ($1, $2)', [1, 'duplicate']);
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await db.query('SELECT id, note FROM tx_probe ORDER BY id')).toEqual([
      { id: 1, note: 'outer' },
      { id: 2, note: 'nested' },
    ]);
    expect(await db.query('SELECT * FROM tx_other')).toEqual([]);
  });

  it('keeps a transaction’s changes to itself until it commits, on its own connection', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (inside = resolve));
    const writer = db.transaction(async (tx) => {
      await tx.query("INSERT INTO tx_probe VALUES (10, 'pending')");
      inside();
      await held;
    });
    await started;
    expect(await db.query('SELECT id FROM tx_probe WHERE id = 10')).toEqual([]);
    release();
    await writer;
    expect(await db.query('SELECT id FROM tx_probe WHERE id = 10')).toEqual([{ id: 10 }]);
  });

  it('outlives the server ending its idle connections (a restart, pg_terminate_backend): the next query opens another', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const [{ pid }] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      // The pool hears of it as an error event on the idle connection: answered, not thrown at the process.
      await vi.waitFor(
        () => expect(warn).toHaveBeenCalledWith('PostgreSQL closed an idle connection:', expect.stringContaining('terminating connection')),
        { timeout: 10_000 },
      );
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      warn.mockRestore();
    }
  });

  describe('the gateway on it', () => {
    let gw: TestGateway;
    let owner: TestClient;

    beforeAll(async () => {
      await db.exec('DROP TABLE tx_probe, tx_other');
      gw = await startTestGateway(mkdtempSync(join(tmpdir(), 'hpc-pg-gw-')), { databaseUrl: scopedUrl(SERVER_URL as string) });
      owner = new TestClient(gw.api, 'en');
      expect((await owner.login('usr-owner', 'Owner#Hpc2026')).status).toBe(200);
    }, 180_000);
    afterAll(() => gw?.close(), 60_000);

    it('seeds, signs in and answers the demo data', async () => {
      expect(gw.gateway.db.kind).toBe('postgres');
      const clusters = await owner.call('GET', '/portal-hpc/cluster/list', { cluster_id: [SEED.clusters.ehpcActive] });
      expect(clusters.status).toBe(200);
      expect(clusters.body.cluster_set).toEqual([expect.objectContaining({ cluster_id: SEED.clusters.ehpcActive })]);
      const jobs = await owner.call('GET', '/portal-hpc/job/list', { cluster_id: SEED.clusters.ehpcActive, search_word: 'wrf' });
      expect(jobs.status).toBe(200);
      expect(Number(jobs.body.total_count)).toBeGreaterThan(0);
    });

    it('starts one remote-app session for concurrent link requests on separate connections', async () => {
      const link = () =>
        owner.call('GET', '/portal-hpc/software/remoteapp/link', { hpcsw_id: 'hpcsw-paraview511', nas_mount_point: SEED.nas.wrf });
      const answers = await Promise.all([link(), link(), link(), link()]);
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const sessions = new Set(answers.map((a) => String(a.body.session_id)));
      expect(sessions.size).toBe(1);
      // A graphics session is a job of the user (ADR 0062): one session, one job.
      const rows = await gw.gateway.db.query(
        "SELECT 1 FROM graphics_sessions g JOIN jobs j USING (hpcjob_uuid) WHERE g.user_id = 'usr-owner' AND g.hpcsw_id = 'hpcsw-paraview511'",
      );
      expect(rows).toHaveLength(1);
    });
  });
});
