/**
 * The graphics proxy (ADR 0062) against a real TigerVNC Xvnc (test-xvnc.ts): the refusals before the upgrade, the
 * one-time password and the RFB handshake through the socket, a second socket taking the session over, the ends
 * (sign-out, Xvnc gone, an unreachable display, no start, shutdown), a flood held in the display, and logs that
 * never hold a password.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fail } from '../http/failure';
import { translate } from '../i18n/messages';
import { SEED } from '../seed/fixtures';
import { startTestGateway, TestClient, type TestGateway } from '../test-support';
import { HIGH_WATER } from '../terminal/flow';
import { GRAPHICS_PROTOCOL } from './checks';
import { ENDS } from './ends';
import { DEFAULT_GRAPHICS_SETTINGS } from './settings';
import { isRefused, openViewer, type OpenOptions, type Viewer } from './test-socket';
import { startXvnc, xvncAvailable, type Xvnc } from './test-xvnc';
import type { FindDisplay, GraphicsDisplay } from './types';
import { obfuscatedPassword } from './vnc-password';

if (!xvncAvailable()) console.warn('graphics: the proxy tests skip, they need /usr/bin/Xvnc (Debian package tigervnc-standalone-server)');

/** usr-owner's cluster, shared read-only with usr-sub (SEED). */
const CLUSTER = SEED.clusters.ehpcActive;
const OWN = 'gs-owner0001';
/** usr-sub's own session on the cluster it may only read. */
const SUBS = 'gs-sub000001';
const QUEUED = 'gs-queued001';
/** Its display's socket is not there. */
const NO_SOCKET = 'gs-nosock001';
/** Its password file is gone: the session ended after it was looked up. */
const NO_FILE = 'gs-nofile001';
/** Its display is a flood of bytes (floodDisplay below). */
const FLOOD = 'gs-flood0001';
const CAP = Array.from({ length: 6 }, (_, i) => `gs-cap0000${i + 1}`);
const FLOOD_BYTES = 64 * 1024 * 1024;

