/**
 * Sessions: an opaque id in the HttpOnly, SameSite=Strict `hpc_session` cookie, and a CSRF token that the
 * console echoes in X-CSRF-Token (double submit: the `hpc_csrf` cookie is readable by the page).
 */
import { createHash, randomBytes } from 'node:crypto';
import { keptAnswers } from '../db/answer-cache';
import type { Db } from '../db/database';
import type { TokenGrant } from './access-tokens';
import type { Schema } from '../http/handler-types';

export const SESSION_COOKIE = 'hpc_session';
export const CSRF_COOKIE = 'hpc_csrf';
/** The absolute lifetime of a session, from sign-in (HPC_SESSION_HOURS). */
export const SESSION_HOURS = 12;
/** A session unused this long ends (HPC_SESSION_IDLE_MINUTES). */
export const SESSION_IDLE_MINUTES = 30;
/** When a session was last used is written at most this often per session (session_activity, migration 0086). */
export const ACTIVITY_WRITE_MS = 30_000;

/** How long sessions last (ADR 0029). */
export interface SessionPolicy {
  /** From sign-in to the end, whatever the use. */
  lifetimeMs: number;
  /** Without any request; 0 for none. */
  idleMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = { lifetimeMs: SESSION_HOURS * 3_600_000, idleMs: SESSION_IDLE_MINUTES * 60_000 };

type ContractUser = Schema<'user-session'>;

/** The signed-in user, its fields typed as the contract's user-session. */
export interface SessionUser {
  user_id: string;
  user_name: string;
  email: string;
  owner: string;
  role: ContractUser['role'];
  user_type: ContractUser['user_type'];
  iamuser_name: string | null;
  verify_status: ContractUser['verify_status'];
  zone: string;
  zones: string[];
  lang: ContractUser['lang'];
  /** Signed in with the organisation's directory (ADR 0064). */
  is_ldap_user?: boolean;
  currency: NonNullable<ContractUser['currency']>;
}

export interface Session {
  sessionId: string;
  csrfToken: string;
  expireTime: Date;
  user: SessionUser;
  /** The personal access token the request came with (ADR 0063); absent for a browser's session. */
  token?: TokenGrant;
}

/**
 * A new session for a user who just signed in: always a new id (the one the browser had before, if any, is ended by
 * the caller), expiring after the policy's lifetime.
 */
export async function createSession(db: Db, userId: string, policy: SessionPolicy = DEFAULT_SESSION_POLICY): Promise<Session> {
  const sessionId = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  const now = Date.now();
  const expireTime = new Date(now + policy.lifetimeMs);
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO sessions (session_id, user_id, csrf_token, create_time, expire_time) VALUES ($1, $2, $3, $4, $5)', [
      sessionId,
      userId,
      csrfToken,
      new Date(now),
      expireTime,
    ]);
    await tx.query('INSERT INTO session_activity (session_id, last_seen) VALUES ($1, $2)', [sessionId, new Date(now)]);
  });
  const session = await findSession(db, sessionId, policy);
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
  /** When the session was last used, as far as this process knows (ms). */
  lastSeen: number;
  /** When this process last wrote lastSeen to session_activity (ms). */
  writtenAt: number;
}

const keptSessions = keptAnswers<KeptSession | null>('auth', SESSIONS_KEPT, (found) => found !== null);

/** The key a session is kept under: a hash of its id, so that the ids themselves are not the keys of a long-lived map. */
function keyOf(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url');
}

/** The session and its user, unexpired, from the database. */
async function lookUp(db: Db, sessionId: string): Promise<KeptSession | null> {
  // session_of (migration 0070): the session and its user, unexpired; a function, so that its plan is kept.
  const rows = await db.query<SessionUser & { csrf_token: string; expire_time: Date; last_seen: Date | null }>(
    'SELECT so.*, (SELECT last_seen FROM session_activity WHERE session_id = $1) AS last_seen FROM session_of($1) so',
    [sessionId],
  );
  const row = rows[0];
  if (!row) return null;
  const { csrf_token, expire_time, last_seen, ...user } = row;
  // Frozen: one kept session answers many requests.
  Object.freeze(user.zones);
  const session = Object.freeze({ sessionId, csrfToken: csrf_token, expireTime: new Date(expire_time), user: Object.freeze(user) });
  const now = Date.now();
  // A session from before migration 0086 has its create time as last use; one without a row counts from now.
  const lastSeen = last_seen ? new Date(last_seen).getTime() : now;
  return { session, foundAt: now, lastSeen, writtenAt: lastSeen };
}

