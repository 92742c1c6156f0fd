/**
 * `npm run bench:gateway`: the gateway's list pages under load (docs/benchmarks.md "Gateway").
 *
 * A child process starts a real gateway (startGateway, engine off, response validation off and no request log,
 * as in production) on a free loopback port with a temporary data dir, and bulk-inserts 1,000 clusters (with
 * their nodes and queues) and 100,000 jobs in one transaction. This process then signs in as usr-owner like the
 * console, checks every scenario's answer once (HTTP 200, ret_code 0, the total_count the database itself
 * counts), and runs each scenario with autocannon: 32 connections for 10 s on loopback. It prints requests/s,
 * p50, p95 (exact, from every response time), p99 and the errors / non-2xx answers per scenario, and the seed
 * time. It prints figures; it is no test and fails only when an answer is wrong.
 *
 * Options: --duration <s> (10), --connections <n> (32), --jobs <n> (100000), --clusters <n> (1000),
 * --only <scenario name substring>, --json <file> (writes the figures), --cpu-prof <dir> (a V8 CPU profile of the
 * gateway's process, for Chrome DevTools), --database-url <url> (an empty PostgreSQL database instead of the embedded one),
 * --no-analyze (no VACUUM ANALYZE after the seed), --writes <n> (n job changes per second in the gateway's process
 * during every scenario, as the scheduler simulator makes them: each one outdates the kept job list pages it can affect),
 * --postgres (a PostgreSQL server of its own, server/testing/postgres.ts), --gateways 1,2 (rounds with one, then two
 * gateway processes on the same database: the connections are split between them, as a load balancer would).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readConfig, SIMULATED_CLOUD } from '../server/config';
import type { Db } from '../server/db/database';
import { startGateway } from '../server/gateway';
import { createDatabase, startPostgres } from '../server/testing/postgres';

// ---------------------------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------------------------

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1] : fallback;
}

const DURATION = Number(option('duration', '10'));
const CONNECTIONS = Number(option('connections', '32'));
const JOBS = Number(option('jobs', '100000'));
const CLUSTERS = Number(option('clusters', '1000'));
const ONLY = option('only', '');
const JSON_OUT = option('json', '');
const CPU_PROF = option('cpu-prof', '');
const DATABASE_URL = option('database-url', '');
const ANALYZE = !process.argv.includes('--no-analyze');
const WRITES = Number(option('writes', '0'));
/** --postgres: a PostgreSQL server of its own (server/testing/postgres.ts) instead of the embedded database. */
const OWN_POSTGRES = process.argv.includes('--postgres');
/** --gateways 1,2: measure with one gateway process, then with two on the same database (one round each). */
const GATEWAYS = option('gateways', '1')
  .split(',')
  .map(Number)
  .filter((n) => n >= 1);
/** A child started with --join: a further gateway on the first one's database (no seed, no writes). */
const JOINS = process.argv.includes('--join');
const TARGET = { rps: 1500, p95: 30 };

// ---------------------------------------------------------------------------------------------------------------
// The data set: 1,000 clusters and 100,000 jobs, one transaction of INSERT … SELECT generate_series
// ---------------------------------------------------------------------------------------------------------------

/**
 * 70 % of the clusters are usr-owner's (a big tenant: 80 % in pek3, 20 % in sh1a), the rest belong to 30 other
 * accounts. Each cluster has a login node (and a controller for EHPC), 2-8 compute nodes and its queues.
 * Jobs go to a random cluster, so about 70 % are usr-owner's, submitted by usr-owner, usr-sub or iam-alice over
 * the last 365 days, in every status (10 % deleted), on the cluster's normal or gpu queue.
 */
