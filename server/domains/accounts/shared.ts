/**
 * Shared clusters: the owner shares clusters with IAM users of its account or its HPC-opened sub-accounts (shared
 * members, ADR 0035), who get an account on the cluster. A shared member sees only itself and is refused every change (403). Each change mirrors the
 * member's permission into cluster_shares (./shares.ts), so every domain sees it (ADR 0006).
 */
import { hashPassword } from '../../auth/passwords';
import type { Handlers, Schema } from '../../http/handler-types';
import { fail } from '../../http/failure';
import type { Step } from '../../operations/runner';
import { iso, jobAccountSql, like, newId, orderBy, page, record, requireActive, who } from './common';
import { isSharedMember, memberClusters, memberIdentity, membersOnCluster, ownedCluster } from './shared-model';
import { sharedLimitHandlers } from './shared-limits';
import { sharedClustersHandlers } from './shared-clusters';
import { sharedMemberClusterIds, sharedMemberUserIds, syncShares } from './shares';

interface SharedUserRow extends Omit<Schema<'shared-user'>, 'email' | 'clusters' | 'create_time'> {
  email: string | null;
  used_cpu_time: number;
  create_time: Date;
}

function sharedUserOut({ email, ...r }: SharedUserRow, clusters: Schema<'SharedUserCluster'>[]): Schema<'shared-user'> {
  return { ...r, ...(email ? { email } : {}), used_cpu_time: Math.round(r.used_cpu_time), create_time: iso(r.create_time), clusters };
}