describe.skipIf(!xvncAvailable())('graphics proxy', () => {
  let xvnc: Xvnc;
  let test: TestGateway;
  let floodDir: string;
  let flood: Server;
  /** Bytes the flood display has handed to its socket (written as fast as the socket takes them). */
  let flooded = 0;
  const settings = { ...DEFAULT_GRAPHICS_SETTINGS };
  const logs: string[] = [];
  /** Every password a socket was given, to look for in the logs. */
  const handed: string[] = [];
  const viewers: Viewer[] = [];
  const owner = new TestClient('', 'en-US');
  const sub = new TestClient('', 'en-US');

  const displayOf = (sessionId: string): Omit<GraphicsDisplay, 'sessionId' | 'clusterId'> => {
    if (sessionId === FLOOD) return { socketPath: join(floodDir, 'vnc.sock'), passwordPath: join(floodDir, 'vnc.passwd') };
    if (sessionId === NO_SOCKET) return { socketPath: join(floodDir, 'missing.sock'), passwordPath: xvnc.passwordPath };
    if (sessionId === NO_FILE) return { socketPath: xvnc.socketPath, passwordPath: join(floodDir, 'missing.passwd') };
    return { socketPath: xvnc.socketPath, passwordPath: xvnc.passwordPath };
  };
  /** The graphics domain's answers as types.ts states them: the user's own running sessions only. */
  const findDisplay: FindDisplay = async (user, sessionId) => {
    const userId = sessionId === SUBS ? 'usr-sub' : 'usr-owner';
    const known = [OWN, SUBS, QUEUED, NO_SOCKET, NO_FILE, FLOOD, ...CAP].includes(sessionId);
    if (!known || user.user_id !== userId) throw fail.notFound('graphics_session_not_found', { id: sessionId });
    if (sessionId === QUEUED) throw fail.conflict('graphics_session_not_running', { id: sessionId });
    return { sessionId, clusterId: CLUSTER, ...displayOf(sessionId) };
  };

  const open = async (client: TestClient | undefined, query: Record<string, string>, options: OpenOptions = {}) =>
    openViewer(test.url, client, query, options);
  const viewer = async (client: TestClient, sessionId: string): Promise<Viewer> => {
    const answer = await open(client, { session_id: sessionId });
    if (isRefused(answer)) throw new Error(`refused: ${JSON.stringify(answer)}`);
    viewers.push(answer);
    return answer;
  };
  /** A socket through which RFB is up: ready, its password, start, the handshake. */
  const desktop = async (client: TestClient, sessionId = OWN): Promise<Viewer> => {
    const view = await viewer(client, sessionId);
    const password = await view.password();
    handed.push(password);
    expect(await view.start(password)).toMatchObject({ ok: true, width: 800, height: 600 });
    return view;
  };
  const refusal = async (client: TestClient | undefined, query: Record<string, string>, options: OpenOptions = {}) => {
    const answer = await open(client, query, options);
    if (!isRefused(answer)) {
      await answer.close();
      throw new Error('upgraded');
    }
    return answer;
  };
  const signedIn = async (user: string, password: string): Promise<TestClient> => {
    const client = new TestClient(owner.api, 'en-US');
    expect((await client.login(user, password)).status).toBe(200);
    return client;
  };

  beforeAll(async () => {
    xvnc = await startXvnc('800x600');
    floodDir = mkdtempSync(join(tmpdir(), 'hpc-flood-'));
    writeFileSync(join(floodDir, 'vnc.passwd'), Buffer.alloc(8), { mode: 0o600 });
    flood = createServer((socket: Socket) => {
      const chunk = Buffer.alloc(64 * 1024, 7);
      const write = () => {
        while (flooded < FLOOD_BYTES) {
          flooded += chunk.length;
          if (!socket.write(chunk)) return void socket.once('drain', write);
        }
        socket.end();
      };
      socket.on('error', () => socket.destroy());
      write();
    });
    await new Promise<void>((resolve) => flood.listen(join(floodDir, 'vnc.sock'), resolve));
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    });
    test = await startTestGateway(undefined, { logger: { level: 'trace', stream }, graphics: { findDisplay, settings } });
    for (const client of [owner, sub]) Object.assign(client, { api: test.api });
    expect((await owner.login('usr-owner', 'Owner#Hpc2026')).status).toBe(200);
    expect((await sub.login('usr-sub', 'SubUser#Hpc2026')).status).toBe(200);
  });

  afterAll(async () => {
    for (const view of viewers) view.socket.terminate();
    await test?.close();
    flood?.close();
    if (floodDir) rmSync(floodDir, { recursive: true, force: true });
    await xvnc?.stop();
  });

  describe('refuses before the upgrade, in the terminal’s order and words', () => {
    it('a missing or another Origin: 403, in the language the console asked for', async () => {
      const missing = await refusal(owner, { session_id: OWN }, { origin: null });
      expect(missing).toMatchObject({
        status: 403,
        body: { ret_code: 1300, message: 'The graphics session was refused: the request does not come from this console (Origin)' },
      });
      // Before anything else: without a session too.
      const other = await refusal(undefined, { session_id: OWN, lang: 'zh-CN' }, { origin: 'https://evil.example.com' });
      expect(other.status).toBe(403);
      expect(other.body.message).toBe('请求来源 (Origin) 不是本控制台，已拒绝打开图形会话');
    });

    it('without a console session: 401', async () => {
      const answer = await refusal(undefined, { session_id: OWN, lang: 'en' });
      expect(answer).toMatchObject({
        status: 401,
        body: { ret_code: 1200, message: 'Not signed in or the session expired, please sign in again' },
      });
    });

    it('without the CSRF token, with another, or on the terminal’s protocol: 401', async () => {
      for (const protocols of [[GRAPHICS_PROTOCOL], [GRAPHICS_PROTOCOL, 'csrf.not-the-token'], ['hpc-terminal.v1', `csrf.${owner.csrf}`]]) {
        const answer = await refusal(owner, { session_id: OWN }, { protocols });
        expect(answer.status).toBe(401);
        expect(answer.body.message).toBe('The request has no valid CSRF token, reload the page and try again');
      }
    });

    it('a missing or malformed session_id: 422 naming it', async () => {
      const missing = await refusal(owner, {});
      expect(missing).toMatchObject({ status: 422, body: { ret_code: 1100 } });
      expect(missing.body.validation).toEqual([
        { location: ['query'], code: 'required', message: 'Missing required field graphics session' },
      ]);
      const malformed = await refusal(owner, { session_id: 'not-a-session' });
      expect(malformed.status).toBe(422);
      expect(malformed.body.validation).toEqual([
        expect.objectContaining({ location: ['query', 'session_id'], code: 'pattern', message: 'Graphics session: Invalid format' }),
      ]);
    });

    it("another user's session: 404, as a missing one; one not running: 409", async () => {
      for (const [client, id] of [
        [sub, OWN],
        [owner, SUBS],
        [owner, 'gs-nosuch001'],
      ] as const) {
        const answer = await refusal(client, { session_id: id });
        expect(answer.status).toBe(404);
        expect(answer.body).toMatchObject({ ret_code: 1400, message: translate('graphics_session_not_found', 'en', { id }) });
      }
      const queued = await refusal(owner, { session_id: QUEUED });
      expect(queued.status).toBe(409);
      expect(queued.body.message).toBe(translate('graphics_session_not_running', 'en', { id: QUEUED }));
    });

    it('a read-only member of the shared cluster: 403 in words; a read-write member opens its session', async () => {
      const answer = await refusal(sub, { session_id: SUBS });
      expect(answer).toMatchObject({
        status: 403,
        body: { ret_code: 1300, message: 'You are a read-only member of this shared cluster and cannot open graphics sessions on it' },
      });
      const chinese = await refusal(sub, { session_id: SUBS, lang: 'zh-CN' });
      expect(chinese.body.message).toBe('您是该共享集群的只读成员，不能打开它上面的图形会话');
      const share = (permission: string) =>
        test.gateway.db.query("UPDATE cluster_shares SET permission = $2 WHERE cluster_id = $1 AND user_id = 'usr-sub'", [
          CLUSTER,
          permission,
        ]);
      await share('readwrite');
      try {
        await (await desktop(sub, SUBS)).close();
      } finally {
        await share('readonly');
      }
    });

    it('over the per-user cap: of sockets to 6 sessions opened at once only the cap upgrades; a reload of one is not refused', async () => {
      settings.maxPerUser = 2;
      try {
        const opened = await Promise.all(CAP.map((id) => open(owner, { session_id: id })));
        const upgraded = opened.filter((answer): answer is Viewer => !isRefused(answer));
        viewers.push(...upgraded);
        expect(upgraded).toHaveLength(2);
        expect(opened.filter(isRefused).map((answer) => [answer.status, answer.body.message])).toEqual(
          Array.from({ length: 4 }, () => [429, 'You already have graphics sessions open in 2 windows: close one first']),
        );
        // The same session again (a reload whose old socket is still open here) takes it over instead.
        const index = opened.findIndex((answer) => !isRefused(answer));
        const again = await viewer(owner, CAP[index]!);
        expect(await upgraded[0]!.closed).toEqual({ code: ENDS.taken_over, reason: 'taken_over' });
        // Closing a socket gives its place back.
        await again.close();
        await (
          await viewer(
            owner,
            CAP.find((_, i) => isRefused(opened[i]!))!,
          )
        ).close();
      } finally {
        settings.maxPerUser = DEFAULT_GRAPHICS_SETTINGS.maxPerUser;
        for (const view of viewers) await view.close();
      }
    });
  });

  describe('the connection', () => {
    it('hands a fresh password in the one text frame, then RFB runs through the socket: 800x600', async () => {
      const view = await viewer(owner, OWN);
      const password = await view.password();
      handed.push(password);
      expect(password).toMatch(/^[A-Za-z0-9]{8}$/);
      expect(view.texts).toEqual([{ type: 'ready', password }]);
      expect(await view.start(password)).toEqual({ ok: true, width: 800, height: 600, name: expect.any(String) });
      expect(view.texts).toHaveLength(1);
      await view.close();
      // The password is rotated again once the socket closed: the one handed over opens one connection.
      await expect.poll(() => readFileSync(xvnc.passwordPath).equals(obfuscatedPassword(password))).toBe(false);
    });

    it('a second socket takes the session over (4002) and opens with its own password; a taken-over password opens nothing', async () => {
      const first = await desktop(owner);
      const second = await viewer(owner, OWN);
      expect(await first.closed).toEqual({ code: ENDS.taken_over, reason: 'taken_over' });
      const own = await second.password();
      handed.push(own);
      // The first socket's end left the second's password alone.
      expect(await second.start(own)).toMatchObject({ ok: true, width: 800, height: 600 });
      const third = await viewer(owner, OWN);
      expect(await second.closed).toEqual({ code: ENDS.taken_over, reason: 'taken_over' });
      handed.push(await third.password());
      expect(await third.start(own)).toEqual({ ok: false, reason: 'Authentication failure' });
      // Xvnc closes a connection whose authentication failed: the display's socket closed.
      expect(await third.closed).toEqual({ code: ENDS.ended, reason: 'ended' });
      await (await desktop(owner)).close();
    });

    it('ends with the console session that opened it: sign-out closes it with 4001 within seconds', async () => {
      const tab = await signedIn('usr-owner', 'Owner#Hpc2026');
      const view = await desktop(tab);
      const other = await desktop(owner, CAP[0]);
      const since = Date.now();
      expect((await tab.call('POST', '/auth/logout', {})).status).toBe(200);
      expect(await view.closed).toEqual({ code: ENDS.signed_out, reason: 'signed_out' });
      expect(Date.now() - since).toBeLessThan(5_000);
      // Another console session's socket stays.
      expect(other.socket.readyState).toBe(other.socket.OPEN);
      await other.close();
    });

    it('ends with 4001 when its console session ends without a request here (a sign-out through another gateway)', async () => {
      const tab = await signedIn('usr-owner', 'Owner#Hpc2026');
      const view = await desktop(tab);
      // What a sign-out through another gateway leaves in the database they share (ADR 0043).
      await test.gateway.db.query('DELETE FROM sessions WHERE session_id = $1', [tab.cookies.get('hpc_session')]);
      const since = Date.now();
      expect(await view.closed).toEqual({ code: ENDS.signed_out, reason: 'signed_out' });
      expect(Date.now() - since).toBeLessThan(5_000);
    });

    it('closes a socket whose browser sends no start in time (4005), and frames out of turn as a protocol error', async () => {
      settings.startMs = 300;
      try {
        const idle = await viewer(owner, OWN);
        handed.push(await idle.password());
        expect(await idle.closed).toEqual({ code: ENDS.start_timeout, reason: 'start_timeout' });
      } finally {
        settings.startMs = DEFAULT_GRAPHICS_SETTINGS.startMs;
      }
      const early = await viewer(owner, OWN);
      handed.push(await early.password());
      early.socket.send(Buffer.from('RFB 003.008\n'), { binary: true });
      expect(await early.closed).toEqual({ code: 1002, reason: 'bad_message' });
      const chatty = await desktop(owner);
      chatty.socket.send(JSON.stringify({ type: 'start' }));
      expect(await chatty.closed).toEqual({ code: 1002, reason: 'bad_message' });
    });

    it('a display whose socket is not there: 4004 unreachable; whose password file is gone: 4000 without a password', async () => {
      const unreachable = await viewer(owner, NO_SOCKET);
      handed.push(await unreachable.password());
      unreachable.socket.send(JSON.stringify({ type: 'start' }));
      expect(await unreachable.closed).toEqual({ code: ENDS.unreachable, reason: 'unreachable' });
      const ended = await viewer(owner, NO_FILE);
      expect(await ended.closed).toEqual({ code: ENDS.ended, reason: 'ended' });
      expect(ended.texts).toEqual([]);
    });

    it('holds a flood in the display while the browser does not read, and delivers all of it once it does', async () => {
      const view = await viewer(owner, FLOOD);
      await view.password();
      view.socket.pause();
      view.socket.send(JSON.stringify({ type: 'start' }));
      // Until the display stops getting rid of its bytes (500 ms without one).
      let seen = -1;
      while (seen !== flooded) {
        seen = flooded;
        await new Promise((wait) => setTimeout(wait, 500));
      }
      // What waits is the WebSocket's 1 MiB and the kernel's buffers, not the flood.
      expect(flooded).toBeGreaterThan(HIGH_WATER);
      expect(flooded).toBeLessThan(FLOOD_BYTES / 3);
      view.socket.resume();
      expect(await view.closed).toEqual({ code: ENDS.ended, reason: 'ended' });
      expect(view.received).toBe(FLOOD_BYTES);
    });

    it('ends every socket with 4003 when the gateway shuts down', async () => {
      const other = await startTestGateway(undefined, { graphics: { findDisplay } });
      let closing: Promise<void> | undefined;
      try {
        const client = new TestClient(other.api, 'en-US');
        expect((await client.login('usr-owner', 'Owner#Hpc2026')).status).toBe(200);
        const answer = await openViewer(other.url, client, { session_id: OWN });
        if (isRefused(answer)) throw new Error(JSON.stringify(answer));
        const password = await answer.password();
        handed.push(password);
        expect(await answer.start(password)).toMatchObject({ ok: true });
        closing = other.close();
        expect(await answer.closed).toEqual({ code: ENDS.shutdown, reason: 'shutdown' });
      } finally {
        await (closing ?? other.close());
      }
    });

    it('ends with 4000 when Xvnc goes away', async () => {
      const view = await desktop(owner);
      await xvnc.stop();
      expect(await view.closed).toEqual({ code: ENDS.ended, reason: 'ended' });
    });

    it('never logs a password it handed over', () => {
      const all = logs.join('');
      expect(all).toContain('graphics connection opened');
      expect(all).toContain('graphics connection closed');
      expect(handed.length).toBeGreaterThan(10);
      for (const password of handed) expect(all).not.toContain(password);
    });
  });
});
