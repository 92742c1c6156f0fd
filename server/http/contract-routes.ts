/**
 * Registers every operation of the contract as a route, from the bundled contract itself (no second list).
 * Before a handler runs, each request is authenticated (session cookie, or a bearer access token within its scopes:
 * ADR 0063), CSRF-checked (a browser's changes), validated
 * by Ajv against the operation's own schemas, and its identity fields are checked against the session.
 * Answers are `{ ret_code: 0, action, ...fields }`; every refusal is the Failure envelope (ADR 0001).
 */
import { Readable } from 'node:stream';
import type { ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Handlers, ValidatedHandler } from './handler-types';
import type { OperationId } from '../../src/api/generated/operations';
import {
  contractRefs,
  createContractAjv,
  defaultOf,
  deref,
  jsonBody,
  listOperations,
  parametersOf,
  type ContractOperation,
  type OpenApiDoc,
} from '../contract/document';
import type { Db } from '../db/database';
import { scopeWords, tokenSession, type TokenScope } from '../auth/access-tokens';
import { findSession, SESSION_COOKIE, type Session, type SessionPolicy } from '../auth/sessions';
import { withNames } from './named-refusals';
import { langOf, type Lang } from '../i18n/messages';
import { fail, Failure, type SchemaProblem } from './failure';
import { readMultipart, uploadLimitsOf, type UploadLimits } from './multipart';
import { withRequestContext } from './request-context';
import { refuseUnsafeValues } from './unsafe-values';
import { schemaErrorOf } from './validation-messages';

export type { HandlerContext, Handlers } from './handler-types';

interface CompiledOperation {
  operation: ContractOperation;
  isPublic: boolean;
  /** What an access token needs to call it (ADR 0063); none: never with a token. */
  tokenScope: TokenScope | 'none';
  query?: ValidateFunction;
  path?: ValidateFunction;
  body?: ValidateFunction;
  /** The body schema without defaults: see validateBody. */
  bodyExact?: ValidateFunction;
  /** The fields the body's schema declares at its root (through allOf, oneOf, anyOf). */
  bodyFields: ReadonlySet<string>;
  /** Boolean query flags, where a bare `?flag` (an empty value) means true. */
  flags: string[];
  multipart: boolean;
  /** The multipart limits of the operation's file part. */
  uploadLimits: UploadLimits;
  response?: ValidateFunction;
}

const IDENTITY_CLAIMS = ['user_id', 'owner', 'iamuser_name'] as const;

/**
 * The path or query parameters as one object schema. A parameter's default is written beside its $ref: Ajv applies
 * only a property's own `default`, and a handler reads every defaulted query value as present (InputOf).
 */
function objectSchema(doc: OpenApiDoc, params: { name: string; required?: boolean; schema?: object }[]): object {
  const property = (schema: object = {}) => {
    const fallback = defaultOf(doc, schema);
    return fallback === undefined ? contractRefs(schema) : { ...(contractRefs(schema) as object), default: fallback };
  };
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, property(p.schema)])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

/**
 * The scope a token needs for an operation, from the contract (ADR 0063): a read needs `read`; a change the scope its
 * operation names in x-token-scope, else its tag's; `none` (on either) never with a token. Every operation has one:
 * the gateway does not start otherwise.
 */
export function tokenScopeOf(doc: OpenApiDoc, operation: ContractOperation): TokenScope | 'none' {
  const tags = (doc.tags ?? []) as { name: string; 'x-token-scope'?: TokenScope | 'none' }[];
  const tagScope = tags.find((tag) => tag.name === operation.op.tags?.[0])?.['x-token-scope'];
  const scope = operation.op['x-token-scope'] ?? tagScope;
  if (!scope) throw new Error(`${operation.operationId}: no x-token-scope on the operation nor on its tag`);
  if (scope === 'none' || operation.op['x-token-scope']) return scope;
  return operation.method === 'get' ? 'read' : scope;
}

