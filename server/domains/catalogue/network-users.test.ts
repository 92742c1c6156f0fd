/**
 * Which clusters use a network, router or EIP (the network lists' `clusters`, ADR 0024): the account's live clusters
 * the user may see, and the EIP list narrowed to one cluster.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../seed/fixtures';
import { startTestGateway, type TestClient, type TestGateway } from '../../test-support';
import { insertNode, signedIn } from './test-support';

let gw: TestGateway;
let owner: TestClient;
let sub: TestClient;
let admin: TestClient;
beforeAll(async () => {
  gw = await startTestGateway();
  [owner, sub, admin] = await Promise.all([signedIn(gw.api, 'usr-owner'), signedIn(gw.api, 'usr-sub'), signedIn(gw.api, 'usr-admin')]);
}, 90_000);
afterAll(() => gw?.close());

type Row = Record<string, unknown>;
const { ehpcActive, ehpcStopped, ehpcPending, ehpcCeased } = SEED.clusters;
const usersOf = (body: Row, set: string, key: string, id: string) =>
  ((body[set] as Row[]).find((row) => row[key] === id)?.clusters as Row[] | undefined)?.map((c) => c.cluster_id);

describe('the clusters using a network, a router or an EIP', () => {
  it('names the live clusters placed in a network, its bare-metal network included, never a ceased one', async () => {
    const answer = await owner.op('describeVxnets', { zone: 'pek3', limit: 100 });
    expect(answer.status).toBe(200);
    const inPrivate = usersOf(answer.body, 'vxnet_set', 'vxnet_id', 'vxnet-hpc01');
    expect(inPrivate).toEqual(expect.arrayContaining([ehpcActive, ehpcStopped, ehpcPending]));
    expect(inPrivate).not.toContain(ehpcCeased);
    expect(usersOf(answer.body, 'vxnet_set', 'vxnet_id', 'vxnet-bm01')).toEqual([ehpcStopped]);
    const named = (answer.body.vxnet_set as Row[]).find((v) => v.vxnet_id === 'vxnet-hpc01')?.clusters as Row[];
    expect(named.find((c) => c.cluster_id === ehpcActive)).toEqual({ cluster_id: ehpcActive, cluster_name: '气象模拟_A' });
  });

  it('names to a sub-user only the clusters it sees (the one shared with it)', async () => {
    const answer = await sub.op('describeVxnets', { zone: 'pek3', limit: 100, vxnets: ['vxnet-hpc01', 'vxnet-bm01'] });
    expect(answer.status).toBe(200);
    expect(usersOf(answer.body, 'vxnet_set', 'vxnet_id', 'vxnet-hpc01')).toEqual([ehpcActive]);
    expect(usersOf(answer.body, 'vxnet_set', 'vxnet_id', 'vxnet-bm01')).toEqual([]);
    const routers = await sub.op('describeRouters', { zone: 'pek3' });
    expect(usersOf(routers.body, 'router_set', 'router_id', 'rtr-k2m8x4q1')).toEqual([ehpcActive]);
  });

  it('names the clusters in a router’s networks once each', async () => {
    const answer = await owner.op('describeRouters', { zone: 'pek3' });
    const users = usersOf(answer.body, 'router_set', 'router_id', 'rtr-k2m8x4q1') ?? [];
    expect(users).toEqual(expect.arrayContaining([ehpcActive, ehpcStopped, ehpcPending]));
    expect(new Set(users).size).toBe(users.length);
    // Another account's router names none of usr-owner's clusters.
    expect(usersOf((await admin.op('describeRouters', { zone: 'pek3' })).body, 'router_set', 'router_id', 'rtr-adm00001')).toEqual([]);
  });

  it('names the cluster holding an EIP, and lists only the EIPs of one cluster when asked', async () => {
    const held = await owner.op('describeEips', { zone: 'pek3', status: ['associated'], limit: 100 });
    expect(usersOf(held.body, 'eip_set', 'eip_id', 'eip-3h8d1q5w')).toEqual([ehpcActive]);
    // The router's EIP is held by no cluster.
    expect(usersOf(held.body, 'eip_set', 'eip_id', 'eip-4n7q2w8e')).toEqual([]);
    const available = await owner.op('describeEips', { zone: 'pek3', limit: 100 });
    expect((available.body.eip_set as Row[]).every((e) => Array.isArray(e.clusters) && (e.clusters as Row[]).length === 0)).toBe(true);

    const ofCluster = await owner.op('describeEips', { zone: 'pek3', status: ['associated', 'available'], cluster_id: ehpcActive });
    expect(ofCluster.status).toBe(200);
    expect((ofCluster.body.eip_set as Row[]).map((e) => e.eip_id)).toEqual(['eip-3h8d1q5w']);
    expect(ofCluster.body.total_count).toBe(1);
    // A node gone from the cluster no longer holds its EIP for it; another cluster of the account holds none.
    await insertNode(gw.gateway.db, {
      node_id: 'cln-gonee1p1',
      cluster_id: ehpcPending,
      name: 'gone',
      cpu: 8,
      memory: 16384,
      status: 'deleted',
      eip_id: 'eip-7h2k9m4p',
    });
    const pending = await owner.op('describeEips', { zone: 'pek3', status: ['associated', 'available'], cluster_id: ehpcPending });
    expect(pending.body).toMatchObject({ total_count: 0, eip_set: [] });
  });

  it('lists no EIP of a cluster the user does not see, and refuses a malformed cluster id', async () => {
    const unseen = await admin.op('describeEips', { zone: 'pek3', status: ['associated'], cluster_id: ehpcActive });
    expect(unseen.status).toBe(200);
    expect(unseen.body).toMatchObject({ total_count: 0, eip_set: [] });
    const subUnseen = await sub.op('describeEips', { zone: 'pek3', status: ['associated'], cluster_id: ehpcStopped });
    expect(subUnseen.body).toMatchObject({ total_count: 0 });
    const bad = await owner.call('GET', '/iaas/DescribeEips', { zone: 'pek3', cluster_id: 'cluster-1' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ ret_code: 1100 });
  });
});
