/**
 * The embedded database's change versions (Db.changes, migration 0071), which the in-process caches rely on: a
 * committed change moves its topic's version before the change's own promise resolves, and nothing else does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type ChangeKey, type Db } from './database';
import { migrate } from './migrate';

let dir: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hpc-db-'));
  db = await openPglite(dir);
  await migrate(db);
  await db.query(
    "INSERT INTO users (user_id, user_name, email, password_hash, owner, role, zone, zones) VALUES ('usr-t1', 't1', 't1@example.com', 'x', 'usr-t1', 'user', 'pek3', '{pek3}')",
  );
  await db.query(
    "INSERT INTO sessions (session_id, user_id, csrf_token, expire_time) VALUES ('s1', 'usr-t1', 'c', now() + interval '1 hour')",
  );
  await db.query(
    `INSERT INTO clusters (cluster_id, cluster_name, cluster_type, status, zone, owner, created_by, version, app_id, app_version)
     VALUES ('hpc-tdb00001', 'db_test', 'hpc', 'active', 'pek3', 'usr-t1', 'usr-t1', '3.0.0', 'app-hpc01', 'appv-hpc300')`,
  );
}, 60_000);
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const TOPICS: ChangeKey[] = ['auth', 'job_pages', 'cluster_pages', 'cluster_access'];
/** The parts of job_pages of usr-t1's jobs (migration 0089). */
const JOB_PARTS: ChangeKey[] = ['job_pages:usr-t1', 'job_pages:usr-t1:counts', 'job_pages:usr-t1:pending', 'job_pages:usr-t1:running'];
const KEYS = [...TOPICS, ...JOB_PARTS];
const versions = () => Object.fromEntries(KEYS.map((key) => [key, db.changes!.version(key)])) as Record<ChangeKey, number>;

/** Which keys `change` moved, read synchronously as soon as its promise resolved. */
async function moved(change: () => Promise<unknown>): Promise<ChangeKey[]> {
  const before = versions();
  await change();
  const after = versions();
  return (Object.keys(before) as ChangeKey[]).filter((key) => after[key] !== before[key]);
}

const insertJob = (tx: Db, uuid: string) =>
  tx.query(
    `INSERT INTO jobs (hpcjob_uuid, portal, cluster_id, owner, user_id, name, job_status, cores, submit_type, node_list)
     VALUES ($1, 'hpc', 'hpc-tdb00001', 'usr-t1', 'usr-t1', $1, 'pending', 1, 'command', '')`,
    [uuid],
  );

const insertNode = (tx: Db, nodeId: string) =>
  tx.query(
    `INSERT INTO cluster_nodes (node_id, cluster_id, instance_id, name, hostname, role, node_type, instance_class, cpu, memory, status, private_ip)
     VALUES ($1, 'hpc-tdb00001', 'i-' || $1, $1, $1, 'compute', 'standard', 101, 4, 8192, 'active', '10.0.0.9')`,
    [nodeId],
  );

