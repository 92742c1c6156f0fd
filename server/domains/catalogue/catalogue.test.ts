import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOf } from '../../http/handler-types';
import { startTestGateway, TestClient, type TestGateway } from '../../test-support';
import { nodeHourPrice } from './pricing';
import { signedIn } from './test-support';

let gw: TestGateway;
let owner: TestClient;
let sub: TestClient;
beforeAll(async () => {
  gw = await startTestGateway();
  owner = await signedIn(gw.api, 'usr-owner');
  sub = await signedIn(gw.api, 'usr-sub');
}, 90_000);
afterAll(() => gw?.close());

type Row = Record<string, unknown>;
const rows = (body: Row, key: string) => body[key] as Row[];

describe('DescribeCommonAttachments', () => {
  it('answers the requested parts of the attachments that exist', async () => {
    const answer = await owner.op('describeCommonAttachments', {
      attachment_ids: ['att-ehpctpl2', 'att-hpccfg01', 'att-missing1'],
      content_keys: ['cluster_templates', 'locale'],
    });
    expect(answer.status).toBe(200);
    const set = rows(answer.body, 'attachment_set');
    expect(set.map((a) => `${a.attachment_id}/${a.content_key}`)).toEqual(['att-ehpctpl2/cluster_templates', 'att-hpccfg01/locale']);
    expect(answer.body.total_count).toBe(2);
    expect((set[0].attachment_content as { templates: Row[] }).templates[0]).toMatchObject({
      compute: { instance_class: 101, cpu: 56, memory: 229376 },
    });
    const all = await owner.op('describeCommonAttachments', { attachment_ids: ['att-hpccfg01'] });
    expect(rows(all.body, 'attachment_set').map((a) => a.content_key)).toEqual(['config', 'locale']);
  });

  it('refuses a request without attachment ids or with a malformed one', async () => {
    const missing = await owner.call('GET', '/iaas/DescribeCommonAttachments', {});
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ ret_code: 1100, message: 'The request is not valid' });
    expect((await owner.call('GET', '/iaas/DescribeCommonAttachments', { attachment_ids: 'nope' })).status).toBe(422);
  });
});

