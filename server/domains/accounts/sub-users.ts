/**
 * Sub-accounts of the signed-in owner (ADR 0020): creating one with the password the console generated, and opening
 * HPC for one (its permission in the zone, as the open-permission step does for the signed-in user). Only the
 * account owner does either: sub-users and IAM users are refused.
 */
import { randomInt } from 'node:crypto';
import { hashPassword } from '../../auth/passwords';
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import type { Handlers, InputOf, Schema } from '../../http/handler-types';
import { fail } from '../../http/failure';
import { hpcConfig, requirePermissionOpener, supportsHpc } from '../permission';
import { isSubUser, iso, who } from './common';

const ID_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

function ownerOnly(user: SessionUser): SessionUser {
  if (isSubUser(user) || user.iamuser_name) throw fail.forbidden('acc_owner_only');
  return user;
}

interface SubUserRow {
  user_id: string;
  user_name: string;
  email: string;
  create_time: Date;
  status: Schema<'PermissionStatus'> | null;
}

async function subUserOf(db: Db, owner: string, userId: string, zone: string): Promise<Schema<'sub-user'>> {
  const [row] = await db.query<SubUserRow>(
    `SELECT u.user_id, u.user_name, u.email, u.create_time, p.status FROM users u LEFT JOIN permissions p ON p.user_id = u.user_id AND p.zone = $3
      WHERE u.user_id = $1 AND u.owner = $2 AND u.user_type = 1`,
    [userId, owner, zone],
  );
  if (!row) throw fail.notFound('acc_sub_user_not_found', { id: userId });
  return {
    user_id: row.user_id,
    user_name: row.user_name,
    email: row.email,
    permission: { status: row.status ?? 'disable', password: null },
    create_time: iso(row.create_time),
  };
}

/**
 * What enableSubUserPermission reads. The contract requires RequestIdentity's zone there, outside the branch that
 * lists the properties, so the generated type keeps it optional: it is named here.
 */
type EnableSubUserPermissionInput = InputOf<'enableSubUserPermission'> & { zone: Schema<'Zone'> };

export const subUsersHandlers = {
  createSubUser: async (ctx) => {
    const { db, input } = ctx;
    const user = ownerOnly(who(ctx));
    const { email } = input;
    const passwordHash = await hashPassword(input.password);
    const userId = await db.transaction(async (tx) => {
      const taken = await tx.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
      if (taken.length) throw fail.conflict('acc_email_taken', { email });
      const id = `usr-${Array.from({ length: 8 }, () => ID_CHARS[randomInt(ID_CHARS.length)]).join('')}`;
      await tx.query(
        "INSERT INTO users (user_id, user_name, email, password_hash, owner, role, user_type, zone, zones, lang, currency) VALUES ($1, $2, $3, $4, $5, 'user', 1, $6, $7, $8, $9)",
        [id, input.user_name, email, passwordHash, user.owner, user.zone, user.zones, user.lang, user.currency],
      );
      return id;
    });
    return { sub_user: await subUserOf(db, user.owner, userId, input.zone ?? user.zone) };
  },

  enableSubUserPermission: async (ctx) => {
    const { db } = ctx;
    const input = ctx.input as EnableSubUserPermissionInput;
    const user = ownerOnly(who(ctx));
    const { zone, sub_user_id: subUserId } = input;
    await subUserOf(db, user.owner, subUserId, zone);
    requirePermissionOpener(user, { user_id: subUserId, user_type: 1, owner: user.owner });
    if (!supportsHpc(await hpcConfig(db, zone), zone)) throw fail.notFound('config_missing');
    await db.transaction(async (tx) => {
      const [{ next }] = await tx.query<{ next: number }>('SELECT coalesce(max(uid), 10000)::int + 1 AS next FROM permissions');
      await tx.query(
        `INSERT INTO permissions (user_id, zone, status, uid, gid, open_time) VALUES ($1, $2, 'enable', $3, 10001, now())
         ON CONFLICT (user_id, zone) DO UPDATE SET status = 'enable', uid = coalesce(permissions.uid, EXCLUDED.uid), gid = coalesce(permissions.gid, EXCLUDED.gid), open_time = coalesce(permissions.open_time, now())`,
        [subUserId, zone, next],
      );
    });
    return { sub_user: await subUserOf(db, user.owner, subUserId, zone) };
  },
} satisfies Handlers;
