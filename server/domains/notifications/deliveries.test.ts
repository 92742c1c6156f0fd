import { createServer, type IncomingMessage, type Server } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startTestGateway, type TestGateway } from '../../test-support';
import { addCluster, addQueue } from '../jobs/test-support';
import { CLUSTER, QUEUE, submit } from './test-support';
import { signature, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './webhook';
import { deliveryWorker, retryDelayMs } from './worker';
import { DEMO_ACCOUNTS } from '../../seed/identity';
import { TestClient } from '../../test-support';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A real local SMTP server keeping what it receives. */
async function smtpReceiver(): Promise<{ port: number; mails: string[]; close(): Promise<void> }> {
  const mails: string[] = [];
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push(text);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A real local HTTP receiver answering each POST with the next of `statuses` (200 after them). */
async function webhookReceiver(statuses: number[]): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = statuses[received.length - 1] ?? 200;
      response.end('ok');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
let dir: string;
let gw: TestGateway;
let owner: TestClient;
let clock = Date.now() + 60_000;
const notifications = () => ({ smtp: { host: '127.0.0.1', port: smtp.port, from: 'hpc@example.com', secure: false }, allowLoopback: true });

async function start(): Promise<void> {
  gw = await startTestGateway(dir, { runEngine: false, config: { notifications: notifications(), publicUrl: 'https://hpc.example.com' } });
  owner = new TestClient(gw.api, 'en');
  const account = DEMO_ACCOUNTS.find((a) => a.user_id === 'usr-owner');
  await owner.login('usr-owner', String(account?.password));
}

const worker = () => deliveryWorker({ ...notifications(), basePath: '/_micro_/hpc/', publicUrl: 'https://hpc.example.com' });

/** Waits for what the engine's own delivery ticker does in the background. */
async function waitFor(what: () => Promise<boolean> | boolean): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await what()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('it did not happen');
}

/** Runs the engine until the job ended, the clock moving 5 s a tick; the tick that ends it also starts the delivery ticker's pass. */
async function runToEnd(uuid: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    clock = Math.max(clock + 5000, Date.now() + 2000);
    await gw.gateway.engine.tick(new Date(clock));
    const [row] = await gw.gateway.db.query<{ job_status: string }>('SELECT job_status FROM jobs WHERE hpcjob_uuid = $1', [uuid]);
    if (!['pending', 'running'].includes(row.job_status)) return;
  }
  throw new Error('the job did not end');
}

beforeAll(async () => {
  smtp = await smtpReceiver();
  dir = mkdtempSync(join(tmpdir(), 'hpc-notify-'));
  await start();
  await addCluster(gw.gateway.db, { cluster_id: CLUSTER, nas_id: 'nas-tntf0001' });
  await addQueue(gw.gateway.db, { hpcqueue_id: QUEUE, cluster_id: CLUSTER, queue_name: 'normal', nodes: [{ hostname: 'cn001', cpu: 16 }] });
}, 120_000);
afterAll(async () => {
  await gw?.close();
  await smtp?.close();
});

describe('e-mail when a job ends', () => {
  it('sends the end to a real SMTP server: the job name, how it ended, a link to the job, in the user language', async () => {
    const zh = new TestClient(gw.api, 'zh-cn');
    zh.cookies = owner.cookies;
    zh.csrf = owner.csrf;
    const saved = await zh.op('updateNotificationSettings', { email_enabled: true, email: 'owner@example.com', webhook_enabled: false });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const job = await submit(owner, 'mail_me', 'sleep 2\nexit 2');
    await runToEnd(job);
    await waitFor(() => smtp.mails.length === 1);
    const mail = smtp.mails[0];
    expect(mail).toMatch(/^To: owner@example\.com/m);
    expect(mail).toMatch(/^From: hpc@example\.com/m);
    // The subject is encoded (RFC 2047): the body says it again in plain quoted-printable UTF-8.
    const body = Buffer.from(
      mail
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, '%$1'),
      'latin1',
    ).toString();
    const text = decodeURIComponent(body.replace(/%(?![0-9A-F]{2})/g, '%25'));
    expect(text).toContain('作业「mail_me」运行失败');
    expect(text).toContain('退出码：2');
    expect(text).toContain(`https://hpc.example.com/_micro_/hpc/pek3/hpc/jobs/${job}`);
    await waitFor(async () => (await owner.op('listNotificationDeliveries', { limit: 10 })).body.delivery_set[0]?.status === 'sent');
    const log = await owner.op('listNotificationDeliveries', { limit: 10 });
    expect(log.body.delivery_set[0]).toMatchObject({
      channel: 'email',
      target: 'owner@example.com',
      status: 'sent',
      job_name: 'mail_me',
      attempts: [{ attempt: 1 }],
    });
  });
});