/** The request's session: its bearer token's when it has one (no cookie then), else its cookie's. */
async function sessionOf(request: FastifyRequest, compiled: CompiledOperation, options: ContractRoutesOptions): Promise<Session | null> {
  const authorization = request.headers.authorization;
  if (compiled.isPublic || !authorization || !/^bearer\s/i.test(authorization))
    return findSession(options.db, request.cookies[SESSION_COOKIE], options.sessions);
  return tokenSession(options.db, authorization, request.ip);
}

/** Refuses what the request's token may not call (403, naming the token and the scope it lacks). */
function checkTokenScope(session: Session, compiled: CompiledOperation, lang: Lang): void {
  const token = session.token;
  if (!token) return;
  if (compiled.tokenScope === 'none') throw fail.forbidden('token_not_accepted');
  if (!token.scopes.includes(compiled.tokenScope))
    throw fail.forbidden('token_scope_missing', { name: token.name, scope: scopeWords(compiled.tokenScope, lang) });
}

/** The property names a schema declares at its root, through its $refs and its allOf, oneOf and anyOf parts. */
function declaredFields(doc: OpenApiDoc, schema: unknown): Set<string> {
  const fields = new Set<string>();
  const seen = new Set<object>();
  const visit = (node: unknown) => {
    const resolved = deref(doc, node as { properties?: object; allOf?: unknown[]; oneOf?: unknown[]; anyOf?: unknown[] } | undefined);
    if (!resolved || typeof resolved !== 'object' || seen.has(resolved)) return;
    seen.add(resolved);
    for (const key of Object.keys(resolved.properties ?? {})) fields.add(key);
    for (const part of [...(resolved.allOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])]) visit(part);
  };
  visit(schema);
  return fields;
}

function compile(doc: OpenApiDoc, validateResponses: boolean): CompiledOperation[] {
  // verbose: an error carries the schema that failed, whose `x-rule` names the rule (problems).
  const coercing = createContractAjv(doc, { coerceTypes: 'array', useDefaults: true, verbose: true });
  const strict = createContractAjv(doc, { useDefaults: true, verbose: true });
  const exact = createContractAjv(doc, { verbose: true });
  return listOperations(doc).map((operation) => {
    const params = parametersOf(doc, operation);
    const query = params.filter((p) => p.in === 'query');
    const path = params.filter((p) => p.in === 'path');
    const body = jsonBody(operation)?.schema;
    // Multipart fields arrive as strings: their schema is compiled with type coercion.
    const multipart = operation.op.requestBody?.content?.['multipart/form-data']?.schema;
    const success = deref(doc, operation.op.responses?.['200'])?.content?.['application/json']?.schema;
    return {
      operation,
      isPublic: Array.isArray(operation.op.security) && operation.op.security.length === 0,
      tokenScope: tokenScopeOf(doc, operation),
      query: query.length ? coercing.compile(objectSchema(doc, query)) : undefined,
      path: path.length ? coercing.compile(objectSchema(doc, path)) : undefined,
      body: body
        ? strict.compile(contractRefs(body) as object)
        : multipart
          ? coercing.compile(contractRefs(multipart) as object)
          : undefined,
      bodyExact: body ? exact.compile(contractRefs(body) as object) : undefined,
      bodyFields: declaredFields(doc, body ?? multipart),
      flags: query.filter((p) => isBooleanSchema(doc, p.schema)).map((p) => p.name),
      multipart: Boolean(multipart),
      uploadLimits: uploadLimitsOf(doc, multipart),
      response: validateResponses && success ? strict.compile(contractRefs(success) as object) : undefined,
    };
  });
}

function isBooleanSchema(doc: OpenApiDoc, schema: unknown): boolean {
  const resolved = deref(doc, schema as { type?: unknown; const?: unknown } | undefined);
  return resolved?.type === 'boolean' || resolved?.const === true;
}

