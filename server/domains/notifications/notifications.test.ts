import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test-support';
import { refusedUnchanged } from '../../testing/refusals';
import type { JobsGateway } from '../jobs/test-support';
import { CLUSTER, notificationsGateway, submit } from './test-support';

let gw: JobsGateway;
let owner: TestClient;
let alice: TestClient;

beforeAll(async () => {
  gw = await notificationsGateway();
  owner = await gw.client('usr-owner');
  alice = await gw.client('iam-alice');
}, 120_000);
afterAll(() => gw?.close());

const notificationsOf = (uuid: string) =>
  gw.gateway.db.query<{ id: string; user_id: string; ended_as: string; exit_code: number | null; job_name: string }>(
    'SELECT * FROM notifications WHERE hpcjob_uuid = $1 ORDER BY id',
    [uuid],
  );

async function runUntil(uuid: string, done: (status: string) => boolean, step = 5, most = 40): Promise<void> {
  for (let i = 0; i < most; i++) {
    await gw.advance(step);
    const [row] = await gw.gateway.db.query<{ job_status: string }>('SELECT job_status FROM jobs WHERE hpcjob_uuid = $1', [uuid]);
    if (done(row.job_status)) return;
  }
  throw new Error(`job ${uuid} did not get there`);
}

describe('the trigger on jobs (migration 0104)', () => {
  it('writes nothing for the seeded history, thousands of ends or not', async () => {
    expect(await gw.count("SELECT 1 FROM jobs WHERE job_status IN ('finished', 'exited', 'cancelled', 'stopped')")).toBeGreaterThan(0);
    expect(await gw.count('SELECT 1 FROM notifications')).toBe(0);
  });

  it('writes one notification when the loop ends a job: finished, failed, timed out', async () => {
    const ok = await submit(owner, 'ends_well', 'sleep 3');
    const bad = await submit(owner, 'ends_badly', 'sleep 3\nexit 3');
    const slow = await submit(owner, 'ends_late', 'sleep 600', { time_limit: 1 });
    await runUntil(slow, (status) => status === 'exited', 10);
    await runUntil(ok, (status) => status === 'finished');
    await runUntil(bad, (status) => status === 'exited');
    expect(await notificationsOf(ok)).toEqual([
      expect.objectContaining({ ended_as: 'finished', exit_code: 0, job_name: 'ends_well', user_id: 'usr-owner' }),
    ]);
    expect(await notificationsOf(bad)).toEqual([expect.objectContaining({ ended_as: 'failed', exit_code: 3 })]);
    expect(await notificationsOf(slow)).toEqual([expect.objectContaining({ ended_as: 'timed_out', exit_code: 124 })]);
    // Ticks after the end change nothing more.
    await gw.advance(5);
    expect(await notificationsOf(ok)).toHaveLength(1);
  });

  it('writes nothing for a job that stays running', async () => {
    const running = await submit(owner, 'keeps_running', 'sleep 100000');
    await runUntil(running, (status) => status === 'running');
    await gw.advance(5);
    expect(await notificationsOf(running)).toEqual([]);
  });

  it('writes one when the user stops or deletes a job, and again when a resumed job ends', async () => {
    const job = await submit(owner, 'stopped_by_me', 'sleep 100000');
    await runUntil(job, (status) => status === 'running');
    expect((await owner.op('stopJobs', { cluster_id: CLUSTER, job_ids: [job] })).status).toBe(200);
    await runUntil(job, (status) => status === 'stopped', 1);
    expect((await notificationsOf(job)).map((n) => n.ended_as)).toEqual(['stopped']);
    expect((await owner.op('resumeJobs', { cluster_id: CLUSTER, job_ids: [job] })).status).toBe(200);
    await runUntil(job, (status) => status === 'running', 1);
    expect((await owner.op('deleteJobs', { cluster_id: CLUSTER, job_ids: [job] })).status).toBe(200);
    await runUntil(job, (status) => status === 'deleted', 1);
    expect((await notificationsOf(job)).map((n) => n.ended_as)).toEqual(['stopped', 'cancelled']);
  });

  it('writes one whatever wrote the end: out of memory, a purge, a refusal', async () => {
    const { db } = gw.gateway;
    const oom = await submit(owner, 'big_memory', 'sleep 100000');
    const purged = await submit(owner, 'purged', 'sleep 100000');
    await db.query(
      "UPDATE jobs SET job_status = 'exited', exit_code = 137, scheduler_state = 'OUT_OF_MEMORY', finished_time = now() WHERE hpcjob_uuid = $1",
      [oom],
    );
    await db.query("UPDATE jobs SET job_status = 'unknown' WHERE hpcjob_uuid = $1", [purged]);
    expect((await notificationsOf(oom)).map((n) => n.ended_as)).toEqual(['out_of_memory']);
    expect((await notificationsOf(purged)).map((n) => n.ended_as)).toEqual(['unknown']);
  });

  it("notifies the submitter: an IAM user's job is hers, not the account's", async () => {
    const job = await submit(alice, 'alices_job', 'sleep 1');
    await runUntil(job, (status) => status === 'finished');
    expect((await notificationsOf(job)).map((n) => n.user_id)).toEqual(['iam-alice']);
  });
});