export const sharedHandlers = {
  ...sharedLimitHandlers,
  ...sharedClustersHandlers,

  listSharedUsers: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const onlySelf = await isSharedMember(db, user);
    const account = await jobAccountSql(db);
    const sql = `SELECT su.shared_user_id, su.iam_user_id, su.username, iu.email, su.permission, su.status, su.uid, su.gid, su.owner, su.create_time,
             coalesce((SELECT sum(j.cores::float8 * j.run_time) FROM shared_user_clusters suc JOIN jobs j ON j.cluster_id = suc.cluster_id
                        WHERE suc.shared_user_id = su.shared_user_id AND NOT suc.removing AND ${account} = su.username AND j.array_spec IS NULL), 0)::float8 AS used_cpu_time,
             (SELECT coalesce(sum(allocated_core_hours), 0)::float8 * 3600 FROM shared_user_clusters WHERE shared_user_id = su.shared_user_id AND NOT removing AND has_limit) AS allocated_cpu_time,
             (SELECT coalesce(sum(used_file_system), 0)::float8 FROM shared_user_clusters WHERE shared_user_id = su.shared_user_id AND NOT removing) AS used_file_system_quota,
             (SELECT coalesce(sum(file_system_quota), 0)::float8 FROM shared_user_clusters WHERE shared_user_id = su.shared_user_id AND NOT removing AND has_limit) AS allocated_file_system_quota
        FROM shared_users su JOIN iam_users iu USING (iam_user_id)
       WHERE (CASE WHEN $2 THEN iu.user_id = $3 ELSE su.owner = $1 END)
         AND ($4::text IS NULL OR EXISTS (SELECT 1 FROM shared_user_clusters suc WHERE suc.shared_user_id = su.shared_user_id AND suc.cluster_id = $4 AND NOT suc.removing))
         AND ($5::text[] IS NULL OR su.status = ANY($5))
         AND ($6::text IS NULL OR su.username ILIKE $6 OR iu.email ILIKE $6 OR iu.iamuser_name ILIKE $6)`;
    const params = [user.owner, onlySelf, user.user_id, input.cluster_id ?? null, input.status ?? null, like(input.search_word)];
    const order = orderBy(
      input,
      {
        create_time: 'create_time',
        username: 'username',
        used_cpu_time: 'used_cpu_time',
        used_file_system_quota: 'used_file_system_quota',
      },
      'shared_user_id',
    );
    const { rows, total } = await page<SharedUserRow>(db, sql, params, order, input);
    const clusters = await memberClusters(
      db,
      rows.map((r) => r.shared_user_id),
    );
    return { total_count: total, shared_user_set: rows.map((r) => sharedUserOut(r, clusters.get(r.shared_user_id) ?? [])) };
  },

  addSharedUser: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const { username } = input;
    const result = await db.transaction(async (tx) => {
      const cluster = await ownedCluster(tx, user, input.cluster_id);
      requireActive(cluster);
      const iam = await memberIdentity(tx, user.owner, cluster.zone, input);
      const [member] = await tx.query<{ shared_user_id: string; username: string; on_cluster: boolean }>(
        `SELECT shared_user_id, username, EXISTS (SELECT 1 FROM shared_user_clusters suc WHERE suc.shared_user_id = su.shared_user_id AND suc.cluster_id = $3) AS on_cluster
           FROM shared_users su WHERE owner = $1 AND iam_user_id = $2`,
        [user.owner, iam.iam_user_id, cluster.cluster_id],
      );
      if (member?.on_cluster) throw fail.conflict('acc_already_shared');
      if (member && member.username !== username) throw fail.conflict('acc_username_mismatch', { username: member.username });
      const taken = await tx.query(
        `SELECT 1 FROM cluster_users WHERE cluster_id = $1 AND account = $2 AND phase <> 'deleting'
         UNION ALL SELECT 1 FROM shared_user_clusters suc JOIN shared_users su USING (shared_user_id) WHERE suc.cluster_id = $1 AND su.username = $2`,
        [cluster.cluster_id, username],
      );
      if (taken.length) throw fail.conflict('acc_username_taken', { username });
      const sharedUserId = member?.shared_user_id ?? newId('shu');
      if (member) {
        await tx.query("UPDATE shared_users SET status = 'creating', permission = $2 WHERE shared_user_id = $1 AND status = 'deleting'", [
          sharedUserId,
          input.permission,
        ]);
      } else {
        const [{ uid }] = await tx.query<{ uid: number }>(
          'SELECT greatest(coalesce(max(uid), 20000), 20000)::int + 1 AS uid FROM shared_users WHERE owner = $1',
          [user.owner],
        );
        await tx.query(
          "INSERT INTO shared_users (shared_user_id, owner, iam_user_id, username, permission, status, uid) VALUES ($1, $2, $3, $4, $5, 'creating', $6)",
          [sharedUserId, user.owner, iam.iam_user_id, username, input.permission, uid],
        );
      }
      await tx.query('INSERT INTO shared_user_clusters (shared_user_id, cluster_id) VALUES ($1, $2)', [sharedUserId, cluster.cluster_id]);
      await syncShares(tx, [cluster.cluster_id], await sharedMemberUserIds(tx, [sharedUserId]));
      const jobId = await record(tx, user, {
        action: 'shared/user/addUser',
        resourceType: 'cluster',
        resourceIds: [cluster.cluster_id, sharedUserId],
        resourceNames: [username],
        zone: cluster.zone,
        payload: { shared_user_id: sharedUserId },
        delayMs: 2000,
      });
      return { job_id: jobId, shared_user_id: sharedUserId };
    });
    return result;
  },

  modifySharedUser: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const type = input.modify_type;
    if (input[type] === undefined)
      throw fail.rule([{ location: ['body', type], key: 'acc_modify_type_field', params: { field: type }, code: 'modify_type' }]);
    const passwordHash = type === 'password' && input.password !== undefined ? await hashPassword(input.password) : null;
    const jobId = await db.transaction(async (tx) => {
      const cluster = await ownedCluster(tx, user, input.cluster_id);
      const [member] = await membersOnCluster(tx, cluster.cluster_id, [input.shared_user_id]);
      if (type === 'status' && !['active', 'disabled'].includes(member.status))
        throw fail.conflict('acc_shared_user_busy', { id: member.shared_user_id });
      if (type === 'status')
        await tx.query('UPDATE shared_users SET status = $2 WHERE shared_user_id = $1', [member.shared_user_id, input.status]);
      if (type === 'permission')
        await tx.query('UPDATE shared_users SET permission = $2 WHERE shared_user_id = $1', [member.shared_user_id, input.permission]);
      if (type === 'password')
        await tx.query('UPDATE shared_users SET password_hash = $2 WHERE shared_user_id = $1', [member.shared_user_id, passwordHash]);
      // The status and the permission are the member's on each of its clusters.
      if (type !== 'password')
        await syncShares(
          tx,
          await sharedMemberClusterIds(tx, [member.shared_user_id]),
          await sharedMemberUserIds(tx, [member.shared_user_id]),
        );
      return record(tx, user, {
        action: `shared/user/modifyUser/${type}`,
        resourceType: 'cluster',
        resourceIds: [cluster.cluster_id, member.shared_user_id],
        resourceNames: [member.username],
        zone: cluster.zone,
        delayMs: 1000,
      });
    });
    return { job_id: jobId };
  },

  deleteSharedUser: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const ids = input.shared_user_ids;
    const jobId = await db.transaction(async (tx) => {
      const cluster = await ownedCluster(tx, user, input.cluster_id);
      const members = await membersOnCluster(tx, cluster.cluster_id, ids);
      const account = await jobAccountSql(tx);
      const busy = await tx.query<{ account: string }>(
        `SELECT ${account} AS account FROM jobs j WHERE j.cluster_id = $1 AND j.job_status IN ('running', 'pending') AND ${account} = ANY($2) LIMIT 1`,
        [cluster.cluster_id, members.map((m) => m.username)],
      );
      if (busy.length)
        throw fail.conflict('acc_member_busy', {
          id: members.find((m) => m.username === busy[0].account)?.shared_user_id ?? busy[0].account,
        });
      await tx.query('UPDATE shared_user_clusters SET removing = true WHERE cluster_id = $1 AND shared_user_id = ANY($2)', [
        cluster.cluster_id,
        ids,
      ]);
      await syncShares(tx, [cluster.cluster_id], await sharedMemberUserIds(tx, ids));
      await tx.query(
        "UPDATE shared_users su SET status = 'deleting' WHERE shared_user_id = ANY($1) AND NOT EXISTS (SELECT 1 FROM shared_user_clusters suc WHERE suc.shared_user_id = su.shared_user_id AND NOT suc.removing)",
        [ids],
      );
      return record(tx, user, {
        action: 'shared/user/deleteUser',
        resourceType: 'cluster',
        resourceIds: [cluster.cluster_id, ...ids],
        resourceNames: members.map((m) => m.username),
        zone: cluster.zone,
        payload: { shared_user_ids: ids },
        delayMs: 2000,
      });
    });
    return { job_id: jobId };
  },
} satisfies Handlers;

export const sharedSteps: Record<string, Step> = {
  'shared/user/addUser': async (tx, op) => {
    await tx.query("UPDATE shared_users SET status = 'active' WHERE shared_user_id = $1 AND status = 'creating'", [
      op.payload.shared_user_id,
    ]);
    return { done: true };
  },
  'shared/user/deleteUser': async (tx, op) => {
    const ids = op.payload.shared_user_ids as string[];
    await tx.query('DELETE FROM shared_user_clusters WHERE cluster_id = $1 AND shared_user_id = ANY($2) AND removing', [
      op.resource_ids[0],
      ids,
    ]);
    await tx.query(
      "DELETE FROM shared_users su WHERE shared_user_id = ANY($1) AND status = 'deleting' AND NOT EXISTS (SELECT 1 FROM shared_user_clusters suc WHERE suc.shared_user_id = su.shared_user_id)",
      [ids],
    );
    return { done: true };
  },
};
