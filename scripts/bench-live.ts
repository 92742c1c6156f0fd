/**
 * `npm run bench:live`: what the live stream (ADR 0055) changes for the gateway and the screen (docs/benchmarks.md
 * "Live").
 *
 * The console is built into a temporary directory (or `--dist <dir>` serves a build already made). For each mode a
 * child process starts a gateway serving it on the demo data with its engine running (the seeded jobs run, as in
 * `npm start`): `polling` (HPC_LIVE=0: no stream, the console polls as it did before) and `live`. 200 jobs of
 * usr-owner are added that no scheduler touches, and one probe job, newest of all.
 *
 * `--browsers` real Chromium browsers (default 5, each its own context, signed in as usr-owner) hold the jobs page
 * open; the rest of 50 browsers' worth (`--tabs`) are synthetic clients in this process that do what the console does
 * on that page, as the real ones were seen to: in `polling` they ask the job list and the quota usage at the intervals
 * the real pages asked them; in `live` they hold a stream and ask both again after a notice (at most every 500 ms, as the console).
 *
 * - idle (`--idle` s, default 60): requests the gateway answered per minute (the stream's own connections excluded:
 *   one per browser, held) and the gateway process's CPU;
 * - under churn: `--churn` job changes per second (default 20) among the 200 jobs for `--churn-seconds` (default 30),
 *   the same figures, and the time from a change of the probe job's state in the database (as a scheduler's report
 *   writes it) to its new state on the screen of a real browser, `--samples` times (default 30; 5 when polling).
 * Prints the figures against the targets (ten times fewer requests when idle; change to screen under 1 s at p95).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { readConfig, SIMULATED_CLOUD } from '../server/config';
import { startGateway } from '../server/gateway';
import { topicsOfQuery } from '../src/shared/live/live-queries';
import { option, BASE, CHROMIUM, CHROMIUM_ARGS, buildConsole } from './bench-support';

const BROWSERS = Number(option('browsers', '5'));
const TABS = Number(option('tabs', '50'));
const IDLE_S = Number(option('idle', '60'));
const CHURN = Number(option('churn', '20'));
const CHURN_S = Number(option('churn-seconds', '30'));
const SAMPLES = Number(option('samples', '30'));
const BENCH_JOBS = 200;
const PROBE = 'hpcjob-blprobe0';
const OWNER = { user: 'usr-owner', password: 'Owner#Hpc2026' };

type Mode = 'polling' | 'live';
type Command = { cmd: 'stats' } | { cmd: 'churn'; perSecond: number } | { cmd: 'probe'; status: string } | { cmd: 'stop' };

/** The child: the demo gateway with the bench's jobs, counting the requests it answers. */
async function serve(distDir: string, mode: Mode): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hpc-bench-live-'));
  const config = {
    ...readConfig({ HPC_LIVE: mode === 'live' ? '1' : '0' }),
    basePath: BASE,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    distDir,
    validateResponses: false,
    cloud: SIMULATED_CLOUD,
  };
  const gateway = await startGateway(config, { runEngine: true, logger: false });
  const { db } = gateway;
  // Submitted up to now, the newest the probe (first on the page): not later, or the list's default range (up to the
  // end of today in the console's zone) leaves them out near midnight.
  await db.query(
    `INSERT INTO jobs SELECT (jsonb_populate_record(NULL::jobs, to_jsonb(j) || jsonb_build_object(
        'hpcjob_uuid', CASE WHEN i = 0 THEN $2 ELSE 'hpcjob-bl' || lpad(i::text, 6, '0') END,
        'name', CASE WHEN i = 0 THEN 'bench_live_probe' ELSE 'bench_live_' || i END,
        'job_id', NULL, 'submit_key', NULL, 'job_status', 'finished',
        'submitted_time', now() - i * interval '1 second'))).*
       FROM (SELECT * FROM jobs WHERE owner = 'usr-owner' AND portal = 'hpc' ORDER BY submitted_time LIMIT 1) j, generate_series(0, $1) i`,
    [BENCH_JOBS, PROBE],
  );
  let requests = 0;
  const byPath = new Map<string, number>();
  gateway.app.addHook('onResponse', async (request) => {
    if (request.url.includes('/api/events')) return;
    requests += 1;
    const path = request.url.split('?')[0]!;
    byPath.set(path, (byPath.get(path) ?? 0) + 1);
  });
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  const address = gateway.app.server.address();
  let churn: NodeJS.Timeout | undefined;
  let turn = 0;
  process.on('message', (message: Command) => {
    if (message.cmd === 'stats') process.send?.({ requests, cpu: process.cpuUsage(), byPath: Object.fromEntries(byPath) });
    else if (message.cmd === 'churn') {
      clearInterval(churn);
      if (message.perSecond > 0)
        churn = setInterval(() => {
          turn += 1;
          const job = `hpcjob-bl${String(1 + (turn % BENCH_JOBS)).padStart(6, '0')}`;
          void db.query(
            `UPDATE jobs SET job_status = CASE job_status WHEN 'finished' THEN 'exited' ELSE 'finished' END WHERE hpcjob_uuid = $1`,
            [job],
          );
        }, 1000 / message.perSecond);
      process.send?.({ ok: true });
    } else if (message.cmd === 'probe') {
      void db
        .query('UPDATE jobs SET job_status = $2 WHERE hpcjob_uuid = $1', [PROBE, message.status])
        .then(() => process.send?.({ ok: true }));
    } else {
      clearInterval(churn);
      void gateway.close().finally(() => (rmSync(dataDir, { recursive: true, force: true }), process.exit(0)));
    }
  });
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
}

