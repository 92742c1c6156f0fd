/**
 * The one HTTP entry point of the console: every generated call goes through `gatewayRequest`.
 *
 * It adds what every request carries (spec section 6: user id, owner, zone, IAM user name, and the
 * action name of section 7), applies the operation's time-out from the contract (x-timeout-ms), sends
 * the CSRF token on changes, and turns every failure into a typed `GatewayError`:
 * `ret_code != 0`, an HTTP error (the gateway's Failure envelope or a mock's problem+json),
 * a time-out, an abort, or a network failure.
 */
import { clientOperations, derivedOperation, type ClientOperation } from './client-operations';

/** The contract operation a generated call is for: templated paths match after concrete ones; else derived from its path. */
export function findOperation(method: string, url: string): ClientOperation {
  const path = url.split('?')[0] ?? url;
  const candidates = clientOperations.filter((operation) => operation.method === method && operation.pattern.test(path));
  return candidates.find((operation) => !operation.path.includes('{')) ?? candidates[0] ?? derivedOperation(method, path);
}

export type GatewayErrorKind = 'failure' | 'http' | 'timeout' | 'aborted' | 'network';

export interface ValidationProblem {
  location: string[];
  message: string;
  code?: string;
}

/** ret_code values the console itself assigns when the gateway gave none. */
export const CLIENT_RET_CODES = { invalid: 1100, timeout: 5040, aborted: 4990, network: 5020, http: 5000 } as const;

export class GatewayError extends Error {
  readonly retCode: number;
  readonly action: string;
  readonly kind: GatewayErrorKind;
  readonly status: number;
  readonly validation: ValidationProblem[];
  /** The message is the gateway's own (a Failure envelope's, in the user's language), whatever the HTTP status. */
  readonly fromGateway: boolean;

  constructor(init: {
    retCode: number;
    message: string;
    action: string;
    kind: GatewayErrorKind;
    status?: number;
    validation?: ValidationProblem[];
    fromGateway?: boolean;
  }) {
    super(init.message);
    this.name = 'GatewayError';
    this.retCode = init.retCode;
    this.action = init.action;
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.validation = init.validation ?? [];
    this.fromGateway = init.fromGateway ?? init.kind === 'failure';
  }
}

export function isGatewayError(error: unknown): error is GatewayError {
  return error instanceof GatewayError;
}

export interface GatewayIdentity {
  user_id?: string;
  owner?: string;
  zone?: string;
  iamuser_name?: string | null;
}

interface GatewaySettings {
  baseUrl: string;
  identity: GatewayIdentity;
  lang?: string;
  csrfToken?: () => string | undefined;
  fetch: typeof fetch;
}

const settings: GatewaySettings = {
  baseUrl: '/_micro_/hpc/api',
  identity: {},
  csrfToken: readCsrfCookie,
  fetch: (...args) => globalThis.fetch(...args),
};

/** Sets the gateway base URL, the session identity, the language or the fetch implementation. */
export function configureGateway(next: Partial<GatewaySettings>): void {
  Object.assign(settings, next);
}

/**
 * Where a non-fetch channel of the gateway (the web terminal's WebSocket, ADR 0034) connects: the same base URL,
 * language and CSRF token as every request of the mutator.
 */
export function gatewayChannel(): { baseUrl: string; lang?: string; csrfToken?: string } {
  return { baseUrl: settings.baseUrl, lang: settings.lang, csrfToken: settings.csrfToken?.() };
}

export function setGatewayIdentity(identity: GatewayIdentity): void {
  settings.identity = { ...identity };
}

/**
 * Whether this browser holds a session of the gateway: the gateway sets its readable CSRF cookie together with the
 * session cookie (same path and end) and clears both at sign-out, so without the token there is no session to ask
 * about (start-up then goes to sign-in without a request the browser would log as failed, ADR 0046).
 */
export function mayHaveSession(): boolean {
  return Boolean(settings.csrfToken?.());
}

function readCsrfCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = /(?:^|;\s*)hpc_csrf=([^;]+)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]) : undefined;
}

/** The request shape orval's generated functions pass to the mutator. */
export interface GatewayRequestConfig {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'get' | 'post' | 'put' | 'delete' | 'patch';
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: 'json' | 'blob' | 'text';
}

/** Per-call options, the generated functions' `options` argument. */
export interface GatewayRequestOptions {
  timeoutMs?: number;
  headers?: Record<string, string>;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Filter values the console never sends: `all`, empty strings, empty lists, null and undefined (spec section 5). */
function isDropped(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === 'all' || (Array.isArray(value) && value.length === 0);
}

function withIdentity(values: Record<string, unknown>, action: string): Record<string, unknown> {
  const identity: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings.identity)) if (!isDropped(value)) identity[key] = value;
  return { ...identity, ...values, action };
}

