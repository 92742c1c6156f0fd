/**
 * Requests for more time as their readers see them (ADR 0060): who sees one (its asker, the account's owner, a zone
 * administrator of its cluster's zone), who may decide it, and the contract's TimeExtension.
 */
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { iso } from '../../db/lists';
import type { Schema } from '../../http/handler-types';
import { isZoneAdmin } from '../accounts/public';
import { isIamUser, isSubUser } from '../cluster-access';

export interface ExtensionRow {
  extension_id: string;
  hpcjob_uuid: string;
  cluster_id: string;
  owner: string;
  user_id: string;
  zone: string;
  old_time_limit: number;
  new_time_limit: number;
  reason: string;
  status: Schema<'TimeExtensionStatus'>;
  decided_by: string | null;
  decide_time: Date | null;
  refuse_reason: string | null;
  error: string | null;
  claimed_at: Date | null;
  create_time: Date;
  job_name: string;
  job_id: string | null;
  job_status: Schema<'JobStatus'>;
  cluster_name: string | null;
  user_name: string | null;
  decider_name: string | null;
}

/** The account's owner itself: not one of its sub-users, nor an IAM user acting for it. */
export const isAccountOwner = (user: SessionUser): boolean => user.user_id === user.owner && !isSubUser(user) && !isIamUser(user);

/** Who may approve or refuse requests of an account in a zone (by role, whatever the request's state). */
export const decides = (user: SessionUser, row: Pick<ExtensionRow, 'owner' | 'zone'>): boolean =>
  (isAccountOwner(user) && row.owner === user.owner) || (isZoneAdmin(user) && user.zones.includes(row.zone));

/** An approval under way holds the request this long (longer than a slurmrestd call may take). */
export const CLAIM_MS = 60_000;

const claimed = (row: ExtensionRow, now: number) => row.claimed_at !== null && now - new Date(row.claimed_at).getTime() < CLAIM_MS;

/** Pending and not being approved right now. */
export const open = (row: ExtensionRow, now = Date.now()): boolean => row.status === 'pending' && !claimed(row, now);

export const SELECT = `SELECT t.*, j.name AS job_name, j.job_id, j.job_status, c.cluster_name, u.user_name, d.user_name AS decider_name
    FROM time_extensions t JOIN jobs j ON j.hpcjob_uuid = t.hpcjob_uuid LEFT JOIN clusters c ON c.cluster_id = t.cluster_id
    LEFT JOIN users u ON u.user_id = t.user_id LEFT JOIN users d ON d.user_id = t.decided_by`;

/** SQL over `t`: the requests the user sees; `param` binds a value. */
export function seenSql(user: SessionUser, param: (value: unknown) => string): string {
  const own = `t.user_id = ${param(user.user_id)}`;
  const account = isAccountOwner(user) ? ` OR t.owner = ${param(user.owner)}` : '';
  const zones = isZoneAdmin(user) ? ` OR t.zone = ANY(${param(user.zones)})` : '';
  return `(${own}${account}${zones})`;
}

/** SQL over `t`: the requests the user may decide now. */
export function decidableSql(user: SessionUser, param: (value: unknown) => string): string {
  const account = isAccountOwner(user) ? [`t.owner = ${param(user.owner)}`] : [];
  const zones = isZoneAdmin(user) ? [`t.zone = ANY(${param(user.zones)})`] : [];
  const who = [...account, ...zones];
  return who.length ? `(t.status = 'pending' AND (${who.join(' OR ')}))` : 'false';
}

/** One request the user sees, locked when asked; undefined when unseen or missing. */
export async function seenExtension(db: Db, user: SessionUser, id: string, lock = false): Promise<ExtensionRow | undefined> {
  const params: unknown[] = [id];
  const seen = seenSql(user, (value) => `$${params.push(value)}`);
  const [row] = await db.query<ExtensionRow>(`${SELECT} WHERE t.extension_id = $1 AND ${seen}${lock ? ' FOR UPDATE OF t' : ''}`, params);
  return row;
}

export function extensionOut(row: ExtensionRow, user: SessionUser): Schema<'TimeExtension'> {
  const pending = row.status === 'pending';
  return {
    extension_id: row.extension_id,
    hpcjob_uuid: row.hpcjob_uuid,
    job_name: row.job_name,
    ...(row.job_id ? { job_id: row.job_id } : {}),
    job_status: row.job_status,
    cluster_id: row.cluster_id,
    ...(row.cluster_name ? { cluster_name: row.cluster_name } : {}),
    user_id: row.user_id,
    ...(row.user_name ? { user_name: row.user_name } : {}),
    old_time_limit: row.old_time_limit,
    new_time_limit: row.new_time_limit,
    extra_minutes: row.new_time_limit - row.old_time_limit,
    reason: row.reason,
    status: row.status,
    ...(row.decided_by ? { decided_by: row.decided_by } : {}),
    ...(row.decider_name ? { decider_name: row.decider_name } : {}),
    ...(row.decide_time ? { decide_time: iso(row.decide_time) } : {}),
    ...(row.refuse_reason ? { refuse_reason: row.refuse_reason } : {}),
    ...(pending && row.error ? { error: row.error } : {}),
    create_time: iso(row.create_time),
    may_decide: pending && decides(user, row),
    may_withdraw: pending && row.user_id === user.user_id,
  };
}
