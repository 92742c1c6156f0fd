/**
 * Clusters that mount an S2 server (vNAS) instead of a NAS export: cluster/nasInfo answers the NAS export behind
 * the vNAS's shared target, and refuses (404, translated) a vNAS that shares none; creation accepts only an
 * active vNAS of the owner in the zone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../seed/fixtures';
import type { RequestOf } from '../../http/handler-types';
import { startTestGateway, type TestClient, type TestGateway } from '../../test-support';
import { ensureNasExports, signIn, tick } from './test-support';
import { refusedUnchanged } from '../../testing/refusals';

let gw: TestGateway;
let owner: TestClient;
let ownerZh: TestClient;
let admin: TestClient;

/** A live cluster of usr-owner that mounts `nasId`. */
async function addCluster(clusterId: string, nasId: string | null): Promise<void> {
  await gw.gateway.db.query(
    `INSERT INTO clusters (cluster_id, cluster_name, cluster_type, status, zone, owner, created_by, nas_id, nas_shared_path, scheduler, version, app_id, app_version)
     VALUES ($1, $1, 'ehpc', 'active', 'pek3', 'usr-owner', 'usr-owner', $2, '/share', 'slurm', '2.4.1', 'app-ehpc01', 'appv-ehpc241')`,
    [clusterId, nasId],
  );
}

/** An S2 server of `owner` in pek3 with shared targets (nas_id null: a vNAS volume), the first created first. */
async function addServer(id: string, targets: (string | null)[], owner = 'usr-owner', status = 'active'): Promise<void> {
  const { db } = gw.gateway;
  await db.query(
    `INSERT INTO s2_servers (s2_server_id, name, status, private_ip, vxnet_id, owner, zone) VALUES ($1, $1, $2, '192.168.10.30', 'vxnet-hpc01', $3, 'pek3')`,
    [id, status, owner],
  );
  for (const [i, nasId] of targets.entries()) {
    await db.query(
      'INSERT INTO s2_shared_targets (shared_target_id, s2_server_id, export_name, nas_id, create_time) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))',
      [`st-${id.slice(3)}${i}`, id, `/mnt/t${i}`, nasId, i],
    );
  }
}

beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  await ensureNasExports(gw.gateway.db);
  [owner, ownerZh, admin] = await Promise.all([signIn(gw, 'usr-owner'), signIn(gw, 'usr-owner', 'zh-cn'), signIn(gw, 'usr-admin')]);
  await gw.gateway.db.query(
    `INSERT INTO nas_exports (nas_id, fs_id, name, owner, zone, export_path, shared_path, quota_gb, private_ip)
     VALUES ('nas-admin0001', 'fs-admin0001', 'admin-share', 'usr-admin', 'pek3', '/mnt/nas/admin', '/', 100, '192.168.10.251')`,
  );
  await addServer('s2-vnastwo01', [null, SEED.nas.cfd]);
  await addServer('s2-vnasgone1', ['nas-gone0002']);
  await addServer('s2-vnasother', ['nas-admin0001']);
  await addServer('s2-adminsrv1', [SEED.nas.cfd], 'usr-admin');
  await addCluster('ehpc-vnaswrf1', SEED.s2Server);
  await addCluster('ehpc-vnastwo1', 's2-vnastwo01');
  await addCluster('ehpc-vnasvol1', 's2-pek3srv03');
  await addCluster('ehpc-vnasnone', 's2-pek3srv02');
  await addCluster('ehpc-vnasgone', 's2-vnasgone1');
  await addCluster('ehpc-vnasothr', 's2-vnasother');
  await addCluster('ehpc-vnasadmn', 's2-adminsrv1');
  await addCluster('ehpc-vnasmiss', 's2-nothing01');
}, 120_000);
afterAll(() => gw?.close());

const nasInfo = (client: TestClient, clusterId: string) => client.op('getClusterNasInfo', { cluster_id: clusterId });

