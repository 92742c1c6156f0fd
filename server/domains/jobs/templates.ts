/**
 * Job templates (jobtemplate/*: saved submissions of one cluster, the account's, used by whoever may use the
 * cluster: ADR 0006) and file templates
 * (filetemplate/tempList: ready-made job scripts of the zone). Template changes are immediate and are
 * recorded in the operation log as successful operations.
 */
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { Handlers, InputOf, Schema } from '../../http/handler-types';
import { clusterFor, isSubUser, requireRight, rightOn, visibleClustersSql, type ClusterNeed } from '../cluster-access';
import { Filters, identityOf, iso, isUniqueViolation, likePattern, newId, paging, recordDone, signedIn } from './common';

interface TemplateRow {
  temp_id: string;
  owner: string;
  name: string;
  cluster_id: string;
  cluster_name: string | null;
  hpcqueue_id: string | null;
  queue_name: string;
  priority: number;
  cores: number;
  memory: number | null;
  time_limit: number | null;
  /** A template runs a command or a script (the table's check, and the contract's JobTemplateSubmitType). */
  submit_type: Exclude<Schema<'SubmitType'>, 'template'>;
  cmd: string | null;
  script_path: string | null;
  file_temp_id: string | null;
  work_dir: string | null;
  stdout_path: string | null;
  stderr_path: string | null;
  description: string | null;
  create_time: Date;
  update_time: Date;
}

const NAME = /^[\p{L}\p{N}_]{1,20}$/u;
const SELECT = 'SELECT t.*, c.cluster_name FROM job_templates t LEFT JOIN clusters c ON c.cluster_id = t.cluster_id';

/** A template as the contract shows it: an optional field without a value (null or empty) is left out. */
function templateOut(row: TemplateRow): Schema<'job-template'> {
  return {
    temp_id: row.temp_id,
    name: row.name,
    cluster_id: row.cluster_id,
    queue_name: row.queue_name,
    priority: row.priority,
    cores: row.cores,
    submit_type: row.submit_type,
    owner: row.owner,
    create_time: iso(row.create_time),
    update_time: iso(row.update_time),
    ...(row.cluster_name && NAME.test(row.cluster_name) ? { cluster_name: row.cluster_name } : {}),
    ...(row.hpcqueue_id ? { hpcqueue_id: row.hpcqueue_id } : {}),
    ...(row.memory === null ? {} : { memory: row.memory }),
    ...(row.time_limit === null ? {} : { time_limit: row.time_limit }),
    ...(row.cmd ? { cmd: row.cmd } : {}),
    ...(row.script_path ? { script_path: row.script_path } : {}),
    ...(row.file_temp_id ? { file_temp_id: row.file_temp_id } : {}),
    ...(row.work_dir ? { work_dir: row.work_dir } : {}),
    ...(row.stdout_path ? { stdout_path: row.stdout_path } : {}),
    ...(row.stderr_path ? { stderr_path: row.stderr_path } : {}),
    ...(row.description ? { description: row.description } : {}),
  };
}

/** A text value of the form as saved: null when not given (or empty). */
const saved = (value: string | undefined): string | null => (value ? value : null);

/**
 * The values to save: a live cluster the user may change (the contract refuses one it cannot see or only reads
 * with 403, the same for a cluster that does not exist), the default queue and file template must exist.
 */
