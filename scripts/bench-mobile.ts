/**
 * `npm run bench:mobile`: Lighthouse's mobile performance of the console, signed in (docs/benchmarks.md "Mobile").
 *
 * Builds nothing: it serves dist/ (`npm run build` first; `--dist <dir>` another build made for the base path
 * /_micro_/hpc/). A child process starts a real gateway serving it (startGateway with the demo seed, engine off, no
 * response validation, no request log) on a free loopback port with a temporary data dir. The script signs in as
 * usr-owner through the API and puts the session's cookies in the browser, so every run loads the page as a
 * signed-in user on a cold cache (Lighthouse clears the origin's cache and storage; the language is the default,
 * Chinese). `--save <dir>` keeps each run's report (JSON) for a closer look.
 *
 * Lighthouse runs with its default configuration: the mobile profile (Moto G Power screen, 4× CPU slowdown, slow 4G)
 * with simulated throttling, performance category only, in Debian's Chromium (playwright-core, headless, with a
 * remote debugging port Lighthouse connects to). `--runs <n>` (3) runs per page, the pages taking turns; the
 * figures are the median per metric. Targets: performance score >= 90 and LCP <= 2.5 s on every page. It prints
 * figures and fails only when a step fails.
 */
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { readConfig, SIMULATED_CLOUD } from '../server/config';
import { startGateway } from '../server/gateway';
import { option, ROOT, BASE, CHROMIUM } from './bench-support';

const DIST = resolve(option('dist', join(ROOT, 'dist')));
const RUNS = Number(option('runs', '3'));
const SAVE = option('save', '');
const PAGES = [
  { name: 'landing (clusters)', path: 'pek3/hpc/hpc_clusters' },
  { name: 'jobs', path: 'pek3/hpc/jobs' },
];
const TARGET = { score: 90, lcpMs: 2500 };

/** The child: a gateway with the demo seed, serving the build. */
async function serve(distDir: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hpc-bench-mobile-'));
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
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  const address = gateway.app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  const stop = () => void gateway.close().finally(() => (rmSync(dataDir, { recursive: true, force: true }), process.exit(0)));
  process.on('message', stop);
  process.on('disconnect', stop);
}

/** A free loopback port (for Chromium's remote debugging, which Lighthouse connects to). */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** Signs in as usr-owner through the API: the session's cookies (the console reads its CSRF cookie to know it has one). */
async function signIn(origin: string): Promise<{ name: string; value: string; path: string; httpOnly: boolean }[]> {
  const response = await fetch(`${origin}${BASE}api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: 'usr-owner', password: 'Owner#Hpc2026' }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((line) => {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice(5) ?? '/';
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      path,
      httpOnly: attributes.some((attribute) => /^httponly$/i.test(attribute)),
    };
  });
  if (cookies.length === 0) throw new Error('sign-in set no cookie');
  return cookies;
}

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  si: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function measure(origin: string): Promise<Map<string, Figures[]>> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  const results = new Map<string, Figures[]>(PAGES.map((page) => [page.name, []]));
  try {
    // In the browser's default context (the one Lighthouse opens its tab in).
    // Lighthouse's reset at the end of a run takes them: they are put back before each.
    const cdp = await browser.newBrowserCDPSession();
    const cookies = (await signIn(origin)).map((cookie) => ({ ...cookie, domain: '127.0.0.1', sameSite: 'Strict' as const }));
    for (let run = 0; run < RUNS; run += 1) {
      for (const page of PAGES) {
        const url = `${origin}${BASE}${page.path}`;
        await cdp.send('Storage.setCookies', { cookies });
        const answer = await lighthouse(url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const lhr = answer?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        if (SAVE) writeFileSync(join(SAVE, `${page.path.replace(/\W+/g, '-')}-${run + 1}.json`), JSON.stringify(lhr));
        const final = lhr.finalDisplayedUrl;
        if (!final.endsWith(page.path)) throw new Error(`${url} ended at ${final} (not signed in?)`);
        const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const figures = {
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          fcp: value('first-contentful-paint'),
          si: value('speed-index'),
        };
        results.get(page.name)?.push(figures);
        console.log(
          `  run ${run + 1} ${page.name}: score ${figures.score}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, ` +
            `CLS ${figures.cls.toFixed(3)}, FCP ${Math.round(figures.fcp)} ms, SI ${Math.round(figures.si)} ms`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function main(): Promise<void> {
  const index = join(DIST, 'index.html');
  if (!existsSync(index) || !readFileSync(index, 'utf8').includes(`${BASE}static/`)) {
    console.error(`No build for ${BASE} in ${DIST}: run \`npm run build\` first (or pass --dist <dir>).`);
    process.exit(1);
  }
  if (SAVE) mkdirSync(SAVE, { recursive: true });
  const child = fork(import.meta.filename, ['--serve', DIST], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { port } = await new Promise<{ port: number }>((done, fail) => {
    child.once('message', (message) => done(message as { port: number }));
    child.once('exit', (code) => fail(new Error(`the gateway exited (${code})`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  const load = loadavg()[0].toFixed(1);
  console.log(`Lighthouse ${RUNS}× per page, mobile profile, simulated throttling, signed in as usr-owner; ${DIST}; load ${load}`);
  try {
    const results = await measure(origin);
    console.log(`\n| page | performance | LCP | TBT | CLS | FCP | Speed Index | target |`);
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const [name, runs] of results) {
      const m = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
      const met = m('score') >= TARGET.score && m('lcp') <= TARGET.lcpMs;
      console.log(
        `| ${name} | ${m('score')} | ${(m('lcp') / 1000).toFixed(2)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ` +
          `${(m('fcp') / 1000).toFixed(2)} s | ${(m('si') / 1000).toFixed(2)} s | score >= ${TARGET.score}, LCP <= ${TARGET.lcpMs / 1000} s: ` +
          `${met ? 'PASS' : 'FAIL'} |`,
      );
    }
    console.log(`(median of ${RUNS} runs per figure; load ${load} at the start, ${loadavg()[0].toFixed(1)} at the end)`);
  } finally {
    child.kill();
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3]);
else await main();