describe('cluster/nasInfo of a cluster mounting a vNAS', () => {
  it('answers the NAS export behind the vNAS’s shared target, as for a cluster mounting that export', async () => {
    const answer = await nasInfo(owner, 'ehpc-vnaswrf1');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const direct = await nasInfo(owner, SEED.clusters.ehpcActive);
    expect(answer.body.nas_info).toEqual(direct.body.nas_info);
    expect(answer.body.nas_info).toMatchObject({ nas_id: SEED.nas.wrf, shared_path: '/share/wrf', status: 'Active' });
  });

  it('answers the export of the first shared target that shares one', async () => {
    const answer = await nasInfo(owner, 'ehpc-vnastwo1');
    expect(answer.status).toBe(200);
    const [cfd] = await gw.gateway.db.query<{ name: string; shared_path: string }>(
      'SELECT name, shared_path FROM nas_exports WHERE nas_id = $1',
      [SEED.nas.cfd],
    );
    expect(answer.body.nas_info).toMatchObject({ nas_id: SEED.nas.cfd, name: cfd.name, shared_path: cfd.shared_path });
  });

  it('refuses a vNAS that shares no NAS export with a translated 404, in Chinese and English', async () => {
    const en = await refusedUnchanged(gw, () => nasInfo(owner, 'ehpc-vnasvol1'), {
      status: 404,
      message:
        'The vNAS s2-pek3srv03 the cluster ehpc-vnasvol1 mounts shares no NAS storage, so its files cannot be browsed; bind a shared target to it in the vNas detail',
    });
    expect(en.body.ret_code).toBe(1400);
    const zh = await refusedUnchanged(gw, () => nasInfo(ownerZh, 'ehpc-vnasvol1'), {
      status: 404,
      message: '集群 ehpc-vnasvol1 挂载的 vNAS s2-pek3srv03 没有共享 NAS 存储，无法浏览其文件；请在 vNas 详情中为其绑定共享目标',
    });
    expect(zh.body.ret_code).toBe(1400);
    // Without any shared target.
    await refusedUnchanged(gw, () => nasInfo(owner, 'ehpc-vnasnone'), {
      status: 404,
      message: /^The vNAS s2-pek3srv02 the cluster ehpc-vnasnone mounts shares no NAS storage/,
    });
  });

  it('refuses (404, never 5xx) a vNAS whose export is gone, is another account’s, or that is itself another account’s or unknown', async () => {
    for (const clusterId of ['ehpc-vnasgone', 'ehpc-vnasothr', 'ehpc-vnasadmn', 'ehpc-vnasmiss']) {
      await refusedUnchanged(gw, () => nasInfo(owner, clusterId), {
        status: 404,
        message: new RegExp(`the cluster ${clusterId} mounts shares no NAS storage`),
      });
    }
  });

  it('still refuses a cluster of another account as unseen', async () => {
    await refusedUnchanged(gw, () => nasInfo(admin, 'ehpc-vnaswrf1'), {
      status: 404,
      message: 'The cluster does not exist: ehpc-vnaswrf1',
    });
  });
});

describe('creating a cluster on a vNAS', () => {
  const form = (name: string, nasId: string): RequestOf<'createCluster'> => ({
    cluster_type: 'ehpc',
    cluster_name: name,
    network_type: 'private',
    vxnet: 'vxnet-hpc01',
    nas_id: nasId,
    nas_path: '/share/vnas',
    app_version: 'appv-ehpc241',
    admin_password: 'Ehpc#Admin2026',
    deploy_mode: 1,
    scheduler_type: 'slurm',
    queue_name: 'normal',
    node_config: {
      controller: { instance_class: 101, cpu: 4, memory: 8192, count: 1, gpu: 0 },
      compute: { instance_class: 101, cpu: 56, memory: 229376, count: 1, gpu: 0 },
      login: { instance_class: 101, cpu: 2, memory: 4096, count: 1, gpu: 0 },
    },
    paid_type: 0,
    duration: 0,
  });

  it('creates it on an active vNAS of the owner, and its NAS info is the export behind the vNAS', async () => {
    const created = await owner.op('createCluster', form('vnas_wrf', SEED.s2Server));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const clusterId = String(created.body.cluster_id);
    await tick(gw, 2);
    const answer = await nasInfo(owner, clusterId);
    expect(answer.status).toBe(200);
    expect(answer.body.nas_info).toMatchObject({ nas_id: SEED.nas.wrf });
  });

  it('refuses an unknown vNAS, another account’s, and one that is not active', async () => {
    for (const nasId of ['s2-nothing01', 's2-adminsrv1', 's2-pek3srv03']) {
      await refusedUnchanged(gw, () => owner.op('createCluster', form('vnas_refused', nasId)), {
        status: 404,
        message: `The NAS mount point ${nasId} does not exist or is not available`,
      });
    }
  });
});
