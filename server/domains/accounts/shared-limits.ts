/**
 * A shared member's resource limit on one cluster (SharedUserQuotaForm): core-hours (the scheduler's
 * grp_tres_mins.cpu = core-hours × 60), a file-system quota, a queue, a partition and folder ACLs.
 */
import type { Handlers, HandlerContext, Schema } from '../../http/handler-types';
import { fail } from '../../http/failure';
import { GIB, record, who } from './common';
import { checkQueue, membersOnCluster, ownedCluster, type MemberOnCluster } from './shared-model';

type LimitChange = 'add' | 'modify' | 'delete';

const ACTIONS: Record<LimitChange, string> = {
  add: 'shared/user/addResourceLimit',
  modify: 'shared/user/modifyResourceLimit',
  delete: 'shared/user/deleteResourceLimit',
};

/** A limit removed, or added or changed to the form's values. */
type Change = { kind: 'delete' } | { kind: 'add' | 'modify'; limit: Schema<'SharedUserQuotaForm'> };

function checkChange(change: Change, member: MemberOnCluster): void {
  if (change.kind === 'add' && member.has_limit) throw fail.conflict('acc_shared_limit_exists', { id: member.shared_user_id });
  if (change.kind !== 'add' && !member.has_limit) throw fail.notFound('acc_shared_limit_missing', { id: member.shared_user_id });
  if (change.kind === 'modify') {
    const below =
      change.limit.allocated_core_hours < member.used_core_hours || change.limit.file_system_quota_gb * GIB < member.used_file_system;
    if (below) throw fail.conflict('acc_below_usage');
  }
}

async function changeLimit(ctx: Pick<HandlerContext, 'db' | 'session'>, target: Schema<'SharedUserTarget'>, change: Change) {
  const { db } = ctx;
  const user = who(ctx);
  const jobId = await db.transaction(async (tx) => {
    const cluster = await ownedCluster(tx, user, target.cluster_id);
    const [member] = await membersOnCluster(tx, cluster.cluster_id, [target.shared_user_id]);
    checkChange(change, member);
    if (change.kind === 'delete') {
      await tx.query(
        "UPDATE shared_user_clusters SET has_limit = false, queue = NULL, partition = NULL, file_system_acl = '[]', allocated_core_hours = NULL, file_system_quota = NULL WHERE shared_user_id = $1 AND cluster_id = $2",
        [member.shared_user_id, cluster.cluster_id],
      );
    } else {
      const { limit } = change;
      await checkQueue(tx, cluster.cluster_id, [limit.queue, limit.partition]);
      await tx.query(
        `UPDATE shared_user_clusters SET has_limit = true, queue = $3, partition = $4, file_system_acl = $5, allocated_core_hours = $6, file_system_quota = $7
          WHERE shared_user_id = $1 AND cluster_id = $2`,
        [
          member.shared_user_id,
          cluster.cluster_id,
          limit.queue ?? null,
          limit.partition ?? null,
          JSON.stringify(limit.file_system_acl ?? []),
          limit.allocated_core_hours,
          limit.file_system_quota_gb * GIB,
        ],
      );
    }
    return record(tx, user, {
      action: ACTIONS[change.kind],
      resourceType: 'cluster',
      resourceIds: [cluster.cluster_id, member.shared_user_id],
      resourceNames: [member.username],
      zone: cluster.zone,
      delayMs: 1000,
    });
  });
  return { job_id: jobId };
}

export const sharedLimitHandlers = {
  addSharedResourceLimit: (ctx) => changeLimit(ctx, ctx.input, { kind: 'add', limit: ctx.input }),
  modifySharedResourceLimit: (ctx) => changeLimit(ctx, ctx.input, { kind: 'modify', limit: ctx.input }),
  deleteSharedResourceLimit: (ctx) => changeLimit(ctx, ctx.input, { kind: 'delete' }),
} satisfies Handlers;

export const SHARED_LIMIT_ACTIONS = Object.values(ACTIONS);
