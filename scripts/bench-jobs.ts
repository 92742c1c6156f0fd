/**
 * `npm run bench:jobs`: the job list in a real browser on 100,000 jobs (docs/benchmarks.md "Jobs").
 *
 * The console is built with `vite build` (production, base path /_micro_/hpc/) into a temporary directory, or
 * `--dist <dir>` serves a build already made. A child process starts a real gateway serving it (startGateway,
 * engine off, no response validation, no request log) on a free loopback port with a temporary data dir and
 * bulk-inserts 1,000 clusters and 100,000 jobs as `npm run bench:gateway` does (seedBulk), then VACUUM ANALYZE.
 * Debian's Chromium (playwright-core, headless) signs in as usr-owner through the sign-in form and opens /jobs.
 *
 * Measured in the page (performance.now(), from navigation start for a load, from the click for a change), up to
 * the frame after the new rows are in the document (two animation frames):
 * - first page: navigation to the first page of jobs rendered, a cold load and `--loads` warm ones;
 * - page changes: `--changes` clicks on "Next page", unfiltered, then under a search word (`--search`, applied
 *   with Enter and timed too), and a page-size change to 100.
 * Prints median and p95 per measure against the targets (first page < 1 s, page change < 300 ms); `--write`
 * replaces the "Jobs" section of docs/benchmarks.md with them (keeping its "### Notes"). It prints figures; it
 * fails only when a step fails.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { readConfig, SIMULATED_CLOUD } from '../server/config';
import { startGateway } from '../server/gateway';
import { seedBulk } from './bench-gateway';
import { option, ROOT, BASE, CHROMIUM, CHROMIUM_ARGS, buildConsole } from './bench-support';

const JOBS = Number(option('jobs', '100000'));
const CLUSTERS = Number(option('clusters', '1000'));
const CHANGES = Number(option('changes', '20'));
const LOADS = Number(option('loads', '5'));
const SEARCH = option('search', 'wrf');
const WRITE = process.argv.includes('--write');
const TARGET = { firstPage: 1000, pageChange: 300 };

/** The child: a gateway with the bulk data set, serving the built console. */
async function serve(distDir: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hpc-bench-jobs-'));
  const config = {
    ...readConfig({}),
    basePath: BASE,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    distDir,
    validateResponses: false,
    cloud: SIMULATED_CLOUD,
  };
  const gateway = await startGateway(config, { runEngine: false, logger: false });
  const started = performance.now();
  const counts = await seedBulk(gateway.db, CLUSTERS, JOBS);
  await gateway.db.exec('VACUUM ANALYZE');
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  const address = gateway.app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0, seedMs: performance.now() - started, counts });
  const stop = () => void gateway.close().finally(() => (rmSync(dataDir, { recursive: true, force: true }), process.exit(0)));
  process.on('message', stop);
  process.on('disconnect', stop);
}

const JOB_LINK = 'table[aria-label="Jobs"] tbody a[href*="/jobs/hpcjob-"]';

/** Marks, in every document, when the first job row appears and the frame after it (ms from navigation start). */
function markFirstRows(selector: string): void {
  const marks = window as unknown as { __rowsAt?: number; __paintedAt?: number };
  new MutationObserver((_, observer) => {
    if (marks.__rowsAt || !document.querySelector(selector)) return;
    marks.__rowsAt = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => (marks.__paintedAt = performance.now())));
  }).observe(document, { subtree: true, childList: true });
}

type Step = { kind: 'next' } | { kind: 'search'; word: string } | { kind: 'pageSize'; size: number };