describe('DescribeAppVersions', () => {
  it('lists the active versions of an app, newest first, with the bare-metal ones', async () => {
    const answer = await owner.op('describeAppVersions', { app_ids: ['app-ehpc01'], limit: 100 });
    expect(answer.status).toBe(200);
    const set = rows(answer.body, 'version_set');
    const ids = set.map((v) => v.version_id);
    expect(ids).toEqual(expect.arrayContaining(['appv-ehpc241', 'appv-ehpc241bm', 'appv-ehpc250']));
    expect(ids).not.toContain('appv-ehpc220');
    expect(set.every((v) => v.status === 'active' && v.app_id === 'app-ehpc01')).toBe(true);
    expect(set.find((v) => v.version_id === 'appv-ehpc241bm')).toMatchObject({
      name: 'EHPC 2.4.1-BM',
      resource_kit: 'rk-bm',
      edition: { name: 'Bare metal' },
    });
    const times = set.map((v) => Date.parse(String(v.create_time)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(answer.body.total_count).toBe(set.length);
  });

  it('filters by status and app, sorts by name and pages', async () => {
    const suspended = await owner.op('describeAppVersions', { app_ids: ['app-ehpc01'], status: ['suspended'] });
    expect(rows(suspended.body, 'version_set').map((v) => v.version_id)).toEqual(['appv-ehpc220']);
    const hpc = await owner.op('describeAppVersions', { app_ids: ['app-hpc01'], sort_key: 'name', reverse: 0 });
    const names = rows(hpc.body, 'version_set').map((v) => String(v.name));
    expect(names).toContain('HPC 3.1.0');
    expect(names).toEqual([...names].sort());
    const both = await owner.op('describeAppVersions', { app_ids: ['app-ehpc01', 'app-hpc01'], limit: 10, offset: 2 });
    expect(both.body.total_count).toBe(10);
    expect(rows(both.body, 'version_set')).toHaveLength(8);
  });

  it('refuses a request without app ids or with a page size not offered', async () => {
    expect((await owner.call('GET', '/iaas/DescribeAppVersions', {})).body).toMatchObject({ ret_code: 1100 });
    expect((await owner.call('GET', '/iaas/DescribeAppVersions', { app_ids: ['app-ehpc01'], limit: 7 })).status).toBe(422);
  });
});

describe('GetGlobalUniqueId', () => {
  it('answers a new UUID each time', async () => {
    const a = await owner.op('getGlobalUniqueId', {});
    const b = await owner.op('getGlobalUniqueId', {});
    expect(a.body.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.body.uuid).not.toBe(b.body.uuid);
  });

  it('refuses an anonymous request and one claiming another owner', async () => {
    expect((await new TestClient(gw.api).op('getGlobalUniqueId', {})).status).toBe(401);
    expect((await owner.op('getGlobalUniqueId', { owner: 'usr-admin' })).body).toMatchObject({ ret_code: 1300 });
  });
});

const search = (client: TestClient, body: Pick<RequestOf<'searchSkus'>, 'region_id'> & Partial<RequestOf<'searchSkus'>>) =>
  client.op('searchSkus', { status: 'sale', limit: 10240, ...body });

describe('ProductCenterQueryRequest (SKU search)', () => {
  it('answers the on-sale SKUs that match every filter', async () => {
    const answer = await search(owner, {
      region_id: 'pek3',
      filters: [
        { attribute_id: 'role', values: ['compute'] },
        { attribute_id: 'cpu', values: [56] },
        { attribute_id: 'baremetal', values: [false] },
      ],
    });
    expect(answer.status).toBe(200);
    const skus = rows(answer.body, 'skus');
    expect(skus.length).toBe(2);
    expect(answer.body.total_count).toBe(2);
    for (const s of skus)
      expect(s).toMatchObject({ status: 'on_sale', currency: 'cny', attributes: { role: 'compute', cpu: 56, baremetal: false, gpu: 0 } });
    expect(skus.map((s) => (s.attributes as Row).memory).sort()).toEqual([114688, 229376]);
  });

  it('finds GPU and bare-metal SKUs and never offers one off sale', async () => {
    const gpu = await search(owner, { region_id: 'pek3', filters: [{ attribute_id: 'gpu', values: [4] }] });
    expect(rows(gpu.body, 'skus').every((s) => (s.attributes as Row).instance_class === 201)).toBe(true);
    const bm = await search(owner, { region_id: 'pek3', filters: [{ attribute_id: 'baremetal', values: [true] }] });
    expect(rows(bm.body, 'skus').map((s) => (s.attributes as Row).instance_class)).toEqual([202, 202]);
    const retired = await search(owner, { region_id: 'pek3', filters: [{ attribute_id: 'cpu', values: [48] }] });
    expect(retired.body).toMatchObject({ total_count: 0, skus: [] });
    const hpcOnly = await search(owner, {
      region_id: 'sh1a',
      filters: [
        { attribute_id: 'instance_class', values: [101, 201, 202] },
        { attribute_id: 'role', values: ['compute'] },
      ],
    });
    expect(hpcOnly.body.total_count).toBe(0);
    const page = await search(owner, { region_id: 'pek3', limit: 5, offset: 5 });
    expect(rows(page.body, 'skus')).toHaveLength(5);
    expect(page.body.total_count).toBeGreaterThan(10);
  });

  it('refuses two filters on one attribute, a value of the wrong type and a zone the user may not use', async () => {
    const twice = await search(owner, {
      region_id: 'pek3',
      filters: [
        { attribute_id: 'cpu', values: [56] },
        { attribute_id: 'cpu', values: [32] },
      ],
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ ret_code: 1100, message: 'The filter on cpu is given twice' });
    const wrongType = { region_id: 'pek3', status: 'sale', filters: [{ attribute_id: 'cpu', values: ['56'] }] };
    expect((await owner.call('POST', '/product-center/v1/skus:search', wrongType)).status).toBe(422);
    const zone = await search(sub, { region_id: 'gd2' });
    expect(zone.status).toBe(403);
    expect(zone.body.ret_code).toBe(1300);
  });
});

const CONF = {
  controller: { instance_class: 101, cpu: 4, memory: 8192, count: 1 },
  compute: { instance_class: 101, cpu: 56, memory: 229376, gpu: 0, count: 4 },
  login: { instance_class: 101, cpu: 2, memory: 4096, count: 1 },
};
const price = (client: TestClient, query: Partial<RequestOf<'getClusterPrice'>>) =>
  client.op('getClusterPrice', {
    zone: 'pek3',
    app_id: 'app-ehpc01',
    app_version: 'appv-ehpc241',
    deploy_mode: 1,
    conf: JSON.stringify(CONF),
    ...query,
  });

describe('GetClusterPrice', () => {
  it('prices each role from its SKU times the count, per hour for PayForUsed', async () => {
    const sku = await search(owner, {
      region_id: 'pek3',
      filters: [
        { attribute_id: 'role', values: ['compute'] },
        { attribute_id: 'cpu', values: [56] },
        { attribute_id: 'memory', values: [229376] },
        { attribute_id: 'instance_class', values: [101] },
      ],
    });
    const computeSku = Number(rows(sku.body, 'skus')[0].price);
    const answer = await price(owner, {});
    expect(answer.status).toBe(200);
    const set = rows(answer.body, 'price_set');
    expect(set.map((p) => p.role)).toEqual(['controller', 'compute', 'login']);
    expect(set[1]).toMatchObject({ count: 4, unit: 'hour', price: Math.round(computeSku * 4 * 1e4) / 1e4 });
    const total = set.reduce((s, p) => s + Number(p.price), 0);
    expect(answer.body).toMatchObject({ unit: 'hour', currency: 'cny' });
    expect(answer.body.total_price).toBeCloseTo(total, 4);
    expect(await nodeHourPrice(gw.gateway.db, { instance_class: 101, cpu: 56, memory: 229376, zone: 'pek3' })).toBe(computeSku);
  });

  it('prices Reserved months at the monthly discount times the duration', async () => {
    const hourly = await price(owner, {});
    const monthly = await price(owner, { duration: 3 });
    const set = rows(monthly.body, 'price_set');
    expect(set.every((p) => p.unit === 'month')).toBe(true);
    const hourlyCompute = Number(rows(hourly.body, 'price_set')[1].price);
    expect(Number(set[1].price)).toBeCloseTo(hourlyCompute * 720 * 0.7, 3);
    expect(Number(monthly.body.total_price)).toBeCloseTo(set.reduce((s, p) => s + Number(p.price), 0) * 3, 3);
  });

  it('prices a streamline cluster without a controller', async () => {
    const { controller: _c, ...streamline } = CONF;
    const answer = await price(owner, { deploy_mode: 2, conf: JSON.stringify(streamline) });
    expect(rows(answer.body, 'price_set').map((p) => p.role)).toEqual(['compute', 'login']);
  });

  it('refuses a conf that is not JSON or breaks ClusterPriceConf, and controller rules of the deploy mode', async () => {
    const notJson = await price(owner, { conf: '{compute:' });
    expect(notJson.status).toBe(409);
    expect(notJson.body).toMatchObject({ ret_code: 1100, message: 'The node configuration (conf) is not valid' });
    const noCompute = await price(owner, { conf: JSON.stringify({ login: CONF.login }) });
    expect(noCompute.status).toBe(409);
    const badCpu = await price(owner, { conf: JSON.stringify({ ...CONF, compute: { ...CONF.compute, cpu: 500 } }) });
    expect(badCpu.body).toMatchObject({
      ret_code: 1100,
      validation: [
        expect.objectContaining({
          location: ['query', 'conf', 'compute', 'cpu'],
          code: 'maximum',
          message: expect.stringMatching(/^Compute nodes CPU: Must be at most \d+$/),
        }),
      ],
    });
    const streamline = await price(owner, { deploy_mode: 2 });
    expect(streamline.body).toMatchObject({ ret_code: 1100, message: 'A cluster in streamline deploy mode has no controller node' });
    const { controller: _c, ...noController } = CONF;
    const standard = await price(owner, { deploy_mode: 1, conf: JSON.stringify(noController) });
    expect(standard.body).toMatchObject({ ret_code: 1100, message: 'A cluster in standard deploy mode needs a controller node' });
  });

  it('refuses a version that is not an active version of the app', async () => {
    const suspended = await price(owner, { app_version: 'appv-ehpc220' });
    expect(suspended.status).toBe(409);
    expect(suspended.body).toMatchObject({ ret_code: 2100, message: 'The version EHPC 2.2.0 is not active' });
    const otherApp = await price(owner, { app_version: 'appv-hpc310' });
    expect(otherApp.status).toBe(404);
    const zh = await price(new TestClient(gw.api), {});
    expect(zh.status).toBe(401);
  });
});
