/**
 * The bell's reads and marks: the signed-in user's own notifications only (an IAM user's are hers). An id that is
 * not one of them is not there for this user (404, nothing marked), like another account's job.
 */
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { Handlers } from '../../http/handler-types';
import { toNotification, type NotificationRow } from './rows';

export function signedIn(session: Session | null): Session {
  if (!session) throw fail.unauthorized();
  return session;
}

async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL', [
    userId,
  ]);
  return row.n;
}

export const listHandlers = {
  listNotifications: async ({ db, session, input }) => {
    const userId = signedIn(session).user.user_id;
    const rows = await db.query<NotificationRow>('SELECT * FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3', [
      userId,
      input.limit,
      input.offset,
    ]);
    const [total] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1', [userId]);
    return { notification_set: rows.map(toNotification), total_count: total.n, unread_count: await unreadCount(db, userId) };
  },
  markNotificationsRead: async ({ db, session, input }) => {
    const userId = signedIn(session).user.user_id;
    return db.transaction(async (tx) => {
      let ids: string[] | null = null;
      if ('ids' in input && input.ids) {
        const wanted = input.ids.map(String);
        const own = await tx.query<{ id: string }>(
          'SELECT id FROM notifications WHERE id = ANY($1::bigint[]) AND user_id = $2 FOR UPDATE',
          [wanted, userId],
        );
        const found = new Set(own.map((row) => String(row.id)));
        const missing = wanted.find((id) => !found.has(id));
        if (missing) throw fail.notFound('notifications_not_found', { id: missing });
        ids = wanted;
      }
      const marked = await tx.query<{ id: string }>(
        'UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[])) RETURNING id',
        [userId, ids],
      );
      return { marked: marked.length, unread_count: await unreadCount(tx, userId) };
    });
  },
} satisfies Handlers;
