/**
 * Applications for commercial software and the zone administrator's decision on them (ADR 0025). A user applies
 * (applySoftware, software.ts): the application waits, pending, for a zone administrator (role zone_admin) of the
 * cluster's zone, who lists it (listSoftwareApplications) and passes or rejects it (reviewSoftwareApplication), a
 * rejection with the reason the applicant then reads on its application (the contract requires it). Every other
 * user lists only the applications it made itself and may decide none (403).
 */
import type { SessionUser } from '../../auth/sessions';
import type { Handlers, Schema } from '../../http/handler-types';
import { fail } from '../../http/failure';
import { contractName, iso, orderBy, page, who } from './common';

export const isZoneAdmin = (user: Pick<SessionUser, 'role'>): boolean => user.role === 'zone_admin';

interface ApplicationRow {
  apply_id: string;
  hpcsw_id: string;
  sw_name: string;
  sw_ver: string;
  cluster_id: string;
  cluster_name: string | null;
  zone: string;
  user_id: string;
  user_name: string | null;
  owner: string;
  reason: string;
  reject_reason: string | null;
  status: Schema<'ApprovalStatus'>;
  create_time: Date;
  status_time: Date;
}

function applicationOut({ cluster_name, user_name, reject_reason, ...r }: ApplicationRow): Schema<'software-application'> {
  return {
    ...r,
    ...contractName(cluster_name),
    ...(user_name ? { user_name } : {}),
    ...(reject_reason ? { reject_reason } : {}),
    create_time: iso(r.create_time),
    status_time: iso(r.status_time),
  };
}

/** The applications a user sees: a zone administrator those on the clusters of its zones, anyone else its own. */
const SEEN = `SELECT a.apply_id, a.hpcsw_id, s.sw_name, s.sw_ver, a.cluster_id, c.cluster_name, c.zone, a.user_id, u.user_name, a.owner, a.reason, a.reject_reason, a.status, a.create_time, a.status_time
    FROM software_applications a JOIN software s USING (hpcsw_id) JOIN clusters c ON c.cluster_id = a.cluster_id LEFT JOIN users u ON u.user_id = a.user_id
   WHERE (CASE WHEN $1 THEN c.zone = ANY($2) ELSE a.user_id = $3 END)`;
const seenParams = (user: SessionUser) => [isZoneAdmin(user), user.zones, user.user_id];

export const softwareApplicationHandlers = {
  listSoftwareApplications: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const sql = `SELECT * FROM (${SEEN}) a WHERE ($4::text IS NULL OR status = $4)`;
    const order = orderBy(input, { create_time: 'create_time', status_time: 'status_time' }, 'apply_id');
    const { rows, total } = await page<ApplicationRow>(db, sql, [...seenParams(user), input.status ?? null], order, input);
    return { total_count: total, apply_set: rows.map(applicationOut) };
  },

  reviewSoftwareApplication: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    if (!isZoneAdmin(user)) throw fail.forbidden('acc_review_zone_admin_only');
    const { apply_id: applyId, status } = input;
    // Required with a rejection and refused with an approval by the contract; kept as the administrator wrote it.
    const rejectReason = status === 'rejected' ? (input.reject_reason?.trim() ?? null) : null;
    return db.transaction(async (tx) => {
      const [application] = await tx.query<ApplicationRow>(`SELECT * FROM (${SEEN}) a WHERE apply_id = $4`, [...seenParams(user), applyId]);
      if (!application) throw fail.notFound('acc_application_not_found', { id: applyId });
      // The row lock makes two decisions on one application one: the second finds it decided.
      const [locked] = await tx.query<{ status: string }>('SELECT status FROM software_applications WHERE apply_id = $1 FOR UPDATE', [
        applyId,
      ]);
      if (locked.status !== 'pending') throw fail.conflict('acc_application_decided', { id: applyId });
      await tx.query('UPDATE software_applications SET status = $2, reject_reason = $3, status_time = now() WHERE apply_id = $1', [
        applyId,
        status,
        rejectReason,
      ]);
      return { apply_id: applyId, hpcsw_id: application.hpcsw_id, cluster_id: application.cluster_id, status };
    });
  },
} satisfies Handlers;
