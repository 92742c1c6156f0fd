/**
 * Notes when a running session's display comes up (its VNC socket appears in the job's folder): the session's row
 * changes once, so the live stream tells the user's pages that it went from starting to running (ADR 0055, 0062).
 */
import type { Ticker } from '../../operations/runner';
import type { GraphicsEnv } from './env';
import { displayFiles, displayUp } from './files';

export function displayTicker(env: Pick<GraphicsEnv, 'jobs'>): Ticker {
  return async (db, now) => {
    const starting = await db.query<{ session_id: string; cluster_id: string; work_dir: string | null; stderr_path: string | null }>(
      `SELECT g.session_id, g.cluster_id, j.work_dir, j.stderr_path
         FROM graphics_sessions g JOIN jobs j ON j.hpcjob_uuid = g.hpcjob_uuid
         JOIN cluster_schedulers cs ON cs.cluster_id = g.cluster_id AND cs.kind = 'slurm'
        WHERE g.display_at IS NULL AND g.ended_at IS NULL AND j.job_status = 'running'`,
    );
    for (const row of starting) {
      if (!(await displayUp(await displayFiles(db, env, row)))) continue;
      await db.query('UPDATE graphics_sessions SET display_at = $2 WHERE session_id = $1 AND display_at IS NULL', [row.session_id, now]);
    }
  };
}
