/**
 * `npm run bench:terminal`: the web terminal's speed (docs/benchmarks.md "Web terminal"), in one run.
 *
 * Starts the test harness's sshd (server/testing/sshd.ts: root and /usr/sbin/sshd needed), a gateway reaching its
 * nodes there (HPC_SSH_ENDPOINT) and serving the built console (`--dist <dir>`, or a `vite build` into a temporary
 * directory), and Debian's Chromium. usr-owner opens the active EHPC cluster's login node terminal
 * and signs in with the harness user's password. Chromium is driven over a minimal CDP client (bench-terminal-cdp.ts),
 * not Playwright: Playwright's Network domain ships every WebSocket frame to the driver, which stalled the flood step.
 * Measured:
 * - keystroke echo: `--keys` single characters typed into the terminal, each timed in the page from its keydown to
 *   the echo's WebSocket frame reaching the page (and to the key's own send, and to the row showing it), against a
 *   direct SSH client (ssh2, a PTY on the same sshd) timed from write to the echoed byte, and against the browser's
 *   floor (the same timing to a bare WebSocket echo server in this process). p50 and p95; target: p95 within
 *   2 × direct + 5 ms.
 * - flood: `cat` of a `--mb` MB text file, from Enter to the first animation frame showing the marker echoed after
 *   it (timed in the page), and the page's responsiveness meanwhile: animation frame gaps, a 10 ms timer's longest
 *   gap, long tasks (PerformanceObserver 'longtask'), errors thrown in the page, and the driver's longest wait for an
 *   evaluation.
 * Prints the figures; it fails only when a step fails. Options: --dist <built console>, --keys (200), --mb (50).
 * The web terminal's opening and its echo timing are in bench-web-terminal.ts (bench:graphics uses them too).
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'ssh2';
import { readConfig, SIMULATED_CLOUD } from '../server/config';
import { startGateway } from '../server/gateway';
import { startSshd, type Sshd } from '../server/testing/sshd';
import { launchCdp, signInOwner, type CdpPage } from './bench-terminal-cdp';
import { option, BASE, CHROMIUM, CHROMIUM_ARGS, buildConsole } from './bench-support';
import { browserEcho, FRAME_SPY, ms, openWebTerminal, progress, quantile, within } from './bench-web-terminal';

const KEYS = Number(option('keys', '200'));
const MB = Number(option('mb', '50'));

/** Echo latency of a direct SSH client: a PTY shell on the same sshd, one byte written, the time to its echo. */
async function directEcho(sshd: Sshd, keys: number): Promise<number[]> {
  const client = new Client();
  await new Promise<void>((done, fail) =>
    client
      .once('ready', () => done())
      .once('error', fail)
      .connect({ host: sshd.host, port: sshd.port, username: sshd.user, password: sshd.password }),
  );
  const stream = await new Promise<import('ssh2').ClientChannel>((done, fail) =>
    client.shell({ term: 'xterm-256color', cols: 120, rows: 40 }, (error, channel) => (error ? fail(error) : done(channel))),
  );
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
 * The browser's own floor: the same keydown-to-frame timing against a bare WebSocket echo server in this process
 * (no gateway, no SSH, no xterm), so the figure above can be read as the browser's part and the console's part.
 */
async function browserFloor(page: CdpPage, url: string, keys: number): Promise<number[]> {
  await within(
    'browser floor: the echo socket',
    10_000,
    page.evaluate(`new Promise((open, fail) => {
    window.__floor = new WebSocket(${JSON.stringify(url)});
    window.__floor.onerror = () => fail(new Error('the echo socket did not open'));
    window.__floor.binaryType = 'arraybuffer';
    window.__floor.onopen = open;
    document.addEventListener('keydown', (event) => window.__floor.send(event.key), { capture: true });
  })`),
  );
  const times: number[] = [];
  for (let i = 0; i < keys; i += 1) {
    const char = String.fromCharCode(97 + (i % 26));
    await page.evaluate(`window.__echo = new Promise((done) => {
      let started = 0;
      document.addEventListener('keydown', () => { started = performance.now(); }, { once: true, capture: true });
      window.__floor.onmessage = (event) => { if (started && String(event.data).includes(${JSON.stringify(char)})) done(performance.now() - started); };
    }); undefined`);
    await page.press(char);
    times.push(await within(`browser floor: key ${i + 1}`, 10_000, page.evaluate<number>('window.__echo')));
  }
  return times;
}

interface Flooded {
  /** From Enter's keydown to the first animation frame whose rows hold the marker, timed in the page. */
  totalMs: number;
  gapP95: number;
  gapMax: number;
  /** The page's timer (every 10 ms) meanwhile: its longest gap. */
  timerMax: number;
  /** Long tasks (the PerformanceObserver's 'longtask', over 50 ms): how many, the longest. */
  longTasks: number;
  longestTask: number;
  /** Errors thrown in the page meanwhile (xterm's "write data discarded" when its buffer passes 50 MB). */
  errors: string[];
  /** The longest wait for an evaluation (asked every 100 ms) meanwhile: the driver's view of the page. */
  evaluateMax: number;
}

/** Time to render `cat` of the file up to the marker after it, and the page's responsiveness meanwhile. */
async function flood(page: CdpPage, file: string): Promise<Flooded> {
  await page.evaluate(`(() => {
    const rows = document.querySelector('.xterm-rows');
    const flood = { gaps: [], timerMax: 0, long: [], errors: [], started: 0, shown: 0 };
    window.__flood = flood;
    window.addEventListener('error', (event) => flood.errors.push(String(event.message)));
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) flood.long.push(entry.duration); }).observe({ type: 'longtask' });
    let tick = performance.now();
    flood.timer = setInterval(() => { const now = performance.now(); flood.timerMax = Math.max(flood.timerMax, now - tick); tick = now; }, 10);
    document.addEventListener('keydown', (event) => { if (event.key === 'Enter' && !flood.started) flood.started = performance.now(); }, { capture: true });
    window.__flooded = new Promise((done) => {
      let last = performance.now();
      const step = (now) => {
        flood.gaps.push(now - last);
        last = now;
        if (flood.started && (rows?.textContent ?? '').includes('FLOOD-42')) {
          flood.shown = performance.now();
          clearInterval(flood.timer);
          return done();
        }
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
  })()`);
  await page.type(`clear; cat ${file}; echo FLOOD-$((40+2))`);
  await page.press('Enter');
  let evaluateMax = 0;
  let flooding = true;
  const watch = (async () => {
    while (flooding) {
      const asked = performance.now();
      await page.evaluate('performance.now()');
      evaluateMax = Math.max(evaluateMax, performance.now() - asked);
      await new Promise((wait) => setTimeout(wait, 100));
    }
  })();
  try {
    await within('flood: the marker after the cat', 300_000, page.evaluate('window.__flooded'));
  } catch (error) {
    const shot = join(tmpdir(), 'bench-terminal-flood.png');
    writeFileSync(shot, await page.screenshot());
    throw new Error(`${error instanceof Error ? error.message : String(error)} (screenshot ${shot})`);
  } finally {
    flooding = false;
    await watch;
  }
  const seen = await page.evaluate<{ gaps: number[]; timerMax: number; long: number[]; errors: string[]; started: number; shown: number }>(
    'window.__flood',
  );
  return {
    totalMs: seen.shown - seen.started,
    gapP95: quantile(seen.gaps, 0.95),
    gapMax: Math.max(...seen.gaps),
    timerMax: seen.timerMax,
    longTasks: seen.long.length,
    longestTask: seen.long.length ? Math.max(...seen.long) : 0,
    errors: seen.errors,
    evaluateMax,
  };
}

async function main(): Promise<void> {
  console.log(`Web terminal benchmark: ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)}`);
  const sshd = await startSshd();
  progress(`sshd on ${sshd.endpoint}`);
  const dist = buildConsole('terminal');
  progress(`console built in ${dist.dir}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hpc-bench-terminal-'));
  const config = {
    ...readConfig({ HPC_SSH_ENDPOINT: sshd.endpoint }),
    basePath: BASE,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    distDir: dist.dir,
    validateResponses: false,
    cloud: SIMULATED_CLOUD,
  };
  const gateway = await startGateway(config, { runEngine: false, logger: false });
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  const address = gateway.app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await launchCdp(CHROMIUM, CHROMIUM_ARGS);
  try {
    // A file of MB megabytes of text lines in the user's home (written here, as root, then given to the user).
    const file = `bench-${MB}mb.txt`;
    const home = execFileSync('getent', ['passwd', sshd.user], { encoding: 'utf8' }).split(':')[5] ?? '';
    const line = 'the quick brown fox jumps over the lazy dog 0123456789 ABCDEFGHIJ\n';
    writeFileSync(join(home, file), Buffer.from(line.repeat(Math.ceil((MB * 1024 * 1024) / line.length))).subarray(0, MB * 1024 * 1024));
    execFileSync('chown', [`${sshd.user}:`, join(home, file)]);
    progress('test file written');
    const direct = await within('direct ssh echo', 120_000, directEcho(sshd, KEYS));
    const page = await browser.newPage();
    await page.addInitScript("localStorage.setItem('hpc.locale', 'en')");
    await page.addInitScript(FRAME_SPY);
    await signInOwner(page, `${origin}${BASE}`);
    await openWebTerminal(page, origin, sshd);
    progress('web terminal connected');
    await new Promise((wait) => setTimeout(wait, 1000));
    const web = await browserEcho(page, KEYS);
    await page.press('u', { ctrl: true });
    // The floor's page and its echo socket on one origin of their own (no console CSP, no cross-origin rules).
    const { WebSocketServer } = createRequire(import.meta.url)('ws') as typeof import('ws');
    const echoHttp = createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>floor</title>'),
    );
    const echo = new WebSocketServer({ server: echoHttp });
    echo.on('connection', (socket) => socket.on('message', (data, isBinary) => socket.send(data, { binary: isBinary })));
    await new Promise<void>((done) => echoHttp.listen(0, '127.0.0.1', done));
    const echoOrigin = `127.0.0.1:${(echoHttp.address() as { port: number }).port}`;
    const floorPage = await browser.newPage();
    await floorPage.navigate(`http://${echoOrigin}/`);
    const floor = await browserFloor(floorPage, `ws://${echoOrigin}/`, KEYS);
    echo.close();
    echoHttp.close();
    await floorPage.close();
    await page.send('Page.bringToFront');
    await page.evaluate("document.querySelector('.xterm-helper-textarea').focus()");
    progress('browser floor');

    const directP95 = quantile(direct, 0.95);
    const webP95 = quantile(web.arrival, 0.95);
    const floorP95 = quantile(floor, 0.95);
    console.log(
      `Keystroke echo (${KEYS} keys): direct ssh p50 ${ms(quantile(direct, 0.5))}, p95 ${ms(directP95)}; web terminal (keydown to the echo's frame) p50 ${ms(quantile(web.arrival, 0.5))}, p95 ${ms(webP95)}`,
    );
    console.log(
      `  of which keydown to the key's WebSocket send in the page (xterm's onData, the console's code): p50 ${ms(quantile(web.sent, 0.5))}, p95 ${ms(quantile(web.sent, 0.95))}`,
    );
    console.log(
      `  on screen (keydown to the row showing it, with xterm's render): p50 ${ms(quantile(web.screen, 0.5))}, p95 ${ms(quantile(web.screen, 0.95))}`,
    );
    console.log(
      `  the browser's floor (keydown to a bare WebSocket echo in this process): p50 ${ms(quantile(floor, 0.5))}, p95 ${ms(floorP95)}`,
    );
    console.log(
      `  target p95 <= 2 x direct + 5 ms = ${ms(2 * directP95 + 5)}: ${webP95 <= 2 * directP95 + 5 ? 'met' : 'missed'}; the console's part over the floor: p95 ${ms(webP95 - floorP95)}`,
    );
    progress('flood');
    const flooded = await flood(page, file);
    console.log(
      `cat of ${MB} MB: ${(flooded.totalMs / 1000).toFixed(1)} s to the marker after it; animation frame gaps meanwhile p95 ${ms(flooded.gapP95)}, longest ${ms(flooded.gapMax)}`,
    );
    console.log(
      `  main thread meanwhile: a 10 ms timer's longest gap ${ms(flooded.timerMax)}; ${flooded.longTasks} long tasks, the longest ${ms(flooded.longestTask)}; the driver's longest wait for an evaluation ${ms(flooded.evaluateMax)}`,
    );
    if (flooded.errors.length) console.log(`  errors in the page: ${flooded.errors.join('; ')}`);
    console.log(`Load average after: ${loadavg()[0].toFixed(1)}`);
  } finally {
    await browser.close();
    await gateway.close();
    await sshd.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (dist.temporary) rmSync(dist.dir, { recursive: true, force: true });
  }
}

// An interrupted run still removes sshd's temporary user and folders (their clean-up runs at exit).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
