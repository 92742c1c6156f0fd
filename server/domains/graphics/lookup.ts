/**
 * The display of one of the user's own running sessions, for the graphics proxy (server/graphics, contract in
 * server/graphics/types.ts): its socket and password file as this machine sees them. A missing session or another
 * user's is not found (404); one that is queued, starting, ended or on a simulated cluster (no display) is refused
 * (409, a graphics_session_not_running… message saying which).
 */
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { MessageKey } from '../../i18n/messages';
import type { FindDisplay } from '../../graphics/types';
import type { GraphicsEnv } from './env';
import { displayFiles } from './files';
import { ownSession, phaseNow } from './view';

const NOT_RUNNING: Record<'queued' | 'starting' | 'ended', MessageKey> = {
  queued: 'graphics_session_not_running_queued',
  starting: 'graphics_session_not_running',
  ended: 'graphics_session_not_running_ended',
};

export function findDisplay(db: Db, env: Pick<GraphicsEnv, 'jobs'>): FindDisplay {
  return async (user, sessionId) => {
    const row = await ownSession(db, user, sessionId);
    if (!row) throw fail.notFound('graphics_session_not_found', { id: sessionId });
    if (row.scheduler !== 'slurm') throw fail.conflict('graphics_session_not_running_simulated', { id: sessionId });
    const { status } = await phaseNow(db, env, row);
    if (status !== 'running') throw fail.conflict(NOT_RUNNING[status], { id: sessionId });
    const files = await displayFiles(db, env, row);
    if (!files) throw fail.conflict('graphics_session_not_running', { id: sessionId });
    return { sessionId: row.session_id, clusterId: row.cluster_id, ...files };
  };
}