describe('the bell: list, unread count, mark as read', () => {
  it('lists the newest first with the unread count, marks one and then all as read', async () => {
    const list = await owner.op('listNotifications', { limit: 20 });
    expect(list.status).toBe(200);
    const names = list.body.notification_set.map((n) => n.job_name);
    expect(names.slice(0, 2)).toEqual(['purged', 'big_memory']);
    expect(names).not.toContain('alices_job');
    expect(list.body.unread_count).toBe(list.body.total_count);
    const first = list.body.notification_set[0];
    expect(first).toMatchObject({ portal: 'hpc', ended_as: 'unknown', read: false, zone: expect.any(String) });
    const one = await owner.op('markNotificationsRead', { ids: [first.id] });
    expect(one.body).toMatchObject({ marked: 1, unread_count: list.body.total_count - 1 });
    expect((await owner.op('markNotificationsRead', { ids: [first.id] })).body.marked).toBe(0);
    const all = await owner.op('markNotificationsRead', { all: true });
    expect(all.body).toMatchObject({ marked: list.body.total_count - 1, unread_count: 0 });
    expect((await owner.op('listNotifications', { limit: 10 })).body.notification_set.every((n) => n.read)).toBe(true);
  });

  it("does not show or mark another user's notification (404, nothing changed)", async () => {
    const hers = (await alice.op('listNotifications', { limit: 10 })).body.notification_set;
    expect(hers.map((n) => n.job_name)).toEqual(['alices_job']);
    await refusedUnchanged(gw, () => owner.op('markNotificationsRead', { ids: [hers[0].id] }), {
      status: 404,
      message: `The notification does not exist: ${hers[0].id}`,
    });
    expect((await alice.op('listNotifications', { limit: 10 })).body.unread_count).toBe(1);
    expect((await owner.op('markNotificationsRead', { all: true })).body.marked).toBe(0);
    expect((await alice.op('listNotifications', { limit: 10 })).body.unread_count).toBe(1);
  });
});

describe('settings: refusals in words, by the field', () => {
  const settings = (client: TestClient, body: Record<string, unknown>) =>
    client.call('POST', '/portal-hpc/notification/updateSettings', { email_enabled: false, webhook_enabled: false, ...body });

  it('refuses e-mail without a mail server, a webhook without URL or secret, and this machine', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ email_enabled: true, email: 'a@example.com' }, 'email_enabled', /no mail server configured/],
      [{ webhook_enabled: true }, 'webhook_url', /Give the webhook URL/],
      [{ webhook_enabled: true, webhook_url: 'https://hooks.example.com/x' }, 'webhook_secret', /needs a signing secret/],
      [{ webhook_url: 'http://127.0.0.1:9/x', new_secret: true }, 'webhook_url', /may not point at this machine.*127\.0\.0\.1/],
      [{ webhook_url: 'http://169.254.169.254/latest', new_secret: true }, 'webhook_url', /link-local/],
      [{ webhook_url: 'http://localhost:8080/x', new_secret: true }, 'webhook_url', /localhost/],
    ];
    for (const [body, field, message] of cases) {
      const answer = await refusedUnchanged(gw, () => settings(owner, body), { status: 409, retCode: 1100, message }, field);
      expect(answer.body.validation, field).toEqual([expect.objectContaining({ location: ['body', field] })]);
    }
  });

  it('refuses what the contract refuses, in words naming the field', async () => {
    const zh = await gw.client('usr-owner', 'zh-cn');
    for (const [body, field] of [
      [{ webhook_url: 'ftp://hooks.example.com/x' }, 'Webhook URL'],
      [{ webhook_url: 'https://user:pw@hooks.example.com/x' }, 'Webhook URL'],
      [{ webhook_secret: 'short' }, 'Webhook 密钥'],
      [{ email: 'not an address' }, '邮箱地址'],
    ] as const) {
      const answer = await refusedUnchanged(gw, () => settings(zh, body), { status: 422 });
      expect(JSON.stringify(answer.body), field).toContain(field);
    }
  });

  it('keeps a webhook with a generated secret, shown once, and refuses a job asking e-mail without an address', async () => {
    const saved = await owner.op('updateNotificationSettings', {
      email_enabled: false,
      webhook_enabled: true,
      webhook_url: 'https://hooks.example.com/hpc',
      new_secret: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.webhook_secret).toMatch(/^[A-Za-z0-9]{32}$/);
    const read = await owner.op('getNotificationSettings', {});
    expect(read.body.settings).toEqual({
      email_enabled: false,
      webhook_enabled: true,
      webhook_url: 'https://hooks.example.com/hpc',
      webhook_secret_set: true,
      email_available: false,
    });
    expect(JSON.stringify(read.body)).not.toContain(String(saved.body.webhook_secret));
    const refused = await refusedUnchanged(
      gw,
      () =>
        owner.call('POST', '/portal-hpc/job/submitJob', {
          priority: 5,
          cluster_id: CLUSTER,
          hpcqueue_id: 'hpcq-tntf0001',
          name: 'mail_me',
          cores: 1,
          submit_type: 'command',
          cmd: 'true',
          notify: 'email',
        }),
      { status: 409, message: /Set an e-mail address in your notification settings/ },
    );
    expect(refused.body.validation).toEqual([expect.objectContaining({ location: ['body', 'notify'] })]);
  });
});