/** Sends a command to the child and waits for its answer. */
function ask<T>(child: ChildProcess, command: Command): Promise<T> {
  return new Promise((done) => {
    child.once('message', (answer) => done(answer as T));
    child.send(command);
  });
}

async function signIn(origin: string): Promise<{ cookie: string; cookies: { name: string; value: string }[] }> {
  const response = await fetch(`${origin}${BASE}api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: OWNER.user, password: OWNER.password }),
  });
  const cookies = response.headers.getSetCookie().map((line) => {
    const [pair] = line.split(';');
    const [name, value] = pair!.split('=');
    return { name: name!, value: value! };
  });
  return { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '), cookies };
}

/** A synthetic browser: the jobs page's requests, by polling or after the stream's notices. */
function syntheticTab(origin: string, cookie: string, mode: Mode, asked: Map<string, number>): () => void {
  const get = (path: string) =>
    fetch(`${origin}${path}`, { headers: { cookie } }).then(
      (r) => r.arrayBuffer(),
      () => undefined,
    );
  const paths = [...asked.keys()];
  const timers: NodeJS.Timeout[] = [];
  if (mode === 'polling') {
    // Each request at the interval a real page asked it, started at a random point of it.
    for (const [path, perMinute] of asked) {
      if (perMinute <= 0) continue;
      const every = 60_000 / perMinute;
      timers.push(
        setTimeout(() => {
          void get(path);
          timers.push(setInterval(() => void get(path), every));
        }, Math.random() * every),
      );
    }
    return () => timers.forEach((timer) => clearInterval(timer));
  }
  // As the console: after a notice, the reads whose x-live topics it names (gathered for at most 500 ms).
  const topicsOf = new Map(
    paths.map((path) => [path, topicsOfQuery({ queryKey: [new URL(path, origin).pathname.slice(`${BASE}api`.length)] })]),
  );
  let last = 0;
  let pending: NodeJS.Timeout | undefined;
  let changed = new Set<string>();
  const refetch = () => {
    pending = undefined;
    last = Date.now();
    const topics = changed;
    changed = new Set();
    for (const path of paths) if (topicsOf.get(path)?.some((topic) => topics.has(topic))) void get(path);
  };
  const stream = httpRequest(`${origin}${BASE}api/events`, { agent: false, headers: { cookie, accept: 'text/event-stream' } });
  stream.on('response', (response) => {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      for (const match of chunk.matchAll(/event: change\ndata: (.*)\n/g))
        for (const topic of (JSON.parse(match[1]!) as { topics: string[] }).topics) changed.add(topic);
      if (!changed.size || pending) return;
      pending = setTimeout(refetch, Math.max(0, last + 500 - Date.now()));
    });
  });
  stream.on('error', () => undefined);
  stream.end();
  return () => {
    clearTimeout(pending);
    stream.destroy();
  };
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

interface Figures {
  idle: { perMinute: number; cpuPercent: number; browserPerMinute: number };
  churn: { perMinute: number; cpuPercent: number };
  latency: number[];
}

async function runMode(browser: Browser, dist: string, mode: Mode): Promise<Figures> {
  const child = fork(process.argv[1]!, ['--serve', dist, '--mode', mode, ...process.argv.slice(2)], { stdio: 'inherit' });
  const { port } = await new Promise<{ port: number }>((done) => child.once('message', (m) => done(m as { port: number })));
  const origin = `http://127.0.0.1:${port}`;
  const contexts: BrowserContext[] = [];
  const pages: Page[] = [];
  const asked = new Map<string, number>();
  for (let i = 0; i < BROWSERS; i += 1) {
    const { cookies } = await signIn(origin);
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await context.addCookies(cookies.map((c) => ({ ...c, url: origin })));
    const page = await context.newPage();
    await page.goto(`${origin}${BASE}pek3/hpc/jobs`);
    await page.getByText('bench_live_probe').first().waitFor({ timeout: 60_000 });
    contexts.push(context);
    pages.push(page);
  }
  // Let the pages settle (the stream open, the first answers in) before counting.
  await new Promise((done) => setTimeout(done, 5_000));
  const seen: string[] = [];
  pages[0]!.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/api/') && !url.pathname.endsWith('/api/events')) seen.push(`${url.pathname}${url.search}`);
  });
  type Stats = { requests: number; cpu: NodeJS.CpuUsage; byPath: Record<string, number> };
  const measure = async (seconds: number) => {
    const before = await ask<Stats>(child, { cmd: 'stats' });
    const started = Date.now();
    await new Promise((done) => setTimeout(done, seconds * 1000));
    const after = await ask<Stats>(child, { cmd: 'stats' });
    const minutes = (Date.now() - started) / 60_000;
    const cpuMs = (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1000;
    const paths = Object.entries(after.byPath)
      .map(([path, n]): [string, number] => [path.slice(`${BASE}api`.length), n - (before.byPath[path] ?? 0)])
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1]);
    console.log(`${mode}, ${seconds} s: ${paths.map(([path, n]) => `${path} ${n}`).join(', ') || 'no request'}`);
    return { perMinute: (after.requests - before.requests) / minutes, cpuPercent: (100 * cpuMs) / (Date.now() - started) };
  };
  // What one real page asks while idle, per minute: the synthetic tabs ask the same.
  await new Promise((done) => setTimeout(done, IDLE_S * 1000));
  for (const path of seen) asked.set(path, (asked.get(path) ?? 0) + 1 / (IDLE_S / 60));
  const browserPerMinute = seen.length / (IDLE_S / 60);
  // A live page asked nothing while idle: its synthetic twins ask what it asks after a notice.
  if (!asked.size)
    for (const path of [`${BASE}api/portal-hpc/job/list?limit=10`, `${BASE}api/portal-hpc/job/quotaUsage`]) asked.set(path, 0);
  // Each synthetic browser signs in for itself, as a browser holds a session of its own.
  const stops: (() => void)[] = [];
  for (let i = BROWSERS; i < TABS; i += 1) stops.push(syntheticTab(origin, (await signIn(origin)).cookie, mode, asked));
  await new Promise((done) => setTimeout(done, 3_000));
  const idle = await measure(IDLE_S);
  await ask(child, { cmd: 'churn', perSecond: CHURN });
  const churn = await measure(CHURN_S);
  // The probe: a change in the database, to its new state on the first real page.
  const latency: number[] = [];
  const samples = mode === 'live' ? SAMPLES : Math.min(SAMPLES, 5);
  for (let i = 0; i < samples; i += 1) {
    const status = i % 2 === 0 ? 'exited' : 'finished';
    const shown = pages[0]!.waitForFunction(
      ([name, wanted]) =>
        [...document.querySelectorAll('tr')].some(
          (row) => row.textContent?.includes(name) && row.querySelector(`[data-status="${wanted}"]`),
        ),
      ['bench_live_probe', status] as const,
      { timeout: 30_000, polling: 'raf' },
    );
    const started = performance.now();
    await ask(child, { cmd: 'probe', status });
    await shown;
    latency.push(performance.now() - started);
    await new Promise((done) => setTimeout(done, 300 + Math.random() * 500));
  }
  await ask(child, { cmd: 'churn', perSecond: 0 });
  stops.forEach((stop) => stop());
  for (const context of contexts) await context.close();
  child.send({ cmd: 'stop' } satisfies Command);
  await new Promise((done) => child.once('exit', done));
  return { idle: { ...idle, browserPerMinute }, churn, latency };
}

