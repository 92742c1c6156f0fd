/**
 * Starts a real gateway on a free loopback port with a temporary data directory, and signs in like the console.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clouds } from './cloud/index';
import { readConfig, SIMULATED_CLOUD, type GatewayConfig } from './config';
import type { Db } from './db/database';
import { startGateway, type Gateway, type GatewayOptions } from './gateway';
import { copyPgliteTemplate } from './testing/pglite-template';
import { operations, type OperationId } from '../src/api/generated/operations';
import type { components, operations as ContractOperations } from '../src/api/generated/openapi';
import type { RequestOf } from './http/handler-types';
import { createDatabase } from './testing/postgres';

/**
 * The PostgreSQL server the gateway-pg project's globalSetup started (tests/gateway-pg-setup.ts): when set, every
 * test gateway started without a databaseUrl gets a new database of its own on it instead of the embedded one.
 */
export const TEST_POSTGRES_ENV = 'HPC_TEST_POSTGRES_URL';

export { freePort } from './testing/free-port';

export interface TestGateway {
  gateway: Gateway;
  url: string;
  api: string;
  dataDir: string;
  close(): Promise<void>;
}

export async function startTestGateway(
  dataDir = mkdtempSync(join(tmpdir(), 'hpc-gw-')),
  options: {
    runEngine?: boolean;
    databaseUrl?: string;
    config?: Partial<GatewayConfig>;
    clouds?: Clouds;
    logger?: GatewayOptions['logger'];
    graphics?: GatewayOptions['graphics'];
  } = {},
): Promise<TestGateway> {
  // The gateway-pg project (vitest.config.ts) runs the gateway tests on a PostgreSQL server: a database of their own each.
  const own = !options.databaseUrl && process.env[TEST_POSTGRES_ENV] ? await createDatabase(process.env[TEST_POSTGRES_ENV]) : undefined;
  const databaseUrl = options.databaseUrl ?? own?.url;
  const config = {
    ...readConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    distDir: join(dataDir, 'no-console'),
    validateResponses: true,
    databaseUrl,
    cloud: SIMULATED_CLOUD,
    ...options.config,
  };
  // The run's migrated embedded database, when there is one (testing/pglite-template.ts): seeded afresh on start.
  if (!config.databaseUrl) copyPgliteTemplate(dataDir);
  const gateway = await startGateway(config, {
    runEngine: options.runEngine ?? false,
    clouds: options.clouds,
    logger: options.logger,
    graphics: options.graphics,
  });
  await gateway.app.listen({ port: config.port, host: '127.0.0.1' });
  const address = gateway.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    gateway,
    url,
    api: `${url}${config.basePath}api`,
    dataDir,
    close: async () => {
      await gateway.close();
      await own?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** The 200 JSON answer of an operation as the contract types it. */
type SuccessOf<Id extends OperationId> = ContractOperations[Id] extends { responses: { 200: { content: { 'application/json': infer A } } } }
  ? A
  : never;
/** A refusal's fields (ret_code, message, validation…), absent from a success. */
type RefusalFields = Partial<Omit<components['schemas']['Failure'], 'ret_code'>> & { ret_code?: number };

/** An operation's answer as a typed test reads it: the success's fields, or a refusal's. */
export interface OperationAnswer<Id extends OperationId> {
  status: number;
  body: SuccessOf<Id> & RefusalFields;
  headers: Headers;
}

/** A signed-in (or anonymous) client: keeps the cookies and sends the CSRF token on changes. */
export class TestClient {
  cookies = new Map<string, string>();
  csrf?: string;
  constructor(
    readonly api: string,
    readonly lang = 'zh-cn',
  ) {}

  async call(method: string, path: string, payload: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Answer> {
    const isRead = method === 'GET' || method === 'DELETE';
    // A field left undefined is left out, as JSON.stringify leaves it out of a body.
    const sent = Object.entries(payload).filter(([, v]) => v !== undefined);
    const query = isRead
      ? `?${new URLSearchParams(sent.flatMap(([k, v]) => (Array.isArray(v) ? v.map((i) => [k, String(i)]) : [[k, String(v)]])))}`
      : '';
    const response = await fetch(`${this.api}${path}${query}`, {
      method,
      headers: {
        'accept-language': this.lang,
        ...(isRead ? {} : { 'content-type': 'application/json' }),
        ...(this.csrf && method !== 'GET' ? { 'x-csrf-token': this.csrf } : {}),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      body: isRead ? undefined : JSON.stringify(payload),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair.split('=');
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers };
  }

  /**
   * Calls an operation by its id with a request the contract types (path values filled into the path): a field
   * renamed in the contract fails to compile here. Bad input on purpose goes through `call`.
   */
  async op<Id extends OperationId>(id: Id, request: RequestOf<Id>, headers: Record<string, string> = {}): Promise<OperationAnswer<Id>> {
    const meta = operations.find((operation) => operation.operationId === id);
    if (!meta) throw new Error(`no operation ${id}`);
    const values: Record<string, unknown> = { ...(request as Record<string, unknown>) };
    const path = meta.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = values[name];
      delete values[name];
      return encodeURIComponent(String(value));
    });
    return (await this.call(meta.method, path, values, headers)) as OperationAnswer<Id>;
  }

  async login(userName: string, password: string): Promise<Answer> {
    const answer = await this.call('POST', '/auth/login', { user_name: userName, password });
    if (answer.status === 200) this.csrf = String(answer.body.csrf_token);
    return answer;
  }
}

/** The SQL statements `db` is sent while `work` runs (to show what a request answers without the database). */
export async function statementsSent(db: Db, work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const query = db.query;
  db.query = ((sql: string, params?: unknown[]) => {
    sent.push(sql);
    return query(sql, params);
  }) as Db['query'];
  try {
    await work();
  } finally {
    db.query = query;
  }
  return sent;
}

/**
 * A period from `from` to `to` minutes before now (negative: after now), both ends from one reading of the clock:
 * two readings may be a millisecond apart, which adds a bucket to a monitoring period or makes an empty period valid.
 */
export function minutesBeforeNow(from: number, to: number): { start_time: string; end_time: string } {
  const now = Date.now();
  return { start_time: new Date(now - from * 60_000).toISOString(), end_time: new Date(now - to * 60_000).toISOString() };
}
