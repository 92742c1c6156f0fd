/**
 * Terminals end with their console session across gateways (ADR 0043 over ADR 0037): on one PostgreSQL database, a
 * shell lives in gateway B (session affinity for the terminal) while the session is signed out through gateway A; B
 * sees the `auth` change version move and closes the shell within its poll, without any request to B. On the server
 * of the gateway-pg project's globalSetup, else one of its own; skipped without PostgreSQL or sshd.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { SEED } from '../seed/fixtures';
import { TestClient, type TestGateway } from '../test-support';
import { processesOf } from '../testing/processes';
import { startSshd, sshdAvailable, type Sshd } from '../testing/sshd';
import { sameSessionOn, startTwoGateways, twoGatewaysRun, type TwoGateways } from '../testing/two-gateways';
import { isRefused, openTerminal } from './test-socket';

const RUNS = twoGatewaysRun() && sshdAvailable();

describe.skipIf(!RUNS)('web terminals on two gateways of one PostgreSQL database', () => {
  let gateways: TwoGateways;
  let sshd: Sshd;
  let a: TestGateway;
  let b: TestGateway;

  beforeAll(async () => {
    sshd = await startSshd();
    const terminal = { ...readConfig({}).terminal, sshEndpoint: { host: sshd.host, port: sshd.port } };
    gateways = await startTwoGateways({ config: { terminal } });
    ({ a, b } = gateways);
  }, 180_000);

  afterAll(async () => {
    await gateways?.stop();
    await sshd?.stop();
  }, 60_000);

  it('a sign-out through gateway A closes the shell that lives in gateway B, and the shell ends', async () => {
    const onA = new TestClient(a.api, 'en');
    expect((await onA.login('usr-owner', 'Owner#Hpc2026')).status).toBe(200);
    // The same browser's terminal socket, sent to B.
    const onB = sameSessionOn(onA, b);
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
