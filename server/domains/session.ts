/**
 * Sign-in, sign-out and the identity hand-off (GET /auth/session).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { signOutUrl } from '../auth/identity/oidc';
import { DEFAULT_IDENTITY, type IdentitySettings } from '../auth/identity/settings';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { clearAccount, lockedUntil, recordFailure, throttleKeys, type ThrottleKeys } from '../auth/throttle';
import { createSession, CSRF_COOKIE, deleteSession, SESSION_COOKIE, type Session, type SessionPolicy } from '../auth/sessions';
import { fail } from '../http/failure';
import type { Db } from '../db/database';
import type { Handlers } from '../http/handler-types';
import { DEMO_USER_IDS } from '../seed/identity';

export interface CookieSettings {
  path: string;
  /** Always Secure (HPC_SECURE_COOKIES=1); otherwise Secure when the request came over HTTPS (ADR 0029). */
  secure: boolean;
  /** How long sessions last; the default policy when not given. */
  policy?: SessionPolicy;
}

/** Whether a request reached the gateway over HTTPS: directly, or as a trusted proxy says (HPC_TRUST_PROXY). */
export function overHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export function identity(session: Session) {
  const { user } = session;
  return {
    ...(session.token ? {} : { csrf_token: session.csrfToken }),
    expire_time: session.expireTime.toISOString(),
    user: {
      user_id: user.user_id,
      user_name: user.user_name,
      email: user.email,
      owner: user.owner,
      zone: user.zone,
      zones: user.zones,
      role: user.role,
      verify_status: user.verify_status,
      user_type: user.user_type,
      iamuser_name: user.iamuser_name,
      is_ldap_user: user.is_ldap_user ?? false,
      currency: user.currency,
      lang: user.lang,
    },
  };
}

function setCookies(request: FastifyRequest, reply: FastifyReply, session: Session, cookies: CookieSettings): void {
  const base = {
    path: cookies.path,
    sameSite: 'strict' as const,
    secure: cookies.secure || overHttps(request),
    expires: session.expireTime,
  };
  reply.setCookie(SESSION_COOKIE, session.sessionId, { ...base, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, session.csrfToken, { ...base, httpOnly: false });
}

/** A hash checked when the account does not exist, so that the answer takes as long as for one that does. */
let absentAccountHash: Promise<string> | undefined;

/** Refuses a locked sign-in with when to retry (Retry-After, and the message in minutes). */
export function locked(reply: FastifyReply, until: Date, now: Date): never {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  reply.header('retry-after', String(seconds));
  throw fail.signInLocked(Math.ceil(seconds / 60));
}

/**
 * A failed sign-in (a wrong password, an unknown name): counted against its keys, answered only after the delay the
 * count says, refused as locked once it reaches the limit (ADR 0023).
 */
export async function failedSignIn(db: Db, keys: ThrottleKeys, reply: FastifyReply): Promise<never> {
  const now = new Date();
  const failure = await recordFailure(db, keys, now);
  await sleep(failure.delayMs);
  if (failure.lockedUntil) locked(reply, failure.lockedUntil, now);
  throw fail.unauthorized('login_failed');
}

/** Starts a session after a sign-in: a new id every time, the one this browser had before ended (no session fixation). */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  userId: string,
  cookies: CookieSettings,
): Promise<Session> {
  const before = request.cookies[SESSION_COOKIE];
  if (before) await deleteSession(db, before);
  const session = await createSession(db, userId, cookies.policy);
  setCookies(request, reply, session, cookies);
  return session;
}

export function sessionHandlers(cookies: CookieSettings, settings: IdentitySettings = DEFAULT_IDENTITY) {
  return {
    login: async ({ db, input, request, reply }) => {
      const userName = input.user_name;
      const found = await db.query<{ user_id: string; password_hash: string }>(
        'SELECT user_id, password_hash FROM users WHERE user_id = $1 OR lower(email) = lower($1)',
        [userName],
      );
      // A site that turned the demo accounts off (ADR 0064): they are as if they did not exist.
      const rows = settings.demoAccounts ? found : found.filter((row) => !DEMO_USER_IDS.includes(row.user_id));
      // Failures count per account, whichever of its identifiers (and in whatever case) was typed (ADR 0023).
      const keys = throttleKeys(userName, request.ip, rows[0]?.user_id);
      const lock = await lockedUntil(db, keys, new Date());
      if (lock) locked(reply, lock, new Date());
      const hash = rows[0]?.password_hash ?? (await (absentAccountHash ??= hashPassword('no account has this password')));
      const ok = (await verifyPassword(input.password, hash)) && rows.length > 0;
      if (!ok) return failedSignIn(db, keys, reply);
      await clearAccount(db, keys);
      return identity(await startSession(request, reply, db, rows[0].user_id, cookies));
    },
    logout: async ({ db, session, reply }) => {
      let providerUrl: string | undefined;
      if (session) {
        // Signed in with the provider: its session ends too, at its sign-out URL, where the console goes next.
        const [signedIn] = await db.query<{ id_token: string }>('SELECT id_token FROM session_providers WHERE session_id = $1', [
          session.sessionId,
        ]);
        if (signedIn && settings.oidc) providerUrl = await signOutUrl(settings.oidc, signedIn.id_token);
        await deleteSession(db, session.sessionId);
      }
      reply.clearCookie(SESSION_COOKIE, { path: cookies.path });
      reply.clearCookie(CSRF_COOKIE, { path: cookies.path });
      return providerUrl ? { provider_sign_out_url: providerUrl } : {};
    },
    getSession: async ({ session }) => {
      if (!session) throw fail.unauthorized();
      return identity(session);
    },
  } satisfies Handlers;
}
