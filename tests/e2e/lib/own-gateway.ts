/**
 * A gateway of the test file's own: seeded afresh in a temporary data directory (on a copy of the run's migrated
 * database, server/testing/pglite-template.ts), serving the run's build of the console (global-setup's,
 * inject('e2eDistDir')), with its engine running — optionally faster. A file whose tests change what
 * other files look at (a sub-user's HPC permission, shared clusters, jobs and their counts) uses one, so that the
 * files of the run neither see each other's changes nor depend on their order.
 *
 *   const gateway = useOwnGateway({ speed: 0.1 });          // registered before useBrowser: it starts first
 *   const browser = useBrowser({ origin: () => gateway.origin });
 *   const owner = await gateway.client('usr-owner');         // the gateway's API, signed in like the console
 *
 * Engine speed (server/operations/runner.ts, HPC_SIM_SPEED): every step delay after an operation's first is scaled by it
 * (0.1: ten times faster); the delay before the first step (e.g. 20 s before a new cluster's instances are up) is not.
 * The production default (1) is untouched: the variable is set in this worker only while the gateway starts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { readConfig, SIMULATED_CLOUD } from '../../../server/config';
import type { Db } from '../../../server/db/database';
import { startGateway, type Gateway } from '../../../server/gateway';
import { copyPgliteTemplate } from '../../../server/testing/pglite-template';
import { DEMO_ACCOUNTS } from '../../../server/seed/identity';
import { TestClient } from '../../../server/test-support';
import { BASE_PATH, type ActorId } from './browser';

export interface OwnGatewayOptions {
  /** HPC_SIM_SPEED of this gateway's engine (default 1). */
  speed?: number;
  /** The gateway's environment (readConfig), read when it starts: e.g. HPC_SSH_ENDPOINT of a test sshd started before. */
  env?: () => NodeJS.ProcessEnv;
  /** The port to listen on, read when it starts (default: any free one): for an origin known before, as a provider's redirect URI. */
  port?: () => number;
}

/** A signed-in client of the gateway's API whose calls fail loudly (status and body) unless they succeed. */
export class ApiClient {
  constructor(readonly client: TestClient) {}

  async get<T = Record<string, unknown>>(path: string, query: Record<string, unknown> = {}): Promise<T> {
    return this.ok<T>('GET', path, query);
  }

  async post<T = Record<string, unknown>>(path: string, body: Record<string, unknown>): Promise<T> {
    return this.ok<T>('POST', path, body);
  }

  private async ok<T>(method: string, path: string, payload: Record<string, unknown>): Promise<T> {
    const answer = await this.client.call(method, path, payload);
    if (answer.status !== 200 || (answer.body.ret_code !== undefined && answer.body.ret_code !== 0)) {
      throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return answer.body as T;
  }
}

export interface OwnGateway {
  /** http://127.0.0.1:<port>, for useBrowser({ origin }). */
  readonly origin: string;
  /** The gateway's database, for waiting on what the engine does (never for the assertions of a test). */
  readonly db: Db;
  /** Its data directory (a local cloud keeps its clusters' things in <dataDir>/cloud). */
  readonly dataDir: string;
  /** The API signed in as a demo actor (one session per actor and file). */
  client(actor: ActorId): Promise<ApiClient>;
}

export function useOwnGateway(options: OwnGatewayOptions = {}): OwnGateway {
  let gateway: Gateway | undefined;
  let origin = '';
  let dataDir = '';
  const clients = new Map<ActorId, Promise<ApiClient>>();

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hpc-e2e-own-'));
    const env = options.env?.() ?? {};
    const read = readConfig(env);
    // The simulated cloud unless the file asks for another (HPC_CLOUD in its env).
    const config = {
      ...read,
      port: 0,
      host: '127.0.0.1',
      dataDir,
      distDir: inject('e2eDistDir'),
      validateResponses: true,
      cloud: env.HPC_CLOUD ? read.cloud : SIMULATED_CLOUD,
    };
    // The run's migrated database (server/testing/pglite-template.ts), seeded afresh when the gateway starts.
    if (!config.databaseUrl) copyPgliteTemplate(dataDir);
    const previous = process.env.HPC_SIM_SPEED;
    process.env.HPC_SIM_SPEED = String(options.speed ?? 1);
    try {
      gateway = await startGateway(config, { runEngine: true });
    } finally {
      if (previous === undefined) delete process.env.HPC_SIM_SPEED;
      else process.env.HPC_SIM_SPEED = previous;
    }
    await gateway.app.listen({ port: options.port?.() ?? 0, host: '127.0.0.1' });
    const address = gateway.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await gateway?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    get origin() {
      if (!origin) throw new Error('the gateway of the file has not started');
      return origin;
    },
    get db() {
      if (!gateway) throw new Error('the gateway of the file has not started');
      return gateway.db;
    },
    get dataDir() {
      if (!dataDir) throw new Error('the gateway of the file has not started');
      return dataDir;
    },
    client(actor) {
      let client = clients.get(actor);
      if (!client) {
        client = (async () => {
          const account = DEMO_ACCOUNTS.find((item) => item.user_id === actor);
          if (!account) throw new Error(`unknown demo actor ${actor}`);
          if (!origin) throw new Error('the gateway of the file has not started');
          const test = new TestClient(`${origin}${BASE_PATH}api`);
          const answer = await test.login(account.user_id, account.password);
          if (answer.status !== 200)
            throw new Error(`signing ${actor} in to the API failed: ${answer.status} ${JSON.stringify(answer.body)}`);
          return new ApiClient(test);
        })();
        clients.set(actor, client);
        client.catch(() => clients.delete(actor));
      }
      return client;
    },
  };
}

/** Polls `probe` until it answers a value other than undefined (or `timeout` ms pass: then throws `what`). */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeout = 60_000, every = 250): Promise<T> {
  const until = Date.now() + timeout;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}