describe('change versions of the embedded database', () => {
  it('moves a topic as soon as a change to it is committed, and only then', async () => {
    expect(await moved(() => insertJob(db, 'hpcjob-tdb0001'))).toEqual([
      'job_pages:usr-t1',
      'job_pages:usr-t1:counts',
      'job_pages:usr-t1:pending',
    ]);
    // A column no list filters or counts by: the pages of the job's status only, not the counts.
    expect(await moved(() => db.query("UPDATE jobs SET run_time = 5 WHERE hpcjob_uuid = 'hpcjob-tdb0001'"))).toEqual([
      'job_pages:usr-t1',
      'job_pages:usr-t1:pending',
    ]);
    // A new status: the pages of both statuses, and the counts.
    expect(await moved(() => db.query("UPDATE jobs SET job_status = 'running' WHERE hpcjob_uuid = 'hpcjob-tdb0001'"))).toEqual(JOB_PARTS);
    expect(await moved(() => db.query("UPDATE jobs SET name = 'renamed' WHERE hpcjob_uuid = 'hpcjob-tdb0001'"))).toEqual([
      'job_pages:usr-t1',
      'job_pages:usr-t1:counts',
      'job_pages:usr-t1:running',
    ]);
    expect(await moved(() => db.query("DELETE FROM jobs WHERE hpcjob_uuid = 'hpcjob-tdb0001'"))).toEqual([
      'job_pages:usr-t1',
      'job_pages:usr-t1:counts',
      'job_pages:usr-t1:running',
    ]);
    expect(await moved(() => insertJob(db, 'hpcjob-tdb0001'))).toEqual([
      'job_pages:usr-t1',
      'job_pages:usr-t1:counts',
      'job_pages:usr-t1:pending',
    ]);
    expect(await moved(() => db.query("UPDATE clusters SET cluster_name = 'renamed' WHERE cluster_id = 'hpc-tdb00001'"))).toEqual([
      'job_pages',
      'cluster_pages',
    ]);
    expect(await moved(() => db.query("UPDATE clusters SET created_by = 'usr-t2' WHERE cluster_id = 'hpc-tdb00001'"))).toEqual([
      'job_pages',
      'cluster_pages',
      'cluster_access',
    ]);
    expect(
      await moved(() =>
        db.query("INSERT INTO cluster_shares (cluster_id, user_id, permission) VALUES ('hpc-tdb00001', 'usr-t1', 'readonly')"),
      ),
    ).toEqual(['job_pages', 'cluster_pages', 'cluster_access']);
    expect(await moved(() => db.query("DELETE FROM cluster_shares WHERE cluster_id = 'hpc-tdb00001'"))).toEqual([
      'job_pages',
      'cluster_pages',
      'cluster_access',
    ]);
    expect(await moved(() => insertNode(db, 'cln-tdb0001'))).toEqual(['cluster_pages']);
    expect(await moved(() => db.query("UPDATE cluster_nodes SET status = 'stopped' WHERE node_id = 'cln-tdb0001'"))).toEqual([
      'cluster_pages',
    ]);
    expect(await moved(() => db.query("DELETE FROM cluster_nodes WHERE node_id = 'cln-tdb0001'"))).toEqual(['cluster_pages']);
    expect(await moved(() => db.query("UPDATE simulation_software SET sw_ver = sw_ver WHERE hpcsw_id = 'hpcsw-comsol62'"))).toEqual([
      'job_pages',
    ]);
    expect(await moved(() => db.query("UPDATE users SET lang = 'en' WHERE user_id = 'usr-t1'"))).toEqual(['auth']);
    expect(await moved(() => db.query("UPDATE sessions SET expire_time = now() WHERE session_id = 's1'"))).toEqual(['auth']);
    expect(await moved(() => db.query("DELETE FROM sessions WHERE session_id = 's1'"))).toEqual(['auth']);
  });

  it('does not move for reads, for updates that change nothing, or for tables no topic covers', async () => {
    expect(await moved(() => db.query('SELECT * FROM jobs'))).toEqual([]);
    expect(await moved(() => db.query("UPDATE jobs SET run_time = run_time WHERE hpcjob_uuid = 'hpcjob-tdb0001'"))).toEqual([]);
    expect(await moved(() => db.query("UPDATE users SET lang = lang WHERE user_id = 'usr-t1'"))).toEqual([]);
    expect(
      await moved(() =>
        db.query(
          "INSERT INTO sessions (session_id, user_id, csrf_token, expire_time) VALUES ('s2', 'usr-t1', 'c', now() + interval '1 hour')",
        ),
      ),
    ).toEqual([]);
    expect(await moved(() => db.query('SELECT count(*) FROM operations'))).toEqual([]);
    expect(await moved(() => db.query("UPDATE clusters SET cluster_name = cluster_name WHERE cluster_id = 'hpc-tdb00001'"))).toEqual([]);
  });

  it('moves when a transaction commits, not while it runs, and has no versions inside it', async () => {
    let during: ChangeKey[] = [];
    const committed = await moved(() =>
      db.transaction(async (tx) => {
        expect(tx.changes).toBeNull();
        during = await moved(async () => {
          await insertJob(tx, 'hpcjob-tdb0002');
          await tx.query("UPDATE jobs SET name = 'in_tx' WHERE hpcjob_uuid = 'hpcjob-tdb0002'");
        });
      }),
    );
    expect(during).toEqual([]);
    expect(committed).toEqual(['job_pages:usr-t1', 'job_pages:usr-t1:counts', 'job_pages:usr-t1:pending']);
  });

  it('moves every topic when a statement or a transaction fails (a notice could have been lost with it)', async () => {
    expect(await moved(() => db.query('SELECT * FROM no_such_table').catch(() => undefined))).toEqual(KEYS);
    const rolledBack = () =>
      db.transaction(async (tx) => {
        await insertJob(tx, 'hpcjob-tdb0003');
        throw new Error('rolled back');
      });
    expect(await moved(() => rolledBack().catch(() => undefined))).toEqual(KEYS);
    expect(await db.query("SELECT 1 FROM jobs WHERE hpcjob_uuid = 'hpcjob-tdb0003'")).toEqual([]);
  });
});
