/**
 * Terminals end with their console session across gateways (ADR 0043 over ADR 0037): on one PostgreSQL database, a
 * shell lives in gateway B (session affinity for the terminal) while the session is signed out through gateway A; B
 * sees the `auth` change version move and closes the shell within its poll, without any request to B. On the server
 * of the gateway-pg project's globalSetup, else one of its own; skipped without PostgreSQL or sshd.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { SEED } from '../seed/fixtures';
import { startTestGateway, TEST_POSTGRES_ENV, TestClient, type TestGateway } from '../test-support';
import { processesOf } from '../testing/processes';
import { createDatabase, postgresAvailable, startPostgres, type Postgres } from '../testing/postgres';
import { startSshd, sshdAvailable, type Sshd } from '../testing/sshd';
import { isRefused, openTerminal } from './test-socket';

const GIVEN = process.env[TEST_POSTGRES_ENV];
const RUNS = (Boolean(GIVEN) || postgresAvailable()) && sshdAvailable();

describe.skipIf(!RUNS)('web terminals on two gateways of one PostgreSQL database', () => {
  let server: Postgres | undefined;
  let database: { url: string; drop(): Promise<void> };
  let sshd: Sshd;
  let a: TestGateway;
  let b: TestGateway;

  beforeAll(async () => {
    sshd = await startSshd();
    if (!GIVEN) server = await startPostgres();
    database = await createDatabase(GIVEN ?? server!.url);
    const terminal = { ...readConfig({}).terminal, sshEndpoint: { host: sshd.host, port: sshd.port } };
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startTestGateway(mkdtempSync(join(tmpdir(), 'hpc-term-a-')), { databaseUrl: database.url, config: { terminal } });
    b = await startTestGateway(mkdtempSync(join(tmpdir(), 'hpc-term-b-')), { databaseUrl: database.url, config: { terminal } });
  }, 180_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    await server?.stop();
    await sshd?.stop();
  }, 60_000);

  it('a sign-out through gateway A closes the shell that lives in gateway B, and the shell ends', async () => {
    const onA = new TestClient(a.api, 'en');
    expect((await onA.login('usr-owner', 'Owner#Hpc2026')).status).toBe(200);
    // The same browser's terminal socket, sent to B.
    const onB = new TestClient(b.api, 'en');
    onB.cookies = new Map(onA.cookies);
    onB.csrf = onA.csrf;
    const [node] = await a.gateway.db.query<{ instance_id: string }>(
      "SELECT instance_id FROM cluster_nodes WHERE node_id = 'cln-l0g1n9a2'",
    );
    const term = await openTerminal(b.url, onB, { cluster_id: SEED.clusters.ehpcActive, instance_id: node!.instance_id });
    if (isRefused(term)) throw new Error(JSON.stringify(term));
    try {
      expect(await term.login({ user_name: sshd.user, password: sshd.password })).toMatchObject({ type: 'ready' });
      const from = term.output.length;
      term.type('echo "PID-$$-END"\n');
      const pid = Number(await term.until(() => /PID-(\d+)-END/.exec(term.output.slice(from))?.[1]));
      expect((await onA.call('POST', '/auth/logout', {})).status).toBe(200);
      expect(await term.until(() => term.controls.find((c) => c.type === 'closed'), 5_000)).toMatchObject({ reason: 'signed_out' });
      await expect.poll(() => processesOf(sshd.user).includes(pid), { timeout: 5_000 }).toBe(false);
    } finally {
      await term.close();
    }
  });
});
