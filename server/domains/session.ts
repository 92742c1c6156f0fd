/**
 * Sign-in, sign-out and the identity hand-off (GET /auth/session).
 */
import type { FastifyReply } from 'fastify';
import { verifyPassword } from '../auth/passwords';
import { createSession, CSRF_COOKIE, deleteSession, SESSION_COOKIE, type Session } from '../auth/sessions';
import { fail } from '../http/failure';
import type { Handlers } from '../http/contract-routes';

export interface CookieSettings {
  path: string;
  secure: boolean;
}

function identity(session: Session) {
  const { user } = session;
  return {
    csrf_token: session.csrfToken,
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
      is_ldap_user: false,
      currency: user.currency,
      lang: user.lang,
    },
  };
}

function setCookies(reply: FastifyReply, session: Session, cookies: CookieSettings): void {
  const base = { path: cookies.path, sameSite: 'strict' as const, secure: cookies.secure, expires: session.expireTime };
  reply.setCookie(SESSION_COOKIE, session.sessionId, { ...base, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, session.csrfToken, { ...base, httpOnly: false });
}

export function sessionHandlers(cookies: CookieSettings): Handlers {
  return {
    login: async ({ db, input, reply }) => {
      const userName = String(input.user_name);
      const rows = await db.query<{ user_id: string; password_hash: string }>('SELECT user_id, password_hash FROM users WHERE user_id = $1 OR lower(email) = lower($1)', [userName]);
      const ok = rows[0] ? await verifyPassword(String(input.password), rows[0].password_hash) : false;
      if (!ok) throw fail.unauthorized('login_failed');
      const session = await createSession(db, rows[0].user_id);
      setCookies(reply, session, cookies);
      return identity(session);
    },
    logout: async ({ db, session, reply }) => {
      if (session) await deleteSession(db, session.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: cookies.path });
      reply.clearCookie(CSRF_COOKIE, { path: cookies.path });
      return {};
    },
    getSession: async ({ session }) => {
      if (!session) throw fail.unauthorized();
      return identity(session);
    },
  };
}
