/**
 * Tokens for slurmrestd's rest_auth/jwt, minted here from the cluster's JWT key (what `scontrol token` does): HS256
 * over the key file's raw bytes, claims `sun` (the user name), `iat` and `exp`. One token per user, kept until a
 * minute before it expires, so that a sync ticker does not sign on every request.
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** Lifespan of a minted token (seconds). */
export const TOKEN_LIFESPAN_S = 600;
/** A cached token is renewed once it has less than this left (seconds). */
const RENEW_BEFORE_S = 60;

export interface SlurmTokens {
  /** A valid token for `user`: the cached one, or a new one. */
  token(user: string): string;
}

const base64url = (value: Buffer | string): string => Buffer.from(value).toString('base64url');

/** One signed token (exported for tests). */
export function mintSlurmToken(key: Buffer, user: string, nowS: number, lifespanS = TOKEN_LIFESPAN_S): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ exp: nowS + lifespanS, iat: nowS, sun: user }));
  const signature = createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** Tokens signed with the key in `keyFile` (read once, on the first token). `now` is for tests. */
export function slurmTokens(keyFile: string, now: () => number = Date.now): SlurmTokens {
  let key: Buffer | undefined;
  const cache = new Map<string, { token: string; exp: number }>();
  return {
    token(user) {
      const nowS = Math.floor(now() / 1000);
      const cached = cache.get(user);
      if (cached && cached.exp - nowS > RENEW_BEFORE_S) return cached.token;
      key ??= readFileSync(keyFile);
      const token = mintSlurmToken(key, user, nowS);
      cache.set(user, { token, exp: nowS + TOKEN_LIFESPAN_S });
      return token;
    },
  };
}
