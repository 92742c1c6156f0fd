/**
 * `npm run bench:terminal`: the web terminal's speed (issue 16, docs/benchmarks.md "Web terminal"), in one run.
 *
 * Starts the test harness's sshd (server/testing/sshd.ts: root and /usr/sbin/sshd needed), a gateway reaching its
 * nodes there (HPC_SSH_ENDPOINT) and serving the built console (`--dist <dir>`, or a `vite build` into a temporary
 * directory), and Debian's Chromium (playwright-core). usr-owner opens the active EHPC cluster's login node terminal
 * and signs in with the harness user's password. Measured:
 * - keystroke echo: `--keys` single characters typed into the terminal, each timed in the page from its keydown to
 *   the row showing it (a MutationObserver on xterm's rows), against a direct SSH client (ssh2, a PTY on the same
 *   sshd) timed from write to the echoed byte. p50 and p95; target: p95 within 2 × direct + 5 ms.
 * - flood: `cat` of a `--mb` MB text file, from Enter to the marker echoed after it showing, and the page's
 *   responsiveness meanwhile: the gaps between animation frames (p95 and longest).
 * Prints the figures; it fails only when a step fails.
 *
 * Status (2026-11-27): the echo figures are measured (docs/benchmarks.md). The flood step stalls in some runs: the
 * page stops answering evaluations a second into the `cat` (the rows then do hold the marker when looked at from a
 * timer), in about half the runs on a loaded machine, with or without the frame spy; it ends after 300 s with a
 * screenshot. Not yet explained.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { Client } from 'ssh2';
import { readConfig } from '../server/config';
import { startGateway } from '../server/gateway';
import { startSshd, type Sshd } from '../server/testing/sshd';

const option = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1] : fallback;
};
const ROOT = resolve(import.meta.dirname, '..');
const BASE = '/_micro_/hpc/';
const KEYS = Number(option('keys', '200'));
const MB = Number(option('mb', '50'));
const DIST = option('dist', '');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
const CLUSTER = 'ehpc-k8x2m4q1';

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const T0 = Date.now();
/** A progress line per phase (stderr), so a run that stalls says where. */
const progress = (phase: string) => console.error(`[${((Date.now() - T0) / 1000).toFixed(1)} s] ${phase}`);
/** A step that must end within `limit` ms, else the run fails naming it (no phase may wait for ever). */
async function within<T>(phase: string, limit: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => (timer = setTimeout(() => fail(new Error(`${phase}: nothing after ${limit / 1000} s`)), limit)));
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

function build(): { dir: string; temporary: boolean } {
  if (DIST) return { dir: resolve(DIST), temporary: false };
  const dir = mkdtempSync(join(tmpdir(), 'hpc-bench-terminal-dist-'));
  execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production', HPC_BASE_PATH: BASE } });
  return { dir, temporary: true };
}

/** Echo latency of a direct SSH client: a PTY shell on the same sshd, one byte written, the time to its echo. */
async function directEcho(sshd: Sshd, keys: number): Promise<number[]> {
  const client = new Client();
  await new Promise<void>((done, fail) => client.once('ready', () => done()).once('error', fail).connect({ host: sshd.host, port: sshd.port, username: sshd.user, password: sshd.password }));
  const stream = await new Promise<import('ssh2').ClientChannel>((done, fail) => client.shell({ term: 'xterm-256color', cols: 120, rows: 40 }, (error, channel) => (error ? fail(error) : done(channel))));
  await new Promise((done) => setTimeout(done, 1000)); // the prompt
  stream.removeAllListeners('data');
  const times: number[] = [];
  for (let i = 0; i < keys; i += 1) {
    const char = String.fromCharCode(97 + (i % 26));
    const started = performance.now();
    await new Promise<void>((done) => {
      const onData = (data: Buffer) => {
        if (data.toString('latin1').includes(char)) {
          stream.off('data', onData);
          done();
        }
      };
      stream.on('data', onData);
      stream.write(char);
    });
    times.push(performance.now() - started);
    if (i % 40 === 39) {
      stream.write('\x15'); // Ctrl+U: keep the line short
      await new Promise((done) => setTimeout(done, 300));
    }
    if (i % 50 === 49) progress(`direct ssh: ${i + 1} keys`);
  }
  client.end();
  return times;
}

/**
 * Echo latency in the browser, two figures per key from its keydown: `arrival`, to the WebSocket frame carrying the
 * echo reaching the page (the path browser -> gateway -> sshd -> gateway -> browser, what the direct client's figure
 * measures); `screen`, to the terminal's row showing it (adds xterm's render, at most one animation frame).
 */
