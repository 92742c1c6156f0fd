/**
 * A minimal Chrome DevTools Protocol client for `npm run bench:terminal`: Chromium started with
 * `--remote-debugging-port=0`, pages driven with Runtime, Input and Page only.
 *
 * Why not Playwright: Playwright enables the Network domain on every page, and Chromium then ships every WebSocket
 * frame the page receives to the driver (binary frames base64-encoded). During a 50 MB `cat` that is ~67 MB of
 * protocol events queued before any evaluation's answer: measured with a bare page receiving 50 MB over a WebSocket,
 * Playwright's evaluations took up to 2.8 s to answer while the page's own timers never stopped for more than 130 ms,
 * and the page took 3.4 s to receive what it receives in 0.45 s without the Network domain. That was the bench's
 * "the page stops answering" during the flood (docs/benchmarks.md, Web terminal), not the page's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';

interface Pending {
  done: (value: unknown) => void;
  fail: (error: Error) => void;
}

interface ProtocolAnswer {
  id?: number;
  result?: unknown;
  error?: { message: string };
}

export interface CdpPage {
  send<T = unknown>(method: string, params?: Record<string, unknown>): Promise<T>;
  /** Evaluates an expression (a promise is awaited) and returns its value; throws on an exception in the page. */
  evaluate<T = unknown>(expression: string): Promise<T>;
  /** Polls `expression` every 50 ms until it is truthy, failing after `limitMs`. */
  waitFor(expression: string, limitMs: number, what: string): Promise<void>;
  navigate(url: string): Promise<void>;
  /** A script run in every new document of the page before its own (Page.addScriptToEvaluateOnNewDocument). */
  addInitScript(source: string): Promise<void>;
  /** A key as Playwright's keyboard.press does it: keydown (with its text) and keyup. `ctrl` for Ctrl+<key>. */
  press(key: string, options?: { ctrl?: boolean }): Promise<void>;
  type(text: string): Promise<void>;
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

export interface CdpBrowser {
  newPage(): Promise<CdpPage>;
  close(): Promise<void>;
}

const KEYS: Record<string, { code: string; keyCode: number; text?: string }> = {
  Enter: { code: 'Enter', keyCode: 13, text: '\r' },
};

function keyOf(key: string): { key: string; code: string; keyCode: number; text?: string } {
  const named = KEYS[key];
  if (named) return { key, ...named };
  const upper = key.toUpperCase();
  if (/^[a-z]$/i.test(key)) return { key, code: `Key${upper}`, keyCode: upper.charCodeAt(0), text: key };
  if (/^[0-9]$/.test(key)) return { key, code: `Digit${key}`, keyCode: key.charCodeAt(0), text: key };
  if (key === ' ') return { key, code: 'Space', keyCode: 32, text: key };
  return { key, code: '', keyCode: 0, text: key };
}

