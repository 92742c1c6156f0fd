/**
 * The web terminal's endpoint (ADR 0034): `GET {basePath}api/terminal?cluster_id=…&instance_id=…[&terminal_id=…]`
 * upgraded to a WebSocket (`ws`, noServer) on the server's `upgrade` event once every check has passed; a refusal
 * is a plain HTTP answer in the Failure envelope, in the request's language (its `lang` query value, else
 * Accept-Language), and the socket is never upgraded. app.close() ends every shell and socket.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { GatewayConfig } from '../config';
import { createContractAjv, type OpenApiDoc } from '../contract/document';
import type { Db } from '../db/database';
import { Failure } from '../http/failure';
import { langOf } from '../i18n/messages';
import { checkUpgrade, TERMINAL_PROTOCOL, type CheckContext } from './checks';
import { serveConnection } from './connection';
import { loginValidator } from './login';
import { originAllowed, proxyTrust } from './origin';
import { SessionWatch } from '../auth/session-watch';
import { Shells } from './shells';
import { refuse, serveUpgrades } from './upgrades';

/** The largest frame taken: a login with a key file over the 1M limit still gets the spec's message. */
const MAX_FRAME_BYTES = 8 * 1024 * 1024;

export interface TerminalOptions {
  config: GatewayConfig;
  db: Db;
  doc: OpenApiDoc;
  /** The gateway's API prefix, e.g. /_micro_/hpc/api */
  prefix: string;
}

export function registerTerminal(app: FastifyInstance, options: TerminalOptions): void {
  const { config, db, doc, prefix } = options;
  const sessionWatch = new SessionWatch({
    db,
    policy: config.session,
    pollMs: () => config.terminal.sessionPollMs,
    checkMs: () => config.terminal.sessionCheckMs,
    onError: (error) => app.log.error({ err: error instanceof Error ? error.message : String(error) }, 'terminal session check failed'),
  });
  const watchSession = (sessionId: string, ended: () => void) => sessionWatch.watch(sessionId, ended);
  const shells = new Shells(config.terminal, watchSession);
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    handleProtocols: (protocols) => (protocols.has(TERMINAL_PROTOCOL) ? TERMINAL_PROTOCOL : false),
  });
  const trusted = proxyTrust(config.trustProxy);
  const ajv = createContractAjv(doc, { verbose: true });
  const ctx: CheckContext = {
    db,
    sessions: config.session,
    terminal: config.terminal,
    shells,
    validateQuery: ajv.compile({
      type: 'object',
      required: ['cluster_id', 'instance_id'],
      properties: {
        cluster_id: { $ref: 'contract#/components/schemas/ClusterId' },
        instance_id: { $ref: 'contract#/components/schemas/InstanceId' },
        terminal_id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
        lang: { type: 'string', maxLength: 35 },
      },
    }),
    parseCookie: (header) => app.parseCookie(header),
    originAllowed: (request) => originAllowed(request, trusted),
  };
  const connection = {
    shells,
    db,
    watchSession,
    validateLogin: loginValidator(doc),
    log: app.log,
  };
  const path = `${prefix}/terminal`;

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer, url: URL) => {
    const query = Object.fromEntries(url.searchParams);
    const lang = langOf(query.lang ?? request.headers['accept-language']);
    socket.on('error', () => socket.destroy());
    checkUpgrade(request, query, ctx).then(
      (checked) => {
        // However the socket ends (an upgrade ws aborts included), its place in the cap is given back.
        socket.once('close', checked.release);
        if (socket.destroyed) return checked.release();
        wss.handleUpgrade(request, socket, head, (ws) => {
          const session = checked.session;
          const owner = {
            userId: session.user.user_id,
            sessionId: session.sessionId,
            clusterId: checked.clusterId,
            instanceId: checked.instanceId,
          };
          const target = {
            owner,
            sessionId: session.sessionId,
            endpoint: checked.endpoint,
            lang,
            shell: checked.shell,
            gone: checked.gone,
            release: checked.release,
          };
          serveConnection(ws, target, connection);
        });
      },
      (error: unknown) => {
        if (error instanceof Failure) return refuse(socket, error, lang);
        app.log.error({ err: error instanceof Error ? error.message : String(error) }, 'terminal upgrade failed');
        refuse(socket, new Failure(500, 5000, 'internal_error'), lang);
      },
    );
  };
  const stopServing = serveUpgrades(app.server, path, onUpgrade);
  app.addHook('preClose', (done) => {
    stopServing();
    shells.closeAll();
    sessionWatch.stop();
    for (const client of wss.clients) client.terminate();
    wss.close(() => done());
  });
}
