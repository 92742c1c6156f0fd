/** The delivery log of the user's e-mails and webhooks: each delivery with its attempts and their answers. */
import type { Handlers, Schema } from '../../http/handler-types';
import { signedIn } from './list';
import { iso, type JobEnd } from './rows';

interface DeliveryLogRow {
  id: string;
  notification_id: string;
  channel: 'email' | 'webhook';
  target: string;
  status: 'pending' | 'sent' | 'failed';
  next_attempt_at: Date | string;
  created_at: Date | string;
  hpcjob_uuid: string;
  portal: 'hpc' | 'ispf';
  zone: string | null;
  job_name: string;
  ended_as: JobEnd;
  attempts: { attempt: number; at: string; http_status: number | null; error: string | null; next_attempt_at: string | null }[];
}

function toAttempt(row: DeliveryLogRow['attempts'][number]): Schema<'DeliveryAttempt'> {
  return {
    attempt: row.attempt,
    at: iso(row.at),
    ...(row.http_status === null ? {} : { http_status: row.http_status }),
    ...(row.error === null ? {} : { error: row.error.slice(0, 500) }),
    ...(row.next_attempt_at === null ? {} : { next_attempt_at: iso(row.next_attempt_at) }),
  };
}

export const deliveryHandlers = {
  listNotificationDeliveries: async ({ db, session, input }) => {
    const userId = signedIn(session).user.user_id;
    const rows = await db.query<DeliveryLogRow>(
      `SELECT d.*, n.hpcjob_uuid, n.portal, n.zone, n.job_name, n.ended_as,
              coalesce((SELECT json_agg(json_build_object('attempt', a.attempt, 'at', a.at, 'http_status', a.http_status, 'error', a.error,
                                                          'next_attempt_at', a.next_attempt_at) ORDER BY a.attempt)
                          FROM notification_attempts a WHERE a.delivery_id = d.id), '[]') AS attempts
         FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id
        WHERE d.user_id = $1 ORDER BY d.id DESC LIMIT $2 OFFSET $3`,
      [userId, input.limit, input.offset],
    );
    const [total] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notification_deliveries WHERE user_id = $1', [userId]);
    return {
      delivery_set: rows.map((row) => ({
        id: Number(row.id),
        notification_id: Number(row.notification_id),
        channel: row.channel,
        target: row.target,
        status: row.status,
        hpcjob_uuid: row.hpcjob_uuid,
        portal: row.portal,
        ...(row.zone ? { zone: row.zone } : {}),
        job_name: row.job_name,
        ended_as: row.ended_as,
        created_at: iso(row.created_at),
        ...(row.status === 'pending' ? { next_attempt_at: iso(row.next_attempt_at) } : {}),
        attempts: row.attempts.map(toAttempt),
      })),
      total_count: total.n,
    };
  },
} satisfies Handlers;