async function checkedForm(tx: Db, session: Session, input: InputOf<'createJobTemplate'>, tempId: string) {
  const clusterId = input.cluster_id;
  await clusterFor(tx, session.user, clusterId, 'change', { columns: 'c.cluster_id', hideGone: true, unseen: 'forbidden' });
  const byId = input.hpcqueue_id !== undefined;
  const [queue] = await tx.query<{ hpcqueue_id: string; queue_name: string }>(
    `SELECT hpcqueue_id, queue_name FROM queues WHERE cluster_id = $1 AND status <> 'deleted' AND ${byId ? 'hpcqueue_id' : 'queue_name'} = $2`,
    [clusterId, input.hpcqueue_id ?? input.queue_name],
  );
  if (!queue || queue.queue_name !== input.queue_name) throw fail.notFound('jobs_queue_not_found', { name: input.queue_name });
  if (input.file_temp_id) {
    const found = await tx.query('SELECT 1 FROM file_templates WHERE file_temp_id = $1', [input.file_temp_id]);
    if (!found.length) throw fail.notFound('jobs_file_template_not_found', { id: input.file_temp_id });
  }
  const taken = await tx.query('SELECT 1 FROM job_templates WHERE cluster_id = $1 AND name = $2 AND temp_id <> $3', [
    clusterId,
    input.name,
    tempId,
  ]);
  if (taken.length) throw fail.field(['body', 'name'], 'unique', 'jobs_template_name_taken', { name: input.name });
  const script = input.submit_type === 'script';
  return [
    tempId,
    input.name,
    clusterId,
    queue.hpcqueue_id,
    queue.queue_name,
    input.priority,
    input.cores,
    input.memory ?? null,
    input.time_limit ?? null,
    input.submit_type,
    script ? null : saved(input.cmd),
    script ? saved(input.script_path) : null,
    saved(input.file_temp_id),
    saved(input.work_dir),
    saved(input.stdout_path),
    saved(input.stderr_path),
    saved(input.description),
  ];
}

async function saving<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'job_templates_cluster_name'))
      throw fail.field(['body', 'name'], 'unique', 'jobs_template_name_taken', { name });
    throw error;
  }
}

/**
 * The templates, when every one is the account's and on a cluster the user sees (else 404 naming the first
 * missing), and the user may do `need` on each one's cluster (else 403).
 */
async function usableTemplates(tx: Db, user: Session['user'], ids: string[], need: ClusterNeed): Promise<TemplateRow[]> {
  const rows = await tx.query<TemplateRow>(`${SELECT} WHERE t.temp_id = ANY($1) AND t.owner = $2`, [ids, user.owner]);
  const rights = new Map(await Promise.all(rows.map(async (r) => [r.temp_id, await rightOn(tx, user, r.cluster_id)] as const)));
  const missing = ids.find((id) => !rights.get(id));
  if (missing) throw fail.notFound('jobs_template_not_found', { id: missing });
  for (const right of rights.values()) if (right) requireRight(right, need);
  return rows;
}

const TEMPLATE_SORT: Record<InputOf<'listJobTemplates'>['sort_key'], string> = {
  create_time: 't.create_time',
  update_time: 't.update_time',
  name: 't.name',
};
const FILE_SORT: Record<InputOf<'listFileTemplates'>['sort_key'], string> = {
  create_time: 'create_time',
  name: 'name',
  software: 'software',
};

interface FileTemplateRow {
  file_temp_id: string;
  name: string;
  software: string | null;
  sw_ver: string | null;
  file_name: string;
  content: string;
  description: string | null;
  create_time: Date;
  update_time: Date;
}

function fileTemplateOut(r: FileTemplateRow): Schema<'file-template'> {
  return {
    file_temp_id: r.file_temp_id,
    name: r.name,
    file_name: r.file_name,
    content: r.content,
    create_time: iso(r.create_time),
    update_time: iso(r.update_time),
    ...(r.software ? { software: r.software } : {}),
    ...(r.sw_ver ? { sw_ver: r.sw_ver } : {}),
    ...(r.description ? { description: r.description } : {}),
  };
}