export async function launchCdp(executable: string, args: string[]): Promise<CdpBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'hpc-bench-chromium-'));
  const child: ChildProcess = spawn(executable, [...args, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const url = await new Promise<string>((done, fail) => {
    let text = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(text);
      if (found?.[1]) done(found[1]);
    });
    child.once('exit', () => fail(new Error(`Chromium exited: ${text.slice(-500)}`)));
  });
  // An interrupted run (process.exit) leaves no Chromium behind.
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const socket = new WebSocket(url, { perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 });
  await new Promise((done, fail) => socket.once('open', done).once('error', fail));
  let next = 1;
  const pending = new Map<number, Pending>();
  socket.on('message', (data: WebSocket.RawData) => {
    const answer = JSON.parse(data.toString()) as ProtocolAnswer;
    const waiting = answer.id === undefined ? undefined : pending.get(answer.id);
    if (!waiting || answer.id === undefined) return;
    pending.delete(answer.id);
    if (answer.error) waiting.fail(new Error(answer.error.message));
    else waiting.done(answer.result);
  });
  const call = <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<T>((done, fail) => {
      const id = next++;
      pending.set(id, { done: done as (value: unknown) => void, fail });
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });

  const newPage = async (): Promise<CdpPage> => {
    const { targetId } = await call<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await call<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    const send = <T>(method: string, params?: Record<string, unknown>) => call<T>(method, params, sessionId);
    await send('Page.enable');
    // As a focused window would (headless pages are not), and the bench's fixed viewport.
    await send('Emulation.setFocusEmulationEnabled', { enabled: true });
    await send('Emulation.setDeviceMetricsOverride', { width: 1366, height: 860, deviceScaleFactor: 1, mobile: false });
    const evaluate = async <T>(expression: string): Promise<T> => {
      const answer = await send<{ result: { value?: unknown }; exceptionDetails?: { text: string; exception?: { description?: string } } }>(
        'Runtime.evaluate',
        { expression, awaitPromise: true, returnByValue: true },
      );
      if (answer.exceptionDetails)
        throw new Error(`in the page: ${answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text}`);
      return answer.result.value as T;
    };
    const key = async (type: 'keyDown' | 'rawKeyDown' | 'keyUp', name: string, ctrl: boolean) => {
      const { key: keyName, code, keyCode, text } = keyOf(name);
      const typed = type === 'keyDown' && !ctrl ? { text, unmodifiedText: text } : {};
      await send('Input.dispatchKeyEvent', {
        type,
        key: keyName,
        code,
        windowsVirtualKeyCode: keyCode,
        nativeVirtualKeyCode: keyCode,
        modifiers: ctrl ? 2 : 0,
        ...typed,
      });
    };
    const press = async (name: string, options: { ctrl?: boolean } = {}) => {
      const ctrl = Boolean(options.ctrl);
      if (ctrl)
        await send('Input.dispatchKeyEvent', {
          type: 'rawKeyDown',
          key: 'Control',
          code: 'ControlLeft',
          windowsVirtualKeyCode: 17,
          modifiers: 2,
        });
      await key(ctrl || !keyOf(name).text ? 'rawKeyDown' : 'keyDown', name, ctrl);
      await key('keyUp', name, ctrl);
      if (ctrl)
        await send('Input.dispatchKeyEvent', {
          type: 'keyUp',
          key: 'Control',
          code: 'ControlLeft',
          windowsVirtualKeyCode: 17,
          modifiers: 0,
        });
    };
    return {
      send,
      evaluate,
      async waitFor(expression, limitMs, what) {
        const started = Date.now();
        while (!(await evaluate<boolean>(`Boolean(${expression})`))) {
          if (Date.now() - started > limitMs) throw new Error(`${what}: not after ${limitMs / 1000} s`);
          await new Promise((wait) => setTimeout(wait, 50));
        }
      },
      async navigate(address) {
        await send('Page.navigate', { url: address });
        const started = Date.now();
        // The new document's readyState (the old one's would say complete at once).
        while ((await evaluate<string>('location.href + " " + document.readyState')) !== `${address} complete`) {
          if (Date.now() - started > 60_000) throw new Error(`navigate ${address}: not loaded after 60 s`);
          await new Promise((wait) => setTimeout(wait, 50));
        }
      },
      async addInitScript(source) {
        await send('Page.addScriptToEvaluateOnNewDocument', { source });
      },
      press,
      async type(text) {
        for (const char of text) await press(char);
      },
      async screenshot() {
        const { data } = await send<{ data: string }>('Page.captureScreenshot', { format: 'png' });
        return Buffer.from(data, 'base64');
      },
      async close() {
        await call('Target.closeTarget', { targetId });
      },
    };
  };

  return {
    newPage,
    async close() {
      socket.close();
      process.off('exit', kill);
      child.kill('SIGKILL');
      await new Promise((done) => child.once('exit', done));
      // Its child processes may still be writing the profile for a moment (they outlive the browser's SIGKILL).
      for (let attempt = 1; ; attempt++) {
        try {
          rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
          break;
        } catch (error) {
          if (attempt === 5) throw error;
          await new Promise((wait) => setTimeout(wait, 500));
        }
      }
    },
  };
}

/** Signs usr-owner in through the console's sign-in form at `console` (its base URL), typing as a user does. */
export async function signInOwner(page: CdpPage, console: string): Promise<void> {
  await page.navigate(`${console}login`);
  await page.waitFor('document.querySelector(\'input[name="user_name"]\')', 60_000, 'the sign-in form');
  await page.evaluate('document.querySelector(\'input[name="user_name"]\').focus()');
  await page.send('Input.insertText', { text: 'usr-owner' });
  await page.evaluate('document.querySelector(\'input[name="password"]\').focus()');
  await page.send('Input.insertText', { text: 'Owner#Hpc2026' });
  await page.evaluate('document.querySelector(\'button[type="submit"]\').click()');
  await page.waitFor("!location.pathname.endsWith('/login')", 60_000, 'signed in');
}
