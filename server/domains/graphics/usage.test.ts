import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test-support';
import { billingTicker } from '../accounts/public';
import { jobRow } from '../jobs/test-support';
import { DESKTOP_APP, open, sessionOf, startGraphicsGateway, untilRunning, type GraphicsFixture } from './test-support';

const C = 'ehpc-gus00001';
const Q = 'hpcq-gus00001';
let f: GraphicsFixture;
let owner: TestClient;

beforeAll(async () => {
  f = await startGraphicsGateway(C, Q);
  owner = await f.gw.client('usr-owner');
}, 120_000);
afterAll(() => f?.gw.close());

interface Usage {
  log_id: string;
  app_state: string;
  start_time: Date;
  end_time: Date | null;
  cost: number;
  billed_until: Date;
}

const usageOf = async (sessionId: string) =>
  f.gw.gateway.db.query<Usage>(
    'SELECT log_id, app_state, start_time, end_time, cost::float8 AS cost, billed_until FROM remote_app_logs WHERE session_id = $1',
    [sessionId],
  );
const hourlyPrice = async () =>
  (await f.gw.gateway.db.query<{ p: number }>('SELECT hourly_price::float8 AS p FROM software WHERE hpcsw_id = $1', [DESKTOP_APP]))[0].p;
const billed = async () =>
  (
    await f.gw.gateway.db.query<{ amount: number }>(
      "SELECT coalesce(sum(amount), 0)::float8 AS amount FROM bills WHERE kind = 'remoteapp' AND resource_id = $1",
      [DESKTOP_APP],
    )
  )[0].amount;

describe("a session's usage", () => {
  it('is written when its job starts, closed at its real end, and billed for exactly that time', async () => {
    // 3.6 an hour: a minute costs 0.06.
    await f.gw.gateway.db.query('UPDATE software SET hourly_price = 3.6 WHERE hpcsw_id = $1', [DESKTOP_APP]);
    const opened = await open(f, owner, { hpcsw_id: DESKTOP_APP, time_limit: 1 });
    expect(await usageOf(opened.session_id)).toEqual([]);
    await untilRunning(f, opened.hpcjob_uuid);
    const started = await jobRow(f.gw.gateway.db, opened.hpcjob_uuid);
    const [running] = await usageOf(opened.session_id);
    expect(running).toMatchObject({ app_state: 'running', end_time: null });
    expect(new Date(running!.start_time).getTime()).toBe(new Date(started.started_time as Date).getTime());
    expect((await sessionOf(owner, opened.session_id)).log_id).toBe(running!.log_id);

    // The simulator ends it at its one-minute limit, a second before the engine's tick that sees it.
    await f.gw.advance(61);
    const ended = await jobRow(f.gw.gateway.db, opened.hpcjob_uuid);
    expect(ended.job_status).toBe('exited');
    const [closed] = await usageOf(opened.session_id);
    expect(closed).toMatchObject({ app_state: 'stopped' });
    expect(new Date(closed!.end_time as Date).getTime()).toBe(new Date(ended.finished_time as Date).getTime());
    await billingTicker(f.gw.gateway.db, new Date(f.gw.now().getTime() + 3600_000));
    const seconds = (new Date(ended.finished_time as Date).getTime() - new Date(started.started_time as Date).getTime()) / 1000;
    expect(seconds).toBe(60);
    const expected = (seconds / 3600) * (await hourlyPrice());
    expect(expected).toBeCloseTo(0.06, 10);
    const [final] = await usageOf(opened.session_id);
    expect(final!.cost).toBeCloseTo(expected, 4);
    expect(await billed()).toBeCloseTo(expected, 4);
    // Billed once: a later run adds nothing.
    await billingTicker(f.gw.gateway.db, new Date(f.gw.now().getTime() + 7200_000));
    expect(await billed()).toBeCloseTo(expected, 4);
    const listed = await owner.op('listRemoteAppLogs', { app_state: 'stopped', limit: 100 });
    expect(listed.body.remoteapp_log_set_set).toContainEqual(
      expect.objectContaining({ log_id: running!.log_id, hpcsw_id: DESKTOP_APP, duration: 60, app_state: 'stopped' }),
    );
  });

  it('is closed when its user ends it; a session that never started has none and costs nothing', async () => {
    const { db } = f.gw.gateway;
    const opened = await open(f, owner, { hpcsw_id: DESKTOP_APP });
    await untilRunning(f, opened.hpcjob_uuid);
    await owner.op('endGraphicsSession', { session_id: opened.session_id });
    await f.gw.advance(2);
    const job = await jobRow(db, opened.hpcjob_uuid);
    expect(job.job_status).toBe('stopped');
    const [closed] = await usageOf(opened.session_id);
    expect(closed).toMatchObject({ app_state: 'stopped' });
    // Closed when the job was stopped (the test's engine clock runs ahead of the database's: never before its start).
    const stoppedAt = Math.max(new Date(job.modified_time as Date).getTime(), new Date(closed!.start_time).getTime());
    expect(new Date(closed!.end_time as Date).getTime()).toBe(stoppedAt);

    await db.query("UPDATE cluster_nodes SET status = 'stopped' WHERE hostname = 'gn001'");
    try {
      const waiting = await open(f, owner, { hpcsw_id: DESKTOP_APP });
      await f.gw.advance(2);
      const before = await billed();
      await owner.op('endGraphicsSession', { session_id: waiting.session_id });
      await f.gw.advance(2);
      await billingTicker(db, new Date(f.gw.now().getTime() + 3600_000));
      expect(await usageOf(waiting.session_id)).toEqual([]);
      expect((await sessionOf(owner, waiting.session_id)).log_id).toBeUndefined();
      expect(await billed()).toBe(before);
    } finally {
      await db.query("UPDATE cluster_nodes SET status = 'active' WHERE hostname = 'gn001'");
    }
  });
});