/** Takes a step in the page and answers the time until the first job row changed, up to the next frame. */
async function timeChange(page: Page, step: Step): Promise<{ total: number; api: number }> {
  return page.evaluate(
    async ([selector, action]) => {
      const first = () => document.querySelector(selector)?.getAttribute('href');
      const before = first();
      // A step that never changes the rows (a crashed page) fails after a minute instead of hanging the run.
      const changed = new Promise<void>((done, fail) => {
        const observer = new MutationObserver(() => {
          if (!first() || first() === before) return;
          observer.disconnect();
          clearTimeout(timer);
          done();
        });
        const timer = setTimeout(
          () => (observer.disconnect(), fail(new Error(`the rows did not change within 60 s after ${action.kind}`))),
          60_000,
        );
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      });
      const started = performance.now();
      if (action.kind === 'next') {
        document.querySelector<HTMLButtonElement>('nav[aria-label="Pagination: Jobs"] button[aria-label="Next page"]')?.click();
      } else if (action.kind === 'search') {
        const input = document.querySelector<HTMLInputElement>('input[aria-label="Search by job name or ID"]');
        if (!input) throw new Error('no search box');
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, action.word);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      } else {
        const select = document.querySelector<HTMLSelectElement>('select[aria-label="Rows per page"]');
        if (!select) throw new Error('no page size');
        select.value = String(action.size);
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
      await changed;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const total = performance.now() - started;
      // The job/list call the change made (Resource Timing): how much of the time was the gateway's answer.
      const calls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => entry.name.includes('/job/list') && entry.startTime >= started,
      );
      return { total, api: calls.length ? Math.max(...calls.map((entry) => entry.responseEnd - entry.startTime)) : 0 };
    },
    [JOB_LINK, step] as const,
  );
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? 0;
const ms = (value: number) => `${Math.round(value)} ms`;

/** A time, the job/list call's part (request to the end of its answer) and, for a load, when that call started. */
type Sample = { total: number; api: number; apiStart?: number };
type Measure = { name: string; samples: Sample[]; target: number };

async function measure(origin: string): Promise<Measure[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    const options = { viewport: { width: 1366, height: 860 }, locale: 'en-US' };
    // Signed in once; the measured context starts with that session and an empty cache (the first load is cold).
    const login = await browser.newContext(options);
    const signIn = await login.newPage();
    await signIn.goto(`${origin}${BASE}login`);
    await signIn.locator('input[name="user_name"]').fill('usr-owner');
    await signIn.locator('input[name="password"]').fill('Owner#Hpc2026');
    await signIn.locator('button[type="submit"]').click();
    await signIn.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 60_000 });
    const storageState = await login.storageState();
    await login.close();
    const context = await browser.newContext({ ...options, storageState });
    context.setDefaultTimeout(60_000);
    // tsx names the functions it compiles with a __name helper, which page.evaluate's copies must find in the page.
    await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
    await context.addInitScript(() => localStorage.setItem('hpc.locale', 'en'));
    await context.addInitScript(markFirstRows, JOB_LINK);
    const page = await context.newPage();

    const loads: Sample[] = [];
    for (let i = 0; i <= LOADS; i += 1) {
      await page.goto(`${origin}${BASE}pek3/hpc/jobs`, { waitUntil: 'commit' });
      await page.waitForFunction(() => (window as unknown as { __paintedAt?: number }).__paintedAt);
      loads.push(
        await page.evaluate(() => {
          const calls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
            entry.name.includes('/job/list'),
          );
          const call = calls[0];
          return {
            total: (window as unknown as { __paintedAt: number }).__paintedAt,
            api: call ? call.responseEnd - call.startTime : 0,
            apiStart: call?.startTime ?? 0,
          };
        }),
      );
    }
    const changes = async (count: number) => {
      const samples: Sample[] = [];
      for (let i = 0; i < count; i += 1) samples.push(await timeChange(page, { kind: 'next' }));
      return samples;
    };
    const unfiltered = await changes(CHANGES);
    const search = await timeChange(page, { kind: 'search', word: SEARCH });
    const filtered = await changes(CHANGES);
    const pageSize = await timeChange(page, { kind: 'pageSize', size: 100 });
    return [
      { name: 'first page, cold load', samples: loads.slice(0, 1), target: TARGET.firstPage },
      { name: `first page, warm loads (${LOADS})`, samples: loads.slice(1), target: TARGET.firstPage },
      { name: `page change, unfiltered (${CHANGES} × next page)`, samples: unfiltered, target: TARGET.pageChange },
      { name: `search "${SEARCH}" applied (Enter)`, samples: [search], target: TARGET.pageChange },
      { name: `page change, search "${SEARCH}" (${CHANGES} × next page)`, samples: filtered, target: TARGET.pageChange },
      { name: 'page size 10 → 100', samples: [pageSize], target: TARGET.pageChange },
    ];
  } finally {
    await browser.close();
  }
}

