/**
 * HPC clusters on a sharing cloud are tenants of their zone's shared cluster (ADR 0050), here on a scripted cloud
 * whose hosts run when the test says: a new HPC cluster has its login node only and joins the zone's shared cluster,
 * whose plan is applied first (a controller, two compute hosts per shared queue type, a partition each, every tenant's
 * accounts under names unique by uid, their storage); each tenant's uids are its own block; a shared path another
 * tenant has is refused, as is a dedicated queue; a job may ask for the shared partition's cores; deleting a tenant
 * takes it off the shared cluster, and the last one's deletion removes the shared cluster.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClusterPlan } from '../../cloud/index';
import { SEED } from '../../seed/fixtures';
import type { RequestOf } from '../../http/handler-types';
import { startTestGateway, type TestClient, type TestGateway } from '../../test-support';
import { ensureNasExports, signIn } from './test-support';
import { TENANT_UID_BLOCK } from './tenants';
import { ScriptedCloud, scriptedClouds } from '../queues/scripted-cloud';

const cloud = new ScriptedCloud();
let gw: TestGateway;
let owner: TestClient;
const SHARED = 'zone-pek3';

beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false, clouds: scriptedClouds(cloud) });
  await ensureNasExports(gw.gateway.db);
  owner = await signIn(gw, 'usr-owner');
}, 90_000);
afterAll(() => gw?.close());

const db = () => gw.gateway.db;
const tick = async () => gw.gateway.engine.tick(new Date(Date.now() + 60_000));
const create = (name: string, extra: Partial<Extract<RequestOf<'createCluster'>, { cluster_type: 'hpc' }>> = {}) =>
  owner.op('createCluster', {
    cluster_type: 'hpc',
    cluster_name: name,
    network_type: 'base',
    vxnet: 'vxnet-ks',
    nas_id: SEED.nas.spare,
    app_version: 'appv-hpc310',
    admin_password: 'Lab!Admin2026x',
    queue_type: 'qt-shared56',
    user_name: 'student02',
    password: 'Stud3nt@Pass01',
    paid_type: 0,
    ...extra,
  });
const status = async (id: string) =>
  (await db().query<{ status: string }>('SELECT status FROM clusters WHERE cluster_id = $1', [id]))[0]?.status;
const plan = (id: string): ClusterPlan => {
  const found = cloud.plans.get(id);
  if (!found) throw new Error(`no plan applied for ${id}`);
  return found;
};
const count = async (table: string) => (await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

/** Creates an HPC cluster and brings it to active: the shared hosts and its login host run, Slurm answers. */
async function activeTenant(name: string, extra: Parameters<typeof create>[1] = {}): Promise<string> {
  const answer = await create(name, extra);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const id = String(answer.body.cluster_id);
  await tick();
  cloud.run(SHARED);
  cloud.run(id);
  cloud.schedulers.set(id, { restUrl: 'http://127.0.0.1:9', jwtKeyFile: '/nonexistent', slurmConf: '/nonexistent' });
  for (let i = 0; i < 5 && (await status(id)) !== 'active'; i++) await tick();
  expect(await status(id)).toBe('active');
  return id;
}