export async function seedBulk(db: Db, clusters: number, jobs: number): Promise<Record<string, number>> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT setseed(0.2026)');
    await tx.query(
      `WITH src AS (
         SELECT i, CASE WHEN i <= $2 * 7 / 10 THEN 'usr-owner' ELSE 'usr-tenant' || lpad((i % 30 + 1)::text, 2, '0') END AS owner,
                CASE WHEN i <= $2 * 7 / 10 AND i % 5 = 0 THEN 'sh1a' ELSE 'pek3' END AS zone, random() AS r_status, random() AS r_time
           FROM generate_series(1, $2) AS i
       ), typed AS (
         SELECT *, CASE WHEN zone = 'sh1a' OR i % 3 = 0 THEN 'hpc' ELSE 'ehpc' END AS kind,
                CASE WHEN r_status < 0.70 THEN 'active' WHEN r_status < 0.82 THEN 'stopped' WHEN r_status < 0.87 THEN 'suspended'
                     WHEN r_status < 0.90 THEN 'pending' WHEN r_status < 0.95 THEN 'ceased' ELSE 'terminated' END AS status
           FROM src
       )
       INSERT INTO clusters (cluster_id, cluster_name, cluster_type, status, description, zone, owner, created_by, nas_id, nas_shared_path, vxnet_id, vxnet_name,
                             network_type, scheduler, version, app_id, app_version, deploy_mode, paid_type, shared_status, software, config, create_time, status_time)
       SELECT kind || '-bn' || lpad(i::text, 5, '0'),
              (ARRAY['cfd', 'wrf', 'md', 'lab', '气象模拟', '流体力学', 'ai_train', 'genome'])[1 + i % 8] || '_' || lpad(i::text, 4, '0'),
              kind, status, 'bench cluster ' || i, zone, owner, owner, 'nas-3f9a2b1c', '/share/bench' || i, 'vxnet-hpc01', 'hpc-private-net',
              CASE WHEN kind = 'hpc' THEN 'base' ELSE 'private' END, CASE WHEN i % 7 = 0 THEN 'pbspro' ELSE 'slurm' END,
              CASE WHEN kind = 'hpc' THEN '3.0.0' ELSE '2.4.1' END, CASE WHEN kind = 'hpc' THEN 'app-hpc01' ELSE 'app-ehpc01' END,
              CASE WHEN kind = 'hpc' THEN 'appv-hpc300' ELSE 'appv-ehpc241' END, 1, i % 2, 'unshared',
              '[{"sw_name": "Slurm", "sw_ver": "23.11"}]'::jsonb, '{"ip_network": "192.168.0.0/16"}'::jsonb,
              $1::timestamptz - r_time * interval '730 days', $1::timestamptz - r_time * interval '720 days'
         FROM typed`,
      [new Date(), clusters],
    );
    await tx.query(
      `INSERT INTO cluster_nodes (node_id, cluster_id, instance_id, name, hostname, role, node_type, instance_class, cpu, memory, gpu, status, health_status, private_ip, create_time, status_time)
       SELECT 'cln-' || substr(c.cluster_id, strpos(c.cluster_id, '-') + 1) || lpad(k::text, 2, '0'), c.cluster_id, 'i-' || c.cluster_id || k,
              CASE WHEN k = 1 THEN 'login' WHEN k = 2 AND c.cluster_type = 'ehpc' THEN 'controller' ELSE 'compute' END || '_' || k,
              CASE WHEN k = 1 THEN 'login001' WHEN k = 2 AND c.cluster_type = 'ehpc' THEN 'controller001' ELSE 'compute' || lpad(k::text, 3, '0') END,
              CASE WHEN k = 1 THEN 'login' WHEN k = 2 AND c.cluster_type = 'ehpc' THEN 'controller' ELSE 'compute' END,
              'standard', 101, CASE WHEN k <= 2 THEN 4 ELSE 56 END, CASE WHEN k <= 2 THEN 8192 ELSE 229376 END, 0,
              CASE c.status WHEN 'active' THEN 'active' WHEN 'pending' THEN 'pending' WHEN 'ceased' THEN 'ceased' WHEN 'terminated' THEN 'ceased' ELSE 'stopped' END,
              'healthy', '10.' || (c.i / 250) || '.' || (c.i % 250) || '.' || (10 + k), c.create_time, c.status_time
         FROM (SELECT c.*, row_number() OVER (ORDER BY c.cluster_id) AS i FROM clusters c WHERE c.cluster_id LIKE '%-bn%') AS c
         CROSS JOIN LATERAL generate_series(1, 4 + (c.i % 7)::int) AS k`,
    );
    await tx.query(
      `INSERT INTO queues (hpcqueue_id, cluster_id, queue_name, category, is_default, status, create_time)
       SELECT 'hpcq-' || substr(c.cluster_id, strpos(c.cluster_id, '-') + 1) || q.suffix, c.cluster_id, q.name,
              CASE WHEN c.cluster_type = 'hpc' THEN 'shared' ELSE 'dedicated' END, q.is_default,
              CASE WHEN c.status IN ('ceased', 'terminated') THEN 'deleted' WHEN c.status = 'pending' THEN 'pending' ELSE 'active' END, c.create_time
         FROM clusters c CROSS JOIN (VALUES ('n', 'normal', 1), ('g', 'gpu', 0)) AS q(suffix, name, is_default)
        WHERE c.cluster_id LIKE '%-bn%'`,
    );
    await tx.query(
      `INSERT INTO queue_nodes (hpcqueue_id, node_id)
       SELECT 'hpcq-' || substr(n.cluster_id, strpos(n.cluster_id, '-') + 1) || 'n', n.node_id FROM cluster_nodes n
        WHERE n.cluster_id LIKE '%-bn%' AND n.role = 'compute'`,
    );
    // A few of the other accounts' clusters are shared with usr-sub, as the demo's are.
    await tx.query(
      `INSERT INTO cluster_shares (cluster_id, user_id, permission)
       SELECT cluster_id, 'usr-sub', 'readonly' FROM clusters WHERE cluster_id LIKE '%-bn%' AND owner <> 'usr-owner' AND right(cluster_id, 2)::int % 10 = 0`,
    );
    await tx.query(
      `WITH c AS (
         SELECT cluster_id, owner, row_number() OVER (ORDER BY cluster_id) AS k FROM clusters WHERE cluster_id LIKE '%-bn%'
       ), s AS (
         SELECT i, random() AS r_user, random() AS r_name, random() AS r_status, random() AS r_queue, random() AS r_time, random() AS r_run,
                1 + floor(random() * (SELECT count(*) FROM c))::int AS k
           FROM generate_series(1, $2) AS i
       ), j AS (
         SELECT s.*, c.cluster_id, c.owner,
                CASE WHEN c.owner <> 'usr-owner' THEN c.owner WHEN r_user < 0.6 THEN 'usr-owner' WHEN r_user < 0.85 THEN 'usr-sub' ELSE 'iam-alice' END AS user_id,
                CASE WHEN r_status < 0.55 THEN 'finished' WHEN r_status < 0.63 THEN 'exited' WHEN r_status < 0.69 THEN 'running' WHEN r_status < 0.79 THEN 'pending'
                     WHEN r_status < 0.83 THEN 'stopped' WHEN r_status < 0.89 THEN 'cancelled' WHEN r_status < 0.90 THEN 'unknown' ELSE 'deleted' END AS status,
                $1::timestamptz - r_time * interval '365 days' AS submitted
           FROM s JOIN c USING (k)
       )
       INSERT INTO jobs (hpcjob_uuid, job_id, portal, cluster_id, owner, user_id, name, job_status, hpcqueue_id, queue_name, priority, cores, time_limit,
                         stdout_path, stderr_path, work_dir, cmd, submit_type, exit_code, run_time, run_as, node_list,
                         submitted_time, started_time, modified_time, finished_time)
       SELECT 'hpcjob-bn' || lpad(i::text, 6, '0'), CASE WHEN status = 'cancelled' THEN NULL ELSE (100000 + i)::text END, 'hpc', cluster_id, owner, user_id,
              (ARRAY['wrf_run', 'openfoam_case', 'lammps_melt', 'gmx_md', 'fluent_3d', 'vasp_relax', 'cp2k_aimd', 'namd_apoa1', 'abaqus_std', 'comsol_heat', '台风路径预报', '分子动力学'])[1 + floor(r_name * 12)::int]
                || '_' || lpad((i % 10000)::text, 4, '0'),
              status, 'hpcq-' || substr(cluster_id, strpos(cluster_id, '-') + 1) || CASE WHEN r_queue < 0.7 THEN 'n' ELSE 'g' END,
              CASE WHEN r_queue < 0.7 THEN 'normal' ELSE 'gpu' END, 1 + (i % 9), (ARRAY[1, 4, 8, 16, 28, 32, 56, 112])[1 + (i % 8)],
              CASE WHEN i % 3 = 0 THEN 1440 ELSE NULL END,
              '/share/jobs/' || i || '.out', '/share/jobs/' || i || '.err', '/share/jobs/' || i, 'mpirun ./solver -case ' || i, 'command',
              CASE WHEN status = 'finished' THEN 0 WHEN status = 'exited' THEN 1 + (i % 137) ELSE NULL END,
              CASE WHEN status IN ('pending', 'cancelled') THEN 0 ELSE floor(r_run * 86400)::int END,
              CASE user_id WHEN 'iam-alice' THEN 'alice' WHEN 'usr-sub' THEN 'usr_sub' ELSE 'usr_owner' END, '',
              submitted, CASE WHEN status IN ('pending', 'cancelled') THEN NULL ELSE submitted + interval '30 seconds' END,
              submitted + interval '30 seconds' + floor(r_run * 86400) * interval '1 second',
              CASE WHEN status IN ('finished', 'exited', 'cancelled') THEN submitted + interval '30 seconds' + floor(r_run * 86400) * interval '1 second' ELSE NULL END
         FROM j`,
      [new Date(), jobs],
    );
  });
  const [counts] = await db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM clusters) AS clusters, (SELECT count(*)::int FROM cluster_nodes) AS nodes, (SELECT count(*)::int FROM queues) AS queues,
            (SELECT count(*)::int FROM jobs) AS jobs, (SELECT count(*)::int FROM jobs WHERE owner = 'usr-owner') AS owner_jobs`,
  );
  return counts;
}

// ---------------------------------------------------------------------------------------------------------------
// Scenarios: what the console asks, and what the database says the total is
// ---------------------------------------------------------------------------------------------------------------

interface Scenario {
  name: string;
  path: string;
  query: [string, string][];
  /** The expected total_count, counted directly (not through the handler); none for the reference call. */
  expect?: { sql: string; params: unknown[] };
  /** The page size the answer must have (rows in the set). */
  rows: number;
  set?: 'job_set' | 'cluster_set';
}

const IDENTITY: [string, string][] = [
  ['user_id', 'usr-owner'],
  ['owner', 'usr-owner'],
  ['zone', 'pek3'],
];

function scenarios(now: Date): Scenario[] {
  const sixMonthsAgo = new Date(now);
  sixMonthsAgo.setUTCMonth(sixMonthsAgo.getUTCMonth() - 6);
  const start = sixMonthsAgo.toISOString();
  const end = now.toISOString();
  const jobFrom = `FROM jobs j JOIN clusters c ON c.cluster_id = j.cluster_id
                   WHERE j.owner = 'usr-owner' AND j.portal = 'hpc' AND j.job_status <> 'deleted' AND c.zone = 'pek3'`;
  const clusterFrom = "FROM clusters c WHERE c.owner = 'usr-owner' AND c.zone = 'pek3'";
  return [
    // The floor: one session look-up and an answer, no list.
    { name: 'reference: auth/session', path: '/auth/session', query: [['action', 'session']], rows: 0 },
    {
      name: 'job/list default page',
      path: '/portal-hpc/job/list',
      query: [['action', 'job/list'], ...IDENTITY, ['start_time', start], ['end_time', end], ['limit', '10'], ['offset', '0']],
      expect: { sql: `SELECT count(*)::int AS n ${jobFrom} AND j.submitted_time >= $1 AND j.submitted_time <= $2`, params: [start, end] },
      rows: 10,
      set: 'job_set',
    },
    {
      name: 'job/list status+search, run_time asc, offset 1000',
      path: '/portal-hpc/job/list',
      query: [
        ['action', 'job/list'],
        ...IDENTITY,
        ['status', 'finished'],
        ['status', 'exited'],
        ['search_word', 'wrf'],
        ['sort_key', 'run_time'],
        ['reverse', '0'],
        ['limit', '20'],
        ['offset', '1000'],
      ],
      expect: {
        sql: `SELECT count(*)::int AS n ${jobFrom} AND j.job_status IN ('finished', 'exited') AND (j.name ILIKE '%wrf%' OR j.hpcjob_uuid ILIKE '%wrf%' OR j.job_id ILIKE '%wrf%')`,
        params: [],
      },
      rows: 20,
      set: 'job_set',
    },
    {
      name: 'job/list one cluster, name asc, offset 40',
      path: '/portal-hpc/job/list',
      query: [
        ['action', 'job/list'],
        ...IDENTITY,
        ['cluster_id', 'ehpc-bn00001'],
        ['sort_key', 'name'],
        ['reverse', '0'],
        ['limit', '20'],
        ['offset', '40'],
      ],
      expect: { sql: `SELECT count(*)::int AS n ${jobFrom} AND j.cluster_id = 'ehpc-bn00001'`, params: [] },
      rows: 20,
      set: 'job_set',
    },
    {
      name: 'cluster/list default page',
      path: '/portal-hpc/cluster/list',
      query: [
        ['action', 'cluster/list'],
        ...IDENTITY,
        ['status', 'pending'],
        ['status', 'active'],
        ['status', 'stopped'],
        ['status', 'suspended'],
        ['limit', '10'],
        ['offset', '0'],
      ],
      expect: { sql: `SELECT count(*)::int AS n ${clusterFrom} AND c.status IN ('pending', 'active', 'stopped', 'suspended')`, params: [] },
      rows: 10,
      set: 'cluster_set',
    },
    {
      name: 'cluster/list ehpc+search, name asc, offset 20',
      path: '/portal-hpc/cluster/list',
      query: [
        ['action', 'cluster/list'],
        ...IDENTITY,
        ['status', 'active'],
        ['status', 'stopped'],
        ['cluster_type', 'ehpc'],
        ['search_word', 'cfd'],
        ['sort_key', 'cluster_name'],
        ['reverse', '0'],
        ['limit', '20'],
        ['offset', '20'],
      ],
      expect: {
        sql: `SELECT count(*)::int AS n ${clusterFrom} AND c.status IN ('active', 'stopped') AND c.cluster_type = 'ehpc' AND (c.cluster_name ILIKE '%cfd%' OR c.cluster_id ILIKE '%cfd%' OR c.description ILIKE '%cfd%')`,
        params: [],
      },
      rows: 20,
      set: 'cluster_set',
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// The gateway's process
// ---------------------------------------------------------------------------------------------------------------

type ToServer = { type: 'count'; id: number; sql: string; params: unknown[] } | { type: 'cpu'; id: number } | { type: 'stop' };
type FromServer =
  | { type: 'ready'; port: number; startMs: number; seedMs: number; analyzeMs: number; counts: Record<string, number> }
  | { type: 'count'; id: number; n: number }
  /** The gateway process's CPU time so far (user + system, every thread), in ms. */
  | { type: 'cpu'; id: number; ms: number }
  | { type: 'error'; message: string };

async function serve(): Promise<void> {
  const send = (message: FromServer) => process.send?.(message);
  const dataDir = mkdtempSync(join(tmpdir(), 'hpc-bench-'));
  const config = {
    ...readConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    distDir: join(dataDir, 'no-console'),
    validateResponses: false,
    databaseUrl: DATABASE_URL || undefined,
    cloud: SIMULATED_CLOUD,
  };
  const started = performance.now();
  const gateway = await startGateway(config, { runEngine: false, logger: false });
  const startMs = performance.now() - started;
  const seedStart = performance.now();
  const counts = JOINS ? {} : await seedBulk(gateway.db, CLUSTERS, JOBS);
  const seedMs = performance.now() - seedStart;
  // The embedded database runs without autovacuum: the statistics a PostgreSQL server would gather by itself.
  const analyzeStart = performance.now();
  if (ANALYZE && !JOINS) await gateway.db.exec('VACUUM ANALYZE');
  const analyzeMs = performance.now() - analyzeStart;
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  const address = gateway.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // --writes: a running job's run time moves, as the scheduler simulator moves it every tick (50 of usr-owner's
  // running jobs in turn); each change outdates every kept job list page (migration 0071).
  const running =
    WRITES > 0 && !JOINS
      ? await gateway.db.query<{ hpcjob_uuid: string }>(
          "SELECT hpcjob_uuid FROM jobs WHERE owner = 'usr-owner' AND portal = 'hpc' AND job_status = 'running' ORDER BY submitted_time DESC LIMIT 50",
        )
      : [];
  let written = 0;
  const writer = running.length
    ? setInterval(() => {
        const { hpcjob_uuid } = running[written++ % running.length];
        gateway.db
          .query('UPDATE jobs SET run_time = run_time + 1 WHERE hpcjob_uuid = $1', [hpcjob_uuid])
          .catch((error: Error) => send({ type: 'error', message: error.message }));
      }, 1000 / WRITES)
    : undefined;
  process.on('message', (message: ToServer) => {
    if (message.type === 'stop') {
      clearInterval(writer);
      void gateway.close().finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
    } else if (message.type === 'cpu') {
      const { user, system } = process.cpuUsage();
      send({ type: 'cpu', id: message.id, ms: (user + system) / 1000 });
    } else if (message.type === 'count') {
      gateway.db.query<{ n: number }>(message.sql, message.params).then(
        (rows) => send({ type: 'count', id: message.id, n: rows[0].n }),
        (error: Error) => send({ type: 'error', message: error.message }),
      );
    }
  });
  send({ type: 'ready', port, startMs, seedMs, analyzeMs, counts });
}

// ---------------------------------------------------------------------------------------------------------------
// The load generator
// ---------------------------------------------------------------------------------------------------------------

interface AutocannonResult {
  requests: { average: number; total: number; sent: number };
  latency: { p50: number; p99: number; max: number; average: number };
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}
interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): void;
}
type Autocannon = (options: Record<string, unknown>, done: (error: Error | null, result: AutocannonResult) => void) => AutocannonInstance;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

function percentile(sorted: Float64Array, p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

interface Figures {
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
  non2xx: number;
  totalCount: number | null;
  cpuMsPerRequest: number;
}

function run(
  url: string,
  cookie: string,
  duration: number,
  connections = CONNECTIONS,
): Promise<{ result: AutocannonResult; times: Float64Array }> {
  return new Promise((resolve, reject) => {
    let times = new Float64Array(1 << 16);
    let n = 0;
    const instance = autocannon(
      { url, connections, duration, timeout: 30, headers: { cookie, 'accept-language': 'en' } },
      (error, result) => {
        if (error) reject(error);
        else resolve({ result, times: times.slice(0, n).sort() });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      if (n === times.length) {
        const grown = new Float64Array(times.length * 2);
        grown.set(times);
        times = grown;
      }
      times[n++] = responseTime;
    });
  });
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** A plain text table (console.table is not allowed by the lint rules). */
function printTable(rows: Record<string, string | number>[]): void {
  const columns = Object.keys(rows[0] ?? {});
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 && columns[0] === 'scenario' ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log(line(columns));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(columns.map((c) => String(row[c]))));
}

/** Waits until the gateway has worked off its backlog: a session look-up queues behind every pending query. */
async function drain(api: string, cookie: string): Promise<void> {
  for (;;) {
    const started = performance.now();
    await fetch(`${api}/auth/session?action=session`, { headers: { cookie } });
    if (performance.now() - started < 50) return;
  }
}

interface GatewayChild {
  ready: Promise<Extract<FromServer, { type: 'ready' }>>;
  count(sql: string, params: unknown[]): Promise<number>;
  cpu(): Promise<number>;
  stop(): void;
}

/** A gateway process (this script with --serve): the first seeds, a further one (--join) shares its database. */
function startChild(args: string[]): GatewayChild {
  const execArgv = CPU_PROF ? [...process.execArgv, '--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : process.execArgv;
  const child: ChildProcess = fork(process.argv[1], ['--serve', ...args], { stdio: 'inherit', execArgv });
  // Answers to this process's questions (counts, CPU time), by id; a failure of the gateway's process fails them all.
  const pending = new Map<number, { resolve: (n: number) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  const ask = (message: Extract<ToServer, { id: number }>) =>
    new Promise<number>((resolve, reject) => {
      pending.set(message.id, { resolve, reject });
      child.send(message);
    });
  const ready = new Promise<Extract<FromServer, { type: 'ready' }>>((resolve, reject) => {
    const fail = (error: Error) => {
      reject(error);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    child.on('message', (message: FromServer) => {
      if (message.type === 'ready') resolve(message);
      else if (message.type === 'error') fail(new Error(message.message));
      else {
        pending.get(message.id)?.resolve(message.type === 'count' ? message.n : message.ms);
        pending.delete(message.id);
      }
    });
    child.once('exit', (code) => fail(new Error(`the gateway process ended (${code})`)));
  });
  ready.catch(() => undefined);
  return {
    ready,
    count: (sql, params) => ask({ type: 'count', id: nextId++, sql, params }),
    cpu: () => ask({ type: 'cpu', id: nextId++ }),
    stop: () => {
      if (child.connected) child.send({ type: 'stop' } satisfies ToServer);
    },
  };
}

/** `run` on each gateway at once, the connections split between them (a load balancer); the figures merged. */
async function runOn(urls: string[], cookie: string, duration: number): Promise<{ result: AutocannonResult; times: Float64Array }> {
  const runs = await Promise.all(
    urls.map((url, i) => run(url, cookie, duration, Math.floor(CONNECTIONS / urls.length) + (i < CONNECTIONS % urls.length ? 1 : 0))),
  );
  if (runs.length === 1) return runs[0];
  const times = new Float64Array(runs.reduce((n, r) => n + r.times.length, 0));
  let at = 0;
  for (const r of runs) {
    times.set(r.times, at);
    at += r.times.length;
  }
  const sum = (pick: (result: AutocannonResult) => number) => runs.reduce((n, r) => n + pick(r.result), 0);
  const result: AutocannonResult = {
    ...runs[0].result,
    requests: { ...runs[0].result.requests, total: sum((r) => r.requests.total), sent: sum((r) => r.requests.sent) },
    duration: Math.max(...runs.map((r) => r.result.duration)),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    '2xx': sum((r) => r['2xx']),
  };
  return { result, times: times.sort() };
}

async function main(): Promise<void> {
  const ownServer = OWN_POSTGRES ? await startPostgres() : undefined;
  const ownDatabase = ownServer ? await createDatabase(ownServer.url) : undefined;
  const databaseArgs = ownDatabase ? ['--database-url', ownDatabase.url] : [];
  const first = startChild([...process.argv.slice(2), ...databaseArgs]);
  const children = [first];
  const stop = () => {
    for (const child of children) child.stop();
  };
  const count = first.count;

  try {
    console.log(
      `Gateway benchmark: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
    );
    if (ownServer) console.log(`On a PostgreSQL 15 server of its own (${ownServer.url})`);
    console.log(
      `Seeding ${CLUSTERS} clusters and ${JOBS} jobs… (load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );
    const server = await first.ready;
    console.log(
      `Gateway started and demo seed in ${(server.startMs / 1000).toFixed(1)} s; bulk seed ${(server.seedMs / 1000).toFixed(1)} s; VACUUM ANALYZE ${(server.analyzeMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `Rows: ${Object.entries(server.counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    if (WRITES > 0) console.log(`During every scenario: ${WRITES} job changes per second in the first gateway's process`);
    const ports = [server.port];

    const api = `http://127.0.0.1:${server.port}/_micro_/hpc/api`;
    const login = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'login', user_name: 'usr-owner', password: 'Owner#Hpc2026' }),
    });
    if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');

    const figures: (Figures & { gateways: number })[] = [];
    for (const gateways of GATEWAYS) {
      while (children.length < gateways) {
        const more = startChild([...process.argv.slice(2), ...databaseArgs, '--join']);
        children.push(more);
        ports.push((await more.ready).port);
      }
      const apis = ports.slice(0, gateways).map((port) => `http://127.0.0.1:${port}/_micro_/hpc/api`);
      const cpuOf = async () => (await Promise.all(children.slice(0, gateways).map((c) => c.cpu()))).reduce((a, b) => a + b, 0);
      const drainAll = () => Promise.all(apis.map((each) => drain(each, cookie)));
      if (GATEWAYS.length > 1 || gateways > 1)
        console.log(`\n=== ${gateways} gateway process${gateways > 1 ? 'es' : ''} on one database ===`);
      for (const scenario of scenarios(new Date()).filter((sc) => !ONLY || sc.name.includes(ONLY))) {
        const urls = apis.map((each) => `${each}${scenario.path}?${new URLSearchParams(scenario.query)}`);
        const expected = scenario.expect ? await count(scenario.expect.sql, scenario.expect.params) : undefined;
        for (const url of urls) {
          const answer = await fetch(url, { headers: { cookie } });
          const body = (await answer.json()) as Record<string, unknown>;
          if (answer.status !== 200 || body.ret_code !== 0)
            throw new Error(`${scenario.name}: HTTP ${answer.status}, ret_code ${String(body.ret_code)}`);
          if (scenario.set && expected !== undefined) {
            const set = body[scenario.set] as unknown[] | undefined;
            const rows = Math.min(scenario.rows, Math.max(expected - Number(new URLSearchParams(scenario.query).get('offset') ?? 0), 0));
            if (body.total_count !== expected || set?.length !== rows) {
              throw new Error(
                `${scenario.name}: total_count ${String(body.total_count)} (expected ${expected}), ${set?.length} rows (expected ${rows})`,
              );
            }
          }
        }
        // A short warm-up, then the measured run; each run waits until the gateways have answered every request they queued.
        await runOn(urls, cookie, 2);
        await drainAll();
        const cpuBefore = await cpuOf();
        const { result, times } = await runOn(urls, cookie, DURATION);
        await drainAll();
        const cpuMs = (await cpuOf()) - cpuBefore;
        const f = {
          scenario: scenario.name,
          gateways,
          requestsPerSecond: result.requests.total / result.duration,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          max: times[times.length - 1] ?? 0,
          requests: result.requests.total,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          totalCount: expected ?? null,
          // Robust against other load on the machine: the gateways' own CPU time per answered request.
          cpuMsPerRequest: cpuMs / Math.max(result.requests.total, 1),
        };
        figures.push(f);
        const verdict =
          f.requestsPerSecond >= TARGET.rps && f.p95 < TARGET.p95 && !f.errors && !f.non2xx ? 'meets the target' : 'MISSES the target';
        console.log(
          `\n${scenario.name}  (${expected === undefined ? '' : `total_count ${expected}, `}${gateways} gateway(s), ${CONNECTIONS} connections, ${result.duration} s, load average ${loadavg()[0].toFixed(2)})`,
        );
        printTable([
          {
            'requests/s': f.requestsPerSecond.toFixed(0),
            p50: ms(f.p50),
            p95: ms(f.p95),
            p99: ms(f.p99),
            max: ms(f.max),
            requests: f.requests,
            'errors+timeouts': f.errors,
            'non-2xx': f.non2xx,
            'gateway CPU/request': ms(f.cpuMsPerRequest),
          },
        ]);
        console.log(`→ ${verdict} (over ${TARGET.rps} requests/s, p95 under ${TARGET.p95} ms, no errors)`);
      }
    }

    console.log(
      `\nSummary (load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );
    printTable(
      figures.map((f) => ({
        scenario: f.scenario,
        gateways: f.gateways,
        'req/s': Math.round(f.requestsPerSecond),
        p50: ms(f.p50),
        p95: ms(f.p95),
        p99: ms(f.p99),
        errors: f.errors,
        'non-2xx': f.non2xx,
        'CPU/req': ms(f.cpuMsPerRequest),
      })),
    );
    if (JSON_OUT)
      writeFileSync(
        JSON_OUT,
        `${JSON.stringify({ machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version }, seed: server, writesPerSecond: WRITES, figures }, null, 2)}\n`,
      );
  } finally {
    stop();
    // The gateways end first (their pools hold connections to the database).
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await ownDatabase?.drop().catch(() => undefined);
    await ownServer?.stop();
  }
}

const isEntry = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
if (isEntry && process.argv.includes('--serve')) {
  await serve().catch((error: Error) => {
    process.send?.({ type: 'error', message: error.stack ?? error.message } satisfies FromServer);
    process.exit(1);
  });
} else if (isEntry) {
  await main().catch((error: Error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