function report(results: Measure[], header: string): string {
  const lines = [
    '| measure | n | median | p95 | max | job/list call, median | target | verdict |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const m of results) {
    const totals = m.samples.map((sample) => sample.total);
    const p95 = percentile(totals, 95);
    const api = percentile(
      m.samples.map((sample) => sample.api),
      50,
    );
    lines.push(
      `| ${m.name} | ${totals.length} | ${ms(percentile(totals, 50))} | ${ms(p95)} | ${ms(Math.max(...totals))} | ${ms(api)} | < ${m.target} ms | ${p95 < m.target ? 'meets' : '**misses**'} |`,
    );
  }
  const starts = results
    .filter((m) => m.name.startsWith('first page'))
    .map(
      (m) =>
        `${m.name}: ${ms(
          percentile(
            m.samples.map((sample) => sample.apiStart ?? 0),
            50,
          ),
        )}`,
    );
  return `${header}\n\n${lines.join('\n')}\n\nThe job/list call of a load started at (median) ${starts.join('; ')} after navigation start: the console's start-up before the list asks (scripts, identity, configuration, permission, the route's chunk).`;
}

/** Replaces (or appends) the "## Jobs" section of docs/benchmarks.md, keeping its "### Notes" and every other section. */
function writeSection(section: string): void {
  const file = join(ROOT, 'docs', 'benchmarks.md');
  const lines = readFileSync(file, 'utf8').split('\n');
  const start = lines.findIndex((line) => /^## Jobs\b/.test(line));
  if (start < 0) return writeFileSync(file, `${lines.join('\n').replace(/\n*$/, '')}\n\n${section}\n`);
  const found = lines.findIndex((line, index) => index > start && /^## /.test(line));
  const end = found < 0 ? lines.length : found;
  const notes = lines.slice(start, end).findIndex((line) => /^### Notes\b/.test(line));
  const kept =
    notes < 0
      ? ''
      : `\n\n${lines
          .slice(start + notes, end)
          .join('\n')
          .trimEnd()}`;
  const rest = found < 0 ? '' : `\n\n${lines.slice(end).join('\n')}`;
  writeFileSync(file, `${lines.slice(0, start).join('\n').replace(/\n*$/, '')}\n\n${section}${kept}${rest}`.replace(/\n*$/, '\n'));
}

async function main(): Promise<void> {
  const dist = buildConsole('jobs');
  const loadBefore = loadavg()[0];
  const child = fork(process.argv[1], ['--serve', dist.dir, ...process.argv.slice(2)], { stdio: 'inherit' });
  try {
    type Ready = { port: number; seedMs: number; counts: Record<string, number> };
    const ready = await new Promise<Ready>((done, fail) => {
      child.once('message', (message) => done(message as Ready));
      child.once('exit', (code) => fail(new Error(`the gateway process ended (${code})`)));
    });
    console.log(
      `Seeded in ${(ready.seedMs / 1000).toFixed(1)} s: ${Object.entries(ready.counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    const results = await measure(`http://127.0.0.1:${ready.port}`);
    const table = report(
      results,
      `Chromium headless, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load average ${loadBefore.toFixed(1)} before and ${loadavg()[0].toFixed(1)} after the run; ${ready.counts.jobs} jobs (${ready.counts.owner_jobs} usr-owner's), ${new Date().toISOString().slice(0, 10)}.`,
    );
    console.log(`\n${table}`);
    if (WRITE)
      writeSection(
        `## Jobs\n\n\`npm run bench:jobs\` (scripts/bench-jobs.ts): the job list (/jobs) in Chromium on a gateway with the bench data set of \`npm run bench:gateway\`, signed in as usr-owner. Times in the page up to the frame after the new rows are in the document; a load from navigation start, a change from the click (or Enter).\n\n${table}`,
      );
  } finally {
    if (child.connected) child.send('stop');
    if (dist.temporary) rmSync(dist.dir, { recursive: true, force: true });
  }
}

const isEntry = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
if (isEntry && process.argv[2] === '--serve') {
  await serve(process.argv[3]).catch((error: Error) => (console.error(error), process.exit(1)));
} else if (isEntry) {
  await main().catch((error: Error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
