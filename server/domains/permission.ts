/**
 * Whether the HPC service is open for the user in a zone, the open-permission step and who may open it.
 */
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { fail } from '../http/failure';
import type { Handlers, Schema } from '../http/handler-types';
import { isIamUser, isSubUser } from './cluster-access';

interface PermissionRow {
  user_id: string;
  zone: string;
  status: Schema<'PermissionStatus'>;
  uid: number | null;
  gid: number | null;
  open_time: Date | null;
}

/** The permission as the contract answers it: uid, gid and when it opened only once open. */
function answer(row: PermissionRow): Schema<'permission'> {
  const base = { user_id: row.user_id, zone: row.zone, status: row.status };
  if (row.status !== 'enable' || row.uid === null || row.gid === null) return { ...base, open_time: null };
  return { ...base, uid: row.uid, gid: row.gid, open_time: row.open_time ? new Date(row.open_time).toISOString() : null };
}

interface HpcConfig {
  is_public_cloud?: boolean;
  supported_zones?: { zone: string; hpc?: boolean }[];
}

/** The hpc-config entry of the zone's namespace, else of the default namespace. */
export async function hpcConfig(db: Db, zone: string): Promise<HpcConfig | undefined> {
  const rows = await db.query<{ value: HpcConfig }>(
    "SELECT value FROM config_entries WHERE key = 'hpc-config' AND namespace IN ($1, 'default') ORDER BY namespace = 'default'",
    [zone],
  );
  return rows[0]?.value;
}

/** Only zones configured for HPC are supported (spec section 6): listed among the supported zones, with HPC. */
export function supportsHpc(config: HpcConfig | undefined, zone: string): boolean {
  if (!config) return false;
  return !config.supported_zones || config.supported_zones.some((z) => z.zone === zone && z.hpc !== false);
}

/**
 * Who opens a user's HPC permission (ADR 0020, ADR 0042), for both routes that open one: a user opens its own,
 * agreeing to the agreement (permission/enable), but a sub-account's is opened by its main account only
 * (subuser/permission/enable), never by the sub-account itself nor by an IAM user; nobody opens another user's.
 */
export function requirePermissionOpener(
  actor: Pick<SessionUser, 'user_id' | 'user_type' | 'owner'> & Partial<Pick<SessionUser, 'iamuser_name'>>,
  target: { user_id: string; user_type: number; owner: string },
): void {
  if (target.user_type === 1) {
    if (actor.user_id === target.user_id) throw fail.forbidden('permission_opened_by_main_account');
    if (actor.user_id !== target.owner || isSubUser(actor) || isIamUser(actor)) throw fail.forbidden('acc_owner_only');
    return;
  }
  if (actor.user_id !== target.user_id) throw fail.forbidden('claim_mismatch');
}

export const permissionHandlers = {
  getPermission: async ({ db, session, input }) => {
    if (!session) throw fail.unauthorized();
    const userId = input.user_id;
    // The contract: a user_id in the path other than the signed-in user's is refused (403), whatever the role.
    if (userId !== session.user.user_id) throw fail.forbidden('claim_mismatch');
    const zone = input.zone ?? session.user.zone;
    const rows = await db.query<PermissionRow>(
      'SELECT user_id, zone, status, uid, gid, open_time FROM permissions WHERE user_id = $1 AND zone = $2',
      [userId, zone],
    );
    return answer(rows[0] ?? { user_id: userId, zone, status: 'disable', uid: null, gid: null, open_time: null });
  },
  enablePermission: async ({ db, session, input }) => {
    if (!session) throw fail.unauthorized();
    requirePermissionOpener(session.user, session.user);
    const zone = input.zone ?? session.user.zone;
    const config = await hpcConfig(db, zone);
    if (!supportsHpc(config, zone)) throw fail.notFound('config_missing');
    if ((config?.is_public_cloud ?? true) && input.agreement_accepted !== true) throw fail.conflict('agreement_required');
    const row = await db.transaction(async (tx) => {
      const [{ next }] = await tx.query<{ next: number }>('SELECT coalesce(max(uid), 10000)::int + 1 AS next FROM permissions');
      const rows = await tx.query<PermissionRow>(
        `INSERT INTO permissions (user_id, zone, status, uid, gid, open_time) VALUES ($1, $2, 'enable', $3, 10001, now())
         ON CONFLICT (user_id, zone) DO UPDATE SET status = 'enable', uid = coalesce(permissions.uid, EXCLUDED.uid), gid = coalesce(permissions.gid, EXCLUDED.gid), open_time = coalesce(permissions.open_time, now())
         RETURNING user_id, zone, status, uid, gid, open_time`,
        [session.user.user_id, zone, next],
      );
      return rows[0];
    });
    const opened = answer(row);
    if (opened.uid === undefined || opened.gid === undefined) throw new Error('an opened permission has a uid and a gid');
    return { status: opened.status, uid: opened.uid, gid: opened.gid, ...(opened.open_time ? { open_time: opened.open_time } : {}) };
  },
} satisfies Handlers;
