/**
 * One upgraded socket (ADR 0034): reattaches to the kept shell it names, or takes a login and opens a shell;
 * binary frames are terminal bytes both ways, text frames JSON control messages. Credentials go from the login
 * message to ssh2 and are dropped; nothing typed or printed is logged.
 */
import type { ValidateFunction } from 'ajv';
import type { FastifyBaseLogger } from 'fastify';
import WebSocket, { type RawData } from 'ws';
import { translate, type Lang } from '../i18n/messages';
import { isRefusal, readLogin } from './login';
import type { SshEndpoint } from './settings';
import { sendClosed, timerMs, type Shell, type ShellOwner } from './shell';
import type { Shells } from './shells';

const PING_MS = 20_000;
const DEFAULT_SIZE = { cols: 80, rows: 24 };

export interface ConnectionContext {
  shells: Shells;
  /** Whether the socket's session is still signed in and unexpired (without counting as a use). */
  signedIn: (sessionId: string) => Promise<boolean>;
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

  let alive = true;
  socket.on('pong', () => (alive = true));
  const pinger = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
  }, PING_MS);

  // A socket that never logs in is closed like an idle shell.
  const loginTimer = setTimeout(() => {
    if (phase === 'login') sendClosed(attachment, 'idle');
  }, timerMs(ctx.shells.config.idleSeconds * 1000));
  // Signing out (or the session's end) closes the socket and its shell: a terminal does not outlive its session.
  const sessionCheck = setInterval(() => {
    ctx.signedIn(target.sessionId).then(
      (yes) => {
        if (yes || socket.readyState !== WebSocket.OPEN) return;
        if (shell) shell.close('signed_out');
        else sendClosed(attachment, 'signed_out');
      },
      () => undefined,
    );
  }, ctx.shells.config.sessionCheckMs);
  socket.on('close', () => {
    clearInterval(pinger);
    clearInterval(sessionCheck);
    clearTimeout(loginTimer);
    shell?.detach(socket);
  });
  socket.on('error', () => socket.terminate());

  if (target.gone) {
    sendError('terminal_gone', translate('terminal_gone', lang));
    socket.close(1000);
    return;
  }
  if (target.shell) {
    shell = target.shell;
    phase = 'open';
    shell.attach(attachment, true);
    ctx.log.info({ terminal_id: shell.id, user_id: owner.userId }, 'terminal reattached');
  }

  const login = async (message: Record<string, unknown>) => {
    const auth = readLogin(ctx.validateLogin, message, lang);
    if (isRefusal(auth)) return sendError(auth.code, auth.message);
    if (ctx.shells.atCapacity(owner.userId)) {
      sendError('too_many', translate('terminal_too_many', lang, { max: ctx.shells.config.maxPerUser }));
      return socket.close(1000);
    }
    phase = 'connecting';
    const opening = ctx.shells.create(owner);
    const result = await opening.connect(target.endpoint, auth, size);
    if (socket.readyState !== WebSocket.OPEN) return opening.close();
    if (result === 'auth_failed') {
      phase = 'login';
      return sendError('auth_failed', translate('terminal_auth_failed', lang));
    }
    if (result === 'unreachable') return sendClosed(attachment, 'unreachable');
    shell = opening;
    phase = 'open';
    shell.attach(attachment, false);
    ctx.log.info({ terminal_id: shell.id, user_id: owner.userId, cluster_id: owner.clusterId, instance_id: owner.instanceId }, 'terminal opened');
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
      if (typeof bytes !== 'number' || !Number.isSafeInteger(bytes) || bytes < 0) return sendError('bad_message', translate('terminal_bad_message', lang));
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
