/**
 * Registering a Slurm cluster with a data dir while its gateway is not running (what `npm run slurm:local` does): the
 * zone administrator's operation with its checks. The next gateway started on that data dir lists the cluster to its
 * owner, with its shared directory browsable; a second run changes it; a refused check saves nothing.
 */
import { lstatSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Failure, problemsOf } from '../../http/failure';
import { nasExportDir } from '../../seed/fixtures';
import { DEMO_ACCOUNTS } from '../../seed/identity';
import { startTestGateway, TestClient, type TestGateway } from '../../test-support';
import { useSlurmClients } from './clients';
import { FakeSlurm } from './fake-slurm';
import { withStoppedGateway } from '../../stopped-gateway';
import { registerOrChange, type RegisterForm } from './registry';

const registerSlurmCluster = (dir: string, zone: string, form: RegisterForm) =>
  withStoppedGateway(dir, (db, dataDir) => registerOrChange(db, dataDir, zone, form));

let gw: TestGateway | undefined;
let shared = '';
const dataDir = mkdtempSync(join(tmpdir(), 'hpc-slurm-register-'));
const keyDir = mkdtempSync(join(tmpdir(), 'hpc-slurm-register-key-'));
const jwtKey = join(keyDir, 'jwt.key');
writeFileSync(jwtKey, 'k'.repeat(32), { mode: 0o600 });
afterAll(async () => {
  useSlurmClients(null);
  await gw?.close();
  for (const dir of [shared, dataDir, keyDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const form = (over: Partial<RegisterForm> = {}): RegisterForm => ({
  cluster_name: 'slurm_local',
  cluster_owner: 'usr-owner',
  rest_url: 'http://127.0.0.1:6820',
  jwt_key_path: jwtKey,
  shared_path: shared,
  login_endpoint: 'hpcowner@127.0.0.1:22',
  accounts: [{ user_id: 'usr-owner', account: 'hpcowner' }],
  ...over,
});

describe('registerSlurmCluster (npm run slurm:local)', () => {
  it('refuses what its checks find wrong and saves nothing: an unreachable slurmrestd, a missing shared folder', async () => {
    shared = mkdtempSync(join(tmpdir(), 'hpc-slurm-register-shared-'));
    const fake = new FakeSlurm();
    fake.down = true;
    useSlurmClients(() => fake);
    const refused = await registerSlurmCluster(dataDir, 'pek3', form()).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Failure);
    expect(problemsOf(refused as Failure, 'en')).toEqual([
      expect.objectContaining({
        location: ['body', 'rest_url'],
        message: 'slurmrestd did not answer at http://127.0.0.1:6820: connection refused (nothing listens there)',
      }),
    ]);
    fake.down = false;
    const missing = await registerSlurmCluster(dataDir, 'pek3', form({ shared_path: join(shared, 'nope') })).catch((e: unknown) => e);
    expect(problemsOf(missing as Failure, 'zh')).toEqual([
      expect.objectContaining({ location: ['body', 'shared_path'], message: expect.stringContaining('不存在') }),
    ]);
    expect(fake.calls.filter((c) => c.method === 'partitions')).toEqual([]);
  });

  it("registers into a stopped gateway's data dir (migrated and seeded), once per name, and the next start lists it", async () => {
    writeFileSync(join(shared, 'README.txt'), "the cluster's shared directory\n");
    const fake = new FakeSlurm();
    useSlurmClients(() => fake);
    const first = await registerSlurmCluster(dataDir, 'pek3', form());
    expect(first.check).toMatchObject({ partition_count: 1, node_count: 1 });
    const again = await registerSlurmCluster(dataDir, 'pek3', form({ rest_url: 'http://127.0.0.1:6821' }));
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
