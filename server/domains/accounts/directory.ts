/**
 * The account look-ups of the sharing modals: the owner's sub-users with their HPC permission, login accounts
 * and their users, cloud accounts by id or e-mail, and the owner's IAM users.
 */
import { randomInt } from 'node:crypto';
import type { Handlers, Schema } from '../../http/handler-types';
import { fail } from '../../http/failure';
import { isSubUser, iso, like, orderBy, page, who } from './common';

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '!@#%$^&*';

/** A sub-user's initial password: 3 uppercase, 3 lowercase, 3 digits and 2 symbols, shuffled (spec section 5). */
export function subUserPassword(): string {
  const pick = (set: string, n: number) => Array.from({ length: n }, () => set[randomInt(set.length)]);
  const chars = [...pick(UPPER, 3), ...pick(LOWER, 3), ...pick(DIGITS, 3), ...pick(SYMBOLS, 2)];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** A row of the database: the entity with its creation time as read (a Date). */
type Row<Entity extends { create_time?: string }> = Omit<Entity, 'create_time'> & { create_time: Date };

const accountUserOut = (r: Row<Schema<'account-user'>>): Schema<'account-user'> => ({ ...r, create_time: iso(r.create_time) });
const loginAccountOut = (r: Row<Schema<'LoginAccount'>>): Schema<'LoginAccount'> => ({ ...r, create_time: iso(r.create_time) });
const loginAccountUserOut = (r: Row<Schema<'LoginAccountUser'>>): Schema<'LoginAccountUser'> => ({ ...r, create_time: iso(r.create_time) });

/** An IAM user as answered: without an e-mail when it has none (the database holds null). */
function iamUserOut({ email, ...r }: Omit<Row<Schema<'IamUserInfo'>>, 'email'> & { email: string | null }): Schema<'IamUserInfo'> {
  return { ...r, ...(email ? { email } : {}), create_time: iso(r.create_time) };
}

export const directoryHandlers = {
  listSubUsers: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    if (isSubUser(user)) throw fail.forbidden('acc_sub_user_refused');
    const sql = `SELECT u.user_id, u.user_name, u.email, u.create_time, coalesce(p.status, 'disable') AS status
        FROM users u LEFT JOIN permissions p ON p.user_id = u.user_id AND p.zone = $2
       WHERE u.owner = $1 AND u.user_type = 1 AND ($3::text IS NULL OR coalesce(p.status, 'disable') = $3)
         AND ($4::text IS NULL OR u.user_name ILIKE $4 OR u.email ILIKE $4 OR u.user_id ILIKE $4)`;
    const params = [user.owner, input.zone ?? user.zone, input.status ?? null, like(input.search_word)];
    const { rows, total } = await page<{
      user_id: string;
      user_name: string;
      email: string;
      create_time: Date;
      status: Schema<'PermissionStatus'>;
    }>(db, sql, params, orderBy(input, { create_time: 'create_time', user_name: 'user_name' }, 'user_id'), input);
    const sub_user_set: Schema<'sub-user'>[] = [];
    for (const r of rows) {
      let password: string | null = null;
      if (r.status === 'enable') {
        // Shown once: the first listing after the permission opened stores and answers it, later ones answer null.
        const fresh = await db.query<{ password: string }>(
          'INSERT INTO subuser_passwords (user_id, password) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING RETURNING password',
          [r.user_id, subUserPassword()],
        );
        password = fresh[0]?.password ?? null;
      }
      sub_user_set.push({
        user_id: r.user_id,
        user_name: r.user_name,
        email: r.email,
        permission: { status: r.status, password },
        create_time: iso(r.create_time),
      });
    }
    return { total_count: total, sub_user_set };
  },

  describeUsers: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const keys = input.users ?? null;
    const statuses = input.status ?? null;
    // Every account is active in the simulated account system; looking up by id or e-mail finds any account.
    const sql = `SELECT user_id, user_name, email, role, user_type, 'active' AS status,
             CASE WHEN user_type = 1 THEN owner ELSE user_id END AS root_user_id, verify_status, create_time
        FROM users
       WHERE (CASE WHEN $1::text[] IS NULL THEN owner = $2 ELSE (user_id = ANY($1) OR lower(email) = ANY(SELECT lower(k) FROM unnest($1::text[]) k)) END)
         AND ($3::text[] IS NULL OR 'active' = ANY($3))`;
    const { rows, total } = await page<Row<Schema<'account-user'>>>(
      db,
      sql,
      [keys, user.owner, statuses],
      orderBy(input, { create_time: 'create_time', user_name: 'user_name' }, 'user_id'),
      input,
    );
    return { total_count: total, user_set: rows.map(accountUserOut) };
  },

  describeLoginAccounts: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const sql = `SELECT la.login_account, la.owner, false AS is_ldap, la.status, la.create_time,
             (SELECT count(*)::int FROM login_account_users lu WHERE lu.owner = la.owner AND lu.login_account = la.login_account) AS user_count
        FROM login_accounts la
       WHERE la.owner = $1 AND ($2::text[] IS NULL OR la.login_account = ANY($2)) AND ($3::text IS NULL OR la.login_account ILIKE $3)`;
    const params = [user.owner, input.login_accounts ?? null, like(input.search_word)];
    const { rows, total } = await page<Row<Schema<'LoginAccount'>>>(
      db,
      sql,
      params,
      orderBy(input, { create_time: 'create_time', login_account: 'login_account' }, 'login_account'),
      input,
    );
    return { total_count: total, login_account_set: rows.map(loginAccountOut) };
  },

  describeLoginAccountUsers: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const sql = `SELECT lu.login_account, lu.user_id, u.user_name, u.email, u.user_type, false AS is_ldap, lu.create_time
        FROM login_account_users lu JOIN users u USING (user_id)
       WHERE lu.owner = $1 AND ($2::text IS NULL OR lu.login_account = $2) AND ($3::text[] IS NULL OR lu.user_id = ANY($3))
         AND ($4::text IS NULL OR u.user_name ILIKE $4 OR u.email ILIKE $4 OR lu.user_id ILIKE $4)`;
    const params = [user.owner, input.login_account ?? null, input.users ?? null, like(input.search_word)];
    const { rows, total } = await page<Row<Schema<'LoginAccountUser'>>>(
      db,
      sql,
      params,
      orderBy(input, { create_time: 'create_time', user_name: 'user_name' }, 'user_id'),
      input,
    );
    return { total_count: total, login_account_user_set: rows.map(loginAccountUserOut) };
  },

  describeIamUsers: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    // A sub-account's IAM identity (made when it is shared as a member, ADR 0035) is not one of the owner's IAM users.
    const sql = `SELECT iam_user_id, iamuser_name, email, status, create_time FROM iam_users
       WHERE owner = $1 AND (user_id IS NULL OR user_id NOT IN (SELECT user_id FROM users WHERE user_type = 1)) AND ($2::text[] IS NULL OR iam_user_id = ANY($2)) AND ($3::text IS NULL OR status = $3)
         AND ($4::text IS NULL OR iamuser_name ILIKE $4 OR email ILIKE $4)`;
    const params = [user.owner, input.iam_user_ids ?? null, input.status ?? null, like(input.search_word)];
    const { rows, total } = await page<Parameters<typeof iamUserOut>[0]>(
      db,
      sql,
      params,
      orderBy(input, { create_time: 'create_time', iamuser_name: 'iamuser_name' }, 'iam_user_id'),
      input,
    );
    return { total_count: total, iam_user_set: rows.map(iamUserOut) };
  },
} satisfies Handlers;
