/**
 * Job lists and details: compute jobs (job/list, job/jobdetail) and simulation jobs (simulation/list/job,
 * simulation/jobdetail). A user sees the jobs of its owner (simulation jobs: its own, all of them for the account
 * owner, simulation-access.ts); deleted jobs are no longer listed.
 */
import { keptAnswers, type KeptAnswers } from '../../db/answer-cache';
import { countKey, countOnce } from '../../db/count-cache';
import type { ChangeKey, Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { AnswerOf, Handlers, InputOf, Schema } from '../../http/handler-types';
import { isSubUser, visibleClustersSql } from '../cluster-access';
import { Filters, iso, likePattern, paging, signedIn, timeRange } from './common';
import { simulationJobsSql } from './simulation-access';
import { dependencyLinks } from './dependencies';
import { JOB_SELECT, jobOut, SIMULATION_JOB_SELECT, simulationJobOut, type JobListRow, type SimulationJobListRow } from './rows';

/** What both job lists read (listSimulationJobs's input is the same but for its own filter). */
type ListInput = Omit<InputOf<'listJobs'>, 'cluster_id' | 'queue' | 'array_of'>;

const SORT_COLUMNS: Record<ListInput['sort_key'], string> = { submitted_time: 'j.submitted_time', name: 'j.name', run_time: 'j.run_time' };

/** The filters every job list shares (all but status), on jobs j. */
function baseFilters(owner: string, portal: 'hpc' | 'ispf', input: ListInput): Filters {
  const f = new Filters();
  f.where(`j.owner = ${f.param(owner)}`)
    .where(`j.portal = ${f.param(portal)}`)
    .where("j.job_status <> 'deleted'");
  const { start, end } = timeRange(input);
  if (start) f.where(`j.submitted_time >= ${f.param(start)}`);
  if (end) f.where(`j.submitted_time <= ${f.param(end)}`);
  const like = likePattern(input.search_word);
  if (like) {
    const p = f.param(like);
    f.where(`(j.name ILIKE ${p} OR j.hpcjob_uuid ILIKE ${p} OR coalesce(j.job_id, '') ILIKE ${p})`);
  }
  return f;
}

interface Counts {
  total: number;
  nrun: number;
  npend: number;
  nstop: number;
}

/** A job list: the columns of its rows and what they are read from (jobs j and what the filters and rows need), how a row is answered and its kept pages. */
interface JobList<R, T> {
  columns: string;
  from: string;
  out: (row: R) => T;
  kept: KeptAnswers<Page<T>>;
}

/** The columns a list row shows (jobOut, simulationJobOut): not the run's plan and the scheduler's bookkeeping. */
const LIST_COLUMNS = `j.hpcjob_uuid, j.job_id, j.cluster_id, j.owner, j.name, j.job_status, j.hpcqueue_id, j.queue_name, j.hpcsw_id, j.priority, j.cores,
  j.memory, j.time_limit, j.stdout_path, j.stderr_path, j.input_file, j.work_dir, j.cmd, j.script_path, j.submit_type, j.exit_code, j.run_time,
  j.submitted_time, j.started_time, j.modified_time, j.finished_time, j.run_as, j.node_list, j.pending_reason, j.expected_start,
  j.cpu_seconds, j.memory_peak, j.memory_given, j.limit_given, j.usage_read, j.array_spec, j.array_counts, j.array_of, j.array_task_id`;
const LIST_VERSION = "SELECT version::text AS list_version FROM list_versions WHERE name = 'jobs'";

/** A page as answered: the status tabs' counts, the rows as the contract shows them, the total. */
interface Page<T> {
  tabs: Omit<Counts, 'total'>;
  rows: readonly T[];
  total: number;
}

/** Pages kept per database and list (server/db/answer-cache.ts), and the largest page kept. */
const PAGES_KEPT = 256;
const LARGEST_PAGE_KEPT = 100;

type JobAnswer = Schema<'job'>;
type SimulationJobAnswer = Schema<'simulation-job'>;
const JOB_LIST: JobList<JobListRow, JobAnswer> = {
  columns: `${LIST_COLUMNS}, c.cluster_name`,
  from: 'jobs j LEFT JOIN clusters c ON c.cluster_id = j.cluster_id',
  out: jobOut,
  kept: keptAnswers('job_pages', PAGES_KEPT),
};
const SIMULATION_JOB_LIST: JobList<SimulationJobListRow, SimulationJobAnswer> = {
  columns: `${LIST_COLUMNS}, s.sw_name, s.sw_ver`,
  from: 'jobs j LEFT JOIN simulation_software s ON s.hpcsw_id = j.hpcsw_id',
  out: simulationJobOut,
  kept: keptAnswers('job_pages', PAGES_KEPT),
};

/**
 * What a page depends on (migration 0089): the topic as a whole (clusters, shares, software), and of the owner's
 * jobs either all (no status filter) or the counts and the jobs of the statuses it shows. So a change to one job
 * outdates only the owner's pages that show its status (before or after) or whose counts it changes.
 */
function pageParts(owner: string, status: ListInput['status']): ChangeKey[] {
  const statuses = status ?? [];
  if (!statuses.length) return ['job_pages', `job_pages:${owner}`];
  return ['job_pages', `job_pages:${owner}:counts`, ...[...new Set(statuses)].sort().map((s): ChangeKey => `job_pages:${owner}:${s}`)];
}

/**
 * One page of a job list (its rows as `out` shows them), its total and the status tabs' counts (the same filters
 * without the status, in one pass). The page query also reads the lists' version; the counts are kept for that version
 * (server/db/count-cache.ts), since counting is most of a page's cost and the same for every page and sort.
 * The whole answer is kept too, under the change version of its parts (pageParts; migrations 0071 and 0089: any
 * change to a job of those parts, its cluster's name or zone or its software moves it before the change's caller
 * is answered; with a PostgreSQL server it is read from the server, ADR 0037), keyed by its queries and their
 * parameters (the owner, every filter, the sort and the page). So every table these queries read must notify
 * `job_pages` in migration 0071's way: a filter on another table needs its trigger there too.
 */
async function page<R, T>(
  db: Db,
  list: JobList<R, T>,
  f: Filters,
  input: ListInput,
  options: { owner: string; countsFollowJobsOnly?: boolean; inIndexOrder?: boolean },
): Promise<Page<T>> {
  // Counts are kept per jobs list version (only job changes move it): not when a filter reads other tables.
  const keepCounts = options.countsFollowJobsOnly ?? true;
  const everyStatus = f.sql;
  let statusFilter = 'true';
  if (input.status?.length) {
    statusFilter = `j.job_status = ANY(${f.param(input.status)})`;
    f.where(statusFilter);
  }
  const { limit, offset, direction } = paging(input);
  // An array's tasks come in index order (ADR 0061).
  const order = options.inIndexOrder
    ? 'j.array_task_id, j.hpcjob_uuid'
    : `${SORT_COLUMNS[input.sort_key]} ${direction}, j.hpcjob_uuid ${direction}`;
  const pageSql = `SELECT ${list.columns}, (${LIST_VERSION}) AS list_version FROM ${list.from} ${f.sql}
      ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
  const countSql = `SELECT count(*) FILTER (WHERE ${statusFilter})::int AS total, count(*) FILTER (WHERE j.job_status = 'running')::int AS nrun,
                      count(*) FILTER (WHERE j.job_status = 'pending')::int AS npend, count(*) FILTER (WHERE j.job_status = 'stopped')::int AS nstop
                 FROM ${list.from} ${everyStatus}`;
  const load = async (): Promise<Page<T>> => {
    const rows = await db.query<R & { list_version: string | null }>(pageSql, f.params);
    // A page beyond the last job has no row to carry the version.
    const version = rows.length ? rows[0].list_version : (await db.query<{ list_version: string | null }>(LIST_VERSION))[0]?.list_version;
    const count = async () => (await db.query<Counts>(countSql, f.params))[0];
    const { total, ...tabs } = version && keepCounts ? await countOnce(db, version, countKey(countSql, f.params), count) : await count();
    // Shown once, and frozen: a kept page answers many requests.
    return { tabs, rows: Object.freeze(rows.map((row) => Object.freeze(list.out(row)))), total };
  };
  if (limit > LARGEST_PAGE_KEPT) return load();
  return list.kept.get(db, countKey(`${pageSql}\u0000${countSql}`, f.params), load, pageParts(options.owner, input.status));
}

interface QueueInfoRow {
  hpcqueue_id: string;
  queue_name: string;
  category: Schema<'QueueCategory'>;
  is_default: Schema<'HpcQueueDefaultFlag'>;
  create_time: Date;
  node_count: number;
  core_count: number;
  used_cores: number;
  running_job_count: number;
  pending_job_count: number;
}

/** The job's queue as the detail's cluster and queue tab shows it; null when it is deleted or not the cluster's. */
async function queueInfo(db: Db, queueId: string | null, clusterId: string): Promise<Schema<'JobQueueInfo'> | null> {
  if (!queueId) return null;
  const [q] = await db.query<QueueInfoRow>(
    `SELECT q.hpcqueue_id, q.queue_name, q.category, q.is_default, q.create_time,
            (SELECT count(*)::int FROM queue_nodes qn JOIN cluster_nodes n ON n.node_id = qn.node_id
              WHERE qn.hpcqueue_id = q.hpcqueue_id AND n.role = 'compute' AND n.status NOT IN ('deleted', 'ceased')) AS node_count,
            (SELECT coalesce(sum(n.cpu), 0)::int FROM queue_nodes qn JOIN cluster_nodes n ON n.node_id = qn.node_id
              WHERE qn.hpcqueue_id = q.hpcqueue_id AND n.role = 'compute' AND n.status = 'active') AS core_count,
            (SELECT coalesce(sum(a.cores), 0)::int FROM queue_nodes qn JOIN cluster_nodes n ON n.node_id = qn.node_id JOIN job_nodes a ON a.node_id = n.node_id
              WHERE qn.hpcqueue_id = q.hpcqueue_id AND n.role = 'compute' AND n.status = 'active') AS used_cores,
            (SELECT count(*)::int FROM jobs WHERE hpcqueue_id = q.hpcqueue_id AND job_status = 'running' AND array_spec IS NULL) AS running_job_count,
            (SELECT count(*)::int FROM jobs WHERE hpcqueue_id = q.hpcqueue_id AND job_status = 'pending' AND array_spec IS NULL) AS pending_job_count
       FROM queues q WHERE q.hpcqueue_id = $1 AND q.cluster_id = $2 AND q.status <> 'deleted'`,
    [queueId, clusterId],
  );
  if (!q) return null;
  return {
    hpcqueue_id: q.hpcqueue_id,
    name: q.queue_name,
    category: q.category,
    is_default: q.is_default === 1,
    node_count: q.node_count,
    core_count: q.core_count,
    idle_core_count: Math.max(q.core_count - q.used_cores, 0),
    running_job_count: q.running_job_count,
    pending_job_count: q.pending_job_count,
    create_time: iso(q.create_time),
  };
}

interface DetailClusterRow {
  cluster_id: string;
  cluster_name: string;
  cluster_type: Schema<'ClusterType'>;
  status: Schema<'ClusterStatus'>;
  scheduler: Schema<'Scheduler'> | null;
  nas_shared_path: string | null;
}

async function clusterOf(db: Db, clusterId: string): Promise<Pick<AnswerOf<'getJobDetail'>, 'cluster'>> {
  const [c] = await db.query<DetailClusterRow>(
    'SELECT cluster_id, cluster_name, cluster_type, status, scheduler, nas_shared_path FROM clusters WHERE cluster_id = $1',
    [clusterId],
  );
  if (!c) return {};
  const { scheduler, nas_shared_path, ...rest } = c;
  return { cluster: { ...rest, ...(scheduler ? { scheduler } : {}), ...(nas_shared_path ? { nas_shared_path } : {}) } };
}

export const listHandlers = {
  listJobs: async ({ db, session, input }) => {
    const { user } = signedIn(session);
    const f = baseFilters(user.owner, 'hpc', input);
    // ADR 0006: a sub-user sees the jobs of the clusters it created or that are shared with it (cluster_shares, whose
    // changes move the job_pages version of the kept pages; not the jobs list version of the kept counts).
    const subUser = isSubUser(user);
    if (subUser) f.where(visibleClustersSql(user, (value) => f.param(value), 'c'));
    if (input.cluster_id) f.where(`j.cluster_id = ${f.param(input.cluster_id)}`);
    if (input.queue) f.where(`j.queue_name = ${f.param(input.queue)}`);
    if (input.zone) f.where(`c.zone = ${f.param(input.zone)}`);
    // An array is one row; its tasks are listed when asked for, or one when searched by its id as Slurm writes it
    // (<array>_<index>, ADR 0061).
    const task = input.search_word?.trim();
    if (input.array_of) f.where(`j.array_of = ${f.param(input.array_of)}`);
    else f.where(task && /^\d+_\d+$/.test(task) ? `(j.array_of IS NULL OR j.job_id = ${f.param(task)})` : 'j.array_of IS NULL');
    const { tabs, rows, total } = await page(db, JOB_LIST, f, input, {
      owner: user.owner,
      countsFollowJobsOnly: !subUser,
      inIndexOrder: !!input.array_of,
    });
    return { ...tabs, total_count: total, job_set: [...rows] };
  },

  listSimulationJobs: async ({ db, session, input }) => {
    const { user } = signedIn(session);
    const f = baseFilters(user.owner, 'ispf', input);
    f.where(simulationJobsSql(user, (value) => f.param(value)));
    if (input.hpcsw_id) f.where(`j.hpcsw_id = ${f.param(input.hpcsw_id)}`);
    const { tabs, rows, total } = await page(db, SIMULATION_JOB_LIST, f, input, { owner: user.owner });
    return { ...tabs, total_count: total, job_set: [...rows] };
  },

  getJobDetail: async ({ db, session, input }) => {
    const { user } = signedIn(session);
    const id = input.id;
    const [row] = await db.query<JobListRow>(`${JOB_SELECT} WHERE j.hpcjob_uuid = $1 AND j.owner = $2 AND j.portal = 'hpc'`, [
      id,
      user.owner,
    ]);
    if (!row) throw fail.notFound('jobs_not_found', { id });
    return {
      job: jobOut(row),
      ...(await clusterOf(db, row.cluster_id)),
      queue_info: await queueInfo(db, row.hpcqueue_id, row.cluster_id),
      ...(await dependencyLinks(db, id)),
    };
  },

  getSimulationJobDetail: async ({ db, session, input }) => {
    const { user } = signedIn(session);
    const id = input.sjob_id;
    const params: unknown[] = [id];
    const visible = simulationJobsSql(user, (value) => `$${params.push(value)}`);
    const [row] = await db.query<SimulationJobListRow>(`${SIMULATION_JOB_SELECT} WHERE j.hpcjob_uuid = $1 AND ${visible}`, params);
    if (!row) throw fail.notFound('jobs_not_found', { id });
    return { job: simulationJobOut(row) };
  },
} satisfies Handlers;
