/**
 * Two gateways on one PostgreSQL database (ADR 0037), each with its own pool and its own kept answers: a
 * change committed through one is seen by the very next request to the other (sessions, job list pages and their
 * counts, cluster list pages, cluster access), although the other keeps those answers; and the engine's periodic
 * work (operation steps, the scheduler simulator, billing) runs in one of them only.
 * On the server of the gateway-pg project's globalSetup, else on one of its own (server/testing/postgres.ts);
 * skipped where PostgreSQL is not installed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from './seed/fixtures';
import { statementsSent, TestClient, type TestGateway } from './test-support';
import { sameSessionOn, startTwoGateways, twoGatewaysRun, twoGatewaysTitle, type TwoGateways } from './testing/two-gateways';
import { shareCluster } from './testing/shares';

const TITLE = twoGatewaysTitle('two gateways on one PostgreSQL database');

/** The statements `gw`'s pool is sent while `work` runs, without the change-version reads. */
async function dataStatements(gw: TestGateway, work: () => Promise<unknown>): Promise<string[]> {
  return (await statementsSent(gw.gateway.db, work)).filter((sql) => !sql.includes('change_log'));
}

describe.skipIf(!twoGatewaysRun())(TITLE, () => {
  let gateways: TwoGateways;
  let a: TestGateway;
  let b: TestGateway;
  let ownerA: TestClient;
  let ownerB: TestClient;

  beforeAll(async () => {
    gateways = await startTwoGateways();
    ({ a, b } = gateways);
    ownerA = new TestClient(a.api, 'en');
    expect((await ownerA.login('usr-owner', 'Owner#Hpc2026')).status).toBe(200);
    ownerB = sameSessionOn(ownerA, b);
  }, 180_000);

  afterAll(() => gateways?.stop(), 60_000);

  it('keeps a job page in each gateway and shows a change made through the other at once, rows and counts', async () => {
    const query = { cluster_id: SEED.clusters.ehpcActive, limit: 20 };
    const first = await ownerB.call('GET', '/portal-hpc/job/list', query);
    expect(first.status).toBe(200);
    // Kept: the same page again sends no list query to the database, only the change-version read.
    expect(await dataStatements(b, () => ownerB.call('GET', '/portal-hpc/job/list', query))).toEqual([]);
    const jobs = first.body.job_set as { hpcjob_uuid: string; name: string; job_status: string }[];
    const job = jobs.find((j) => j.job_status !== 'running')!;
    const running = Number(first.body.nrun);

    await a.gateway.db.query("UPDATE jobs SET name = 'renamed_through_a', job_status = 'running' WHERE hpcjob_uuid = $1", [
      job.hpcjob_uuid,
    ]);
    const after = await ownerB.call('GET', '/portal-hpc/job/list', query);
    const changed = (after.body.job_set as typeof jobs).find((j) => j.hpcjob_uuid === job.hpcjob_uuid);
    expect(changed).toMatchObject({ name: 'renamed_through_a', job_status: 'running' });
    expect(Number(after.body.nrun)).toBe(running + 1);
  });

  it('shows a cluster renamed through one gateway in the other’s kept cluster list at once', async () => {
    const query = { cluster_id: [SEED.clusters.hpcActive] };
    expect((await ownerB.call('GET', '/portal-hpc/cluster/list', query)).status).toBe(200);
    expect(await dataStatements(b, () => ownerB.call('GET', '/portal-hpc/cluster/list', query))).toEqual([]);
    const renamed = await ownerA.call('POST', '/portal-hpc/cluster/modifyCluster', {
      cluster_id: SEED.clusters.hpcActive,
      cluster_name: 'renamed_on_a',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const list = await ownerB.call('GET', '/portal-hpc/cluster/list', query);
    expect(list.body.cluster_set).toEqual([expect.objectContaining({ cluster_id: SEED.clusters.hpcActive, cluster_name: 'renamed_on_a' })]);
  });

  it('refuses a sub-user on one gateway at once when the other revokes the share', async () => {
    const subA = new TestClient(a.api, 'en');
    expect((await subA.login('usr-sub', 'SubUser#Hpc2026')).status).toBe(200);
    const subB = sameSessionOn(subA, b);
    // A job list of one cluster: the user must see the cluster (the cluster-access look-up, kept).
    const jobsOfCluster = () => subB.call('GET', '/portal-hpc/job/list', { cluster_id: SEED.clusters.ehpcActive });
    expect((await jobsOfCluster()).status).toBe(200);
    expect(await dataStatements(b, async () => expect((await jobsOfCluster()).status).toBe(200))).toEqual([]);
    await shareCluster(a.gateway.db, SEED.clusters.ehpcActive, 'usr-sub', null);
    expect((await jobsOfCluster()).status).toBe(404);
  });

  it('ends a session signed out through one gateway on the other at once', async () => {
    const userA = new TestClient(a.api, 'en');
    expect((await userA.login('iam-alice', 'Alice#Hpc2026')).status).toBe(200);
    const userB = sameSessionOn(userA, b);
    expect((await userB.call('GET', '/auth/session')).status).toBe(200);
    expect(await dataStatements(b, () => userB.call('GET', '/auth/session'))).not.toContainEqual(expect.stringContaining('session_of'));
    expect((await userA.call('POST', '/auth/logout')).status).toBe(200);
    const after = await userB.call('GET', '/portal-hpc/cluster/list');
    expect(after.status).toBe(401);
  });

  it('runs the engine’s steps and tickers in one gateway only, and in the other once the first stops', async () => {
    await a.gateway.engine.tick();
    expect(await a.gateway.db.lead()).toBe(true);
    expect(await b.gateway.db.lead()).toBe(false);
    // The other's tick sends nothing: no scheduler step, no billing (nothing charged twice).
    expect(await statementsSent(b.gateway.db, () => b.gateway.engine.tick())).toEqual([]);
    // Both ticking at once: only one runs the tickers (the billing ticker's accrual is read once, charged once).
    const balance = async () =>
      (
        await b.gateway.db.query<{ available: number }>(
          "SELECT available::float8 AS available FROM account_balances WHERE owner = 'usr-owner'",
        )
      )[0]?.available;
    const hourLater = new Date(Date.now() + 3600_000);
    const sent = await statementsSent(b.gateway.db, () =>
      Promise.all([a.gateway.engine.tick(hourLater), b.gateway.engine.tick(hourLater)]),
    );
    expect(sent).toEqual([]);
    const charged = await balance();
    await b.gateway.engine.tick(hourLater);
    expect(await balance()).toBe(charged);
    await a.close();
    expect(await b.gateway.db.lead()).toBe(true);
  });
});
