/**
 * Cluster access of the job reads (ADR 0006), checked before the list handlers of ./list.ts run: a job list of
 * one cluster needs a cluster the user sees (404 otherwise, like a cluster that does not exist), and a job's
 * detail is "not found" when the user does not see its cluster (a sub-user, on a cluster of its account that is
 * neither shared with it nor its own).
 *
 * The list query itself (./list.ts) still scopes the unfiltered job list by the account (jobs.owner); the
 * sub-user part of the rule belongs in its filters (visibleClustersSql) and is left to that code's owner.
 */
import type { Handler, HandlerContext, Handlers } from '../../http/handler-types';
import { fail } from '../../http/failure';
import { rightOn, unseenCluster } from '../cluster-access';
import { signedIn } from './common';

type Checked = 'listJobs' | 'getJobDetail';

const checks: { [Id in Checked]: (ctx: HandlerContext<Id>) => Promise<void> } = {
  listJobs: async ({ db, session, input }) => {
    if (input.cluster_id === undefined) return;
    if (!(await rightOn(db, signedIn(session).user, input.cluster_id))) throw unseenCluster(input.cluster_id);
  },
  getJobDetail: async ({ db, session, input }) => {
    const { user } = signedIn(session);
    const [job] = await db.query<{ cluster_id: string }>(
      "SELECT cluster_id FROM jobs WHERE hpcjob_uuid = $1 AND owner = $2 AND portal = 'hpc'",
      [input.id, user.owner],
    );
    if (job && !(await rightOn(db, user, job.cluster_id))) throw fail.notFound('jobs_not_found', { id: input.id });
  },
};

/** The handler preceded by its operation's cluster check. */
function checked<Id extends Checked>(id: Id, handler: Handler<Id>): Handler<Id> {
  const check = checks[id];
  return async (ctx) => {
    await check(ctx);
    return handler(ctx);
  };
}

/** The handlers, each preceded by its cluster check when it has one. */
export function withClusterChecks<H extends Handlers>(handlers: H): H {
  return {
    ...handlers,
    ...(handlers.listJobs ? { listJobs: checked('listJobs', handlers.listJobs) } : {}),
    ...(handlers.getJobDetail ? { getJobDetail: checked('getJobDetail', handlers.getJobDetail) } : {}),
  };
}
