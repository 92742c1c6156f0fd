/**
 * A refusal names things in words (ADR 0044): where a refusal's message would show an id of something the user's
 * account holds (a sub-user, a cluster, a job, a queue, a mount point, a file system, a shared member, a software
 * package), the id is replaced by its name in quotation marks, in one place for every route. An id of something
 * the user does not see (another account's cluster, a cluster not shared with a sub-user) or that does not exist
 * (a 404) stays as it is: naming it would tell what the refusal withholds.
 */
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { Failure, type Problem } from './failure';

type Params = Record<string, string | number>;

/**
 * How each kind of id is named, only where the user sees the thing (`$1` the id, `$2` the user): the owner sees
 * its account's things; a sub-user or IAM user its own jobs, the clusters shared with it and itself. A refusal
 * to anyone else keeps the id.
 */
const NAMES: readonly { prefix: RegExp; sql: string }[] = [
  {
    prefix: /^usr-|^iam-/,
    sql: "SELECT coalesce(nullif(user_name, ''), email) AS name FROM users WHERE user_id = $1 AND (owner = $2 OR user_id = $2)",
  },
  {
    prefix: /^e?hpc-/,
    sql: 'SELECT cluster_name AS name FROM clusters c WHERE cluster_id = $1 AND (owner = $2 OR EXISTS (SELECT 1 FROM cluster_shares s WHERE s.cluster_id = c.cluster_id AND s.user_id = $2))',
  },
  { prefix: /^hpcjob-|^sjob-/, sql: 'SELECT name FROM jobs WHERE hpcjob_uuid = $1 AND (owner = $2 OR user_id = $2)' },
  {
    prefix: /^hpcq-/,
    sql: 'SELECT q.queue_name AS name FROM queues q JOIN clusters c USING (cluster_id) WHERE q.hpcqueue_id = $1 AND c.owner = $2',
  },
  { prefix: /^nas-/, sql: 'SELECT name FROM nas_exports WHERE nas_id = $1 AND owner = $2' },
  { prefix: /^fs-/, sql: 'SELECT name FROM file_systems WHERE fs_id = $1 AND owner = $2' },
  { prefix: /^shu-/, sql: 'SELECT username AS name FROM shared_users WHERE shared_user_id = $1 AND owner = $2' },
  // The software catalogue is the platform's: every user may read its names.
  {
    prefix: /^hpcsw-/,
    sql: `SELECT name FROM (SELECT sw_name || ' ' || sw_ver AS name, 1 AS o FROM software WHERE hpcsw_id = $1
                            UNION ALL SELECT sw_name || ' ' || sw_ver, 2 FROM simulation_software WHERE hpcsw_id = $1) n
           WHERE $2::text IS NOT NULL ORDER BY o LIMIT 1`,
  },
];

async function nameOf(db: Db, user: Pick<SessionUser, 'user_id'>, value: string): Promise<string | null> {
  const kind = NAMES.find((n) => n.prefix.test(value));
  if (!kind) return null;
  const [row] = await db.query<{ name: string | null }>(kind.sql, [value, user.user_id]);
  return row?.name ? `“${row.name}”` : null;
}

async function named(db: Db, user: Pick<SessionUser, 'user_id'>, params: Params): Promise<Params> {
  const out: Params = { ...params };
  for (const [key, value] of Object.entries(params)) {
    if (typeof value !== 'string') continue;
    const name = await nameOf(db, user, value);
    if (name) out[key] = name;
  }
  return out;
}

/**
 * The refusal with the ids it names replaced by the names of the things (the same refusal when it names none). A
 * "does not exist" (404) keeps its id: what it names is, for this user, not there.
 */
export async function withNames(db: Db, user: Pick<SessionUser, 'user_id'>, failure: Failure): Promise<Failure> {
  if (failure.status === 404) return failure;
  const params = await named(db, user, failure.params);
  const validation: Problem[] = [];
  for (const problem of failure.validation)
    validation.push('key' in problem && problem.params ? { ...problem, params: await named(db, user, problem.params) } : problem);
  return new Failure(failure.status, failure.retCode, failure.key, params, validation);
}
