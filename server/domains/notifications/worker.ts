/**
 * The outbox worker (ADR 0059): an engine ticker, so only the gateway that leads runs it (ADR 0037). Each pass claims
 * due deliveries (SKIP LOCKED, a claim that expires: a gateway that dies mid-send leaves the row to the next), sends
 * them outside any transaction, and records each attempt with its answer and the next try. Back-off 30 s × 4ⁿ,
 * six attempts, then failed. Everything is in rows: a restart between attempts loses none.
 */
import type { Db } from '../../db/database';
import type { Ticker } from '../../operations/runner';
import { smtpMailer, type Mailer } from './email';
import { jobLink, type NotificationsEnv } from './env';
import type { NotificationRow, SettingsRow } from './rows';
import { postWebhook } from './webhook';
import { endLine, langOf, mailOf } from './words';

export const FIRST_RETRY_MS = 30_000;
export const MAX_ATTEMPTS = 6;
const CLAIM_SECONDS = 60;
const BATCH = 20;

/** The wait after the n-th failed attempt (1-based). */
export const retryDelayMs = (attempt: number) => FIRST_RETRY_MS * 4 ** (attempt - 1);

interface Claimed {
  id: string;
  notification_id: string;
  channel: 'email' | 'webhook';
  target: string;
  attempts: number;
}

interface Outcome {
  ok: boolean;
  status: number | null;
  error: string | null;
}

async function claimDue(db: Db, now: Date): Promise<Claimed[]> {
  return db.query<Claimed>(
    `UPDATE notification_deliveries d SET claimed_until = $1::timestamptz + make_interval(secs => $2)
      WHERE d.id IN (SELECT id FROM notification_deliveries
                      WHERE status = 'pending' AND next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until <= $1)
                      ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING d.id, d.notification_id, d.channel, d.target, d.attempts`,
    [now, CLAIM_SECONDS, BATCH],
  );
}

async function record(db: Db, delivery: Claimed, outcome: Outcome, now: Date): Promise<void> {
  const attempt = delivery.attempts + 1;
  const last = !outcome.ok && attempt >= MAX_ATTEMPTS;
  const next = outcome.ok || last ? null : new Date(now.getTime() + retryDelayMs(attempt));
  await db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO notification_attempts (delivery_id, attempt, at, http_status, error, next_attempt_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING',
      [delivery.id, attempt, now, outcome.status, outcome.error, next],
    );
    await tx.query(
      'UPDATE notification_deliveries SET attempts = $2, status = $3, next_attempt_at = coalesce($4, next_attempt_at), claimed_until = NULL WHERE id = $1',
      [delivery.id, attempt, outcome.ok ? 'sent' : last ? 'failed' : 'pending', next],
    );
  });
}

/** The JSON a webhook receives. */
export function webhookBody(env: NotificationsEnv, n: NotificationRow, deliveryId: string, lang: 'zh' | 'en'): string {
  return JSON.stringify({
    event: 'job.ended',
    notification_id: Number(n.id),
    delivery_id: Number(deliveryId),
    text: endLine(n, lang),
    job: {
      hpcjob_uuid: n.hpcjob_uuid,
      name: n.job_name,
      portal: n.portal,
      ended_as: n.ended_as,
      exit_code: n.exit_code,
      ended_at: new Date(n.ended_at).toISOString(),
      url: jobLink(env, n),
    },
  });
}

async function send(db: Db, env: NotificationsEnv, mailer: () => Mailer | null, delivery: Claimed, now: Date): Promise<Outcome> {
  const [n] = await db.query<NotificationRow>('SELECT * FROM notifications WHERE id = $1', [delivery.notification_id]);
  const [settings] = await db.query<SettingsRow>('SELECT * FROM notification_settings WHERE user_id = $1', [n.user_id]);
  const lang = langOf(settings?.lang);
  if (delivery.channel === 'email') {
    const smtp = mailer();
    if (!smtp) return { ok: false, status: null, error: 'no SMTP server configured (HPC_SMTP_HOST)' };
    try {
      await smtp.send(delivery.target, mailOf(n, lang, jobLink(env, n)));
      return { ok: true, status: null, error: null };
    } catch (error) {
      return { ok: false, status: null, error: (error instanceof Error ? error.message : String(error)).slice(0, 500) };
    }
  }
  if (!settings?.webhook_secret) return { ok: false, status: null, error: 'no webhook secret' };
  const answer = await postWebhook(
    delivery.target,
    settings.webhook_secret,
    webhookBody(env, n, delivery.id, lang),
    now,
    env.allowLoopback,
  );
  return { ok: answer.status !== null && answer.status >= 200 && answer.status < 300, ...answer };
}

export interface DeliveryWorker {
  /** One pass at `now`: every due delivery claimed, sent and recorded; answers how many were tried. */
  pass(db: Db, now: Date): Promise<number>;
  ticker: Ticker;
  /** Waits for a pass under way and closes the SMTP connection. */
  close(): Promise<void>;
}

export function deliveryWorker(env: NotificationsEnv): DeliveryWorker {
  let mailer: Mailer | null = null;
  const mailerOf = () => (env.smtp ? (mailer ??= smtpMailer(env.smtp)) : null);
  let running: Promise<unknown> | null = null;
  const pass = async (db: Db, now: Date) => {
    const due = await claimDue(db, now);
    for (const delivery of due) await record(db, delivery, await send(db, env, mailerOf, delivery, now), now);
    return due.length;
  };
  return {
    pass,
    // A slow receiver must not hold the engine's tick: the pass goes on in the background, one at a time.
    ticker: async (db, now) => {
      if (running) return;
      running = pass(db, now)
        .catch((error: unknown) => console.error('notification deliveries:', error))
        .finally(() => (running = null));
    },
    close: async () => {
      await running;
      mailer?.close();
    },
  };
}
