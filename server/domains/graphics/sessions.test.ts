import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestClient } from '../../test-support';
import { refusedUnchanged } from '../../testing/refusals';
import { shareCluster } from '../../testing/shares';
import { diffState, stateOf } from '../../testing/snapshot';
import { jobRow } from '../jobs/test-support';
import { DESKTOP_APP, open, sessionOf, startGraphicsGateway, TERMINAL, untilRunning, type GraphicsFixture } from './test-support';

const C = 'ehpc-gsx00001';
const Q = 'hpcq-gsx00001';
let f: GraphicsFixture;
const users: Record<'owner' | 'sub' | 'alice' | 'admin', TestClient> = {} as never;

beforeAll(async () => {
  f = await startGraphicsGateway(C, Q);
  const { db } = f.gw.gateway;
  await shareCluster(db, C, 'usr-sub', 'readwrite');
  await shareCluster(db, C, 'iam-alice', 'readwrite');
  users.owner = await f.gw.client('usr-owner');
  users.sub = await f.gw.client('usr-sub');
  users.alice = await f.gw.client('iam-alice');
  users.admin = await f.gw.client('usr-admin');
}, 120_000);
afterAll(() => f?.gw.close());
afterEach(async () => {
  vi.useRealTimers();
  // The submission keys of this file's jobs are let go, as 10 s later (see open in ./test-support.ts).
  await f.gw.gateway.db.query('UPDATE jobs SET submit_key = NULL WHERE cluster_id = $1', [C]);
});

const count = (sql: string, params: unknown[] = []) => f.gw.count(sql, params);
const sessionsOf = (userId: string) => count('SELECT 1 FROM graphics_sessions WHERE user_id = $1', [userId]);
const jobsOf = (userId: string) => count('SELECT 1 FROM jobs WHERE user_id = $1 AND cluster_id = $2', [userId, C]);