describe("HPC clusters on a sharing cloud: tenants of the zone's shared cluster", () => {
  const ids: string[] = [];

  it('creates an HPC cluster with its login node only, its plan joining the shared cluster applied before it', async () => {
    const id = await activeTenant('tenant_a', { nas_path: '/share/tenant_a' });
    ids.push(id);
    const nodes = await db().query<{ role: string; hostname: string }>('SELECT role, hostname FROM cluster_nodes WHERE cluster_id = $1', [
      id,
    ]);
    expect(nodes).toEqual([{ role: 'login', hostname: 'login001' }]);
    expect(cloud.calls.findIndex((c) => c.startsWith(`apply ${SHARED} `))).toBeLessThan(
      cloud.calls.findIndex((c) => c.startsWith(`apply ${id} `)),
    );
    const shared = plan(SHARED);
    expect(shared.hosts.map((h) => `${h.role} ${h.hostName} ${h.cpus}`)).toEqual([
      'controller controller 4',
      'compute qt-shared56-1 56',
      'compute qt-shared56-2 56',
      'compute qt-shared54-1 54',
      'compute qt-shared54-2 54',
    ]);
    expect(shared.partitions).toEqual([
      { name: 'qt-shared56', hosts: ['qt-shared56-1', 'qt-shared56-2'], isDefault: true },
      { name: 'qt-shared54', hosts: ['qt-shared54-1', 'qt-shared54-2'], isDefault: false },
    ]);
    const uid = 10_000 + TENANT_UID_BLOCK;
    expect(shared.users).toEqual([{ name: `u${uid}`, uid, passwordCrypt: '!', home: `/home/${id}/usr_owner` }]);
    expect(shared.tenants).toEqual([{ clusterId: id, sharedDir: expect.stringContaining('nas'), mountPath: '/share/tenant_a' }]);
    expect(plan(id)).toMatchObject({
      joins: SHARED,
      partitions: [],
      users: [{ name: 'usr_owner', uid, passwordCrypt: '!', home: `/home/${id}/usr_owner` }],
    });
    expect(plan(id).hosts.map((h) => h.hostName)).toEqual(['login001']);
  });

  it('gives the next HPC cluster the next block of uids: the same account in two clusters is two accounts', async () => {
    const id = await activeTenant('tenant_b');
    ids.push(id);
    expect(plan(id).users.map((u) => `${u.name} ${u.uid}`)).toEqual([`usr_owner ${10_000 + 2 * TENANT_UID_BLOCK}`]);
    expect(plan(SHARED).users.map((u) => u.name)).toEqual([`u${10_000 + TENANT_UID_BLOCK}`, `u${10_000 + 2 * TENANT_UID_BLOCK}`]);
    // Its default shared path, /share/<its id>, is its own.
    expect(plan(SHARED).tenants!.map((t) => t.mountPath)).toEqual(['/share/tenant_a', `/share/${id}`]);
  });

  it('refuses a shared path another HPC cluster of the zone has, naming the field, and creates nothing', async () => {
    const before = { clusters: await count('clusters'), tenants: await count('cloud_tenants'), operations: await count('operations') };
    for (const [path, lang] of [
      ['/share/tenant_a', 'en'],
      ['/share/tenant_a/', 'zh'],
    ] as const) {
      const client = lang === 'en' ? owner : await signIn(gw, 'usr-owner', 'zh');
      const answer = await client.op('createCluster', {
        cluster_type: 'hpc',
        cluster_name: `clash_${lang}`,
        network_type: 'base',
        vxnet: 'vxnet-ks',
        nas_id: SEED.nas.spare,
        nas_path: path,
        app_version: 'appv-hpc310',
        admin_password: 'Lab!Admin2026x',
        queue_type: 'qt-shared56',
        user_name: 'student02',
        password: 'Stud3nt@Pass01',
        paid_type: 0,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(JSON.stringify(answer.body)).toContain(
        lang === 'en'
          ? `The shared path ${path} is used by another HPC cluster in this zone`
          : `共享路径 ${path} 已被本区另一个 HPC 集群使用`,
      );
      expect(JSON.stringify(answer.body)).toContain('nas_path');
    }
    expect({ clusters: await count('clusters'), tenants: await count('cloud_tenants'), operations: await count('operations') }).toEqual(
      before,
    );
  });

  it('refuses a dedicated queue on an HPC cluster of shared hosts, and binds nothing', async () => {
    const before = await count('queues');
    const answer = await owner.op('bindPrivateQueue', {
      cluster_id: ids[0],
      queue_type: 'qt-ded56',
      queue_name: 'mine',
      count: 1,
      paid_type: 0,
      duration: 0,
    });
    expect(answer.status).toBe(409);
    expect(JSON.stringify(answer.body)).toContain("This cluster's jobs run on the zone's shared compute nodes");
    expect(await count('queues')).toBe(before);
  });

  it("lets a job ask for the shared partition's cores (two nodes of its queue type), and no more", async () => {
    const [queue] = await db().query<{ hpcqueue_id: string }>('SELECT hpcqueue_id FROM queues WHERE cluster_id = $1 AND is_default = 1', [
      ids[0],
    ]);
    const submit = (cores: number) =>
      owner.op('submitJob', {
        cluster_id: ids[0],
        hpcqueue_id: queue!.hpcqueue_id,
        name: `cores_${cores}`,
        cores,
        time_limit: 10,
        submit_type: 'command',
        cmd: 'true',
        priority: 5,
      });
    const tooMany = await submit(113);
    expect(tooMany.status, JSON.stringify(tooMany.body)).toBe(409);
    expect(JSON.stringify(tooMany.body)).toContain('112');
    expect((await submit(112)).status).toBe(200);
  });

  it('deletes a tenant: it leaves the shared cluster; the last one takes the shared cluster with it', async () => {
    expect((await owner.op('deleteCluster', { cluster_ids: [ids[0]], deregister: false })).status).toBe(200);
    for (let i = 0; i < 5 && (await status(ids[0]!)) !== 'ceased'; i++) await tick();
    expect(await status(ids[0]!)).toBe('ceased');
    expect(cloud.plans.has(ids[0]!)).toBe(false);
    expect(plan(SHARED).users.map((u) => u.name)).toEqual([`u${10_000 + 2 * TENANT_UID_BLOCK}`]);
    expect(plan(SHARED).tenants!.map((t) => t.clusterId)).toEqual([ids[1]]);

    expect((await owner.op('deleteCluster', { cluster_ids: [ids[1]], deregister: false })).status).toBe(200);
    for (let i = 0; i < 5 && (await status(ids[1]!)) !== 'ceased'; i++) await tick();
    expect(await status(ids[1]!)).toBe('ceased');
    expect(cloud.calls).toContain(`destroy ${SHARED}`);
    expect(cloud.plans.has(SHARED)).toBe(false);
    // A later tenant of the zone never gets a slot used before (its uids could own a gone tenant's files).
    const next = await activeTenant('tenant_c');
    ids.push(next);
    expect(plan(next).users.map((u) => u.uid)).toEqual([10_000 + 3 * TENANT_UID_BLOCK]);
  });
});