/**
 * Validates a JSON body. Ajv inserts defaults even inside `oneOf` branches that fail, which then trip
 * `unevaluatedProperties`; so defaults are applied on a copy, and a body valid only as sent is taken as sent.
 */
function validateBody(
  compiled: CompiledOperation,
  body: Record<string, unknown>,
): { body: Record<string, unknown>; problems: SchemaProblem[] } {
  if (!compiled.body) return { body, problems: [] };
  const withDefaults = structuredClone(body);
  if (compiled.body(withDefaults)) return { body: withDefaults, problems: [] };
  const exact = compiled.bodyExact ?? compiled.body;
  if (compiled.bodyExact && exact(body)) return { body, problems: [] };
  return { body, problems: problems('body', compiled.bodyExact ? exact : compiled.body, compiled.bodyFields) };
}

/** Ajv's errors as problems at their place in the request, worded in the request's language when answered. */
function problems(where: string, validate: ValidateFunction, declared?: ReadonlySet<string>): SchemaProblem[] {
  const errors = validate.errors ?? [];
  // A part of an allOf that fails leaves its fields unevaluated, and Ajv then calls each of them unknown too: beside a
  // real problem, a field the body declares is not "unknown" (an undeclared one still is).
  const real = errors.some((e) => e.keyword !== 'unevaluatedProperties');
  const told = errors.filter(
    (e) =>
      !(
        real &&
        declared &&
        e.keyword === 'unevaluatedProperties' &&
        e.instancePath === '' &&
        declared.has(String(e.params.unevaluatedProperty))
      ),
  );
  return told.map((e) => ({
    location: [where, ...e.instancePath.split('/').filter(Boolean)],
    ...schemaErrorOf(e),
  }));
}

/** Fastify's route syntax: `{id}` becomes `:id`, and a literal colon is doubled. */
export function routePath(prefix: string, path: string): string {
  return prefix + path.replace(/:/g, '::').replace(/\{([^}]+)\}/g, ':$1');
}

function checkClaims(session: Session, input: Record<string, unknown>): void {
  const user = session.user;
  const expected: Record<(typeof IDENTITY_CLAIMS)[number], string | null> = {
    user_id: user.user_id,
    owner: user.owner,
    iamuser_name: user.iamuser_name,
  };
  for (const claim of IDENTITY_CLAIMS) {
    const value = input[claim];
    if (value !== undefined && value !== expected[claim]) throw fail.forbidden('claim_mismatch');
  }
  const zone = input.zone;
  // `global` is the IaaS zone of account-wide look-ups (DescribeUsers and the like).
  if (typeof zone === 'string' && zone !== 'global' && !user.zones.includes(zone)) throw fail.forbidden('zone_not_allowed', { zone });
}

export interface ContractRoutesOptions {
  doc: OpenApiDoc;
  db: Db;
  handlers: Handlers;
  /** The gateway's prefix, e.g. /_micro_/hpc/api */
  prefix: string;
  validateResponses: boolean;
  /** How long sessions last (the default policy when not given). */
  sessions?: SessionPolicy;
}