async function browserEcho(page: Page, keys: number): Promise<{ arrival: number[]; screen: number[] }> {
  await page.locator('.xterm-helper-textarea').focus();
  const arrival: number[] = [];
  const screen: number[] = [];
  for (let i = 0; i < keys; i += 1) {
    const char = String.fromCharCode(97 + (i % 26));
    // (a string: tsx's helpers for named functions do not exist in the page)
    // Armed before the key is pressed (awaited), so its keydown is always seen.
    await page.evaluate(`window.__echo = new Promise((done) => {
      const rows = document.querySelector('.xterm-rows');
      const char = ${JSON.stringify(char)};
      let started = 0;
      let arrived = 0;
      document.addEventListener('keydown', () => { started = performance.now(); }, { once: true, capture: true });
      window.__onFrame = (text, at) => { if (started && !arrived && text.includes(char)) arrived = at; };
      const before = (rows?.textContent ?? '').split(char).length;
      const observer = new MutationObserver(() => {
        if (started && (rows?.textContent ?? '').split(char).length > before) {
          observer.disconnect();
          const shown = performance.now();
          done({ arrival: (arrived || shown) - started, screen: shown - started });
        }
      });
      if (rows) observer.observe(rows, { subtree: true, childList: true, characterData: true });
    }); undefined`);
    await page.keyboard.press(char);
    const timed = await within(`web terminal: the echo of key ${i + 1}`, 10_000, page.evaluate<{ arrival: number; screen: number }>('window.__echo'));
    arrival.push(timed.arrival);
    screen.push(timed.screen);
    if (i % 40 === 39) {
      // Ctrl+U: keep the line short. Its erase must show before the next key's count of that letter is taken.
      await page.keyboard.press('Control+U');
      await page.waitForTimeout(300);
    }
    if (i % 50 === 49) progress(`web terminal: ${i + 1} keys`);
  }
  return { arrival, screen };
}

/**
 * The browser's own floor: the same keydown-to-frame timing against a bare WebSocket echo server in this process
 * (no gateway, no SSH), so the figure above can be read as the browser's part and the console's part.
 */
async function browserFloor(page: Page, url: string, keys: number): Promise<number[]> {
  await page.evaluate(`new Promise((open) => {
    window.__floor = new WebSocket(${JSON.stringify(url)});
    window.__floor.binaryType = 'arraybuffer';
    window.__floor.onopen = open;
    document.addEventListener('keydown', (event) => window.__floor.send(event.key), { capture: true });
  })`);
  const times: number[] = [];
  for (let i = 0; i < keys; i += 1) {
    const char = String.fromCharCode(97 + (i % 26));
    await page.evaluate(`window.__echo = new Promise((done) => {
      let started = 0;
      document.addEventListener('keydown', () => { started = performance.now(); }, { once: true, capture: true });
      window.__floor.onmessage = (event) => { if (started && String(event.data).includes(${JSON.stringify(char)})) done(performance.now() - started); };
    }); undefined`);
    await page.keyboard.press(char);
    times.push(await within(`browser floor: key ${i + 1}`, 10_000, page.evaluate<number>('window.__echo')));
  }
  return times;
}

/** In the page before its scripts: every WebSocket frame's text and arrival time go to `window.__onFrame`. */
const FRAME_SPY = `(() => {
  const Native = window.WebSocket;
  const decoder = new TextDecoder();
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        const at = performance.now();
        const text = typeof event.data === 'string' ? event.data : event.data instanceof ArrayBuffer ? decoder.decode(event.data) : '';
        if (window.__onFrame) window.__onFrame(text, at);
      });
    }
  };
})()`;

/** Time to render `cat` of the file up to the marker after it, and the animation frame gaps meanwhile. */
async function flood(page: Page, file: string): Promise<{ totalMs: number; gapP95: number; gapMax: number }> {
  await page.evaluate(`(() => {
    window.__gaps = [];
    window.__frames = true;
    let last = performance.now();
    const step = (now) => {
      window.__gaps.push(now - last);
      last = now;
      if (window.__frames) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  })()`);
  await page.keyboard.type(`clear; cat ${file}; echo FLOOD-$((40+2))`);
  const started = Date.now();
  await page.keyboard.press('Enter');
  // Polled from here, each look a short evaluation.
  for (;;) {
    const shown = await page.evaluate<boolean>("(document.querySelector('.xterm-rows')?.textContent ?? '').includes('FLOOD-42')");
    if (shown) break;
    if (Date.now() - started > 300_000) {
      const shot = join(tmpdir(), 'bench-terminal-flood.png');
      await page.screenshot({ path: shot });
      throw new Error(`flood: no marker after 300 s (screenshot ${shot})`);
    }
    await new Promise((next) => setTimeout(next, 50));
  }
  const totalMs = Date.now() - started;
  const gaps = await page.evaluate<number[]>('(() => { window.__frames = false; return window.__gaps; })()');
  return { totalMs, gapP95: quantile(gaps, 0.95), gapMax: Math.max(...gaps) };
}

