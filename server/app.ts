/**
 * The gateway: the contract's operations under {basePath}api, the built console under {basePath}, and the
 * Failure envelope for everything refused.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { GatewayConfig } from './config';
import { loadBundle, type OpenApiDoc } from './contract/document';
import type { Db } from './db/database';
import { clientErrorHandler } from './http/client-errors';
import { fail, Failure, problemsOf } from './http/failure';
import { registerContractRoutes, type Handlers } from './http/contract-routes';
import { UPLOAD_LIMITS } from './http/multipart';
import { registerJsonDepthLimit } from './http/json-depth';
import { asConsolePage, newNonce, registerSecurityHeaders, withNonce } from './http/security-headers';
import { bodyErrorKey } from './http/validation-messages';
import { langOf, translate } from './i18n/messages';
import { registerLive } from './live';
import { registerTerminal } from './terminal';
import { registerGraphics, type GraphicsSetup } from './graphics';

export const CONTRACT_FILE = join(import.meta.dirname, '..', 'src', 'api', 'generated', 'openapi.json');

export interface AppOptions {
  config: GatewayConfig;
  db: Db;
  handlers: Handlers;
  doc?: OpenApiDoc;
  /** Fastify's logger: true, or its options (a test captures the lines with a stream). */
  logger?: FastifyServerOptions['logger'];
  /** The graphics proxy's displays (server/gateway.ts gives the graphics domain's): without them, no graphics proxy. */
  graphics?: GraphicsSetup;
}

function failureBody(failure: Failure, request: FastifyRequest, action?: string) {
  const lang = langOf(request.headers['accept-language']);
  return {
    ret_code: failure.retCode,
    message: translate(failure.key, lang, failure.params),
    ...(action ? { action } : {}),
    ...(failure.validation.length ? { validation: problemsOf(failure, lang) } : {}),
  };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // The largest valid JSON body: a job script (ScriptContent) of 1048576 characters is up to 6 MiB of JSON
  // (a control character is a 6-byte \u escape); a smaller limit would refuse a request the contract allows.
  const server: FastifyServerOptions = {
    logger: options.logger ?? false,
    bodyLimit: 8 * 1024 * 1024,
    trustProxy: config.trustProxy,
    clientErrorHandler,
  };
  const app = Fastify({
    ...server,
    // The router's own refusals (a path not decodable, a path value beyond its length): in the envelope too.
    frameworkErrors: (error, request, reply) => {
      const status =
        typeof (error as { statusCode?: number }).statusCode === 'number' && (error as { statusCode: number }).statusCode < 500
          ? (error as { statusCode: number }).statusCode
          : 400;
      void (reply as unknown as FastifyReply).status(status).send(failureBody(new Failure(status, 1100, 'request_url_invalid'), request));
    },
  });
  const prefix = `${config.basePath}api`;
  const security = { frameAncestors: config.frameAncestors, hsts: config.secureCookies, apiPrefix: prefix };
  registerSecurityHeaders(app, security);
  registerJsonDepthLimit(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });

  app.setErrorHandler((error, request, reply) => {
    let failure: Failure;
    if (error instanceof Failure) failure = error;
    else if (typeof (error as { statusCode?: number }).statusCode === 'number' && (error as { statusCode: number }).statusCode < 500) {
      // Body parsing and other protocol errors of Fastify itself: the request breaks the contract.
      // Its message is worded by its code (Fastify's own text is English only); the code is answered as it is.
      const code = (error as { code?: string }).code;
      failure = fail.invalid([{ location: ['body'], key: bodyErrorKey(code), ...(code ? { code } : {}) }]);
    } else {
      request.log.error(error);
      failure = new Failure(500, 5000, 'internal_error');
    }
    const action = (request.routeOptions.config as { action?: string } | undefined)?.action;
    void reply.status(failure.status).send(failureBody(failure, request, action));
  });

  const doc = options.doc ?? loadBundle(CONTRACT_FILE);
  registerContractRoutes(app, {
    doc,
    db: options.db,
    handlers: options.handlers,
    prefix,
    validateResponses: config.validateResponses,
    sessions: config.session,
  });
  registerTerminal(app, { config, db: options.db, doc, prefix });
  if (options.graphics) registerGraphics(app, { config, db: options.db, doc, prefix, ...options.graphics });
  registerLive(app, { config, db: options.db, prefix });

  const indexFile = join(config.distDir, 'index.html');
  const hasConsole = existsSync(indexFile);
  // The page itself is always answered below, with its nonce: never as a static file.
  if (hasConsole)
    await app.register(fastifyStatic, {
      root: config.distDir,
      prefix: config.basePath,
      index: false,
      wildcard: false,
      allowedPath: (path) => path !== '/index.html',
      // The build writes a Brotli and a gzip copy beside each script and style (scripts/vite/precompress.ts).
      preCompressed: true,
      // Every file here has its content's hash in its name (static/js|css|media/<name>-<hash>.<ext>): never changed.
      maxAge: '365d',
      immutable: true,
    });
  if (config.basePath !== '/') app.get('/', (_request, reply) => reply.redirect(config.basePath));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (path.startsWith(`${prefix}/`) || path === prefix) {
      const failure = fail.notFound('unknown_action', { path: path.slice(prefix.length) || '/' });
      return reply.status(404).send(failureBody(failure, request));
    }
    // Client-side routes of the console fall back to the app.
    if (request.method === 'GET' && hasConsole && (path.startsWith(config.basePath) || `${path}/` === config.basePath)) {
      const nonce = newNonce();
      return asConsolePage(reply, nonce, security)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(withNonce(readFileSync(indexFile, 'utf8'), nonce));
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
  return app;
}
