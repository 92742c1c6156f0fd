import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOf } from '../../http/handler-types';
import { startTestGateway, type TestClient, type TestGateway } from '../../test-support';
import { findEip } from './network';
import { insertCluster, insertNode, signedIn } from './test-support';

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
const ids = (body: Row, set: string, key: string) => (body[set] as Row[]).map((r) => r[key]);
const vxnets = (client: TestClient, query: RequestOf<'describeVxnets'> = {}) =>
  client.op('describeVxnets', { zone: 'pek3', limit: 100, ...query });
const routers = (client: TestClient, query: RequestOf<'describeRouters'> = {}) => client.op('describeRouters', { zone: 'pek3', ...query });
const eips = (client: TestClient, query: RequestOf<'describeEips'> = {}) =>
  client.op('describeEips', { zone: 'pek3', limit: 100, ...query });
/** A query the contract refuses (422), sent as it is. */
const refused = (client: TestClient, path: string, query: Row) => client.call('GET', path, { zone: 'pek3', ...query });

describe('DescribeVxnets', () => {
  it('lists the owner’s networks and the base network, never vxnet-0 or vxnet-1', async () => {
    const answer = await vxnets(owner);
    expect(answer.status).toBe(200);
    const list = ids(answer.body, 'vxnet_set', 'vxnet_id');
    expect(list).toEqual(expect.arrayContaining(['vxnet-hpc01', 'vxnet-cfd02', 'vxnet-bm01', 'vxnet-ks']));
    expect(list).not.toContain('vxnet-0');
    expect(list).not.toContain('vxnet-1');
    expect(list).not.toContain('vxnet-adm01');
    expect(answer.body.total_count).toBe(list.length);
    // vxnet-0 and vxnet-1 cannot even be asked for (VxnetId takes two characters or more).
    expect((await refused(owner, '/iaas/DescribeVxnets', { vxnets: ['vxnet-0'] })).status).toBe(422);
    const asked = await vxnets(owner, { vxnets: ['vxnet-adm01', 'vxnet-hpc01'] });
    expect(ids(asked.body, 'vxnet_set', 'vxnet_id')).toEqual(['vxnet-hpc01']);
    expect((asked.body.vxnet_set as Row[])[0]).toMatchObject({
      vxnet_name: 'hpc-private-net',
      vxnet_type: 1,
      router: { router_id: 'rtr-k2m8x4q1', ip_network: '192.168.10.0/24' },
    });
  });

  it('filters private, base and bare-metal networks, searches, sorts and pages', async () => {
    expect(ids((await vxnets(owner, { vxnet_type: [1] })).body, 'vxnet_set', 'vxnet_type').every((t) => t === 1)).toBe(true);
    expect(ids((await vxnets(owner, { vxnet_type: [2], mode: [0, 1] })).body, 'vxnet_set', 'vxnet_id')).toEqual(['vxnet-ks']);
    const bm = (await vxnets(owner, { mode: [2] })).body.vxnet_set as Row[];
    expect(bm.map((v) => [v.vxnet_id, v.vxnet_type, v.router])).toEqual([['vxnet-bm01', 2, null]]);
    expect(ids((await vxnets(owner, { search_word: 'PRIVATE-NET' })).body, 'vxnet_set', 'vxnet_id')).toEqual(['vxnet-hpc01']);
    const names = ids((await vxnets(owner, { sort_key: 'vxnet_name', reverse: 0 })).body, 'vxnet_set', 'vxnet_name').map(String);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    const paged = await vxnets(owner, { limit: 10, offset: 3 });
    expect((paged.body.vxnet_set as Row[]).length).toBe(Number(paged.body.total_count) - 3);
    expect(ids((await vxnets(sub, { zone: 'sh1a' })).body, 'vxnet_set', 'vxnet_id').sort()).toEqual(['vxnet-ks', 'vxnet-sh01']);
  });

  it('names the base network in the request’s language, and sorts and searches by that name', async () => {
    const nameOf = (body: Row) => (body.vxnet_set as Row[]).find((v) => v.vxnet_id === 'vxnet-ks')?.vxnet_name;
    expect(nameOf((await vxnets(owner)).body)).toBe('Base network');
    const chinese = await signedIn(gw.api, 'usr-owner', 'zh-cn');
    expect(nameOf((await vxnets(chinese)).body)).toBe('基础网络');
    expect(ids((await vxnets(owner, { search_word: 'base net' })).body, 'vxnet_set', 'vxnet_id')).toEqual(['vxnet-ks']);
    expect(ids((await vxnets(chinese, { search_word: '基础' })).body, 'vxnet_set', 'vxnet_id')).toEqual(['vxnet-ks']);
    for (const client of [owner, chinese]) {
      const names = ids((await vxnets(client, { sort_key: 'vxnet_name', reverse: 1 })).body, 'vxnet_set', 'vxnet_name').map(String);
      expect(names).toContain(client === owner ? 'Base network' : '基础网络');
      expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : -1)));
    }
    // A network the owner named is answered as named, in either language.
    expect(nameOf((await vxnets(chinese, { vxnets: ['vxnet-hpc01'] })).body)).toBeUndefined();
    expect(((await vxnets(chinese, { vxnets: ['vxnet-hpc01'] })).body.vxnet_set as Row[])[0].vxnet_name).toBe('hpc-private-net');
  });

  it('counts the owner’s live nodes placed in a network', async () => {
    const before = Number(((await vxnets(owner, { vxnets: ['vxnet-cfd02'] })).body.vxnet_set as Row[])[0].instance_count);
    await insertCluster(gw.gateway.db, { cluster_id: 'ehpc-netcnt01', vxnet_id: 'vxnet-cfd02' });
    await insertNode(gw.gateway.db, { node_id: 'cln-netcnt01', cluster_id: 'ehpc-netcnt01', name: 'n1', cpu: 8, memory: 16384 });
    await insertNode(gw.gateway.db, { node_id: 'cln-netcnt02', cluster_id: 'ehpc-netcnt01', name: 'n2', cpu: 8, memory: 16384 });
    await insertNode(gw.gateway.db, {
      node_id: 'cln-netcnt03',
      cluster_id: 'ehpc-netcnt01',
      name: 'n3',
      cpu: 8,
      memory: 16384,
      status: 'deleted',
    });
    const after = ((await vxnets(owner, { vxnets: ['vxnet-cfd02'] })).body.vxnet_set as Row[])[0];
    expect(after.instance_count).toBe(before + 2);
  });

  it('refuses an unknown network type, a page size not offered and a zone the user may not use', async () => {
    const type = await refused(owner, '/iaas/DescribeVxnets', { vxnet_type: 3 });
    expect(type.status).toBe(422);
    expect(type.body).toMatchObject({ ret_code: 1100, message: 'The request is not valid' });
    expect((await refused(owner, '/iaas/DescribeVxnets', { limit: 15 })).status).toBe(422);
    const zone = await vxnets(sub, { zone: 'gd2' });
    expect(zone.status).toBe(403);
    expect(zone.body.message).toBe('The user may not use the zone gd2');
  });
});

