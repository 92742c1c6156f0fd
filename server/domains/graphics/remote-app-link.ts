/**
 * getRemoteAppLink (the spec's software/remoteapp/link, ADR 0062): the user's live session of the application on the
 * cluster that mounts the mount point is rejoined, else one is opened with the application's defaults (the cluster's
 * default queue, one core, 60 minutes) as openGraphicsSession opens one; the answer is the console's own page of the
 * session. A GET the contract makes start something: concurrent requests open one session (the cluster's row
 * serialises them; the later ones find the first's session), and rejoining writes nothing.
 */
import type { FastifyRequest } from 'fastify';
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { InputOf } from '../../http/handler-types';
import { graphicsPairs, ownerInArrears } from '../accounts/public';
import type { GraphicsEnv } from './env';
import { openSession } from './open';
import { LIVE_SQL } from './view';

/** How long the console may take to open the link (the session itself lasts until its time limit). */
const LINK_TTL_MS = 5 * 60_000;
const DEFAULTS = { cores: 1, time_limit: 60 };

/** The cluster's default queue, else its oldest live queue. */
async function defaultQueue(db: Db, clusterId: string): Promise<string> {
  const [queue] = await db.query<{ hpcqueue_id: string }>(
    `SELECT hpcqueue_id FROM queues WHERE cluster_id = $1 AND status = 'active' ORDER BY is_default DESC, create_time, hpcqueue_id LIMIT 1`,
    [clusterId],
  );
  if (!queue) throw fail.conflict('graphics_no_queue', { id: clusterId });
  return queue.hpcqueue_id;
}

async function liveSession(db: Db, userId: string, hpcswId: string, clusterId: string): Promise<string | undefined> {
  const [row] = await db.query<{ session_id: string }>(
    `SELECT g.session_id FROM graphics_sessions g JOIN jobs j ON j.hpcjob_uuid = g.hpcjob_uuid
      WHERE g.user_id = $1 AND g.hpcsw_id = $2 AND g.cluster_id = $3 AND ${LIVE_SQL} ORDER BY g.create_time DESC LIMIT 1`,
    [userId, hpcswId, clusterId],
  );
  return row?.session_id;
}

/** The console's origin: HPC_PUBLIC_URL, else the request's own (as a trusted proxy states it). */
function originOf(env: GraphicsEnv, request: FastifyRequest): string {
  if (env.publicUrl) return env.publicUrl;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return 'http://localhost';
  }
}

/** The session's page in the console (under the cluster's zone, in the HPC portal). */
export function sessionLink(env: GraphicsEnv, origin: string, zone: string, sessionId: string): string {
  return `${origin}${env.basePath}${encodeURIComponent(zone)}/hpc/graphics_service/sessions/${sessionId}`;
}

export async function remoteAppLink(
  db: Db,
  env: GraphicsEnv,
  session: Session,
  input: InputOf<'getRemoteAppLink'>,
  request: FastifyRequest,
) {
  const { user } = session;
  const { hpcsw_id: hpcswId, nas_mount_point: mountPoint } = input;
  const pairs = await graphicsPairs(db, user, hpcswId);
  if (!pairs.length) throw fail.notFound('acc_graphics_not_available', { id: hpcswId });
  const mounted = pairs
    .filter((p) => p.cluster.nas_id === mountPoint)
    .sort((a, b) => Number(b.cluster.status === 'active') - Number(a.cluster.status === 'active'));
  const pair = mounted[0];
  if (!pair) throw fail.notFound('acc_mount_point_not_mounted', { id: mountPoint });
  const { cluster } = pair;
  if (cluster.status !== 'active') throw fail.conflict('acc_cluster_not_active', { id: cluster.cluster_id });
  if (await ownerInArrears(db, user.owner)) throw fail.balance('acc_lack_of_balance');
  let opened = false;
  const sessionId =
    (await liveSession(db, user.user_id, hpcswId, cluster.cluster_id)) ??
    (await db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM clusters WHERE cluster_id = $1 FOR UPDATE', [cluster.cluster_id]);
      const started = await liveSession(tx, user.user_id, hpcswId, cluster.cluster_id);
      if (started) return started;
      opened = true;
      const queue = await defaultQueue(tx, cluster.cluster_id);
      return openSession(env, tx, session, { hpcsw_id: hpcswId, cluster_id: cluster.cluster_id, hpcqueue_id: queue, ...DEFAULTS });
    }));
  if (opened) env.jobs.soon?.(db, cluster.cluster_id);
  return {
    link: sessionLink(env, originOf(env, request), cluster.zone, sessionId),
    session_id: sessionId,
    expire_time: new Date(Date.now() + LINK_TTL_MS).toISOString(),
  };
}