describe('webhook when a job ends', () => {
  it('posts a signed body; 500 twice then 200 is retried with back-off, survives a restart, and the log shows the three answers', async () => {
    const receiver = await webhookReceiver([500, 500]);
    try {
      const saved = await owner.op('updateNotificationSettings', {
        email_enabled: false,
        webhook_enabled: true,
        webhook_url: receiver.url,
        new_secret: true,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const secret = String(saved.body.webhook_secret);
      const job = await submit(owner, 'hook_me', 'sleep 2');
      await runToEnd(job);
      const ended = clock;
      // The engine's tick that ended the job made the first attempt.
      await waitFor(
        async () =>
          (
            await gw.gateway.db.query(
              "SELECT 1 FROM notification_attempts a JOIN notification_deliveries d ON d.id = a.delivery_id WHERE d.channel = 'webhook'",
            )
          ).length === 1,
      );
      expect(receiver.received).toHaveLength(1);
      // Not due before its back-off.
      expect(await worker().pass(gw.gateway.db, new Date(ended + retryDelayMs(1) - 1000))).toBe(0);
      // A restart between attempts: the outbox is in the database.
      await gw.gateway.close();
      await start();
      expect(await worker().pass(gw.gateway.db, new Date(ended + retryDelayMs(1)))).toBe(1);
      expect(await worker().pass(gw.gateway.db, new Date(ended + retryDelayMs(1) + retryDelayMs(2) - 1000))).toBe(0);
      expect(await worker().pass(gw.gateway.db, new Date(ended + retryDelayMs(1) + retryDelayMs(2)))).toBe(1);
      expect(await worker().pass(gw.gateway.db, new Date(ended + 3_600_000))).toBe(0);
      expect(receiver.received).toHaveLength(3);
      for (const { headers, body } of receiver.received) {
        const timestamp = String(headers[TIMESTAMP_HEADER]);
        expect(headers[SIGNATURE_HEADER]).toBe(signature(secret, timestamp, body));
        expect(headers[SIGNATURE_HEADER]).not.toBe(signature('another secret!!', timestamp, body));
        expect(JSON.parse(body)).toMatchObject({
          event: 'job.ended',
          job: {
            hpcjob_uuid: job,
            name: 'hook_me',
            ended_as: 'finished',
            exit_code: 0,
            url: `https://hpc.example.com/_micro_/hpc/pek3/hpc/jobs/${job}`,
          },
        });
      }
      const log = await owner.op('listNotificationDeliveries', { limit: 10 });
      const delivery = log.body.delivery_set[0];
      expect(delivery).toMatchObject({ channel: 'webhook', status: 'sent', target: receiver.url });
      expect(delivery.attempts.map((a) => [a.attempt, a.http_status, Boolean(a.next_attempt_at)])).toEqual([
        [1, 500, true],
        [2, 500, true],
        [3, 200, false],
      ]);
      expect(Date.parse(String(delivery.attempts[0].next_attempt_at)) - Date.parse(delivery.attempts[0].at)).toBe(retryDelayMs(1));
    } finally {
      await receiver.close();
    }
  });

  it('claims a delivery once: two workers at the same moment send it once', async () => {
    const receiver = await webhookReceiver([]);
    try {
      await owner.op('updateNotificationSettings', { email_enabled: false, webhook_enabled: true, webhook_url: receiver.url });
      const job = await submit(owner, 'hook_once', 'sleep 100000');
      // Ended by a statement, not by a tick (whose own worker would send it first).
      await gw.gateway.db.query("UPDATE jobs SET job_status = 'exited', exit_code = 1 WHERE hpcjob_uuid = $1", [job]);
      const tried = await Promise.all([worker().pass(gw.gateway.db, new Date(clock)), worker().pass(gw.gateway.db, new Date(clock))]);
      expect(tried.reduce((a, b) => a + b, 0)).toBe(1);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});
