/**
 * The user's notification settings (ADR 0059): in-app always; e-mail and a webhook each on or off with their address.
 * The webhook's secret is answered only by the change that set it. A submission's `notify` choice is checked against
 * them (a channel asked for needs its address) and kept on the job for the trigger of migration 0104.
 */
import { randomBytes } from 'node:crypto';
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { Handlers, Schema } from '../../http/handler-types';
import type { NotificationsEnv } from './env';
import { refusedHost } from './addresses';
import { signedIn } from './list';
import type { SettingsRow } from './rows';

async function settingsRow(db: Db, userId: string): Promise<SettingsRow | undefined> {
  return (await db.query<SettingsRow>('SELECT * FROM notification_settings WHERE user_id = $1', [userId]))[0];
}

function toSettings(env: NotificationsEnv, row: SettingsRow | undefined): Schema<'NotificationSettings'> {
  return {
    email_enabled: row?.email_enabled ?? false,
    ...(row?.email ? { email: row.email } : {}),
    webhook_enabled: row?.webhook_enabled ?? false,
    ...(row?.webhook_url ? { webhook_url: row.webhook_url } : {}),
    webhook_secret_set: Boolean(row?.webhook_secret),
    email_available: env.smtp !== null,
  };
}

/** 32 characters of [A-Za-z0-9]. */
function newSecret(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(32)].map((b) => alphabet[b % alphabet.length]).join('');
}

export function preferenceHandlers(env: NotificationsEnv) {
  return {
    getNotificationSettings: async ({ db, session }) => ({
      settings: toSettings(env, await settingsRow(db, signedIn(session).user.user_id)),
    }),
    updateNotificationSettings: async ({ db, session, input, lang }) => {
      const userId = signedIn(session).user.user_id;
      if (input.email_enabled && !env.smtp) throw fail.field(['body', 'email_enabled'], 'unavailable', 'notification_email_unavailable');
      if (input.email_enabled && !input.email) throw fail.field(['body', 'email'], 'required', 'notification_email_required');
      if (input.webhook_enabled && !input.webhook_url)
        throw fail.field(['body', 'webhook_url'], 'required', 'notification_webhook_url_required');
      const host = input.webhook_url ? refusedHost(input.webhook_url, env.allowLoopback) : null;
      if (host) throw fail.field(['body', 'webhook_url'], 'host', 'notification_webhook_host_refused', { host });
      return db.transaction(async (tx) => {
        const kept = (
          await tx.query<{ webhook_secret: string | null }>(
            'SELECT webhook_secret FROM notification_settings WHERE user_id = $1 FOR UPDATE',
            [userId],
          )
        )[0];
        const given = input.new_secret ? newSecret() : input.webhook_secret;
        const secret = given ?? kept?.webhook_secret ?? null;
        if (input.webhook_enabled && !secret)
          throw fail.field(['body', 'webhook_secret'], 'required', 'notification_webhook_secret_required');
        const [row] = await tx.query<SettingsRow>(
          `INSERT INTO notification_settings (user_id, email_enabled, email, webhook_enabled, webhook_url, webhook_secret, lang, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, now())
           ON CONFLICT (user_id) DO UPDATE SET email_enabled = $2, email = $3, webhook_enabled = $4, webhook_url = $5, webhook_secret = $6, lang = $7,
                  updated_at = now()
           RETURNING *`,
          [userId, input.email_enabled, input.email ?? null, input.webhook_enabled, input.webhook_url ?? null, secret, lang],
        );
        return { settings: toSettings(env, row), ...(given ? { webhook_secret: given } : {}) };
      });
    },
  } satisfies Handlers;
}

export type JobNotify = Schema<'JobNotify'>;

/**
 * Keeps the submitter's choice on a job just inserted in `tx` (what makes it a job of the console: ADR 0059); a channel
 * asked for without its address in the settings is refused by the field.
 */
export async function keepJobNotify(tx: Db, session: Session, hpcjobUuid: string, notify: JobNotify = 'default'): Promise<void> {
  if (notify !== 'default' && notify !== 'in_app') {
    const row = await settingsRow(tx, session.user.user_id);
    if ((notify === 'email' || notify === 'all') && !row?.email)
      throw fail.field(['body', 'notify'], 'no_email', 'jobs_notify_email_missing');
    if ((notify === 'webhook' || notify === 'all') && !(row?.webhook_url && row.webhook_secret))
      throw fail.field(['body', 'notify'], 'no_webhook', 'jobs_notify_webhook_missing');
  }
  await tx.query('UPDATE jobs SET notify = $2 WHERE hpcjob_uuid = $1', [hpcjobUuid, notify]);
}
