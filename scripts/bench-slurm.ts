/**
 * `npm run bench:slurm`: the gateway in front of a real Slurm ("Benchmark"; docs/benchmarks.md).
 *
 * This process starts a private one-node Slurm (server/testing/slurm.ts: needs root and Debian's Slurm packages) and
 * forks a child that runs a real gateway (startGateway, engine running, the Slurm sync at its production interval
 * HPC_SLURM_SYNC_MS=2000, response validation and request log off as in production) on a free loopback port with a
 * temporary data dir, the cluster registered for usr-owner. Then:
 *  0. submit to Slurm's job id: --latency jobs (10) submitted one at a time on the idle cluster, each timed from the
 *     request until the job's detail shows Slurm's job id and state (the gateway's API polled every 10 ms): p50 / max.
 *     Alone with --latency-only (the other steps skipped);
 *  1. submits 1,000 short jobs (`true`) through the gateway's API as usr-owner (20 requests at a time) and waits until
 *     slurmctld lists them all (the sync handed them over). It does not wait for them to finish: the one-node harness
 *     runs about one a second (slurmctld starts two jobs every few seconds), so they go on running meanwhile;
 *  2. slurmctld's RPCs (sdiag) over --window seconds (60) with no client, then while 1 client and while 10 clients
 *     refresh the gateway's job list (autocannon, each client asking again as soon as answered); the 10 clients'
 *     p50 / p95 / p99 of job/list. RPCs are counted in all (the running jobs' own included) and for the cluster
 *     account the gateway asks as (sdiag's statistics by user): the latter is the load the gateway causes;
 *  3. the same listing asked of slurmrestd directly (SlurmClient.jobs, every job of the account) by 10 concurrent
 *     clients for --direct seconds (20): p50 / p95 / p99, and slurmctld's RPCs meanwhile.
 * It prints the figures; it is no test and fails only when something does not work (a refused request, jobs that
 * never finish).
 *
 * Options: --jobs <n> (1000), --window <s> (60), --direct <s> (20), --clients <n> (10), --sync-ms <ms> (2000), --latency <n> (10),
 * --latency-only.
 */
import { execFileSync, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig, SIMULATED_CLOUD } from '../server/config';
import { registerSlurmClusterInDb, type SlurmRegistration } from '../server/domains/slurm-clusters';
import { startGateway } from '../server/gateway';
import { DEMO_ACCOUNTS } from '../server/seed/identity';
import { createSlurmClient } from '../server/slurm/client';
import { TestClient } from '../server/test-support';
import { slurmAvailable, startSlurm, type Slurm } from '../server/testing/slurm';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1]! : fallback;
}

const JOBS = Number(option('jobs', '1000'));
const WINDOW_S = Number(option('window', '60'));
const DIRECT_S = Number(option('direct', '20'));
const CLIENTS = Number(option('clients', '10'));
const SYNC_MS = option('sync-ms', '2000');
const LATENCY_JOBS = Number(option('latency', '10'));
const LATENCY_ONLY = process.argv.includes('--latency-only');
const TARGET_P95_MS = 30;

// ---------------------------------------------------------------------------------------------------------------
// The child: the gateway with the cluster registered
// ---------------------------------------------------------------------------------------------------------------

interface Ready {
  type: 'ready';
  port: number;
  clusterId: string;
}

async function child(): Promise<void> {
  const registration = JSON.parse(process.env.HPC_BENCH_SLURM ?? '{}') as SlurmRegistration;
  const dataDir = mkdtempSync(join(tmpdir(), 'hpc-bench-slurm-'));
  const config = {
    ...readConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    distDir: join(dataDir, 'no-console'),
    validateResponses: false,
    cloud: SIMULATED_CLOUD,
  };
  const gateway = await startGateway(config, { runEngine: true, logger: false });
  const { clusterId } = await registerSlurmClusterInDb(gateway.db, registration, dataDir);
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  const address = gateway.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const stop = async () => {
    await gateway.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'stop') void stop();
  });
  process.send?.({ type: 'ready', port, clusterId } satisfies Ready);
}

// ---------------------------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------------------------

