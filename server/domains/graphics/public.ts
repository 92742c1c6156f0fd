/** What other parts of the gateway use of the graphics domain (ADR 0062): a running session's display. */
import type { Db } from '../../db/database';
import type { FindDisplay } from '../../graphics/types';
import type { JobsEnv } from '../jobs/public';
import { findDisplay } from './lookup';

/** The user's own running session's display, its files found through the jobs' storage of `env` (its data dir). */
export function graphicsDisplays(db: Db, env: JobsEnv): FindDisplay {
  return findDisplay(db, { jobs: env });
}