async function main(): Promise<void> {
  console.log(`Web terminal benchmark: ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)}`);
  const sshd = await startSshd();
  progress(`sshd on ${sshd.endpoint}`);
  const dist = build();
  progress(`console built in ${dist.dir}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hpc-bench-terminal-'));
  const config = { ...readConfig({ HPC_SSH_ENDPOINT: sshd.endpoint }), basePath: BASE, port: 0, host: '127.0.0.1', dataDir, distDir: dist.dir, validateResponses: false };
  const gateway = await startGateway(config, { runEngine: false, logger: false });
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  const address = gateway.app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    // A file of MB megabytes of text lines in the user's home, written over SSH.
    const file = `bench-${MB}mb.txt`;
    execFileSync('ssh', [...sshd.sshOptions, '-i', sshd.ecdsaKeyFile, '-p', String(sshd.port), `${sshd.user}@${sshd.host}`, `yes 'the quick brown fox jumps over the lazy dog 0123456789 ABCDEFGHIJ' | head -c ${MB * 1024 * 1024} > ${file}`]);

    progress('test file written');
    const direct = await within('direct ssh echo', 120_000, directEcho(sshd, KEYS));
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'en-US' });
    await context.addInitScript(() => localStorage.setItem('hpc.locale', 'en'));
    await context.addInitScript(FRAME_SPY);
    const page = await context.newPage();
    await page.goto(`${origin}${BASE}login`);
    await page.locator('input[name="user_name"]').fill('usr-owner');
    await page.locator('input[name="password"]').fill('Owner#Hpc2026');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 60_000 });
    const nodes = await page.evaluate(async (url) => (await (await fetch(url)).json()) as { node_set: { instance_id: string; role: string }[] }, `${BASE}api/portal-hpc/cluster/listNodes?cluster_id=${CLUSTER}&role=login&limit=10&zone=pek3&owner=usr-owner&user_id=usr-owner`);
    const login = nodes.node_set.find((node) => node.role === 'login');
    if (!login) throw new Error('no login node');
    await page.goto(`${origin}${BASE}pek3/hpc/hpc_web_ssh/${CLUSTER}?instanceId=${login.instance_id}`);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 60_000 });
    await dialog.getByLabel('User name').fill(sshd.user);
    await dialog.locator('input[type="password"]').fill(sshd.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="terminal-status"]')?.getAttribute('data-phase') === 'connected', undefined, { timeout: 60_000 });
    progress('web terminal connected');
    await page.waitForTimeout(1000);
    const web = await browserEcho(page, KEYS);
    await page.keyboard.press('Control+U');
    const { WebSocketServer } = createRequire(import.meta.url)('ws') as typeof import('ws');
    const echo = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    echo.on('connection', (socket) => socket.on('message', (data) => socket.send(data)));
    await new Promise((done) => echo.once('listening', done));
    const floorPage = await context.newPage();
    await floorPage.goto(`${origin}${BASE}login`);
    const floor = await browserFloor(floorPage, `ws://127.0.0.1:${(echo.address() as { port: number }).port}`, KEYS);
    echo.close();
    await floorPage.close();
    await page.bringToFront();
    progress('browser floor');

    const directP95 = quantile(direct, 0.95);
    const webP95 = quantile(web.arrival, 0.95);
    console.log(`Keystroke echo (${KEYS} keys): direct ssh p50 ${ms(quantile(direct, 0.5))}, p95 ${ms(directP95)}; web terminal (keydown to the echo's frame) p50 ${ms(quantile(web.arrival, 0.5))}, p95 ${ms(webP95)}`);
    console.log(`  on screen (keydown to the row showing it, with xterm's render): p50 ${ms(quantile(web.screen, 0.5))}, p95 ${ms(quantile(web.screen, 0.95))}`);
    console.log(`  the browser's floor (keydown to a bare WebSocket echo in this process): p50 ${ms(quantile(floor, 0.5))}, p95 ${ms(quantile(floor, 0.95))}`);
    console.log(`  target p95 <= 2 x direct + 5 ms = ${ms(2 * directP95 + 5)}: ${webP95 <= 2 * directP95 + 5 ? 'met' : 'missed'}`);
    progress('flood');
    const flooded = await flood(page, file);
    console.log(`cat of ${MB} MB: ${(flooded.totalMs / 1000).toFixed(1)} s to the marker after it; animation frame gaps meanwhile p95 ${ms(flooded.gapP95)}, longest ${ms(flooded.gapMax)}`);
    console.log(`Load average after: ${loadavg()[0].toFixed(1)}`);
  } finally {
    await browser.close();
    await gateway.close();
    await sshd.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (dist.temporary) rmSync(dist.dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