interface AutocannonResult {
  requests: { total: number };
  errors: number;
  non2xx: number;
}
type Autocannon = (
  options: Record<string, unknown>,
  done: (error: Error | null, result: AutocannonResult) => void,
) => {
  on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): void;
};
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

interface Timing {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

function timing(times: number[], errors: number): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);
  return { requests: sorted.length, errors, p50: at(50), p95: at(95), p99: at(99) };
}

/** `connections` clients asking `url` again as soon as answered, for `seconds`. */
function hammer(url: string, cookie: string, connections: number, seconds: number): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(
      { url, connections, duration: seconds, timeout: 30, headers: { cookie, 'accept-language': 'en' } },
      (error, result) => {
        if (error) reject(error);
        else resolve(timing(times, result.errors + result.non2xx));
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** The RPCs slurmctld counted for one user (sdiag's statistics by user): the gateway reads as the cluster account. */
function rpcsOf(slurm: Slurm, user: string): number {
  const text = execFileSync('sdiag', [], { env: { ...process.env, ...slurm.env }, encoding: 'utf8' });
  const byUser = text.split(/Remote Procedure Call statistics by user/)[1] ?? '';
  const line = byUser.split('\n').find((l) => /^(\S+)\s*\(/.exec(l.trim())?.[1] === user);
  return Number(/count:(\d+)/.exec(line ?? '')?.[1] ?? 0);
}

/**
 * slurmctld's RPCs per minute while `work` runs (sdiag before and after): all of them (the running jobs' own included,
 * and sdiag's two calls), and those of the cluster account the gateway and the direct clients ask as.
 */
async function rpcsPerMinute<T>(slurm: Slurm, work: () => Promise<T>): Promise<{ perMinute: number; accountPerMinute: number; result: T }> {
  const before = await slurm.sdiag();
  const accountBefore = rpcsOf(slurm, slurm.user);
  const started = performance.now();
  const result = await work();
  const minutes = (performance.now() - started) / 60_000;
  const after = await slurm.sdiag();
  return { perMinute: (after - before) / minutes, accountPerMinute: (rpcsOf(slurm, slurm.user) - accountBefore) / minutes, result };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => `${value.toFixed(2)} ms`;

// ---------------------------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  if (!slurmAvailable()) throw new Error('bench:slurm needs root and the Debian packages slurm-wlm slurmrestd slurm-wlm-jwt-plugin munge');
  const slurm = await startSlurm();
  const registration: SlurmRegistration = {
    name: 'slurm_bench',
    restUrl: slurm.url,
    jwtKeyFile: slurm.jwtKeyFile,
    sharedDir: slurm.shared,
    sshEndpoint: `${slurm.user}@127.0.0.1:22`,
    owner: 'usr-owner',
    zone: 'pek3',
    account: slurm.user,
  };
  const gateway = fork(import.meta.filename, ['--child'], {
    execArgv: process.execArgv,
    env: { ...process.env, HPC_BENCH_SLURM: JSON.stringify(registration), HPC_SLURM_SYNC_MS: SYNC_MS },
  });
  try {
    const ready = await new Promise<Ready>((resolve, reject) => {
      gateway.once('message', (message) => resolve(message as Ready));
      gateway.once('exit', (code) => reject(new Error(`the gateway exited (${code})`)));
    });
    const api = `http://127.0.0.1:${ready.port}${readConfig({}).basePath}api`;
    const owner = new TestClient(api, 'en');
    const account = DEMO_ACCOUNTS.find((a) => a.user_id === 'usr-owner')!;
    if ((await owner.login(account.user_id, account.password)).status !== 200) throw new Error('cannot sign in usr-owner');
    const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const call = async (method: string, path: string, payload: Record<string, unknown> = {}) => {
      const answer = await owner.call(method, path, payload);
      if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer.body;
    };
    const finishedCount = async () =>
      Number((await call('GET', '/portal-hpc/job/list', { cluster_id: ready.clusterId, status: ['finished'], limit: 10 })).total_count);

    let queueId = '';
    for (let i = 0; !queueId; i++) {
      const queues = (await call('GET', '/portal-hpc/queue/ehpc/getQueueList', { cluster_id: ready.clusterId })).hpc_queue_set as {
        hpcqueue_id: string;
        queue_name: string;
      }[];
      queueId = queues.find((q) => q.queue_name === 'normal')?.hpcqueue_id ?? '';
      if (!queueId && i > 120) throw new Error('the partitions never became queues');
      if (!queueId) await sleep(500);
    }

    // 0. Submit to Slurm's job id, one job at a time on the idle cluster.
    const latencies: number[] = [];
    for (let i = 0; i < LATENCY_JOBS; i++) {
      const started = performance.now();
      const { hpcjob_uuid: uuid } = await call('POST', '/portal-hpc/job/submitJob', {
        cluster_id: ready.clusterId,
        hpcqueue_id: queueId,
        name: `latency_${i}`,
        cores: 1,
        submit_type: 'command',
        cmd: 'true',
      });
      for (;;) {
        const { job } = (await call('GET', `/portal-hpc/job/jobdetail/${String(uuid)}`)) as {
          job: { job_id?: string; scheduler_state?: string };
        };
        if (job.job_id && job.scheduler_state) break;
        if (performance.now() - started > 60_000) throw new Error(`job ${String(uuid)} never reached slurmctld`);
        await sleep(10);
      }
      latencies.push(performance.now() - started);
      await sleep(300 + Math.floor(Math.random() * 700));
    }
    const latency = timing(latencies, 0);
    console.log(
      `Submit to Slurm's job id (${LATENCY_JOBS} jobs, one at a time, sync every ${SYNC_MS} ms): p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, max ${ms(Math.max(...latencies))}`,
    );
    if (LATENCY_ONLY) return;

    // 1. 1,000 jobs through the gateway.
    console.log(`Submitting ${JOBS} jobs through the gateway (20 requests at a time)…`);
    const submitStart = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < JOBS) {
          const i = next++;
          await call('POST', '/portal-hpc/job/submitJob', {
            cluster_id: ready.clusterId,
            hpcqueue_id: queueId,
            name: `bench_${i}`,
            cores: 1,
            submit_type: 'command',
            cmd: 'true',
          });
        }
      }),
    );
    const submitS = (performance.now() - submitStart) / 1000;
    console.log(`  accepted by the gateway in ${submitS.toFixed(1)} s; waiting for the sync to hand them all to slurmctld…`);
    const reader = createSlurmClient({ url: slurm.url, jwtKeyFile: slurm.jwtKeyFile });
    let inSlurm = 0;
    for (let last = -1; inSlurm < JOBS;) {
      inSlurm = (await reader.jobs(slurm.user)).filter((j) => j.name.startsWith('bench_')).length;
      if (inSlurm !== last) console.log(`  ${inSlurm} in slurmctld after ${((performance.now() - submitStart) / 1000).toFixed(0)} s`);
      last = inSlurm;
      if (performance.now() - submitStart > 20 * 60_000) throw new Error(`only ${inSlurm} of ${JOBS} jobs reached slurmctld in 20 minutes`);
      if (inSlurm < JOBS) await sleep(5_000);
    }
    const allInS = (performance.now() - submitStart) / 1000;
    const finished = await finishedCount();
    console.log(
      `  all ${JOBS} in slurmctld ${allInS.toFixed(0)} s after the first submission (${finished} finished so far; the node runs about one a second)`,
    );

    // 2. slurmctld's RPCs: idle, 1 client, 10 clients; the job list's latency with 10 clients.
    const listUrl = `${api}/portal-hpc/job/list?${new URLSearchParams({ cluster_id: ready.clusterId, limit: '20', offset: '0' })}`;
    const idle = await rpcsPerMinute(slurm, () => sleep(WINDOW_S * 1000));
    console.log(`slurmctld, gateway idle: ${idle.perMinute.toFixed(1)} RPC/min (the account's: ${idle.accountPerMinute.toFixed(1)})`);
    const one = await rpcsPerMinute(slurm, () => hammer(listUrl, cookie, 1, WINDOW_S));
    console.log(
      `slurmctld, 1 client refreshing job/list: ${one.perMinute.toFixed(1)} RPC/min (the account's: ${one.accountPerMinute.toFixed(1)}; ${one.result.requests} requests, p95 ${ms(one.result.p95)})`,
    );
    const many = await rpcsPerMinute(slurm, () => hammer(listUrl, cookie, CLIENTS, WINDOW_S));
    console.log(
      `slurmctld, ${CLIENTS} clients refreshing job/list: ${many.perMinute.toFixed(1)} RPC/min (the account's: ${many.accountPerMinute.toFixed(1)}; ${many.result.requests} requests)`,
    );

    // 3. The same listing asked of slurmrestd directly by 10 concurrent clients.
    const direct = createSlurmClient({ url: slurm.url, jwtKeyFile: slurm.jwtKeyFile });
    await direct.jobs(slurm.user);
    const directRun = await rpcsPerMinute(slurm, async () => {
      const times: number[] = [];
      let errors = 0;
      const until = performance.now() + DIRECT_S * 1000;
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (performance.now() < until) {
            const started = performance.now();
            try {
              await direct.jobs(slurm.user);
              times.push(performance.now() - started);
            } catch {
              errors += 1;
            }
          }
        }),
      );
      return timing(times, errors);
    });

    const rows = [
      { scenario: `gateway job/list, ${CLIENTS} clients`, ...many.result, rpm: many.perMinute, arpm: many.accountPerMinute },
      { scenario: 'gateway job/list, 1 client', ...one.result, rpm: one.perMinute, arpm: one.accountPerMinute },
      { scenario: `slurmrestd jobs, ${CLIENTS} clients`, ...directRun.result, rpm: directRun.perMinute, arpm: directRun.accountPerMinute },
      { scenario: 'gateway idle', requests: 0, errors: 0, p50: 0, p95: 0, p99: 0, rpm: idle.perMinute, arpm: idle.accountPerMinute },
    ];
    console.log('');
    console.log(
      `Slurm: 1 node, 2 CPUs; ${JOBS} jobs submitted through the gateway in ${submitS.toFixed(1)} s, all in slurmctld after ${allInS.toFixed(0)} s (jobs still running meanwhile);`,
    );
    console.log(
      `sync every ${SYNC_MS} ms; windows ${WINDOW_S} s (gateway) and ${DIRECT_S} s (slurmrestd); load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log('| scenario | requests | errors | p50 | p95 | p99 | slurmctld RPC/min (all) | of the account |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of rows) {
      const lat = r.requests ? [ms(r.p50), ms(r.p95), ms(r.p99)] : ['-', '-', '-'];
      console.log(`| ${r.scenario} | ${r.requests} | ${r.errors} | ${lat.join(' | ')} | ${r.rpm.toFixed(1)} | ${r.arpm.toFixed(1)} |`);
    }
    console.log('');
    console.log(
      `→ job/list p95 with ${CLIENTS} clients ${ms(many.result.p95)}: ${many.result.p95 < TARGET_P95_MS ? 'meets' : 'MISSES'} the target (under ${TARGET_P95_MS} ms)`,
    );
    console.log(
      `→ slurmctld load of the account: ${one.accountPerMinute.toFixed(1)} RPC/min with 1 client, ${many.accountPerMinute.toFixed(1)} with ${CLIENTS}, ${idle.accountPerMinute.toFixed(1)} idle (all RPCs: ${one.perMinute.toFixed(1)}, ${many.perMinute.toFixed(1)}, ${idle.perMinute.toFixed(1)})`,
    );
  } finally {
    gateway.send('stop');
    await Promise.race([new Promise((resolve) => gateway.once('exit', resolve)), sleep(10_000)]);
    if (gateway.exitCode === null) gateway.kill('SIGKILL');
    // Not slurm.stop(): its `scancel --user` of a thousand jobs took minutes here (one kill every 5 s). The harness's
    // clean-up at process exit kills its daemons and the jobs' processes and removes the user and the folder.
    process.exit(process.exitCode ?? 0);
  }
}

if (process.argv.includes('--child')) {
  child().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