export const templateHandlers = {
  listJobTemplates: async ({ db, session, input }) => {
    const { user } = signedIn(session);
    const f = new Filters();
    f.where(`t.owner = ${f.param(user.owner)}`);
    // A sub-user lists the templates of the clusters it sees only (ADR 0006).
    if (isSubUser(user)) f.where(visibleClustersSql(user, (value) => f.param(value), 'c'));
    if (input.cluster_id) f.where(`t.cluster_id = ${f.param(input.cluster_id)}`);
    if (input.zone) f.where(`c.zone = ${f.param(input.zone)}`);
    const like = likePattern(input.search_word);
    if (like) f.where(`(t.name ILIKE ${f.param(like)} OR t.temp_id ILIKE $${f.params.length})`);
    const { limit, offset, direction } = paging(input);
    const order = TEMPLATE_SORT[input.sort_key];
    const [{ total }] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM job_templates t LEFT JOIN clusters c ON c.cluster_id = t.cluster_id ${f.sql}`,
      f.params,
    );
    const rows = await db.query<TemplateRow>(
      `${SELECT} ${f.sql} ORDER BY ${order} ${direction}, t.temp_id ${direction} LIMIT ${limit} OFFSET ${offset}`,
      f.params,
    );
    return { total_count: total, hpc_job_template_set: rows.map(templateOut) };
  },

  getJobTemplate: async ({ db, session, input }) => {
    const { user } = signedIn(session);
    const [row] = await usableTemplates(db, user, [input.temp_id], 'read');
    return { hpc_job_template: templateOut(row) };
  },

  createJobTemplate: async ({ db, session, input }) => {
    const s = signedIn(session);
    const tempId = newId('jt');
    return saving(input.name, () =>
      db.transaction(async (tx) => {
        const values = await checkedForm(tx, s, input, tempId);
        await tx.query(
          `INSERT INTO job_templates (temp_id, name, cluster_id, hpcqueue_id, queue_name, priority, cores, memory, time_limit, submit_type, cmd, script_path, file_temp_id,
                                      work_dir, stdout_path, stderr_path, description, owner, user_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
          [...values, s.user.owner, s.user.user_id],
        );
        await recordDone(tx, {
          action: 'jobtemplate/createJobTemp',
          resourceType: 'job_template',
          resourceIds: [tempId],
          resourceNames: [input.name],
          ...identityOf(s, input.zone),
        });
        return { temp_id: tempId };
      }),
    );
  },

  updateJobTemplate: async ({ db, session, input }) => {
    const s = signedIn(session);
    const tempId = input.temp_id;
    return saving(input.name, () =>
      db.transaction(async (tx) => {
        await usableTemplates(tx, s.user, [tempId], 'change');
        const values = await checkedForm(tx, s, input, tempId);
        await tx.query(
          `UPDATE job_templates SET name = $2, cluster_id = $3, hpcqueue_id = $4, queue_name = $5, priority = $6, cores = $7, memory = $8, time_limit = $9, submit_type = $10,
                  cmd = $11, script_path = $12, file_temp_id = $13, work_dir = $14, stdout_path = $15, stderr_path = $16, description = $17, update_time = now()
            WHERE temp_id = $1`,
          values,
        );
        await recordDone(tx, {
          action: 'jobtemplate/updateJobTemp',
          resourceType: 'job_template',
          resourceIds: [tempId],
          resourceNames: [input.name],
          ...identityOf(s, input.zone),
        });
        return { temp_id: tempId };
      }),
    );
  },

  deleteJobTemplate: async ({ db, session, input }) => {
    const s = signedIn(session);
    const ids = input.temp_ids ?? (input.temp_id === undefined ? [] : [input.temp_id]);
    return db.transaction(async (tx) => {
      const rows = await usableTemplates(tx, s.user, ids, 'change');
      await tx.query('DELETE FROM job_templates WHERE temp_id = ANY($1)', [ids]);
      await recordDone(tx, {
        action: 'jobtemplate/tempDelete',
        resourceType: 'job_template',
        resourceIds: ids,
        resourceNames: ids.map((id) => rows.find((r) => r.temp_id === id)?.name ?? id),
        ...identityOf(s, input.zone),
      });
      return { temp_ids: ids };
    });
  },

  listFileTemplates: async ({ db, session, input }) => {
    const { user } = signedIn(session);
    const f = new Filters();
    f.where(`(zone IS NULL OR zone = ${f.param(input.zone ?? user.zone)})`);
    if (input.software) f.where(`software = ${f.param(input.software)}`);
    const like = likePattern(input.search_word);
    if (like) {
      const p = f.param(like);
      f.where(`(name ILIKE ${p} OR file_name ILIKE ${p} OR coalesce(software, '') ILIKE ${p} OR file_temp_id ILIKE ${p})`);
    }
    const { limit, offset, direction } = paging(input);
    const order = FILE_SORT[input.sort_key];
    const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM file_templates ${f.sql}`, f.params);
    const rows = await db.query<FileTemplateRow>(
      `SELECT * FROM file_templates ${f.sql} ORDER BY ${order} ${direction}, file_temp_id ${direction} LIMIT ${limit} OFFSET ${offset}`,
      f.params,
    );
    return { total_count: total, file_template_set: rows.map(fileTemplateOut) };
  },
} satisfies Handlers;
