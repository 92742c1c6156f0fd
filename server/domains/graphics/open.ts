/**
 * Opening a graphics session (ADR 0062): the application must be in the user's graphics list for the cluster (free, or
 * its application passed: the rule of listGraphics), the cluster active and the account not in arrears; then it is a
 * job of the user submitted through the jobs domain's own submission, so every rule of a job holds (the queue and its
 * cores, the core-hour quota, a read-only member, the same submission twice) and the job is in the job list and the
 * operation log. The session's row is written in the submission's transaction: a refused submission leaves nothing.
 */
import { randomBytes } from 'node:crypto';
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Failure, fail } from '../../http/failure';
import type { InputOf } from '../../http/handler-types';
import { graphicsPairs, ownerInArrears } from '../accounts/public';
import { schedulerOf } from '../cluster-schedulers';
import { submitJob } from '../jobs/public';
import type { GraphicsEnv } from './env';
import { sessionCommand } from './script';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const newSessionId = () => `gs-${[...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;

export type SessionForm = Pick<InputOf<'openGraphicsSession'>, 'hpcsw_id' | 'cluster_id' | 'hpcqueue_id' | 'cores' | 'time_limit'>;

/** The job's name: desktop-<application> within the job name's rule (letters, digits, _, - and spaces; 64 at most). */
export function sessionJobName(appName: string): string {
  const word = appName
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return `desktop-${word || 'app'}`.slice(0, 64);
}

/** The application when the user may open it on the cluster now; refusals as getRemoteAppLink's. */
export async function requireOpenable(db: Db, session: Session, hpcswId: string, clusterId: string) {
  const pair = (await graphicsPairs(db, session.user, hpcswId)).find((p) => p.cluster.cluster_id === clusterId);
  if (!pair) throw fail.notFound('acc_graphics_not_available', { id: hpcswId });
  if (pair.cluster.status !== 'active') throw fail.conflict('acc_cluster_not_active', { id: clusterId });
  if (await ownerInArrears(db, session.user.owner)) throw fail.balance('acc_lack_of_balance');
  return pair;
}

/** A refusal of the queue that names no field names the form's queue (the job's other fields are the form's too). */
function asFormRefusal(error: unknown): unknown {
  if (error instanceof Failure && error.key === 'jobs_queue_deleted')
    return fail.field(['body', 'hpcqueue_id'], 'queue', error.key, error.params);
  return error;
}

/**
 * Submits the session's job and writes its row in `tx` (the caller's transaction); answers the session's id. The
 * caller asks the cluster's scheduler loop to run (env.jobs.soon) once it committed.
 */
export async function openSession(env: GraphicsEnv, tx: Db, session: Session, form: SessionForm): Promise<string> {
  const { user } = session;
  const [software] = await tx.query<{ sw_name: string; sw_ver: string; launch: string | null }>(
    'SELECT sw_name, sw_ver, launch FROM software WHERE hpcsw_id = $1',
    [form.hpcsw_id],
  );
  if (!software) throw fail.notFound('acc_graphics_not_available', { id: form.hpcsw_id });
  const scheduler = await schedulerOf(tx, form.cluster_id);
  const app = { name: software.sw_name, launch: software.launch };
  // The job is committed with the session's row: the loop is asked to run only after the caller's commit.
  const { hpcjob_uuid: uuid } = await submitJob({ dataDir: env.jobs.dataDir }, tx, session, {
    cluster_id: form.cluster_id,
    hpcqueue_id: form.hpcqueue_id,
    name: sessionJobName(software.sw_name),
    priority: 5,
    cores: form.cores,
    time_limit: form.time_limit,
    submit_type: 'command',
    cmd: sessionCommand(app, scheduler),
    notify: 'default',
  }).catch((error: unknown) => {
    throw asFormRefusal(error);
  });
  const [job] = await tx.query<{ queue_name: string | null }>('SELECT queue_name FROM jobs WHERE hpcjob_uuid = $1', [uuid]);
  const id = newSessionId();
  await tx.query(
    `INSERT INTO graphics_sessions (session_id, hpcjob_uuid, hpcsw_id, app_name, sw_ver, cluster_id, owner, user_id, iamuser_name, launch, cores,
                                    time_limit, queue_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      id,
      uuid,
      form.hpcsw_id,
      software.sw_name,
      software.sw_ver,
      form.cluster_id,
      user.owner,
      user.user_id,
      user.iamuser_name ?? null,
      software.launch,
      form.cores,
      form.time_limit,
      job?.queue_name ?? null,
    ],
  );
  return id;
}