describe('DescribeRouters', () => {
  it('lists the owner’s active routers with their networks and EIP', async () => {
    const answer = await routers(owner);
    expect(answer.status).toBe(200);
    expect(ids(answer.body, 'router_set', 'router_id')).toEqual(['rtr-k2m8x4q1']);
    const router = (answer.body.router_set as Row[])[0];
    expect(router).toMatchObject({ status: 'active', eip: { eip_id: 'eip-4n7q2w8e', eip_addr: '139.198.20.17' } });
    expect((router.vxnets as Row[]).map((v) => v.vxnet_id)).toEqual(['vxnet-hpc01', 'vxnet-cfd02']);
    expect(ids((await routers(owner, { status: ['stopped'] })).body, 'router_set', 'router_id')).toEqual(['rtr-old00001']);
    expect(ids((await routers(admin)).body, 'router_set', 'router_id')).toEqual(['rtr-adm00001']);
    expect(ids((await routers(owner, { search_word: 'nothing-like-this' })).body, 'router_set', 'router_id')).toEqual([]);
  });

  it('refuses an unknown status and a malformed router id', async () => {
    expect((await refused(owner, '/iaas/DescribeRouters', { status: 'broken' })).body).toMatchObject({ ret_code: 1100 });
    expect((await refused(owner, '/iaas/DescribeRouters', { routers: 'router-1' })).status).toBe(422);
  });
});

describe('DescribeEips', () => {
  it('lists the owner’s available EIPs by default, filtered by association mode', async () => {
    const answer = await eips(owner);
    expect(answer.status).toBe(200);
    const list = ids(answer.body, 'eip_set', 'eip_id');
    expect(list).toEqual(expect.arrayContaining(['eip-7h2k9m4p', 'eip-q8w3e5r1', 'eip-bm7x2k01']));
    expect(list).not.toContain('eip-4n7q2w8e'); // the router's
    expect(list).not.toContain('eip-r3l3as3d'); // released
    expect(list).not.toContain('eip-adm00001'); // another owner's
    expect((answer.body.eip_set as Row[]).every((e) => e.status === 'available' && e.resource === null)).toBe(true);
    expect(ids((await eips(owner, { associate_mode: [1] })).body, 'eip_set', 'eip_id')).toEqual(['eip-q8w3e5r1']);
    const router = await eips(owner, { status: ['associated'], eips: ['eip-4n7q2w8e'] });
    expect((router.body.eip_set as Row[])[0]).toMatchObject({
      status: 'associated',
      resource: { resource_id: 'rtr-k2m8x4q1', resource_type: 'router' },
    });
  });

  it('shows an EIP as associated while a cluster node holds it, and available again once released', async () => {
    const db = gw.gateway.db;
    await insertCluster(db, { cluster_id: 'ehpc-eiptst01' });
    await insertNode(db, {
      node_id: 'cln-eiplogin1',
      cluster_id: 'ehpc-eiptst01',
      name: 'login01',
      role: 'login',
      cpu: 2,
      memory: 4096,
      eip_id: 'eip-7h2k9m4p',
    });
    expect(ids((await eips(owner)).body, 'eip_set', 'eip_id')).not.toContain('eip-7h2k9m4p');
    const held = await eips(owner, { status: ['associated'], eips: ['eip-7h2k9m4p'] });
    expect((held.body.eip_set as Row[])[0]).toMatchObject({
      status: 'associated',
      resource: { resource_id: 'i-eiplogin1', resource_name: 'login01', resource_type: 'instance' },
    });
    expect(await findEip(db, 'usr-owner', 'pek3', 'eip-7h2k9m4p')).toMatchObject({ eip_status: 'associated' });
    await db.query("UPDATE cluster_nodes SET eip_id = NULL WHERE node_id = 'cln-eiplogin1'");
    expect(ids((await eips(owner)).body, 'eip_set', 'eip_id')).toContain('eip-7h2k9m4p');
    expect(await findEip(db, 'usr-admin', 'pek3', 'eip-7h2k9m4p')).toBeNull();
  });

  it('refuses an unknown association mode and a malformed EIP id', async () => {
    const mode = await refused(owner, '/iaas/DescribeEips', { associate_mode: 5 });
    expect(mode.status).toBe(422);
    expect(mode.body.ret_code).toBe(1100);
    expect((await refused(owner, '/iaas/DescribeEips', { eips: 'eip_bad' })).status).toBe(422);
  });
});
