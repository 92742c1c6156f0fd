import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../seed/fixtures';
import { SIGNATURE_TTL_MS, verifySignature } from './storage/signatures';
import { startStorageWorld, stateOf, type StorageWorld } from './storage/test-helpers';

let w: StorageWorld;
beforeAll(async () => {
  w = await startStorageWorld();
}, 90_000);
afterAll(() => w?.gw.close());

type Row = Record<string, unknown>;
const NAS = SEED.nas.wrf;

async function refusedUnchanged(call: () => Promise<{ status: number; body: Row }>, status: number, message?: string) {
  const before = await stateOf(w.gw);
  const answer = await call();
  expect(answer.status).toBe(status);
  expect(answer.body.ret_code).not.toBe(0);
  if (message) expect(answer.body.message).toBe(message);
  expect(await stateOf(w.gw)).toEqual(before);
}

describe('getUploadSignature', () => {
  it('signs an upload of announced files with an expiry, verifiable with the server secret', async () => {
    const answer = await w.owner.call('POST', '/nas/upload_signature', {
      nas_id: NAS, prefix: 'wrf_case01/', files: [{ file_name: 'met_em.d01.nc', size: 104857600 }, { file_name: '地形数据.tar.gz', size: 20971520 }],
    });
    expect(answer.status).toBe(200);
    const fields = answer.body.fields as Record<string, string>;
    expect(fields.key_prefix).toBe('wrf_case01/');
    expect(String(answer.body.url)).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/_micro_/hpc/api/nas/signed/upload/${NAS}$`));
    const expires = Date.parse(String(answer.body.expire_time));
    expect(expires - Date.now()).toBeGreaterThan(SIGNATURE_TTL_MS - 60_000);
    const policy = await verifySignature(w.gw.gateway.db, fields.policy, fields.signature);
    expect(policy).toMatchObject({ kind: 'upload', nas_id: NAS, prefix: 'wrf_case01/', user_id: 'usr-owner', files: [{ name: 'met_em.d01.nc', size: 104857600 }, { name: '地形数据.tar.gz', size: 20971520 }] });
    // A changed policy, a changed signature and an expired URL are refused.
    const forged = Buffer.from(JSON.stringify({ ...policy, prefix: '' })).toString('base64url');
    await expect(verifySignature(w.gw.gateway.db, forged, fields.signature)).rejects.toMatchObject({ key: 'nas_signature_invalid' });
    await expect(verifySignature(w.gw.gateway.db, fields.policy, fields.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')))).rejects.toMatchObject({ key: 'nas_signature_invalid' });
    await expect(verifySignature(w.gw.gateway.db, fields.policy, fields.signature, new Date(expires + 1000))).rejects.toMatchObject({ key: 'nas_signature_expired' });
  });

  it('applies the upload rules: total size, duplicates, folder, quota', async () => {
    const sign = (body: Row) => w.owner.call('POST', '/nas/upload_signature', { nas_id: NAS, ...body });
    await refusedUnchanged(() => sign({ files: [{ file_name: 'a.bin', size: 209715200 }, { file_name: 'b.bin', size: 1 }] }), 409, 'The upload exceeds the size limit of 209715200 bytes');
    await refusedUnchanged(() => sign({ files: [{ file_name: 'a.bin', size: 209715201 }] }), 422);
    await refusedUnchanged(() => sign({ prefix: 'wrf_case01/', files: [{ file_name: 'namelist.input', size: 10 }] }), 409, 'Duplicate file name');
    expect((await sign({ prefix: 'wrf_case01/', overwrite: true, files: [{ file_name: 'namelist.input', size: 10 }] })).status).toBe(200);
    await refusedUnchanged(() => sign({ files: [{ file_name: 'same.txt', size: 1 }, { file_name: 'same.txt', size: 1 }] }), 409, 'Duplicate file name');
    await refusedUnchanged(() => sign({ prefix: 'nothere/', files: [{ file_name: 'a.txt', size: 1 }] }), 404);
    await refusedUnchanged(() => sign({ prefix: '../', files: [{ file_name: 'a.txt', size: 1 }] }), 422);
    await refusedUnchanged(() => sign({ files: [] }), 422);
    const many = Array.from({ length: 11 }, (_, i) => ({ file_name: `f${i}.txt`, size: 1 }));
    await refusedUnchanged(() => sign({ files: many }), 422);
  });
});

describe('getDownloadSignature', () => {
  it('signs the download of one file and of several (as an archive)', async () => {
    const one = await w.owner.call('POST', '/nas/download_signature', { nas_id: NAS, object_names: ['wrf_case01/namelist.input'] });
    expect(one.status).toBe(200);
    const fields = one.body.fields as Record<string, string>;
    expect(fields.file_name).toBe('namelist.input');
    expect(await verifySignature(w.gw.gateway.db, fields.policy, fields.signature)).toMatchObject({ kind: 'download', object_names: ['wrf_case01/namelist.input'] });
    const several = await w.owner.call('POST', '/nas/download_signature', { nas_id: NAS, object_names: ['wrf_case01/namelist.input', 'wrf_case01/运行日志.txt'] });
    expect((several.body.fields as Record<string, string>).archive_name).toBe('wrf_case01.zip');
  });

  it('refuses a folder, a missing file, an escaping path and another account', async () => {
    const sign = (names: string[]) => w.owner.call('POST', '/nas/download_signature', { nas_id: NAS, object_names: names });
    await refusedUnchanged(() => sign(['wrf_case01/namelist.input', 'wrf_case01']), 409, 'Folder download is not currently available');
    await refusedUnchanged(() => sign(['wrf_case01/nothere.nc']), 404);
    await refusedUnchanged(() => sign(['../etc/passwd']), 422);
    await refusedUnchanged(() => sign(['wrf_case01/']), 422);
    await refusedUnchanged(() => w.admin.call('POST', '/nas/download_signature', { nas_id: NAS, object_names: ['README.txt'] }), 404);
  });
});
