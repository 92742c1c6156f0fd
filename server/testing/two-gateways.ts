/**
 * Two gateways on one PostgreSQL database, as a load balancer's two backends (ADR 0037): on the server of the
 * gateway-pg project's globalSetup when there is one, else on a server of their own (./postgres.ts). They start one
 * after the other: the first migrates and seeds, the second finds it done.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GatewayConfig } from '../config';
import { startTestGateway, TEST_POSTGRES_ENV, TestClient, type TestGateway } from '../test-support';
import { createDatabase, postgresAvailable, startPostgres, type Postgres } from './postgres';

const GIVEN = process.env[TEST_POSTGRES_ENV];

/** Whether two gateways can run here: a PostgreSQL server was given or can be started. */
export const twoGatewaysRun = (): boolean => Boolean(GIVEN) || postgresAvailable();

/** A describe title that says, when they cannot run, why the tests are skipped. */
export function twoGatewaysTitle(title: string): string {
  return twoGatewaysRun() ? title : `${title}: skipped, PostgreSQL 15 is not installed here (Debian package postgresql)`;
}

export interface TwoGateways {
  a: TestGateway;
  b: TestGateway;
  /** Stops what is still running: the gateways (one closed by the test already is left alone), the database, the server. */
  stop(): Promise<void>;
}

/** How a gateway is started: `startTestGateway`, or the same function of a module graph of its own. */
type Start = typeof startTestGateway;

/**
 * `dataDir`: one data directory both share (several gateways' HPC_DATA_DIR), else each its own. `start`: the two
 * start functions, when each gateway must hold its in-memory state apart as in a process of its own.
 */
export async function startTwoGateways(
  options: { dataDir?: string; config?: Partial<GatewayConfig>; start?: [Start, Start] } = {},
): Promise<TwoGateways> {
  const server: Postgres | undefined = GIVEN ? undefined : await startPostgres();
  const database = await createDatabase(GIVEN ?? server!.url);
  const [startA, startB] = options.start ?? [startTestGateway, startTestGateway];
  const dirOf = (name: string) => options.dataDir ?? mkdtempSync(join(tmpdir(), `hpc-gw-${name}-`));
  const a = await startA(dirOf('a'), { databaseUrl: database.url, config: options.config });
  const b = await startB(dirOf('b'), { databaseUrl: database.url, config: options.config });
  const closed = new Set<TestGateway>();
  for (const gateway of [a, b]) {
    const close = gateway.close;
    gateway.close = async () => {
      if (closed.has(gateway)) return;
      closed.add(gateway);
      await close();
    };
  }
  return {
    a,
    b,
    stop: async () => {
      await a.close();
      await b.close();
      await database.drop();
      await server?.stop();
    },
  };
}

/** A client of gateway `to` with the session (cookies, CSRF token) of `from`: a load balancer sending it elsewhere. */
export function sameSessionOn(from: TestClient, to: TestGateway): TestClient {
  const client = new TestClient(to.api, from.lang);
  client.cookies = new Map(from.cookies);
  client.csrf = from.csrf;
  return client;
}
