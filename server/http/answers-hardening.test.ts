/**
 * Three rules of every API answer, each replaying a security probe's request: nothing of the API is stored by a
 * browser or a cache (Cache-Control: no-store, the answer showing a sub-account's one-time password included); a
 * signed URL never takes its origin from the request's Host header; a JSON body nested thousands of levels deep is
 * refused in the envelope (422, as every body the gateway cannot read), not answered 500, and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicUrlOf } from '../config';
import { SEED } from '../seed/fixtures';
import { startTestGateway, TestClient, type TestGateway } from '../test-support';
import { rawSend } from '../testing/raw-send';
import { stateOf } from '../testing/snapshot';
import { MAX_JSON_DEPTH } from './json-depth';

let gw: TestGateway;
let owner: TestClient;

beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  owner = new TestClient(gw.api, 'en');
  expect((await owner.login('usr-owner', 'Owner#Hpc2026')).status).toBe(200);
}, 90_000);
afterAll(() => gw?.close());

const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const nested = (depth: number) => {
  let value = '1';
  for (let i = 0; i < depth; i++) value = i % 2 ? `[${value}]` : `{"a":${value}}`;
  return value;
};

describe('Cache-Control on the API', () => {
  it('answers no-store on a sign-in, a read, a change, a refusal, an unknown action and a sub-account’s one-time password', async () => {
    const anonymous = new TestClient(gw.api, 'en');
    const answers = [
      await anonymous.login('usr-owner', 'wrong-password#A1'),
      await owner.call('GET', '/portal-hpc/cluster/list', { limit: 10 }),
      await owner.call('GET', '/portal-hpc/cluster/list', { cluster_id: 'ehpc-nowhere0' }),
      await owner.call('GET', '/portal-hpc/no/such/action'),
      await anonymous.call('GET', '/portal-hpc/cluster/list'),
    ];
    const created = await owner.call('POST', '/portal-hpc/subuser/create', {
      user_name: 'cache probe',
      email: 'cache.probe@example.com',
      password: 'Kq7Rm2Pz5#!ab',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const subUserId = String((created.body.sub_user as { user_id: string }).user_id);
    const opened = await owner.call('POST', '/portal-hpc/subuser/permission/enable', { zone: 'pek3', sub_user_id: subUserId });
    expect(opened.status).toBe(200);
    const listed = await owner.call('GET', '/portal-hpc/subuser', { limit: 100 });
    const oneTime = (listed.body.sub_user_set as { user_id: string; permission: { password: string | null } }[]).find(
      (u) => u.user_id === subUserId,
    );
    expect(oneTime?.permission.password, 'the list shows the one-time password once').toMatch(/^.{11}$/);
    for (const answer of [...answers, created, opened, listed]) expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('signed URLs and the Host header', () => {
  const sign = async (origin: string, client: TestClient, host: string, body: Record<string, unknown>, action: string) =>
    rawSend(origin, {
      method: 'POST',
      path: `/_micro_/hpc/api/nas/${action}`,
      headers: {
        host,
        'content-type': 'application/json',
        'accept-language': 'en',
        'x-csrf-token': client.csrf ?? '',
        cookie: cookieOf(client),
      },
      body: JSON.stringify(body),
    });

  it('answers a path on the console’s origin, whatever Host the request names', async () => {
    const upload = await sign(
      gw.url,
      owner,
      'evil.example',
      { nas_id: SEED.nas.wrf, prefix: '', files: [{ file_name: 'a.txt', size: 1 }] },
      'upload_signature',
    );
    const download = await sign(
      gw.url,
      owner,
      'evil.example:8443',
      { nas_id: SEED.nas.wrf, object_names: ['README.txt'] },
      'download_signature',
    );
    expect(upload.status, upload.text).toBe(200);
    expect(download.status, download.text).toBe(200);
    expect(upload.json?.url).toBe(`/_micro_/hpc/api/nas/signed/upload/${SEED.nas.wrf}`);
    expect(download.json?.url).toBe(`/_micro_/hpc/api/nas/signed/download/${SEED.nas.wrf}`);
    expect(upload.text + download.text).not.toContain('evil.example');
  });

  it('answers the configured public origin (HPC_PUBLIC_URL) when there is one', async () => {
    const other = await startTestGateway(undefined, { runEngine: false, config: { publicUrl: 'https://hpc.example.com' } });
    try {
      const client = new TestClient(other.api, 'en');
      expect((await client.login('usr-owner', 'Owner#Hpc2026')).status).toBe(200);
      const answer = await sign(
        other.url,
        client,
        'evil.example',
        { nas_id: SEED.nas.wrf, object_names: ['README.txt'] },
        'download_signature',
      );
      expect(answer.json?.url).toBe(`https://hpc.example.com/_micro_/hpc/api/nas/signed/download/${SEED.nas.wrf}`);
    } finally {
      await other.close();
    }
  });
});

describe('HPC_PUBLIC_URL', () => {
  it('takes an http(s) origin and stops start-up on anything else', () => {
    expect(publicUrlOf(undefined)).toBeUndefined();
    expect(publicUrlOf(' ')).toBeUndefined();
    expect(publicUrlOf('https://HPC.example.com/')).toBe('https://hpc.example.com');
    expect(publicUrlOf('http://10.0.0.5:8080')).toBe('http://10.0.0.5:8080');
    for (const bad of [
      'hpc.example.com',
      'javascript:alert(1)',
      'https://hpc.example.com/console',
      'https://x@hpc.example.com',
      'ftp://hpc.example.com',
    ]) {
      expect(() => publicUrlOf(bad), bad).toThrow(/HPC_PUBLIC_URL/);
    }
  });
});

describe('deeply nested JSON', () => {
  it(`refuses a body nested deeper than ${MAX_JSON_DEPTH} levels with 422 in the envelope, signed in or not, changing nothing`, async () => {
    const before = await stateOf(gw);
    const headers = {
      'content-type': 'application/json',
      'accept-language': 'en',
      'x-csrf-token': owner.csrf ?? '',
      cookie: cookieOf(owner),
    };
    for (const [path, body] of [
      ['/_micro_/hpc/api/portal-hpc/job/submitJob', `{"cluster_id":"${SEED.clusters.ehpcActive}","name":"deep","x":${nested(6000)}}`],
      ['/_micro_/hpc/api/auth/login', `{"user_name":${nested(6000)},"password":"x"}`],
      ['/_micro_/hpc/api/portal-hpc/job/submitJob', `[${nested(MAX_JSON_DEPTH)}]`],
    ] as const) {
      const answer = await rawSend(gw.url, { method: 'POST', path, headers, body });
      expect(answer.status, answer.text).toBe(422);
      expect(answer.json?.ret_code).toBe(1100);
      expect(JSON.stringify(answer.json)).toContain('The request body nests JSON too deeply (at most 64 levels)');
    }
    expect(await stateOf(gw)).toEqual(before);
  });

  it('reads a body at the limit as usual (the contract then words what is wrong with it)', async () => {
    const answer = await rawSend(gw.url, {
      method: 'POST',
      path: '/_micro_/hpc/api/portal-hpc/job/submitJob',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', 'x-csrf-token': owner.csrf ?? '', cookie: cookieOf(owner) },
      body: `{"cluster_id":"${SEED.clusters.ehpcActive}","x":${nested(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(answer.status, answer.text).toBe(422);
    expect(answer.text).not.toContain('too deeply');
  });

  it('counts brackets inside strings as text', async () => {
    const answer = await rawSend(gw.url, {
      method: 'POST',
      path: '/_micro_/hpc/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ user_name: `${'['.repeat(500)}"\\`, password: 'x' }),
    });
    expect(answer.status, answer.text).not.toBe(400);
    expect(answer.status).toBeLessThan(500);
  });
});
