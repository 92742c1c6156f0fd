/**
 * Registering a Slurm cluster with a data dir while its gateway is not running (what `npm run slurm:local` does):
 * the next gateway started on that data dir lists the cluster to its owner, with its shared directory browsable.
 */
import { lstatSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nasExportDir } from '../../seed/fixtures';
import { DEMO_ACCOUNTS } from '../../seed/identity';
import { startTestGateway, TestClient, type TestGateway } from '../../test-support';
import { registerSlurmCluster, type SlurmRegistration } from './register';

let gw: TestGateway | undefined;
let shared = '';
afterAll(async () => {
  await gw?.close();
  if (shared) rmSync(shared, { recursive: true, force: true });
});

describe('registerSlurmCluster', () => {
  it("registers into a stopped gateway's data dir (migrated and seeded), once per name, and the next start lists it", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hpc-slurm-register-'));
    shared = mkdtempSync(join(tmpdir(), 'hpc-slurm-register-shared-'));
    writeFileSync(join(shared, 'README.txt'), "the cluster's shared directory\n");
    const r: SlurmRegistration = {
      name: 'slurm_local',
      restUrl: 'http://127.0.0.1:6820',
      jwtKeyFile: '/etc/slurm/jwt_hs256.key',
      sharedDir: shared,
      sshEndpoint: 'hpcowner@127.0.0.1:22',
      owner: 'usr-owner',
      zone: 'pek3',
      account: 'hpcowner',
    };
    const first = await registerSlurmCluster(dataDir, r);
    const again = await registerSlurmCluster(dataDir, { ...r, restUrl: 'http://127.0.0.1:6821' });
    expect(again.clusterId).toBe(first.clusterId);

    gw = await startTestGateway(dataDir);
    const owner = new TestClient(gw.api);
    const account = DEMO_ACCOUNTS.find((a) => a.user_id === 'usr-owner');
    expect((await owner.login('usr-owner', String(account?.password))).status).toBe(200);
    const list = await owner.op('listClusters', { status: ['active'], limit: 100 });
    const listed = (list.body.cluster_set as Record<string, unknown>[]).filter((c) => c.cluster_name === 'slurm_local');
    expect(listed).toEqual([expect.objectContaining({ cluster_id: first.clusterId, status: 'active' })]);
    // The seed ran once (the demo clusters are there) and the registration kept its second address.
    const [{ n }] = await gw.gateway.db.query<{ n: number }>("SELECT count(*)::int AS n FROM clusters WHERE owner = 'usr-owner'");
    expect(n).toBeGreaterThan(1);
    const [row] = await gw.gateway.db.query<{ rest_url: string; nas_id: string }>(
      'SELECT s.rest_url, c.nas_id FROM slurm_clusters s JOIN clusters c ON c.cluster_id = s.cluster_id WHERE s.cluster_id = $1',
      [first.clusterId],
    );
    expect(row.rest_url).toBe('http://127.0.0.1:6821');
    const link = nasExportDir(dataDir, row.nas_id);
    expect(lstatSync(link).isSymbolicLink() && readlinkSync(link)).toBe(shared);
    const files = await owner.op('getObjects', { nas_id: row.nas_id });
    expect((files.body.object_set as { object_name: string }[]).map((o) => o.object_name)).toContain('README.txt');
  });
});
