import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOf } from '../../http/handler-types';
import type { TestClient } from '../../test-support';
import { refusedUnchanged } from '../../testing/refusals';
import { shareCluster } from '../../testing/shares';
import { addCluster } from '../jobs/test-support';
import { sessionOf, startGraphicsGateway, TERMINAL, type GraphicsFixture } from './test-support';

const C = 'ehpc-grl00001';
const Q = 'hpcq-grl00001';
const NAS = 'nas-grl00001';
let f: GraphicsFixture;
let owner: TestClient;
let sub: TestClient;
let admin: TestClient;

beforeAll(async () => {
  f = await startGraphicsGateway(C, Q);
  await shareCluster(f.gw.gateway.db, C, 'usr-sub', 'readwrite');
  [owner, sub, admin] = await Promise.all([f.gw.client('usr-owner'), f.gw.client('usr-sub'), f.gw.client('usr-admin')]);
}, 120_000);
afterAll(() => f?.gw.close());
// The jobs domain refuses the same submission again for 10 s: let go as 10 s later (see ./test-support.ts).
afterEach(() => f.gw.gateway.db.query('UPDATE jobs SET submit_key = NULL WHERE cluster_id = $1', [C]));

const link = (client: TestClient, query: Partial<RequestOf<'getRemoteAppLink'>> = {}) =>
  client.op('getRemoteAppLink', { hpcsw_id: TERMINAL, nas_mount_point: NAS, ...query });
const sessions = () => f.gw.count("SELECT 1 FROM graphics_sessions WHERE user_id = 'usr-owner' AND cluster_id = $1", [C]);
const jobs = () => f.gw.count("SELECT 1 FROM jobs WHERE user_id = 'usr-owner' AND cluster_id = $1", [C]);

describe('the remote-app link', () => {
  it("opens a session with the application's defaults and answers the console's page of it", async () => {
    const answer = await link(owner);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const id = String(answer.body.session_id);
    expect(answer.body.link).toBe(`${f.gw.url}/_micro_/hpc/pek3/hpc/graphics_service/sessions/${id}`);
    expect(new Date(String(answer.body.expire_time)).getTime()).toBeGreaterThan(Date.now());
    expect(await sessionOf(owner, id)).toMatchObject({ hpcsw_id: TERMINAL, cluster_id: C, cores: 1, time_limit: 60, queue_name: 'normal' });
  });

  it('rejoins the live session and writes nothing; once it ended, opens another', async () => {
    const first = await link(owner);
    const [before, beforeJobs] = [await sessions(), await jobs()];
    const again = await link(owner);
    expect(again.body.session_id).toBe(first.body.session_id);
    expect(again.body.link).toBe(first.body.link);
    expect([await sessions(), await jobs()]).toEqual([before, beforeJobs]);
    // Another user of the account has a session of its own.
    const subs = await link(sub);
    expect(subs.status).toBe(200);
    expect(subs.body.session_id).not.toBe(first.body.session_id);

    await owner.op('endGraphicsSession', { session_id: String(first.body.session_id) });
    await f.gw.gateway.db.query('UPDATE jobs SET submit_key = NULL WHERE cluster_id = $1', [C]);
    const next = await link(owner);
    expect(next.status).toBe(200);
    expect(next.body.session_id).not.toBe(first.body.session_id);
    expect(await sessions()).toBe(before + 1);
  });

  it('opens one session for concurrent requests', async () => {
    const live = await owner.op('listGraphicsSessions', { limit: 100 });
    for (const s of live.body.graphics_session_set) await owner.op('endGraphicsSession', { session_id: s.session_id });
    await f.gw.gateway.db.query('UPDATE jobs SET submit_key = NULL WHERE cluster_id = $1', [C]);
    const before = await sessions();
    const answers = await Promise.all([link(owner), link(owner), link(owner)]);
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(new Set(answers.map((a) => a.body.session_id)).size).toBe(1);
    expect(await sessions()).toBe(before + 1);
  });

  it("refuses what the user's graphics list does not hold, a mount point not mounted, an inactive cluster, arrears, no queue", async () => {
    await refusedUnchanged(f.gw, () => link(owner, { hpcsw_id: 'hpcsw-abaqus2023' }), { status: 404, retCode: 1400 });
    await refusedUnchanged(f.gw, () => link(owner, { nas_mount_point: 'nas-zzzz0000' }), {
      status: 404,
      message: "The mount point nas-zzzz0000 is not mounted by the application's cluster",
    });
    await refusedUnchanged(f.gw, () => link(admin), { status: 404, retCode: 1400 });
    const { db } = f.gw.gateway;
    await addCluster(db, { cluster_id: 'ehpc-grl00002', nas_id: 'nas-grl00002', cluster_name: 'no_queue' });
    await refusedUnchanged(f.gw, () => link(owner, { nas_mount_point: 'nas-grl00002' }), {
      status: 409,
      message: 'The cluster “no_queue” has no queue to open the application in',
    });
    await db.query("UPDATE clusters SET status = 'stopped' WHERE cluster_id = 'ehpc-grl00002'");
    await refusedUnchanged(f.gw, () => link(owner, { nas_mount_point: 'nas-grl00002' }), {
      status: 409,
      retCode: 2100,
      message: /is not active/,
    });
    const [{ available }] = await db.query<{ available: number }>("SELECT available FROM account_balances WHERE owner = 'usr-owner'");
    await db.query("UPDATE account_balances SET available = -5 WHERE owner = 'usr-owner'");
    try {
      await refusedUnchanged(f.gw, () => link(sub), { status: 409, retCode: 2500, message: 'Lack of balance' });
    } finally {
      await db.query("UPDATE account_balances SET available = $1 WHERE owner = 'usr-owner'", [available]);
    }
  });
});
