/**
 * What `npm run bench:terminal` and `npm run bench:graphics` share: the web terminal opened in a page and its
 * keystroke echo timed there (docs/benchmarks.md "Web terminal"), the spy on the page's WebSocket frames that timing
 * needs, a step's time limit, quantiles and progress lines.
 */
import type { Sshd } from '../server/testing/sshd';
import type { CdpPage } from './bench-terminal-cdp';
import { BASE } from './bench-support';

/** The demo's active EHPC cluster whose login node the web terminal opens (its nodes reach HPC_SSH_ENDPOINT). */
export const TERMINAL_CLUSTER = 'ehpc-k8x2m4q1';

export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
export const ms = (value: number) => `${value.toFixed(1)} ms`;
const T0 = Date.now();
/** A progress line per phase (stderr), so a run that stalls says where. */
export const progress = (phase: string) => console.error(`[${((Date.now() - T0) / 1000).toFixed(1)} s] ${phase}`);
/** A step that must end within `limit` ms, else the run fails naming it (no phase may wait for ever). */
export async function within<T>(phase: string, limit: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>(
    (_, fail) => (timer = setTimeout(() => fail(new Error(`${phase}: nothing after ${limit / 1000} s`)), limit)),
  );
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** In the page before its scripts: every WebSocket frame's text and arrival time go to `window.__onFrame`. */
export const FRAME_SPY = `(() => {
  const Native = window.WebSocket;
  const decoder = new TextDecoder();
  window.WebSocket = class extends Native {
    send(data) {
      if (window.__onSend) window.__onSend(performance.now());
      return super.send(data);
    }
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (!window.__onFrame) return;
        const at = performance.now();
        const text = typeof event.data === 'string' ? event.data : event.data instanceof ArrayBuffer ? decoder.decode(event.data) : '';
        window.__onFrame(text, at);
      });
    }
  };
})()`;

/** In the page: an input found by its label's text, focused (what is typed next goes there). */
export const focusByLabel = (label: string) => `(() => {
  const found = [...document.querySelectorAll('label')].find((element) => element.textContent.replace('*', '').trim() === ${JSON.stringify(label)});
  const input = found && (found.htmlFor ? document.getElementById(found.htmlFor) : found.querySelector('input'));
  if (!input) throw new Error('no input labelled ' + ${JSON.stringify(label)});
  input.focus();
})()`;

/**
 * Opens TERMINAL_CLUSTER's login node terminal in `page` (signed in, FRAME_SPY added before its scripts) at `origin`
 * and signs in to it as the harness's user with its password, until the terminal says connected.
 */
export async function openWebTerminal(page: CdpPage, origin: string, sshd: Sshd): Promise<void> {
  const nodes = await page.evaluate<{ node_set: { instance_id: string; role: string }[] }>(
    `fetch(${JSON.stringify(`${BASE}api/portal-hpc/cluster/listNodes?cluster_id=${TERMINAL_CLUSTER}&role=login&limit=10&zone=pek3&owner=usr-owner&user_id=usr-owner`)}).then((answer) => answer.json())`,
  );
  const login = nodes.node_set.find((node) => node.role === 'login');
  if (!login) throw new Error('no login node');
  await page.navigate(`${origin}${BASE}pek3/hpc/hpc_web_ssh/${TERMINAL_CLUSTER}?instanceId=${login.instance_id}`);
  await page.waitFor("document.querySelector('[role=dialog] input[type=password]')", 60_000, 'the web terminal login');
  await page.evaluate(focusByLabel('User name'));
  await page.send('Input.insertText', { text: sshd.user });
  await page.evaluate("document.querySelector('[role=dialog] input[type=password]').focus()");
  await page.send('Input.insertText', { text: sshd.password });
  await page.evaluate(
    "[...document.querySelectorAll('[role=dialog] button')].find((button) => button.textContent.trim() === 'Sign in').click()",
  );
  await page.waitFor(
    'document.querySelector(\'[data-testid="terminal-status"]\')?.getAttribute("data-phase") === "connected"',
    60_000,
    'the web terminal connected',
  );
}

/**
 * Echo latency in the browser, two figures per key from its keydown: `arrival`, to the WebSocket frame carrying the
 * echo reaching the page (the path browser -> gateway -> sshd -> gateway -> browser, what the direct client's figure
 * measures); `screen`, to the terminal's row showing it (adds xterm's render, at most one animation frame).
 */
export async function browserEcho(page: CdpPage, keys: number): Promise<{ arrival: number[]; screen: number[]; sent: number[] }> {
  await page.evaluate("document.querySelector('.xterm-helper-textarea').focus()");
  const arrival: number[] = [];
  const screen: number[] = [];
  const sent: number[] = [];
  for (let i = 0; i < keys; i += 1) {
    const char = String.fromCharCode(97 + (i % 26));
    // Armed before the key is pressed (awaited), so its keydown is always seen.
    await page.evaluate(`window.__echo = new Promise((done) => {
      const rows = document.querySelector('.xterm-rows');
      const char = ${JSON.stringify(char)};
      let started = 0;
      let arrived = 0;
      document.addEventListener('keydown', () => { started = performance.now(); }, { once: true, capture: true });
      let sent = 0;
      window.__onSend = (at) => { if (started && !sent) sent = at; };
      window.__onFrame = (text, at) => { if (started && !arrived && text.includes(char)) arrived = at; };
      const before = (rows?.textContent ?? '').split(char).length;
      const observer = new MutationObserver(() => {
        if (started && (rows?.textContent ?? '').split(char).length > before) {
          observer.disconnect();
          const shown = performance.now();
          done({ arrival: (arrived || shown) - started, screen: shown - started, sent: (sent || started) - started });
        }
      });
      if (rows) observer.observe(rows, { subtree: true, childList: true, characterData: true });
    }); undefined`);
    await page.press(char);
    const timed = await within(
      `web terminal: the echo of key ${i + 1}`,
      10_000,
      page.evaluate<{ arrival: number; screen: number; sent: number }>('window.__echo'),
    );
    arrival.push(timed.arrival);
    screen.push(timed.screen);
    sent.push(timed.sent);
    if (i % 40 === 39) {
      // Ctrl+U: keep the line short. Its erase must show before the next key's count of that letter is taken.
      await page.press('u', { ctrl: true });
      await new Promise((wait) => setTimeout(wait, 300));
    }
    if (i % 50 === 49) progress(`web terminal: ${i + 1} keys`);
  }
  return { arrival, screen, sent };
}
