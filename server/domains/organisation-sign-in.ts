/**
 * Sign-in with the organisation's directory or OpenID Connect provider (ADR 0064), beside the console's own
 * accounts (session.ts): what the sign-in page offers, the directory's form, and the provider's round trip.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountFor, SignInRefused } from '../auth/identity/accounts';
import { DirectoryUnavailable, directorySignIn } from '../auth/identity/ldap';
import { finishSignIn, OidcSignInFailed, startSignIn } from '../auth/identity/oidc';
import type { IdentitySettings } from '../auth/identity/settings';
import { clearAccount, lockedUntil, throttleKeys } from '../auth/throttle';
import type { Db } from '../db/database';
import { Failure, fail } from '../http/failure';
import type { Handlers } from '../http/handler-types';
import { DEMO_USER_IDS } from '../seed/identity';
import { failedSignIn, identity, locked, overHttps, startSession, type CookieSettings } from './session';

/** Binds a sign-in under way to the browser that began it (no sign-in forced on another's browser). Lax: the
 * provider's redirect back is a cross-site navigation, which a Strict cookie would not come with. */
const STATE_COOKIE = 'hpc_oidc_state';
const STATE_MINUTES = 10;

/** A path of the console only, never another origin (open redirects); the console's root otherwise. */
export function consolePathOf(next: string | undefined): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.includes('\\') ? next : '/';
}

function toSignInPage(reply: FastifyReply, cookies: CookieSettings, reason: string): FastifyReply {
  return reply.redirect(`${cookies.path}login?sign_in_error=${encodeURIComponent(reason)}`, 302);
}

async function passwordAccountsExist(db: Db, settings: IdentitySettings): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM users WHERE password_hash <> '!' AND NOT (user_id = ANY($1)) LIMIT 1`, [
    settings.demoAccounts ? [] : DEMO_USER_IDS,
  ]);
  return rows.length > 0;
}

function stateCookie(request: FastifyRequest, cookies: CookieSettings) {
  return {
    path: `${cookies.path}api/auth/oidc/`,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: cookies.secure || overHttps(request),
  };
}

export function organisationSignInHandlers(cookies: CookieSettings, settings: IdentitySettings) {
  return {
    getSignInOptions: async ({ db }) => ({
      password: await passwordAccountsExist(db, settings),
      ...(settings.ldap ? { directory: { label: settings.ldap.label } } : {}),
      ...(settings.oidc ? { single_sign_on: { label: settings.oidc.label } } : {}),
    }),

    loginDirectory: async ({ db, input, request, reply }) => {
      if (!settings.ldap) throw fail.notFound('sign_in_not_offered');
      const typed = input.user_name.trim();
      // Counted as the password form's: per name typed (the directory's, apart from the console's own) and per address.
      const keys = throttleKeys(typed, request.ip, `ldap:${typed.toLowerCase()}`);
      const lock = await lockedUntil(db, keys, new Date());
      if (lock) locked(reply, lock, new Date());
      let profile;
      try {
        profile = await directorySignIn(settings.ldap, typed, input.password);
      } catch (error) {
        if (!(error instanceof DirectoryUnavailable)) throw error;
        request.log.warn({ err: error.message }, 'the directory cannot be reached');
        throw new Failure(503, 5030, 'directory_unavailable');
      }
      if (!profile) return failedSignIn(db, keys, reply);
      const userId = await accountFor(db, profile, settings.mapping);
      await clearAccount(db, keys);
      return identity(await startSession(request, reply, db, userId, cookies));
    },

    startOidcSignIn: async ({ db, input, request, reply }) => {
      if (!settings.oidc) return toSignInPage(reply, cookies, 'sign_in_not_offered');
      let url: string;
      let state: string;
      try {
        ({ url, state } = await startSignIn(db, settings.oidc, consolePathOf(input.next)));
      } catch (error) {
        if (!(error instanceof OidcSignInFailed)) throw error;
        request.log.warn({ err: error.message }, 'the identity provider cannot be reached');
        return toSignInPage(reply, cookies, error.reason);
      }
      reply.setCookie(STATE_COOKIE, state, { ...stateCookie(request, cookies), maxAge: STATE_MINUTES * 60 });
      return reply.redirect(url, 302);
    },

    finishOidcSignIn: async ({ db, request, reply }) => {
      if (!settings.oidc) return toSignInPage(reply, cookies, 'sign_in_not_offered');
      const query = new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1 || request.url.length));
      reply.clearCookie(STATE_COOKIE, stateCookie(request, cookies));
      try {
        if (!query.get('state') || request.cookies[STATE_COOKIE] !== query.get('state'))
          throw new OidcSignInFailed('sign_in_expired', 'the sign-in was not begun in this browser');
        const finished = await finishSignIn(db, settings.oidc, query);
        const userId = await accountFor(db, finished.profile, settings.mapping);
        const session = await startSession(request, reply, db, userId, cookies);
        await db.query('INSERT INTO session_providers (session_id, id_token) VALUES ($1, $2)', [session.sessionId, finished.idToken]);
        return reply.redirect(`${cookies.path}${finished.next.slice(1)}`, 302);
      } catch (error) {
        if (error instanceof OidcSignInFailed) {
          request.log.warn({ err: error.message }, 'a sign-in with the identity provider did not finish');
          return toSignInPage(reply, cookies, error.reason);
        }
        if (error instanceof SignInRefused) return toSignInPage(reply, cookies, error.key);
        throw error;
      }
    },
  } satisfies Handlers;
}
