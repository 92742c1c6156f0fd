/**
 * Personal access tokens on the wire (ADR 0063): `Authorization: Bearer hpc_pat_<id>_<secret>`. The id finds the row,
 * the secret is compared as its SHA-256 in constant time. A bad token is refused with its reason and counted as a
 * failed sign-in of the client's address (ADR 0023), whose lock refuses every bearer from it for a while. Each request
 * reads the row (no cache): a revocation holds on every gateway at once. A use is written at most every 30 s.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import { fail, Failure } from '../http/failure';
import type { Schema } from '../http/handler-types';
import { translate, type Lang, type MessageKey } from '../i18n/messages';
import type { Session, SessionUser } from './sessions';
import { ADDRESS_RULE, countFailure, lockedUntilOf } from './throttle';

export type TokenScope = Schema<'AccessTokenScope'>;

export const TOKEN_PREFIX = 'hpc_pat_';
export const TOKEN_SCOPES: readonly TokenScope[] = ['read', 'jobs', 'files', 'admin'];
const SCOPE_WORDS: Record<TokenScope, MessageKey> = {
  read: 'token_scope_read',
  jobs: 'token_scope_jobs',
  files: 'token_scope_files',
  admin: 'token_scope_admin',
};

/** A scope in words, in `lang`. */
export const scopeWords = (scope: TokenScope, lang: Lang): string => translate(SCOPE_WORDS[scope], lang);

const ID_LENGTH = 12;
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const SECRET_BYTES = 32;
/** A token's use is written at most this often. */
export const TOKEN_USE_WRITE_MS = 30_000;

/** The token a request came with, beside its user. */
export interface TokenGrant {
  tokenId: string;
  name: string;
  scopes: readonly TokenScope[];
}

export interface NewToken {
  tokenId: string;
  token: string;
  secretSha256: Buffer;
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

/** A new token: its row's id (`pat-<id>`), the token to hand over once, and the hash kept of its secret. */
export function newToken(): NewToken {
  // The id is not secret (it finds the row): 12 characters of [a-z0-9], each from its own random byte.
  const id = Array.from(randomBytes(ID_LENGTH), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  return { tokenId: `pat-${id}`, token: `${TOKEN_PREFIX}${id}_${secret}`, secretSha256: sha256(secret) };
}

/** The bearer of an Authorization header: undefined without one, null when it is not a token of ours. */
export function bearerOf(header: string | undefined): { tokenId: string; secret: string } | null | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer\s+hpc_pat_([a-z0-9]{12})_([A-Za-z0-9_-]{43})\s*$/i.exec(header);
  return match ? { tokenId: `pat-${match[1]!.toLowerCase()}`, secret: match[2]! } : null;
}

interface TokenRow extends SessionUser {
  name: string;
  scopes: TokenScope[];
  secret_sha256: Buffer | Uint8Array;
  expire_time: Date;
  revoke_time: Date | null;
  last_used_time: Date | null;
}

const USER_COLUMNS =
  'u.user_id, u.user_name, u.email, u.owner, u.role, u.user_type, u.iamuser_name, u.verify_status, u.zone, u.zones, u.lang, u.currency, ' +
  "EXISTS (SELECT 1 FROM external_identities e WHERE e.user_id = u.user_id AND e.provider = 'ldap') AS is_ldap_user";

/**
 * The session of a request made with a bearer token: its user, as a browser's session would have it, and the token.
 * Refuses (401) a header that holds no token of ours, an unknown one, a wrong secret, an expired or a revoked token,
 * each counted against the address; refuses (429) every bearer from an address locked by such failures.
 */
export async function tokenSession(db: Db, header: string, address: string, now = new Date()): Promise<Session & { token: TokenGrant }> {
  const addressKey = `address:${address}`;
  const lock = await lockedUntilOf(db, [addressKey], now);
  if (lock) throw fail.signInLocked(Math.max(1, Math.ceil((lock.getTime() - now.getTime()) / 60_000)));
  const refuse = async (failure: Failure) => {
    const counted = await countFailure(db, addressKey, ADDRESS_RULE, now);
    if (counted.lockedUntil) throw fail.signInLocked(Math.ceil((counted.lockedUntil.getTime() - now.getTime()) / 60_000));
    return failure;
  };
  const bearer = bearerOf(header);
  if (!bearer) throw await refuse(fail.unauthorized('token_invalid'));
  const [row] = await db.query<TokenRow>(
    `SELECT t.name, t.scopes, t.secret_sha256, t.expire_time, t.revoke_time, t.last_used_time, ${USER_COLUMNS}
       FROM access_tokens t JOIN users u ON u.user_id = t.user_id WHERE t.token_id = $1`,
    [bearer.tokenId],
  );
  const given = sha256(bearer.secret);
  if (!row || !timingSafeEqual(Buffer.from(row.secret_sha256), given)) throw await refuse(fail.unauthorized('token_invalid'));
  const { name, scopes, secret_sha256: _secret, expire_time, revoke_time, last_used_time, ...user } = row;
  if (revoke_time) throw await refuse(new Failure(401, 1200, 'token_revoked', { name }));
  if (new Date(expire_time).getTime() <= now.getTime())
    throw await refuse(new Failure(401, 1200, 'token_expired', { name, date: new Date(expire_time).toISOString().slice(0, 10) }));
  if (!last_used_time || now.getTime() - new Date(last_used_time).getTime() >= TOKEN_USE_WRITE_MS) {
    await db.query('UPDATE access_tokens SET last_used_time = $2, last_used_address = $3 WHERE token_id = $1', [
      bearer.tokenId,
      now,
      address,
    ]);
  }
  return {
    sessionId: `token:${bearer.tokenId}`,
    csrfToken: '',
    expireTime: new Date(expire_time),
    user: Object.freeze({ ...user, zones: Object.freeze([...user.zones]) as string[] }),
    token: { tokenId: bearer.tokenId, name, scopes },
  };
}