function buildQuery(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    if (isDropped(raw)) continue;
    const value = raw as QueryValue;
    if (Array.isArray(value)) value.forEach((item) => search.append(key, String(item)));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function buildBody(data: unknown, action: string, headers: Record<string, string>): BodyInit | undefined {
  if (typeof FormData !== 'undefined' && data instanceof FormData) {
    for (const [key, value] of Object.entries(withIdentity({}, action))) if (!data.has(key)) data.append(key, String(value));
    delete headers['Content-Type'];
    return data;
  }
  headers['Content-Type'] = 'application/json';
  const values = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  return JSON.stringify(withIdentity(values, action));
}

interface FailureBody {
  ret_code?: unknown;
  message?: unknown;
  title?: unknown;
  detail?: unknown;
  validation?: unknown;
}

function validationOf(body: FailureBody): ValidationProblem[] {
  if (!Array.isArray(body.validation)) return [];
  return body.validation
    .filter((v): v is { location?: unknown; message?: unknown; code?: unknown } => !!v && typeof v === 'object')
    .map((v) => ({
      location: Array.isArray(v.location) ? v.location.map(String) : [],
      message: String(v.message ?? ''),
      code: v.code === undefined ? undefined : String(v.code),
    }));
}

function failureFrom(body: FailureBody | undefined, status: number, statusText: string, action: string): GatewayError {
  const validation = body ? validationOf(body) : [];
  const fromGateway = typeof body?.ret_code === 'number' && body.ret_code !== 0 && typeof body.message === 'string' && body.message !== '';
  // The gateway's problems name their field in words; a mock's (Prism) are told by their location.
  const details = validation.map((v) => (fromGateway ? v.message : `${v.location.join('.')}: ${v.message}`.replace(/^: /, ''))).join('; ');
  const base =
    typeof body?.message === 'string' && body.message
      ? body.message
      : typeof body?.detail === 'string'
        ? body.detail
        : typeof body?.title === 'string'
          ? body.title
          : `${status} ${statusText}`.trim();
  const message = details && !base.includes(details) ? `${base} (${details})` : base;
  const retCode =
    typeof body?.ret_code === 'number' && body.ret_code !== 0
      ? body.ret_code
      : status === 422
        ? CLIENT_RET_CODES.invalid
        : status || CLIENT_RET_CODES.http;
  return new GatewayError({
    retCode,
    message,
    action,
    kind: status >= 200 && status < 300 ? 'failure' : 'http',
    status,
    validation,
    fromGateway,
  });
}

function timeoutOf(meta: ClientOperation, options?: GatewayRequestOptions): number {
  return options?.timeoutMs ?? meta.timeoutMs;
}

/** Sends one contract operation and answers its success body, or throws a GatewayError. */
export async function gatewayRequest<T>(config: GatewayRequestConfig, options?: GatewayRequestOptions): Promise<T> {
  const method = config.method.toUpperCase();
  const meta = findOperation(method, config.url);
  const action = meta.action;
  const accept = config.responseType === 'blob' ? '*/*' : 'application/json';
  const headers: Record<string, string> = { Accept: accept, ...config.headers, ...options?.headers };
  if (settings.lang) headers['Accept-Language'] = settings.lang;
  const params = (config.params ?? {}) as Record<string, unknown>;
  const inQuery = method === 'GET' || method === 'DELETE';
  const query = buildQuery(inQuery ? withIdentity(params, action) : params);
  const body = inQuery ? undefined : buildBody(config.data, action, headers);
  if (method !== 'GET') {
    const token = settings.csrfToken?.();
    if (token) headers['X-CSRF-Token'] = token;
  }

  const controller = new AbortController();
  const timeoutMs = timeoutOf(meta, options);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  if (config.signal?.aborted) controller.abort();
  else config.signal?.addEventListener('abort', onAbort, { once: true });

  let response: Response;
  try {
    response = await settings.fetch(`${settings.baseUrl}${config.url}${query}`, {
      method,
      headers,
      body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (timedOut)
      throw new GatewayError({
        retCode: CLIENT_RET_CODES.timeout,
        // eslint-disable-next-line lingui/no-unlocalized-strings -- developer detail; users see errorMessage() by kind
        message: `Request timed out after ${timeoutMs / 1000} s`,
        action,
        kind: 'timeout',
      });
    if (controller.signal.aborted)
      // eslint-disable-next-line lingui/no-unlocalized-strings -- developer detail; users see errorMessage() by kind
      throw new GatewayError({ retCode: CLIENT_RET_CODES.aborted, message: 'Request aborted', action, kind: 'aborted' });
    throw new GatewayError({
      retCode: CLIENT_RET_CODES.network,
      message: error instanceof Error ? error.message : String(error),
      action,
      kind: 'network',
    });
  } finally {
    clearTimeout(timer);
    config.signal?.removeEventListener('abort', onAbort);
  }

  const contentType = response.headers.get('content-type') ?? '';
  const isJson = contentType.includes('json');
  if (response.ok && !isJson && config.responseType !== 'json') return (await response.blob()) as T;
  let parsed: unknown;
  try {
    parsed = isJson ? await response.json() : undefined;
  } catch {
    parsed = undefined;
  }
  const failure = parsed && typeof parsed === 'object' ? (parsed as FailureBody) : undefined;
  if (!response.ok) throw failureFrom(failure, response.status, response.statusText, action);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- developer detail; users see errorMessage() by kind
  if (!failure) throw failureFrom(undefined, response.status, 'not a JSON response', action);
  if (failure.ret_code !== 0) throw failureFrom(failure, response.status, response.statusText, action);
  return parsed as T;
}

/** Types orval's generated code refers to. */
export type ErrorType<_Error> = GatewayError;
export type BodyType<Body> = Body;