describe('opening a session', () => {
  it('submits a job of the user through the jobs domain, answered queued; the simulator runs it without a display', async () => {
    const answer = await users.sub.op('openGraphicsSession', {
      hpcsw_id: TERMINAL,
      cluster_id: C,
      hpcqueue_id: Q,
      cores: 2,
      time_limit: 30,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const opened = answer.body.graphics_session;
    expect(opened).toMatchObject({
      hpcsw_id: TERMINAL,
      app_name: 'Terminal (xterm)',
      cluster_id: C,
      cluster_name: 'test_cluster',
      user_id: 'usr-sub',
      status: 'queued',
      pending_reason: 'accepted',
      cores: 2,
      time_limit: 30,
      display: false,
      may_end: true,
      may_extend: true,
    });
    expect(opened.session_id).toMatch(/^gs-[a-z0-9]{10}$/);
    const job = await jobRow(f.gw.gateway.db, opened.hpcjob_uuid);
    expect(job).toMatchObject({
      user_id: 'usr-sub',
      name: 'desktop-Terminal-xterm',
      submit_type: 'command',
      cores: 2,
      time_limit: 30,
      hpcqueue_id: Q,
    });
    const submitted = await f.gw.gateway.db.query('SELECT user_id FROM operations WHERE action = $1 AND $2 = ANY(resource_ids)', [
      'job/submitJob',
      opened.hpcjob_uuid,
    ]);
    expect(submitted).toEqual([{ user_id: 'usr-sub' }]);
    // In the user's job list like any job.
    const listed = await users.sub.op('listJobs', { cluster_id: C, search_word: 'desktop-Terminal' });
    expect(listed.body.job_set.map((j) => j.hpcjob_uuid)).toContain(opened.hpcjob_uuid);

    await untilRunning(f, opened.hpcjob_uuid);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(f.gw.now().getTime() + 10 * 60_000);
    const running = await sessionOf(users.sub, opened.session_id);
    expect(running).toMatchObject({ status: 'running', node: 'gn001', display: false, may_end: true });
    expect(running.start_time).toBeTruthy();
    const left = running.time_left ?? -1;
    // Started within the engine's last tick, 10 minutes ago by the clock set here.
    expect(left).toBeGreaterThan(20 * 60 - 5);
    expect(left).toBeLessThanOrEqual(20 * 60);
  });

  it('refuses the same session again at once (a second click), as the same job submitted twice', async () => {
    const body = { hpcsw_id: DESKTOP_APP, cluster_id: C, hpcqueue_id: Q, cores: 1, time_limit: 45 };
    const first = await users.alice.op('openGraphicsSession', body);
    expect(first.status).toBe(200);
    await refusedUnchanged(f.gw, () => users.alice.op('openGraphicsSession', body), {
      status: 409,
      retCode: 2400,
      message: 'Please do not duplicate submissions',
    });
    expect(await sessionsOf('iam-alice')).toBe(1);
    await users.alice.op('endGraphicsSession', { session_id: first.body.graphics_session.session_id });
  });

  it('refuses a read-only member (403) and writes nothing', async () => {
    await shareCluster(f.gw.gateway.db, C, 'usr-sub', 'readonly');
    try {
      await refusedUnchanged(
        f.gw,
        () => users.sub.op('openGraphicsSession', { hpcsw_id: TERMINAL, cluster_id: C, hpcqueue_id: Q, cores: 1, time_limit: 60 }),
        { status: 403, retCode: 1300 },
      );
    } finally {
      await shareCluster(f.gw.gateway.db, C, 'usr-sub', 'readwrite');
    }
  });

  it('leaves nothing when the core-hour quota refuses the job', async () => {
    const { db } = f.gw.gateway;
    await db.query(
      `INSERT INTO cluster_users (cluster_id, account, owner, uid, password_hash, allocated_core_hours, storage_quota, storage_used, status)
       VALUES ($1, 'alice', 'usr-owner', 10100, '!', 1, 0, 0, 'active')`,
      [C],
    );
    try {
      const before = await stateOf(f.gw);
      const refused = await users.alice.op('openGraphicsSession', {
        hpcsw_id: TERMINAL,
        cluster_id: C,
        hpcqueue_id: Q,
        cores: 4,
        time_limit: 60,
      });
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.message).toMatch(/core-hours/);
      expect(diffState(before, await stateOf(f.gw))).toEqual([]);
      expect(await sessionsOf('iam-alice')).toBe(1);
      expect(await jobsOf('iam-alice')).toBe(1);
    } finally {
      await db.query("DELETE FROM cluster_users WHERE cluster_id = $1 AND account = 'alice'", [C]);
    }
  });

  it('names the form field a rule refuses: the queue, the cores', async () => {
    const body = { hpcsw_id: TERMINAL, cluster_id: C, hpcqueue_id: Q, cores: 1, time_limit: 60 };
    const located = async (changed: Partial<typeof body>, field: string, message: RegExp) => {
      const answer = await refusedUnchanged(f.gw, () => users.owner.op('openGraphicsSession', { ...body, ...changed }), {
        status: 409,
        retCode: 1100,
        message,
      });
      expect(answer.body.validation).toEqual([expect.objectContaining({ location: ['body', field] })]);
    };
    await located({ cores: 9 }, 'cores', /8/);
    await located({ hpcqueue_id: 'hpcq-zzz00001' }, 'hpcqueue_id', /queue/i);
  });

  it('refuses each bad field of the form by the contract (422), naming it', async () => {
    const body = { hpcsw_id: TERMINAL, cluster_id: C, hpcqueue_id: Q, cores: 1, time_limit: 60 };
    const bad: [keyof typeof body, unknown][] = [
      ['hpcsw_id', 'xterm'],
      ['cluster_id', 'cluster-1'],
      ['hpcqueue_id', 'normal'],
      ['cores', 0],
      ['time_limit', 43_201],
    ];
    for (const [field, value] of bad) {
      const answer = await refusedUnchanged(
        f.gw,
        () => users.owner.call('POST', '/portal-hpc/graphics/session/open', { ...body, [field]: value }),
        { status: 422, retCode: 1100 },
        field,
      );
      expect(answer.body.validation, field).toEqual([expect.objectContaining({ location: ['body', field] })]);
    }
  });

  it('refuses an application the user cannot open there, an inactive cluster and an account in arrears', async () => {
    const body = { hpcsw_id: TERMINAL, cluster_id: C, hpcqueue_id: Q, cores: 1, time_limit: 60 };
    // Fluent is commercial: without a passed application it is not in the user's graphics list.
    await refusedUnchanged(f.gw, () => users.owner.op('openGraphicsSession', { ...body, hpcsw_id: 'hpcsw-fluent23' }), {
      status: 404,
      message: 'The graphics application hpcsw-fluent23 is not in your graphics list',
    });
    // Another account's user does not see the cluster.
    await refusedUnchanged(f.gw, () => users.admin.op('openGraphicsSession', body), { status: 404 });
    const { db } = f.gw.gateway;
    await db.query("UPDATE clusters SET status = 'stopped' WHERE cluster_id = $1", [C]);
    try {
      await refusedUnchanged(f.gw, () => users.owner.op('openGraphicsSession', body), {
        status: 409,
        retCode: 2100,
        message: /is not active/,
      });
    } finally {
      await db.query("UPDATE clusters SET status = 'active' WHERE cluster_id = $1", [C]);
    }
    const [{ available }] = await db.query<{ available: number }>("SELECT available FROM account_balances WHERE owner = 'usr-owner'");
    await db.query("UPDATE account_balances SET available = -5 WHERE owner = 'usr-owner'");
    try {
      await refusedUnchanged(f.gw, () => users.sub.op('openGraphicsSession', body), {
        status: 409,
        retCode: 2500,
        message: 'Lack of balance',
      });
    } finally {
      await db.query("UPDATE account_balances SET available = $1 WHERE owner = 'usr-owner'", [available]);
    }
  });
});

describe('reading, ending and giving more time', () => {
  it('lists only the reader’s own sessions, newest first, live or ended; another user’s is not found', async () => {
    const first = await open(f, users.owner, { hpcsw_id: DESKTOP_APP });
    const second = await open(f, users.owner);
    const live = await users.owner.op('listGraphicsSessions', {});
    expect(live.status).toBe(200);
    const ids = live.body.graphics_session_set.map((s) => s.session_id);
    expect(ids.indexOf(second.session_id)).toBeLessThan(ids.indexOf(first.session_id));
    expect(live.body.graphics_session_set.every((s) => s.user_id === 'usr-owner')).toBe(true);
    const alices = (await users.alice.op('listGraphicsSessions', { status: 'all', limit: 100 })).body.graphics_session_set;
    expect(alices.length).toBeGreaterThan(0);
    expect(alices.every((s) => s.user_id === 'iam-alice')).toBe(true);
    expect((await users.admin.op('listGraphicsSessions', { status: 'all' })).body).toMatchObject({
      total_count: 0,
      graphics_session_set: [],
    });
    for (const other of [users.alice, users.admin, users.sub]) {
      await refusedUnchanged(f.gw, () => other.op('getGraphicsSession', { session_id: first.session_id }), {
        status: 404,
        message: /does not exist/,
      });
      await refusedUnchanged(f.gw, () => other.op('endGraphicsSession', { session_id: first.session_id }), { status: 404 });
      await refusedUnchanged(f.gw, () => other.op('extendGraphicsSession', { session_id: first.session_id, extra_minutes: 5 }), {
        status: 404,
      });
    }
    await refusedUnchanged(f.gw, () => users.owner.op('getGraphicsSession', { session_id: 'gs-nosuch0001' }), { status: 404 });

    const ended = await users.owner.op('endGraphicsSession', { session_id: first.session_id });
    expect(ended.body.graphics_session).toMatchObject({ status: 'ended', end_reason: 'ended_by_user', may_end: false, may_extend: false });
    const liveNow = (await users.owner.op('listGraphicsSessions', { status: 'live', limit: 100 })).body.graphics_session_set;
    expect(liveNow.map((s) => s.session_id)).not.toContain(first.session_id);
    const endedNow = await users.owner.op('listGraphicsSessions', { status: 'ended', limit: 100 });
    expect(endedNow.body.graphics_session_set.map((s) => s.session_id)).toContain(first.session_id);
    expect(endedNow.body.graphics_session_set.every((s) => s.status === 'ended')).toBe(true);
    expect(endedNow.body.total_count).toBe(endedNow.body.graphics_session_set.length);
  });

  it('ends a running session by stopping its job (recorded as a stop); a second end answers it unchanged', async () => {
    const opened = await open(f, users.sub);
    await untilRunning(f, opened.hpcjob_uuid);
    const ended = await users.sub.op('endGraphicsSession', { session_id: opened.session_id });
    expect(ended.status).toBe(200);
    expect(ended.body.graphics_session).toMatchObject({ status: 'ended', end_reason: 'ended_by_user', may_end: false });
    const stop = await f.gw.gateway.db.query<{ user_id: string }>(
      'SELECT user_id FROM operations WHERE action = $1 AND $2 = ANY(resource_ids)',
      ['job/stopJobs', opened.hpcjob_uuid],
    );
    expect(stop).toEqual([{ user_id: 'usr-sub' }]);
    await f.gw.advance(2);
    expect((await jobRow(f.gw.gateway.db, opened.hpcjob_uuid)).job_status).toBe('stopped');
    const state = await stateOf(f.gw);
    const again = await users.sub.op('endGraphicsSession', { session_id: opened.session_id });
    expect(again.status).toBe(200);
    expect(again.body.graphics_session).toMatchObject({ status: 'ended', end_reason: 'ended_by_user' });
    expect(diffState(state, await stateOf(f.gw))).toEqual([]);
  });

  it('refuses a read-only member ending or extending its own session (403), which then shows neither', async () => {
    const opened = await open(f, users.sub);
    await shareCluster(f.gw.gateway.db, C, 'usr-sub', 'readonly');
    try {
      expect(await sessionOf(users.sub, opened.session_id)).toMatchObject({ may_end: false, may_extend: false });
      await refusedUnchanged(f.gw, () => users.sub.op('endGraphicsSession', { session_id: opened.session_id }), { status: 403 });
      await refusedUnchanged(f.gw, () => users.sub.op('extendGraphicsSession', { session_id: opened.session_id, extra_minutes: 5 }), {
        status: 403,
      });
    } finally {
      await shareCluster(f.gw.gateway.db, C, 'usr-sub', 'readwrite');
    }
  });

  it('gives more time within the queue’s maximum, refuses past it by extra_minutes, and an ended session', async () => {
    const { db } = f.gw.gateway;
    await db.query('UPDATE queues SET max_time_limit = 120 WHERE hpcqueue_id = $1', [Q]);
    try {
      const opened = await open(f, users.owner, { time_limit: 60 });
      await untilRunning(f, opened.hpcjob_uuid);
      const more = await users.owner.op('extendGraphicsSession', { session_id: opened.session_id, extra_minutes: 30 });
      expect(more.status, JSON.stringify(more.body)).toBe(200);
      expect(more.body.graphics_session).toMatchObject({ status: 'running', time_limit: 90 });
      expect((await jobRow(db, opened.hpcjob_uuid)).time_limit).toBe(90);
      const over = await refusedUnchanged(
        f.gw,
        () => users.owner.op('extendGraphicsSession', { session_id: opened.session_id, extra_minutes: 31 }),
        {
          status: 409,
          retCode: 1100,
          message: 'The new limit of 121 minutes passes the queue’s longest time of 120 minutes',
        },
      );
      expect(over.body.validation).toEqual([expect.objectContaining({ location: ['body', 'extra_minutes'] })]);
      expect(
        (await users.owner.op('extendGraphicsSession', { session_id: opened.session_id, extra_minutes: 30 })).body.graphics_session
          .time_limit,
      ).toBe(120);
      await users.owner.op('endGraphicsSession', { session_id: opened.session_id });
      await refusedUnchanged(f.gw, () => users.owner.op('extendGraphicsSession', { session_id: opened.session_id, extra_minutes: 1 }), {
        status: 409,
        retCode: 2100,
        message: /has ended/,
      });
    } finally {
      await db.query('UPDATE queues SET max_time_limit = NULL WHERE hpcqueue_id = $1', [Q]);
    }
  });

  it('moves the live version of the user’s jobs when a session is opened, ended and given more time', async () => {
    const changes = f.gw.gateway.db.changes;
    if (!changes) throw new Error('no change versions');
    const version = () => changes.version(['job_live', 'job_live:usr-owner']);
    const opened = await open(f, users.owner);
    let before = await version();
    await users.owner.op('extendGraphicsSession', { session_id: opened.session_id, extra_minutes: 5 });
    expect(await version()).toBeGreaterThan(before);
    before = await version();
    await users.owner.op('endGraphicsSession', { session_id: opened.session_id });
    expect(await version()).toBeGreaterThan(before);
  });
});

describe('how a session ends', () => {
  it('ends at its time limit (the simulator’s TIMEOUT)', async () => {
    const opened = await open(f, users.owner, { time_limit: 1 });
    await untilRunning(f, opened.hpcjob_uuid);
    await f.gw.advance(61);
    await f.gw.advance(1);
    const ended = await sessionOf(users.owner, opened.session_id);
    expect(ended).toMatchObject({ status: 'ended', end_reason: 'time_limit', may_end: false });
    expect(ended.end_time).toBeTruthy();
  });

  it('never started when its job was deleted while it waited; app_exited and failed (with its last words) from its job', async () => {
    const { db } = f.gw.gateway;
    // Its queue's one node is out of service: the session waits, then its job is deleted from the job list.
    await db.query("UPDATE cluster_nodes SET status = 'stopped' WHERE hostname = 'gn001'");
    try {
      const waiting = await open(f, users.owner);
      await f.gw.advance(1);
      await f.gw.advance(1);
      expect(await sessionOf(users.owner, waiting.session_id)).toMatchObject({ status: 'queued' });
      expect((await users.owner.op('deleteJobs', { cluster_id: C, job_ids: [waiting.hpcjob_uuid] })).status).toBe(200);
      await f.gw.advance(2);
      await f.gw.advance(2);
      expect(await sessionOf(users.owner, waiting.session_id)).toMatchObject({ status: 'ended', end_reason: 'not_started' });
    } finally {
      await db.query("UPDATE cluster_nodes SET status = 'active' WHERE hostname = 'gn001'");
    }

    const exited = await open(f, users.owner);
    await untilRunning(f, exited.hpcjob_uuid);
    await db.query("UPDATE jobs SET job_status = 'finished', exit_code = 0, finished_time = now() WHERE hpcjob_uuid = $1", [
      exited.hpcjob_uuid,
    ]);
    expect(await sessionOf(users.owner, exited.session_id)).toMatchObject({ status: 'ended', end_reason: 'app_exited' });

    const failed = await open(f, users.owner);
    await untilRunning(f, failed.hpcjob_uuid);
    const job = await jobRow(db, failed.hpcjob_uuid);
    const { realPath, storageOf } = await import('../jobs/public');
    const storage = await storageOf(db, { dataDir: () => f.gw.dataDir }, { portal: 'hpc', cluster_id: C });
    const stderr = storage && realPath(storage, String(job.stderr_path));
    if (!stderr) throw new Error('no standard error file');
    const { appendFileSync } = await import('node:fs');
    appendFileSync(stderr, 'warning: something\ngraphics session: Terminal (xterm) is not installed on gn001 (no xterm there)\n\n');
    await db.query("UPDATE jobs SET job_status = 'exited', exit_code = 127, finished_time = now() WHERE hpcjob_uuid = $1", [
      failed.hpcjob_uuid,
    ]);
    expect(await sessionOf(users.owner, failed.session_id)).toMatchObject({
      status: 'ended',
      end_reason: 'failed',
      end_message: 'graphics session: Terminal (xterm) is not installed on gn001 (no xterm there)',
    });
  });

  it('answers a session whose job row is gone, ended (never 5xx)', async () => {
    const opened = await open(f, users.owner);
    await f.gw.gateway.db.query('DELETE FROM jobs WHERE hpcjob_uuid = $1', [opened.hpcjob_uuid]);
    expect(await sessionOf(users.owner, opened.session_id)).toMatchObject({
      status: 'ended',
      end_reason: 'not_started',
      cores: 1,
      time_limit: opened.time_limit,
    });
    expect((await users.owner.op('endGraphicsSession', { session_id: opened.session_id })).status).toBe(200);
    expect((await users.owner.op('extendGraphicsSession', { session_id: opened.session_id, extra_minutes: 5 })).status).toBe(409);
    expect((await users.owner.op('listGraphicsSessions', { status: 'ended', limit: 100 })).status).toBe(200);

    // One that ran: its usage ends with its job's row, it is not billed on.
    const ran = await open(f, users.owner);
    await untilRunning(f, ran.hpcjob_uuid);
    await f.gw.gateway.db.query('DELETE FROM jobs WHERE hpcjob_uuid = $1', [ran.hpcjob_uuid]);
    expect(await sessionOf(users.owner, ran.session_id)).toMatchObject({ status: 'ended', end_reason: 'ended_by_user' });
    const usage = await f.gw.gateway.db.query('SELECT app_state FROM remote_app_logs WHERE session_id = $1', [ran.session_id]);
    expect(usage).toEqual([{ app_state: 'stopped' }]);
  });
});
