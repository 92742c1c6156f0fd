/**
 * One upgraded socket (ADR 0034): reattaches to the kept shell it names, or takes a login and opens a shell;
 * binary frames are terminal bytes both ways, text frames JSON control messages. Credentials go from the login
 * message to ssh2 and are dropped; nothing typed or printed is logged. A socket waiting for a login holds a place in
 * the user's cap and is closed after the login time; failed logins are throttled like sign-ins, and the socket ends
 * with its console session (ADR 0043).
 */
import type { ValidateFunction } from 'ajv';
import type { FastifyBaseLogger } from 'fastify';
import WebSocket, { type RawData } from 'ws';
import { clearKey, countFailure, lockedUntilOf, terminalLoginKey, TERMINAL_LOGIN_RULE } from '../auth/throttle';
import type { Db } from '../db/database';
import { translate, type Lang } from '../i18n/messages';
import { isRefusal, readLogin } from './login';
import type { SshEndpoint } from './settings';
import { sendClosed, timerMs, type Shell, type ShellOwner } from './shell';
import type { Shells, WatchSession } from './shells';
import { keepAlive } from './upgrades';

const PING_MS = 20_000;
const DEFAULT_SIZE = { cols: 80, rows: 24 };

export interface ConnectionContext {
  shells: Shells;
  db: Db;
  watchSession: WatchSession;
  validateLogin: ValidateFunction;
  log: FastifyBaseLogger;
}

export interface ConnectionTarget {
  owner: ShellOwner;
  sessionId: string;
  endpoint: SshEndpoint;
  lang: Lang;
  /** The kept shell the socket asked for, when it was found. */
  shell?: Shell;
  /** A terminal_id was asked for but is not (or no longer) here. */
  gone: boolean;
  /** Gives back the socket's place in the user's cap (once its shell counts instead, or it closes). */
  release: () => void;
}

function sizeOf(message: Record<string, unknown>): { cols: number; rows: number } | undefined {
  const { cols, rows } = message;
  const ok = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 1000;
  return ok(cols) && ok(rows) ? { cols, rows } : undefined;
}

export function serveConnection(socket: WebSocket, target: ConnectionTarget, ctx: ConnectionContext): void {
  const { lang, owner } = target;
  const attachment = { socket, lang };
  let shell: Shell | undefined;
  let phase: 'login' | 'connecting' | 'open' = 'login';
  let size = DEFAULT_SIZE;
  const sendError = (code: string, message: string) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'error', code, message }));
  };

  const stopPinging = keepAlive(socket, PING_MS);

  // A socket gets a short time to log in, whatever it tries meanwhile (a login being checked ends first).
  let loginExpired = false;
  const loginTimer = setTimeout(
    () => {
      loginExpired = true;
      if (phase === 'login') sendClosed(attachment, 'login_timeout');
    },
    timerMs(ctx.shells.config.loginSeconds * 1000),
  );
  // The end of the console session closes the socket (its shell ends with the session too: shells.ts).
  const unwatch = ctx.watchSession(target.sessionId, () => {
    if (shell) shell.close('signed_out');
    else sendClosed(attachment, 'signed_out');
  });
  socket.on('close', () => {
    stopPinging();
    clearTimeout(loginTimer);
    unwatch();
    target.release();
    shell?.detach(socket);
  });
  socket.on('error', () => socket.terminate());

  if (target.gone) {
    sendError('terminal_gone', translate('terminal_gone', lang));
    socket.close(1000);
    return;
  }
  if (target.shell) {
    clearTimeout(loginTimer);
    shell = target.shell;
    phase = 'open';
    shell.attach(attachment, true);
    ctx.log.info({ terminal_id: shell.id, user_id: owner.userId }, 'terminal reattached');
  }

  /** Refuses a login while its key is locked, saying in how many minutes to try again. */
  const sendLocked = (until: Date, now: Date) => {
    const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
    if (socket.readyState !== WebSocket.OPEN) return;
    socket.send(
      JSON.stringify({
        type: 'error',
        code: 'login_locked',
        retry_after: seconds,
        message: translate('terminal_login_locked', lang, { minutes: Math.ceil(seconds / 60) }),
      }),
    );
  };

  const login = async (message: Record<string, unknown>) => {
    const auth = readLogin(ctx.validateLogin, message, lang);
    if (isRefusal(auth)) return sendError(auth.code, auth.message);
    phase = 'connecting';
    // Failed logins count per console user, cluster and SSH user, in the sign-in throttle's table (ADR 0023, 0043).
    const key = terminalLoginKey(owner.userId, owner.clusterId, auth.username);
    const lock = await lockedUntilOf(ctx.db, [key], new Date());
    if (lock) {
      phase = 'login';
      sendLocked(lock, new Date());
      if (loginExpired) sendClosed(attachment, 'login_timeout');
      return;
    }
    const opening = ctx.shells.create(owner);
    const result = await opening.connect(target.endpoint, auth, size);
    if (socket.readyState !== WebSocket.OPEN) return opening.close();
    if (result === 'auth_failed') {
      const now = new Date();
      const failure = await countFailure(ctx.db, key, TERMINAL_LOGIN_RULE, now);
      await new Promise((resolve) => setTimeout(resolve, failure.delayMs));
      phase = 'login';
      if (failure.lockedUntil) sendLocked(failure.lockedUntil, now);
      else sendError('auth_failed', translate('terminal_auth_failed', lang));
      if (loginExpired) sendClosed(attachment, 'login_timeout');
      return;
    }
    if (result === 'unreachable') return sendClosed(attachment, 'unreachable');
    await clearKey(ctx.db, key);
    if (socket.readyState !== WebSocket.OPEN) return opening.close();
    clearTimeout(loginTimer);
    shell = opening;
    phase = 'open';
    // The shell holds the user's place in the cap from now on.
    target.release();
    shell.attach(attachment, false);
    ctx.log.info(
      { terminal_id: shell.id, user_id: owner.userId, cluster_id: owner.clusterId, instance_id: owner.instanceId },
      'terminal opened',
    );
  };

  socket.on('message', (data: RawData, isBinary: boolean) => {
    if (isBinary) {
      if (phase === 'open') shell?.input(Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer));
      return;
    }
    let message: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(data.toString());
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      message = parsed as Record<string, unknown>;
    } catch {
      return sendError('bad_message', translate('terminal_bad_message', lang));
    }
    if (message.type === 'ping') return socket.send(JSON.stringify({ type: 'pong' }));
    if (message.type === 'ack') {
      const { bytes } = message;
      if (typeof bytes !== 'number' || !Number.isSafeInteger(bytes) || bytes < 0)
        return sendError('bad_message', translate('terminal_bad_message', lang));
      return shell?.ack(socket, bytes);
    }
    if (message.type === 'resize') {
      const asked = sizeOf(message);
      if (!asked) return sendError('bad_message', translate('terminal_bad_message', lang));
      size = asked;
      return shell?.resize(asked.cols, asked.rows);
    }
    if (message.type === 'login' && phase === 'login') {
      login(message).catch((error: unknown) => {
        ctx.log.error({ err: error instanceof Error ? error.message : String(error) }, 'terminal login failed');
        sendClosed(attachment, 'unreachable');
      });
      return;
    }
    sendError('bad_message', translate('terminal_bad_message', lang));
  });
}
