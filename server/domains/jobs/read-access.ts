/**
 * Cluster access of the job reads (ADR 0006), checked before the list handlers of ./list.ts run: a job list of
 * one cluster needs a cluster the user sees (404 otherwise, like a cluster that does not exist), and a job's
 * detail is "not found" when the user does not see its cluster (a sub-user, on a cluster of its account that is
 * neither shared with it nor its own).
 *
 * The list query itself (./list.ts) still scopes the unfiltered job list by the account (jobs.owner); the
 * sub-user part of the rule belongs in its filters (visibleClustersSql) and is left to that code's owner.
 */
import type { Handler, Handlers } from '../../http/contract-routes';
import { fail } from '../../http/failure';
import { rightOn, unseenCluster } from '../cluster-access';
import { signedIn } from './common';

type Check = (ctx: Parameters<Handler>[0]) => Promise<void>;

const checks: Partial<Record<keyof Handlers, Check>> = {
  listJobs: async ({ db, session, input }) => {
    if (input.cluster_id === undefined) return;
    const clusterId = String(input.cluster_id);
    if (!(await rightOn(db, signedIn(session).user, clusterId))) throw unseenCluster(clusterId);
  },
  getJobDetail: async ({ db, session, input }) => {
    const { user } = signedIn(session);
    const id = String(input.id);
    const [job] = await db.query<{ cluster_id: string }>("SELECT cluster_id FROM jobs WHERE hpcjob_uuid = $1 AND owner = $2 AND portal = 'hpc'", [id, user.owner]);
    if (job && !(await rightOn(db, user, job.cluster_id))) throw fail.notFound('jobs_not_found', { id });
  },
};

/** The handlers, each preceded by its cluster check when it has one. */
export function withClusterChecks(handlers: Handlers): Handlers {
  const checked: Handlers = { ...handlers };
  for (const [id, check] of Object.entries(checks) as [keyof Handlers, Check][]) {
    const handler = handlers[id];
    if (!handler) continue;
    checked[id] = async (ctx) => {
      await check(ctx);
      return handler(ctx);
    };
  }
  return checked;
}