export function registerContractRoutes(app: FastifyInstance, options: ContractRoutesOptions): void {
  for (const compiled of compile(options.doc, options.validateResponses)) {
    const { operation } = compiled;
    const action = operation.op['x-action'] ?? '';
    app.route({
      method: operation.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: routePath(options.prefix, operation.path),
      config: { action },
      handler: async (request, reply) => {
        const lang = langOf(request.headers['accept-language']);
        const session = await sessionOf(request, compiled, options);
        if (!compiled.isPublic) {
          if (!session) throw fail.unauthorized();
          // A bearer is never sent by a page of another origin (no CORS here): no CSRF token with it (ADR 0063).
          if (session.token) checkTokenScope(session, compiled, lang);
          else if (operation.method !== 'get' && request.headers['x-csrf-token'] !== session.csrfToken)
            throw fail.unauthorized('csrf_missing');
        }
        const query = { ...(request.query as Record<string, unknown>) };
        for (const flag of compiled.flags) if (query[flag] === '') query[flag] = true;
        const path = { ...(request.params as Record<string, unknown>) };
        const found: SchemaProblem[] = [];
        if (compiled.path && !compiled.path(path)) found.push(...problems('path', compiled.path));
        if (compiled.query && !compiled.query(query)) found.push(...problems('query', compiled.query));
        const handler = options.handlers[operation.operationId as OperationId] as ValidatedHandler | undefined;
        const checkFields = handler?.beforeFiles;
        // Before the first file part is stored: the schemas, then the handler's check. The fields come before the
        // files (the contract says so): a required field not sent by then is missing, and nothing is stored.
        const beforeFirstFile =
          checkFields &&
          (async (fields: Record<string, unknown>) => {
            const early = [...found, ...validateBody(compiled, fields).problems];
            if (early.length) throw fail.invalid(early);
            if (session && !compiled.isPublic) checkClaims(session, { ...query, ...fields });
            return checkFields({ db: options.db, session, fields, path });
          });
        const upload =
          compiled.multipart && request.isMultipart()
            ? await readMultipart(request, reply, compiled.uploadLimits, beforeFirstFile)
            : undefined;
        // A body the contract says is a JSON object must be one (not an array, a string, a text/plain body or null).
        if (
          compiled.body &&
          !compiled.multipart &&
          request.body !== undefined &&
          (!request.body || typeof request.body !== 'object' || Array.isArray(request.body) || Buffer.isBuffer(request.body))
        ) {
          throw fail.invalid([{ location: ['body'], key: 'body_not_object', code: 'type' }]);
        }
        const sent =
          upload?.body ??
          (request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body)
            ? { ...(request.body as Record<string, unknown>) }
            : {});
        const { body, problems: bodyProblems } = validateBody(compiled, sent);
        found.push(...bodyProblems);
        if (found.length) throw fail.invalid(found);
        refuseUnsafeValues({ path, query, body }, lang);
        const input = { ...query, ...body, ...path };
        // The action may be sent as the contract names it (permission/{user_id}) or with its path values filled in.
        const filled = action.replace(/\{([^}]+)\}/g, (_, name: string) => String(path[name] ?? `{${name}}`));
        if (input.action !== undefined && input.action !== action && input.action !== filled)
          throw fail.rule([{ location: ['action'], key: 'request_action_must_be', params: { action }, code: 'const' }]);
        if (session && !compiled.isPublic) checkClaims(session, { ...query, ...body });

        if (!handler) throw fail.notImplemented(action);
        let result: Awaited<ReturnType<typeof handler>>;
        try {
          const context = session?.token ? { token: { tokenId: session.token.tokenId, name: session.token.name } } : {};
          result = await withRequestContext(context, () =>
            handler({ db: options.db, session, input, lang, operation, request, reply, files: upload?.files }),
          );
        } catch (error) {
          // A refusal names what it concerns in words, not by id (ADR 0044).
          throw error instanceof Failure && session ? await withNames(options.db, session.user, error) : error;
        }
        // A redirect (the OIDC round trip, ADR 0064) is answered by the handler itself.
        if (reply.sent) return reply;
        if (Buffer.isBuffer(result) || result instanceof Readable) return reply.send(result);
        const answer = { ret_code: 0, action, ...result };
        if (compiled.response && !compiled.response(answer)) {
          // Without the schemas and data that verbose errors carry (the whole answer, for an error at its root).
          const errors = compiled.response.errors?.map(({ instancePath, schemaPath, keyword, params, message }) => ({
            instancePath,
            schemaPath,
            keyword,
            params,
            message,
          }));
          request.log.error({ operationId: operation.operationId, errors }, 'response breaks the contract');
          throw new Error(`response of ${operation.operationId} breaks the contract`);
        }
        return answer;
      },
    });
  }
}

export { SESSION_COOKIE, Failure };
