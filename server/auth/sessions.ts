/**
 * Sessions: an opaque id in the HttpOnly, SameSite=Strict `hpc_session` cookie, and a CSRF token that the
 * console echoes in X-CSRF-Token (double submit: the `hpc_csrf` cookie is readable by the page).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

export const SESSION_COOKIE = 'hpc_session';
export const CSRF_COOKIE = 'hpc_csrf';
export const SESSION_HOURS = 12;

export interface SessionUser {
  user_id: string;
  user_name: string;
  email: string;
  owner: string;
  role: string;
  user_type: number;
  iamuser_name: string | null;
  verify_status: string;
  zone: string;
  zones: string[];
  lang: string;
  currency: string;
}

export interface Session {
  sessionId: string;
  csrfToken: string;
  expireTime: Date;
  user: SessionUser;
}

export async function createSession(db: Db, userId: string): Promise<Session> {
  const sessionId = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  const expireTime = new Date(Date.now() + SESSION_HOURS * 3600_000);
  await db.query('INSERT INTO sessions (session_id, user_id, csrf_token, expire_time) VALUES ($1, $2, $3, $4)', [sessionId, userId, csrfToken, expireTime]);
  const session = await findSession(db, sessionId);
  if (!session) throw new Error('session vanished');
  return session;
}

export async function findSession(db: Db, sessionId: string | undefined): Promise<Session | null> {
  if (!sessionId) return null;
  // session_of (migration 0070): the session and its user, unexpired; a function, so that its plan is kept.
  const rows = await db.query<SessionUser & { csrf_token: string; expire_time: Date }>('SELECT * FROM session_of($1)', [sessionId]);
  const row = rows[0];
  if (!row) return null;
  const { csrf_token, expire_time, ...user } = row;
  return { sessionId, csrfToken: csrf_token, expireTime: new Date(expire_time), user };
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE session_id = $1', [sessionId]);
}
