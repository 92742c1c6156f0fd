/**
 * A shared member's resource limit on one cluster (SharedUserQuotaForm): core-hours (the scheduler's
 * grp_tres_mins.cpu = core-hours × 60), a file-system quota, a queue, a partition and folder ACLs.
 */
import type { Handlers, HandlerContext } from '../../http/contract-routes';
import { fail } from '../../http/failure';
import { GIB, record, who } from './common';
import { checkQueue, membersOnCluster, ownedCluster, type MemberOnCluster } from './shared-model';

type LimitChange = 'add' | 'modify' | 'delete';

const ACTIONS: Record<LimitChange, string> = {
  add: 'shared/user/addResourceLimit',
  modify: 'shared/user/modifyResourceLimit',
  delete: 'shared/user/deleteResourceLimit',
};

function checkChange(change: LimitChange, member: MemberOnCluster, input: Record<string, unknown>): void {
  if (change === 'add' && member.has_limit) throw fail.conflict('acc_shared_limit_exists', { id: member.shared_user_id });
  if (change !== 'add' && !member.has_limit) throw fail.notFound('acc_shared_limit_missing', { id: member.shared_user_id });
  if (change === 'modify') {
    const below = Number(input.allocated_core_hours) < member.used_core_hours || Number(input.file_system_quota_gb) * GIB < member.used_file_system;
    if (below) throw fail.conflict('acc_below_usage');
  }
}

async function changeLimit(ctx: HandlerContext, change: LimitChange) {
  const { db, input } = ctx;
  const user = who(ctx);
  const jobId = await db.transaction(async (tx) => {
    const cluster = await ownedCluster(tx, user, String(input.cluster_id));
    const [member] = await membersOnCluster(tx, cluster.cluster_id, [String(input.shared_user_id)]);
    checkChange(change, member, input);
    if (change === 'delete') {
      await tx.query(
        "UPDATE shared_user_clusters SET has_limit = false, queue = NULL, partition = NULL, file_system_acl = '[]', allocated_core_hours = NULL, file_system_quota = NULL WHERE shared_user_id = $1 AND cluster_id = $2",
        [member.shared_user_id, cluster.cluster_id],
      );
    } else {
      await checkQueue(tx, cluster.cluster_id, [input.queue as string | undefined, input.partition as string | undefined]);
      await tx.query(
        `UPDATE shared_user_clusters SET has_limit = true, queue = $3, partition = $4, file_system_acl = $5, allocated_core_hours = $6, file_system_quota = $7
          WHERE shared_user_id = $1 AND cluster_id = $2`,
        [member.shared_user_id, cluster.cluster_id, input.queue ?? null, input.partition ?? null, JSON.stringify(input.file_system_acl ?? []), input.allocated_core_hours, Number(input.file_system_quota_gb) * GIB],
      );
    }
    return record(tx, user, { action: ACTIONS[change], resourceType: 'cluster', resourceIds: [cluster.cluster_id, member.shared_user_id], resourceNames: [member.username], zone: cluster.zone, delayMs: 1000 });
  });
  return { job_id: jobId };
}

export const sharedLimitHandlers: Handlers = {
  addSharedResourceLimit: (ctx) => changeLimit(ctx, 'add'),
  modifySharedResourceLimit: (ctx) => changeLimit(ctx, 'modify'),
  deleteSharedResourceLimit: (ctx) => changeLimit(ctx, 'delete'),
};

export const SHARED_LIMIT_ACTIONS = Object.values(ACTIONS);