async function main(): Promise<void> {
  const serveAt = process.argv.indexOf('--serve');
  if (serveAt > 0) return serve(process.argv[serveAt + 1]!, option('mode', 'live') as Mode);
  const dist = buildConsole('live');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const results: Record<Mode, Figures> = {
      polling: await runMode(browser, dist.dir, 'polling'),
      live: await runMode(browser, dist.dir, 'live'),
    };
    const f = (n: number) => n.toFixed(1);
    console.log(
      `\nLive updates: ${TABS} browsers' worth on the jobs page (${BROWSERS} real Chromium, the rest synthetic), demo data, engine running`,
    );
    console.log('| measure | polling (before) | live (after) | target |');
    console.log('|---|---|---|---|');
    console.log(
      `| one real page's requests/min, idle | ${f(results.polling.idle.browserPerMinute)} | ${f(results.live.idle.browserPerMinute)} | |`,
    );
    const ratio = results.polling.idle.perMinute / Math.max(results.live.idle.perMinute, 0.1);
    console.log(
      `| gateway requests/min, idle | ${f(results.polling.idle.perMinute)} | ${f(results.live.idle.perMinute)} | 10x fewer: ${ratio >= 10 ? 'met' : 'missed'} (${f(ratio)}x) |`,
    );
    console.log(`| gateway CPU, idle | ${f(results.polling.idle.cpuPercent)} % | ${f(results.live.idle.cpuPercent)} % | |`);
    console.log(
      `| gateway requests/min, ${CHURN} job changes/s | ${f(results.polling.churn.perMinute)} | ${f(results.live.churn.perMinute)} | |`,
    );
    console.log(
      `| gateway CPU, ${CHURN} job changes/s | ${f(results.polling.churn.cpuPercent)} % | ${f(results.live.churn.cpuPercent)} % | |`,
    );
    const [p, l] = [results.polling.latency, results.live.latency];
    console.log(
      `| change to screen, p50 / p95 (ms) | ${f(pct(p, 50))} / ${f(pct(p, 95))} (${p.length}) | ${f(pct(l, 50))} / ${f(pct(l, 95))} (${l.length}) | p95 < 1000: ${pct(l, 95) < 1000 ? 'met' : 'missed'} |`,
    );
  } finally {
    await browser.close();
    if (dist.temporary) rmSync(dist.dir, { recursive: true, force: true });
  }
}

await main();
