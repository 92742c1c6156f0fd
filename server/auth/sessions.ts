/**
 * Sessions: an opaque id in the HttpOnly, SameSite=Strict `hpc_session` cookie, and a CSRF token that the
 * console echoes in X-CSRF-Token (double submit: the `hpc_csrf` cookie is readable by the page).
 */
import { createHash, randomBytes } from 'node:crypto';
import { keptAnswers } from '../db/answer-cache';
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

/** Sessions kept in this process (found ones only), per database. */
const SESSIONS_KEPT = 10_000;
/** A kept session is looked up again at least this often, whatever the change notices say. */
const SESSION_KEEP_MS = 60_000;

interface KeptSession {
  session: Session;
  foundAt: number;
}

const keptSessions = keptAnswers<KeptSession | null>('auth', SESSIONS_KEPT, (found) => found !== null);

/** The key a session is kept under: a hash of its id, so that the ids themselves are not the keys of a long-lived map. */
function keyOf(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url');
}

/** The session and its user, unexpired, from the database. */
async function lookUp(db: Db, sessionId: string): Promise<Session | null> {
  // session_of (migration 0070): the session and its user, unexpired; a function, so that its plan is kept.
  const rows = await db.query<SessionUser & { csrf_token: string; expire_time: Date }>('SELECT * FROM session_of($1)', [sessionId]);
  const row = rows[0];
  if (!row) return null;
  const { csrf_token, expire_time, ...user } = row;
  // Frozen: one kept session answers many requests.
  Object.freeze(user.zones);
  return Object.freeze({ sessionId, csrfToken: csrf_token, expireTime: new Date(expire_time), user: Object.freeze(user) });
}

/**
 * The signed-in session of a request. With the embedded database, sessions found are kept in this process under the
 * `auth` change version (migration 0071: any change to sessions or users moves it, before the change's caller is
 * answered), so a sign-out, a removed session or a changed user is seen by the very next request; a kept session
 * is given up at its expiry time and looked up again after SESSION_KEEP_MS.
 */
export async function findSession(db: Db, sessionId: string | undefined): Promise<Session | null> {
  if (!sessionId) return null;
  if (!db.changes) return lookUp(db, sessionId);
  const key = keyOf(sessionId);
  const load = async () => {
    const session = await lookUp(db, sessionId);
    return session && { session, foundAt: Date.now() };
  };
  let found = await keptSessions.get(db, key, load);
  const now = Date.now();
  if (found && (found.session.expireTime.getTime() <= now || now - found.foundAt >= SESSION_KEEP_MS)) {
    // Expired or kept long enough: the database decides again.
    keptSessions.delete(db, key);
    found = await keptSessions.get(db, key, load);
  }
  return found?.session ?? null;
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE session_id = $1', [sessionId]);
  // The delete's change notice has already moved the `auth` version; forgetting the session here too is only tidy.
  keptSessions.delete(db, keyOf(sessionId));
}