/** When the session was last used, from the database (another gateway may have seen it since). */
async function lastSeenOf(db: Db, sessionId: string): Promise<number | null> {
  const rows = await db.query<{ last_seen: Date }>('SELECT last_seen FROM session_activity WHERE session_id = $1', [sessionId]);
  return rows[0] ? new Date(rows[0].last_seen).getTime() : null;
}

/**
 * Idle sessions end: a session unused for the policy's idle time is deleted (so every gateway refuses it) and not
 * answered. A use is recorded in this process at once and in the database at most every ACTIVITY_WRITE_MS, so the
 * idle time is kept to within that much across gateways.
 */
async function stillActive(db: Db, kept: KeptSession, policy: SessionPolicy): Promise<boolean> {
  const now = Date.now();
  if (policy.idleMs > 0 && now - kept.lastSeen >= policy.idleMs) {
    const seen = await lastSeenOf(db, kept.session.sessionId);
    if (seen !== null) kept.lastSeen = Math.max(kept.lastSeen, seen);
    if (now - kept.lastSeen >= policy.idleMs) {
      await deleteSession(db, kept.session.sessionId);
      return false;
    }
  }
  kept.lastSeen = now;
  if (now - kept.writtenAt >= ACTIVITY_WRITE_MS) {
    kept.writtenAt = now;
    await db.query(
      'INSERT INTO session_activity (session_id, last_seen) SELECT $1, $2 WHERE EXISTS (SELECT 1 FROM sessions WHERE session_id = $1) ' +
        'ON CONFLICT (session_id) DO UPDATE SET last_seen = GREATEST(session_activity.last_seen, EXCLUDED.last_seen)',
      [kept.session.sessionId, new Date(now)],
    );
  }
  return true;
}

/**
 * The signed-in session of a request. With the embedded database, sessions found are kept in this process under the
 * `auth` change version (migration 0071: any change to sessions or users moves it, before the change's caller is
 * answered), so a sign-out, a removed session or a changed user is seen by the very next request; a kept session
 * is given up at its expiry time and looked up again after SESSION_KEEP_MS.
 */
export async function findSession(
  db: Db,
  sessionId: string | undefined,
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
): Promise<Session | null> {
  if (!sessionId) return null;
  if (!db.changes) {
    const found = await lookUp(db, sessionId);
    return found && (await stillActive(db, found, policy)) ? found.session : null;
  }
  const key = keyOf(sessionId);
  const load = () => lookUp(db, sessionId);
  let found = await keptSessions.get(db, key, load);
  const now = Date.now();
  if (found && (found.session.expireTime.getTime() <= now || now - found.foundAt >= SESSION_KEEP_MS)) {
    // Expired or kept long enough: the database decides again (what this process saw of its use is kept).
    const lastSeen = found.lastSeen;
    keptSessions.delete(db, key);
    found = await keptSessions.get(db, key, load);
    if (found) found.lastSeen = Math.max(found.lastSeen, lastSeen);
  }
  if (!found) return null;
  return (await stillActive(db, found, policy)) ? found.session : null;
}

/**
 * When the session will end if it is not used again (ms: its absolute end, or its last use plus the idle time), or
 * null when it has ended: signed out, replaced by a new sign-in, expired, its user removed, or idle (then deleted, as a
 * request would). Reading it is not a use. With the embedded database the answer kept under the `auth` version is
 * used (with what this process saw of its use); the web terminal asks again whenever that version moves (ADR 0043).
 */
export async function sessionEndsAt(db: Db, sessionId: string, policy: SessionPolicy = DEFAULT_SESSION_POLICY): Promise<number | null> {
  const found = db.changes ? await keptSessions.get(db, keyOf(sessionId), () => lookUp(db, sessionId)) : await lookUp(db, sessionId);
  if (!found) return null;
  const now = Date.now();
  const expires = found.session.expireTime.getTime();
  if (expires <= now) return null;
  if (policy.idleMs <= 0) return expires;
  if (now - found.lastSeen >= policy.idleMs) {
    const seen = await lastSeenOf(db, sessionId);
    if (seen !== null) found.lastSeen = Math.max(found.lastSeen, seen);
    if (now - found.lastSeen >= policy.idleMs) {
      await deleteSession(db, sessionId);
      return null;
    }
  }
  return Math.min(expires, found.lastSeen + policy.idleMs);
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE session_id = $1', [sessionId]);
  // The delete's change notice has already moved the `auth` version; forgetting the session here too is only tidy.
  keptSessions.delete(db, keyOf(sessionId));
}
