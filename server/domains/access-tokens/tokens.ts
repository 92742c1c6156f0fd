/**
 * A user's personal access tokens (ADR 0063): made (the token answered once, its secret's hash kept), listed (live
 * ones, and those ended in the last 30 days) and revoked. Making and revoking are in the user's operation log.
 */
import type { Session, SessionUser } from '../../auth/sessions';
import { newToken, scopeWords, TOKEN_SCOPES, type TokenScope } from '../../auth/access-tokens';
import type { Db } from '../../db/database';
import { iso, paging } from '../../db/lists';
import { isUniqueViolation } from '../../db/sql';
import { fail } from '../../http/failure';
import type { InputOf, Schema } from '../../http/handler-types';
import type { Lang } from '../../i18n/messages';
import { recordDone } from '../../operations/records';
import { isIamUser, isSubUser } from '../cluster-access';

/** Live tokens a user may hold at once. */
export const MAX_LIVE_TOKENS = 20;

/** The scopes a user may give a token: admin to an account's owner or a zone administrator only. */
export function scopesAllowed(user: Pick<SessionUser, 'user_type' | 'iamuser_name'>): TokenScope[] {
  return isSubUser(user) || isIamUser(user) ? TOKEN_SCOPES.filter((scope) => scope !== 'admin') : [...TOKEN_SCOPES];
}

interface TokenRow {
  token_id: string;
  name: string;
  scopes: TokenScope[];
  create_time: Date;
  expire_time: Date;
  revoke_time: Date | null;
  last_used_time: Date | null;
  last_used_address: string | null;
}

const COLUMNS = 'token_id, name, scopes, create_time, expire_time, revoke_time, last_used_time, last_used_address';

function tokenOut(row: TokenRow, now: Date): Schema<'AccessToken'> {
  const status = row.revoke_time ? 'revoked' : new Date(row.expire_time) <= now ? 'expired' : 'active';
  return {
    token_id: row.token_id,
    name: row.name,
    scopes: TOKEN_SCOPES.filter((scope) => row.scopes.includes(scope)),
    status,
    create_time: iso(row.create_time),
    expire_time: iso(row.expire_time),
    ...(row.last_used_time ? { last_used_time: iso(row.last_used_time) } : {}),
    ...(row.last_used_address ? { last_used_address: row.last_used_address } : {}),
    ...(row.revoke_time ? { revoke_time: iso(row.revoke_time) } : {}),
  };
}

const logged = (tx: Db, user: SessionUser, action: 'token/create' | 'token/revoke', row: Pick<TokenRow, 'token_id' | 'name'>) =>
  recordDone(tx, {
    action,
    resourceType: 'access_token',
    resourceIds: [row.token_id],
    resourceNames: [row.name],
    owner: user.owner,
    userId: user.user_id,
    zone: user.zone,
  });

export async function createAccessToken(db: Db, session: Session, input: InputOf<'createAccessToken'>, lang: Lang) {
  const { user } = session;
  const allowed = scopesAllowed(user);
  const refused = input.scopes.find((scope) => !allowed.includes(scope));
  if (refused) throw fail.forbidden('token_scope_not_allowed', { scope: scopeWords(refused, lang) });
  const name = input.name.trim();
  const made = newToken();
  const now = new Date();
  const expire = new Date(now.getTime() + input.expires_in_days * 86_400_000);
  try {
    const row = await db.transaction(async (tx) => {
      // An expired token of the name gives it up: it cannot be used again.
      await tx.query(
        'UPDATE access_tokens SET revoke_time = expire_time WHERE user_id = $1 AND lower(name) = lower($2) AND revoke_time IS NULL AND expire_time <= $3',
        [user.user_id, name, now],
      );
      // One at a time per user: the count and the insert agree whatever else makes tokens for the user meanwhile.
      await tx.query('SELECT 1 FROM users WHERE user_id = $1 FOR UPDATE', [user.user_id]);
      const [{ live }] = await tx.query<{ live: number }>(
        'SELECT count(*)::int AS live FROM access_tokens WHERE user_id = $1 AND revoke_time IS NULL AND expire_time > $2',
        [user.user_id, now],
      );
      if (live >= MAX_LIVE_TOKENS) throw fail.conflict('token_limit', { max: MAX_LIVE_TOKENS });
      const [inserted] = await tx.query<TokenRow>(
        `INSERT INTO access_tokens (token_id, user_id, name, scopes, secret_sha256, create_time, expire_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
        [made.tokenId, user.user_id, name, input.scopes, made.secretSha256, now, expire],
      );
      await logged(tx, user, 'token/create', inserted!);
      return inserted!;
    });
    return { access_token: tokenOut(row, now), token: made.token };
  } catch (error) {
    if (isUniqueViolation(error, 'access_tokens_live_name')) throw fail.duplicate('token_name_taken', { name });
    throw error;
  }
}

/** How long an ended token stays in the list. */
const ENDED_SHOWN_DAYS = 30;

export async function listAccessTokens(db: Db, session: Session, input: InputOf<'listAccessTokens'>) {
  const { user } = session;
  const now = new Date();
  const since = new Date(now.getTime() - ENDED_SHOWN_DAYS * 86_400_000);
  const where = 'WHERE user_id = $1 AND coalesce(revoke_time, expire_time) > $2';
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM access_tokens ${where}`, [user.user_id, since]);
  const { limit, offset } = paging(input);
  const rows = await db.query<TokenRow>(
    `SELECT ${COLUMNS} FROM access_tokens ${where} ORDER BY create_time DESC, token_id DESC LIMIT $3 OFFSET $4`,
    [user.user_id, since, limit, offset],
  );
  return { total_count: total, access_token_set: rows.map((row) => tokenOut(row, now)), scopes_allowed: scopesAllowed(user) };
}

export async function revokeAccessToken(db: Db, session: Session, input: InputOf<'revokeAccessToken'>) {
  const { user } = session;
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const [found] = await tx.query<TokenRow>(`SELECT ${COLUMNS} FROM access_tokens WHERE token_id = $1 AND user_id = $2 FOR UPDATE`, [
      input.token_id,
      user.user_id,
    ]);
    if (!found) throw fail.notFound('token_not_found', { id: input.token_id });
    if (found.revoke_time) return found;
    const [revoked] = await tx.query<TokenRow>(`UPDATE access_tokens SET revoke_time = $2 WHERE token_id = $1 RETURNING ${COLUMNS}`, [
      input.token_id,
      now,
    ]);
    await logged(tx, user, 'token/revoke', revoked!);
    return revoked!;
  });
  return { access_token: tokenOut(row, now) };
}
