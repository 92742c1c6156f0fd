import { refusedUnchanged } from '../../testing/refusals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../seed/fixtures';
import type { TestClient } from '../../test-support';
import { checkUploadFields, signPolicy, SIGNATURE_TTL_MS, verifySignature } from './signatures';
import { exportDir, startStorageWorld, type StorageWorld } from './test-support';
import { zipLength, zipStream } from './zip';

let w: StorageWorld;
beforeAll(async () => {
  w = await startStorageWorld();
}, 90_000);
afterAll(() => w?.gw.close());

type Row = Record<string, unknown>;
const NAS = SEED.nas.wrf;

describe('getUploadSignature', () => {
  it('signs an upload of announced files with an expiry, verifiable with the server secret', async () => {
    const answer = await w.owner.op('getUploadSignature', {
      nas_id: NAS,
      prefix: 'wrf_case01/',
      overwrite: false,
      files: [
        { file_name: 'met_em.d01.nc', size: 104857600 },
        { file_name: '地形数据.tar.gz', size: 20971520 },
      ],
    });
    expect(answer.status).toBe(200);
    const fields = answer.body.fields as Record<string, string>;
    expect(fields.key_prefix).toBe('wrf_case01/');
    // A path on the console's own origin (no HPC_PUBLIC_URL here), never an origin taken from the request.
    expect(String(answer.body.url)).toBe(`/_micro_/hpc/api/nas/signed/upload/${NAS}`);
    const expires = Date.parse(String(answer.body.expire_time));
    expect(expires - Date.now()).toBeGreaterThan(SIGNATURE_TTL_MS - 60_000);
    // The policy is kept by the gateway: the URL names it by a short id.
    expect(fields.policy).toMatch(/^pol-[0-9a-f]{32}$/);
    const policy = await verifySignature(w.gw.gateway.db, fields.policy, fields.signature);
    expect(policy).toMatchObject({
      kind: 'upload',
      nas_id: NAS,
      prefix: 'wrf_case01/',
      user_id: 'usr-owner',
      files: [
        { name: 'met_em.d01.nc', size: 104857600 },
        { name: '地形数据.tar.gz', size: 20971520 },
      ],
    });
    // A changed policy (another id, or the id of another policy), a changed signature and an expired URL are refused.
    const other = await signUpload(w.owner, { prefix: '', files: [{ file_name: 'other.txt', size: 1 }] });
    for (const forged of [
      fields.policy.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      other.fields.policy,
      `${fields.policy}0`,
      'eyJraW5kIjoidXBsb2FkIn0',
    ]) {
      await expect(verifySignature(w.gw.gateway.db, forged, fields.signature), forged).rejects.toMatchObject({
        key: 'nas_signature_invalid',
      });
    }
    await expect(
      verifySignature(
        w.gw.gateway.db,
        fields.policy,
        fields.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')),
      ),
    ).rejects.toMatchObject({ key: 'nas_signature_invalid' });
    await expect(verifySignature(w.gw.gateway.db, fields.policy, fields.signature, new Date(expires + 1000))).rejects.toMatchObject({
      key: 'nas_signature_expired',
    });
  });

  it('applies the upload rules: total size, duplicates, folder, quota', async () => {
    const sign = (body: Row) => w.owner.call('POST', '/nas/upload_signature', { nas_id: NAS, ...body });
    await refusedUnchanged(
      w.gw,
      () =>
        sign({
          files: [
            { file_name: 'a.bin', size: 209715200 },
            { file_name: 'b.bin', size: 1 },
          ],
        }),
      { status: 409, message: 'The upload exceeds the size limit of 209715200 bytes' },
    );
    await refusedUnchanged(w.gw, () => sign({ files: [{ file_name: 'a.bin', size: 209715201 }] }), { status: 422 });
    await refusedUnchanged(w.gw, () => sign({ prefix: 'wrf_case01/', files: [{ file_name: 'namelist.input', size: 10 }] }), {
      status: 409,
      message: 'Duplicate file name',
    });
    expect((await sign({ prefix: 'wrf_case01/', overwrite: true, files: [{ file_name: 'namelist.input', size: 10 }] })).status).toBe(200);
    await refusedUnchanged(
      w.gw,
      () =>
        sign({
          files: [
            { file_name: 'same.txt', size: 1 },
            { file_name: 'same.txt', size: 1 },
          ],
        }),
      { status: 409, message: 'Duplicate file name' },
    );
    await refusedUnchanged(w.gw, () => sign({ prefix: 'nothere/', files: [{ file_name: 'a.txt', size: 1 }] }), { status: 404 });
    await refusedUnchanged(w.gw, () => sign({ prefix: '../', files: [{ file_name: 'a.txt', size: 1 }] }), { status: 422 });
    await refusedUnchanged(w.gw, () => sign({ files: [] }), { status: 422 });
    const many = Array.from({ length: 11 }, (_, i) => ({ file_name: `f${i}.txt`, size: 1 }));
    await refusedUnchanged(w.gw, () => sign({ files: many }), { status: 422 });
  });
});

describe('getDownloadSignature', () => {
  it('signs the download of one file and of several (as an archive)', async () => {
    const one = await w.owner.op('getDownloadSignature', { nas_id: NAS, object_names: ['wrf_case01/namelist.input'] });
    expect(one.status).toBe(200);
    const fields = one.body.fields as Record<string, string>;
    expect(fields.file_name).toBe('namelist.input');
    expect(await verifySignature(w.gw.gateway.db, fields.policy, fields.signature)).toMatchObject({
      kind: 'download',
      object_names: ['wrf_case01/namelist.input'],
    });
    const several = await w.owner.op('getDownloadSignature', {
      nas_id: NAS,
      object_names: ['wrf_case01/namelist.input', 'wrf_case01/运行日志.txt'],
    });
    expect((several.body.fields as Record<string, string>).archive_name).toBe('wrf_case01.zip');
  });

  it('refuses a folder named as a file, a missing file, an escaping path and another account', async () => {
    const sign = (names: string[]) => w.owner.op('getDownloadSignature', { nas_id: NAS, object_names: names });
    await refusedUnchanged(w.gw, () => sign(['wrf_case01/namelist.input', 'wrf_case01']), {
      status: 409,
      message: 'Folder download is not currently available',
    });
    await refusedUnchanged(w.gw, () => sign(['wrf_case01/nothere.nc']), { status: 404 });
    await refusedUnchanged(w.gw, () => sign(['../etc/passwd']), { status: 422 });
    // A folder asked for as a folder (ending with /) is an archive of its files: file-manager.test.ts.
    await refusedUnchanged(w.gw, () => w.admin.op('getDownloadSignature', { nas_id: NAS, object_names: ['README.txt'] }), { status: 404 });
  });
});

/** What a signing operation answers: the URL and the fields to send back with it. */
interface Signed {
  url: string;
  fields: Record<string, string>;
}

async function signDownload(client: TestClient, names: string[], nasId: string = NAS): Promise<Signed> {
  const answer = await client.op('getDownloadSignature', { nas_id: nasId, object_names: names });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { url: new URL(String(answer.body.url), w.gw.url).href, fields: answer.body.fields as Record<string, string> };
}

async function signUpload(client: TestClient, body: Row): Promise<Signed> {
  const answer = await client.call('POST', '/nas/upload_signature', { nas_id: NAS, ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { url: new URL(String(answer.body.url), w.gw.url).href, fields: answer.body.fields as Record<string, string> };
}

/** Opens a signed download URL as a new browser tab would: no cookie, no CSRF token. */
async function open(url: string, fields: Record<string, string>): Promise<{ status: number; headers: Headers; bytes: Buffer; body: Row }> {
  const response = await fetch(`${url}?${new URLSearchParams(fields)}`, { headers: { 'accept-language': 'en' } });
  const bytes = Buffer.from(await response.arrayBuffer());
  const body = response.headers.get('content-type')?.includes('json') ? (JSON.parse(bytes.toString('utf8')) as Row) : {};
  return { status: response.status, headers: response.headers, bytes, body };
}

/** Posts a signed upload form without a session: the fields as answered (or changed), then the file parts. */
async function post(
  url: string,
  fields: Record<string, string>,
  files: { name: string; content: string }[],
): Promise<{ status: number; body: Row }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('file', new Blob([f.content]), f.name);
  const response = await fetch(url, { method: 'POST', headers: { 'accept-language': 'en' }, body: form });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Row) : {} };
}

/**
 * The entries of a ZIP archive, read from its central directory, each checked against its local header (every
 * mismatch is collected, then expected to be none: an archive may hold 20000 entries).
 */
function readZip(zip: Buffer): { name: string; flags: number; method: number; data: Buffer; crc: number }[] {
  const wrong: string[] = [];
  const same = (what: string, actual: unknown, expected: unknown) => {
    if (actual !== expected) wrong.push(`${what}: ${String(actual)} instead of ${String(expected)}`);
  };
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end), 'end of central directory').toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  let at = zip.readUInt32LE(end + 16);
  expect(at + size, 'the central directory ends where its end record starts').toBe(end);
  const entries = [];
  for (let i = 0; i < count && !wrong.length; i++) {
    same(`central header ${i}`, zip.readUInt32LE(at), 0x02014b50);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    same(`local header of ${name}`, zip.readUInt32LE(local), 0x04034b50);
    same(`local name of ${name}`, zip.subarray(local + 30, local + 30 + zip.readUInt16LE(local + 26)).toString('utf8'), name);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    if (flags & 0x8) {
      // The data descriptor after the data repeats the CRC-32 and the sizes.
      same(`data descriptor of ${name}`, zip.readUInt32LE(start + compressed), 0x08074b50);
      same(`CRC-32 in the data descriptor of ${name}`, zip.readUInt32LE(start + compressed + 4), crc);
      same(`size in the data descriptor of ${name}`, zip.readUInt32LE(start + compressed + 8), compressed);
    }
    entries.push({ name, flags, method, data, crc });
    at += 46 + nameLength + extra + comment;
  }
  expect(wrong).toEqual([]);
  return entries;
}

describe('downloadSignedObjects', () => {
  const onDisk = (key: string) => readFileSync(join(exportDir(w.gw, NAS), key));

  it('answers one file by its signed URL without a session, as an attachment of its exact length', async () => {
    const { url, fields } = await signDownload(w.owner, ['wrf_case01/运行日志.txt']);
    expect(url).toMatch(new RegExp(`/_micro_/hpc/api/nas/signed/download/${NAS}$`));
    const answer = await open(url, fields);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.bytes.equals(onDisk('wrf_case01/运行日志.txt'))).toBe(true);
    expect(answer.headers.get('content-type')).toBe('application/octet-stream');
    expect(answer.headers.get('content-length')).toBe(String(answer.bytes.length));
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('运行日志.txt')}`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // The URL may be opened again until it expires.
    expect((await open(url, fields)).bytes.equals(answer.bytes)).toBe(true);
  });

  it('answers several files as one ZIP archive (stored, UTF-8 names relative to their common folder)', async () => {
    const keys = ['wrf_case01/namelist.input', 'wrf_case01/运行日志.txt', 'wrf_case01/output/wrfout_d01_2026-11-19.nc'];
    const { url, fields } = await signDownload(w.owner, keys);
    expect(fields.archive_name).toBe('wrf_case01.zip');
    const answer = await open(url, fields);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-length')).toBe(String(answer.bytes.length));
    expect(answer.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''wrf_case01.zip");
    const entries = readZip(answer.bytes);
    expect(entries.map((e) => e.name)).toEqual(['namelist.input', '运行日志.txt', 'output/wrfout_d01_2026-11-19.nc']);
    for (const [i, e] of entries.entries()) {
      expect(e.method, `${e.name} is stored`).toBe(0);
      expect(e.flags & 0x800, `${e.name} has a UTF-8 name`).toBe(0x800);
      expect(e.data.equals(onDisk(keys[i])), `${e.name}'s bytes`).toBe(true);
      expect(e.crc, `${e.name}'s CRC-32`).toBe(crc32(onDisk(keys[i])));
    }
    // A real unzip agrees, where the machine has one (the reader above needs nothing).
    if (existsSync('/usr/bin/unzip')) {
      const file = join(mkdtempSync(join(tmpdir(), 'hpc-zip-')), 'wrf_case01.zip');
      writeFileSync(file, answer.bytes);
      expect(execFileSync('/usr/bin/unzip', ['-t', file], { encoding: 'utf8' })).toMatch(/No errors detected/);
    }
  });

  it('refuses a changed policy or signature, another export, a changed name and an upload policy (403), sending nothing', async () => {
    const { url, fields } = await signDownload(w.owner, ['wrf_case01/namelist.input']);
    const widened = await signDownload(w.owner, ['wrf_case01/namelist.input', 'README.txt']);
    const flipped = fields.signature.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const refusals: [string, Record<string, string>, string][] = [
      ['a policy that names another file', { ...fields, policy: widened.fields.policy }, url],
      ['a changed policy id', { ...fields, policy: fields.policy.replace(/.$/, (c) => (c === '0' ? '1' : '0')) }, url],
      ['a changed signature', { ...fields, signature: flipped }, url],
      ['the URL of another export', fields, url.replace(NAS, SEED.nas.cfd)],
      ['another file name', { ...fields, file_name: 'README.txt' }, url],
    ];
    const upload = await signUpload(w.owner, { prefix: 'wrf_case01/', files: [{ file_name: 'new.txt', size: 1 }] });
    refusals.push(['an upload policy', { policy: upload.fields.policy, signature: upload.fields.signature }, url]);
    for (const [why, sent, where] of refusals) {
      const answer = await open(where, sent);
      expect(answer.status, why).toBe(403);
      expect(answer.body, why).toMatchObject({ ret_code: 1300, message: 'The signature is not valid' });
      expect(answer.headers.get('content-disposition'), why).toBeNull();
    }
  });

  it('refuses an expired URL (403)', async () => {
    const signed = await signPolicy(w.gw.gateway.db, {
      kind: 'download',
      nas_id: NAS,
      object_names: ['wrf_case01/namelist.input'],
      file_name: 'namelist.input',
      user_id: 'usr-owner',
      expire_time: new Date(Date.now() - 1000).toISOString(),
    });
    const answer = await open(`${w.gw.api}/nas/signed/download/${NAS}`, { ...signed, file_name: 'namelist.input' });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ ret_code: 1300, message: 'The signed URL has expired' });
    // The next signing deletes the expired policy (and only expired ones); its URL still answers that it expired.
    const kept = await signDownload(w.owner, ['wrf_case01/namelist.input']);
    const rows = await w.gw.gateway.db.query<{ policy_id: string; expire_time: Date }>(
      'SELECT policy_id, expire_time FROM storage_signed_policies',
    );
    expect(rows.map((r) => r.policy_id)).toContain(kept.fields.policy);
    expect(rows.map((r) => r.policy_id)).not.toContain(signed.policy);
    expect(rows.every((r) => new Date(r.expire_time).getTime() > Date.now())).toBe(true);
    const purged = await open(`${w.gw.api}/nas/signed/download/${NAS}`, { ...signed, file_name: 'namelist.input' });
    expect(purged.status).toBe(403);
    expect(purged.body).toMatchObject({ ret_code: 1300, message: 'The signed URL has expired' });
  });

  it('keeps to the signer’s rights: a path outside the export, and an IAM user’s policy outside its folder (403)', async () => {
    const sign = (policy: Row) =>
      signPolicy(w.gw.gateway.db, {
        kind: 'download',
        nas_id: NAS,
        user_id: 'usr-owner',
        expire_time: new Date(Date.now() + 60_000).toISOString(),
        ...policy,
      });
    const escape = await open(
      `${w.gw.api}/nas/signed/download/${NAS}`,
      await sign({ object_names: ['../nas-77aa10e2/README.txt'], file_name: 'README.txt' }),
    );
    expect(escape.status).toBe(403);
    expect(escape.body.message).toBe('The path is outside the mount point: ../nas-77aa10e2/README.txt');
    const iam = await open(
      `${w.gw.api}/nas/signed/download/${NAS}`,
      await sign({ user_id: 'iam-alice', object_names: ['wrf_case01/namelist.input'], file_name: 'namelist.input' }),
    );
    expect(iam.status).toBe(403);
    expect(iam.body.message).toMatch(/IAM user name: wrf_case01\/namelist.input/);
    // alice's own signature for her own folder works without her session.
    const own = await signDownload(w.alice, ['alice/README.md']);
    expect((await open(own.url, own.fields)).bytes.equals(onDisk('alice/README.md'))).toBe(true);
  });

  it('answers 404 for a file deleted since signing', async () => {
    writeFileSync(join(exportDir(w.gw, NAS), 'results', 'short_lived.txt'), 'gone soon\n');
    const { url, fields } = await signDownload(w.owner, ['results/short_lived.txt', 'README.txt']);
    rmSync(join(exportDir(w.gw, NAS), 'results', 'short_lived.txt'));
    const answer = await open(url, fields);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ ret_code: 1400, message: 'The file or folder does not exist: results/short_lived.txt' });
  });

  it('signs and answers 20000 files (the most a download names) with a URL well under 1 KB', async () => {
    const COUNT = 20000;
    const dir = join(exportDir(w.gw, NAS), 'results', 'many');
    mkdirSync(join(dir, 'sub'), { recursive: true });
    const keys = Array.from({ length: COUNT }, (_, i) => `results/many/${i % 2 ? 'sub/' : ''}f${String(i).padStart(5, '0')}.txt`);
    for (let i = 0; i < COUNT; i += 100)
      await Promise.all(keys.slice(i, i + 100).map((key, j) => writeFile(join(exportDir(w.gw, NAS), key), `file ${i + j}\n`)));
    try {
      const { url, fields } = await signDownload(w.owner, keys);
      expect(fields.archive_name).toBe('many.zip');
      // The policy stays with the gateway: the URL is as short for 20000 files as for one.
      const link = `${url}?${new URLSearchParams(fields)}`;
      expect(link.length, link).toBeLessThan(1024);
      const answer = await open(url, fields);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.headers.get('content-length')).toBe(String(answer.bytes.length));
      const entries = readZip(answer.bytes);
      expect(entries.map((e) => e.name)).toEqual(keys.map((key) => key.slice('results/many/'.length)));
      expect(entries.map((e) => e.data.toString('utf8'))).toEqual(keys.map((_, i) => `file ${i}\n`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses an archive over 4 GB when signing and when opening, reading nothing', async () => {
    const dir = join(exportDir(w.gw, NAS), 'results');
    const big = ['sparse_a.bin', 'sparse_b.bin'];
    // Sparse files: sizes of 2.1 GB each, no disk space.
    for (const name of big) {
      writeFileSync(join(dir, name), '');
      truncateSync(join(dir, name), 2_200_000_000);
    }
    try {
      const keys = big.map((name) => `results/${name}`);
      const refusedSigning = await w.owner.op('getDownloadSignature', { nas_id: NAS, object_names: keys });
      expect(refusedSigning.status).toBe(409);
      expect(refusedSigning.body).toMatchObject({
        ret_code: 1100,
        message: 'An archive download may not exceed 4294967295 bytes (4 GB) nor 65535 files, download fewer files at a time',
      });
      const signed = await signPolicy(w.gw.gateway.db, {
        kind: 'download',
        nas_id: NAS,
        object_names: keys,
        archive_name: 'results.zip',
        user_id: 'usr-owner',
        expire_time: new Date(Date.now() + 60_000).toISOString(),
      });
      const answer = await open(`${w.gw.api}/nas/signed/download/${NAS}`, signed);
      expect(answer.status).toBe(409);
      expect(answer.body.ret_code).toBe(1100);
    } finally {
      for (const name of big) rmSync(join(dir, name), { force: true });
    }
  });
});

describe('zipStream', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'hpc-zip-'));
  const entryOf = (path: string, name: string) => ({ name, path, size: statSync(path).size, mtime: statSync(path).mtime });
  const read = async (stream: Readable) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  it('streams exactly zipLength bytes: small files read ahead, an empty one and one of several chunks, in order', async () => {
    const at = dir();
    const contents = [
      ...Array.from({ length: 40 }, (_, i) => Buffer.from(`small ${i}\n`)),
      Buffer.alloc(0),
      Buffer.alloc(700 * 1024, 7),
      Buffer.from('last\n'),
    ];
    const entries = contents.map((content, i) => {
      writeFileSync(join(at, `f${i}`), content);
      return entryOf(join(at, `f${i}`), `dir/f${i}.bin`);
    });
    const zip = await read(zipStream(entries));
    expect(zip.length).toBe(zipLength(entries));
    const found = readZip(zip);
    expect(found.map((e) => e.name)).toEqual(entries.map((e) => e.name));
    for (const [i, e] of found.entries()) {
      expect(e.data.equals(contents[i]), e.name).toBe(true);
      expect(e.crc, e.name).toBe(crc32(contents[i]));
    }
    rmSync(at, { recursive: true, force: true });
  });

  it('ends with an error naming a file that changed since it was planned, also one read ahead', async () => {
    const at = dir();
    const entries = Array.from({ length: 5 }, (_, i) => {
      writeFileSync(join(at, `f${i}`), `content ${i}\n`);
      return entryOf(join(at, `f${i}`), `f${i}.txt`);
    });
    writeFileSync(join(at, 'f3'), 'longer than it was\n');
    await expect(read(zipStream(entries))).rejects.toThrow('f3.txt changed while the archive was sent');
    rmSync(join(at, 'f3'));
    await expect(read(zipStream(entries))).rejects.toThrow('f3.txt changed while the archive was sent');
    rmSync(at, { recursive: true, force: true });
  });

  it.skipIf(!existsSync('/proc/self/fd'))('closes every file when the stream is destroyed part way', async () => {
    const at = dir();
    const entries = Array.from({ length: 200 }, (_, i) => {
      writeFileSync(join(at, `f${i}`), Buffer.alloc(10 * 1024, i));
      return entryOf(join(at, `f${i}`), `f${i}.bin`);
    });
    const before = readdirSync('/proc/self/fd').length;
    const stream = zipStream(entries);
    for await (const chunk of stream) {
      expect((chunk as Buffer).length).toBeGreaterThan(0);
      break;
    }
    await new Promise((done) => setTimeout(done, 200));
    expect(readdirSync('/proc/self/fd').length).toBeLessThanOrEqual(before);
    rmSync(at, { recursive: true, force: true });
  });
});

describe('uploadSignedObjects', () => {
  it('writes the announced files without a session, answering them like put_object', async () => {
    const { url, fields } = await signUpload(w.owner, {
      prefix: 'wrf_case01/',
      files: [
        { file_name: 'met_em.d01.nc', size: 12 },
        { file_name: '地形数据.txt', size: 100 },
      ],
    });
    expect(url).toMatch(new RegExp(`/_micro_/hpc/api/nas/signed/upload/${NAS}$`));
    expect(fields).toMatchObject({ key_prefix: 'wrf_case01/', overwrite: 'false' });
    const answer = await post(url, fields, [
      { name: 'met_em.d01.nc', content: 'twelve bytes' },
      { name: '地形数据.txt', content: '山地 平原\n' },
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.action).toBe('signed_upload');
    expect((answer.body.object_set as Row[]).map((o) => [o.object_name, o.size])).toEqual([
      ['wrf_case01/met_em.d01.nc', 12],
      ['wrf_case01/地形数据.txt', Buffer.byteLength('山地 平原\n')],
    ]);
    const dir = join(exportDir(w.gw, NAS), 'wrf_case01');
    expect(readFileSync(join(dir, 'met_em.d01.nc'), 'utf8')).toBe('twelve bytes');
    expect(readFileSync(join(dir, '地形数据.txt'), 'utf8')).toBe('山地 平原\n');
    // The same URL again: the files now exist and overwrite was not signed.
    const again = await post(url, fields, [{ name: 'met_em.d01.nc', content: 'other' }]);
    expect(again).toMatchObject({ status: 409, body: { message: 'Duplicate file name' } });
  });

  it('refuses what the policy does not allow, writing nothing', async () => {
    const { url, fields } = await signUpload(w.owner, { prefix: 'scripts/', files: [{ file_name: 'run.sh', size: 10 }] });
    const refused = (
      why: string,
      sent: Record<string, string>,
      files: { name: string; content: string }[],
      status: number,
      message: string,
      where = url,
    ) =>
      refusedUnchanged(
        w.gw,
        async () => {
          const answer = await post(where, sent, files);
          expect(answer.body.message, why).toBe(message);
          return answer;
        },
        { status: status },
      );
    await refused(
      'a file larger than announced',
      fields,
      [{ name: 'run.sh', content: 'echo eleven' }],
      403,
      'The signature does not allow this file: run.sh',
    );
    await refused(
      'a file not announced',
      fields,
      [
        { name: 'run.sh', content: 'echo ok' },
        { name: 'other.sh', content: 'x' },
      ],
      403,
      'The signature does not allow this file: other.sh',
    );
    await refused(
      'another folder',
      { ...fields, key_prefix: 'wrf_case01/' },
      [{ name: 'run.sh', content: 'echo ok' }],
      403,
      'The signature is not valid',
    );
    await refused(
      'overwrite not signed',
      { ...fields, overwrite: 'true' },
      [{ name: 'run.sh', content: 'echo ok' }],
      403,
      'The signature is not valid',
    );
    await refused(
      'another export',
      fields,
      [{ name: 'run.sh', content: 'echo ok' }],
      403,
      'The signature is not valid',
      url.replace(NAS, SEED.nas.cfd),
    );
    await refused(
      'a forged signature',
      { ...fields, signature: 'f'.repeat(64) },
      [{ name: 'run.sh', content: 'echo ok' }],
      403,
      'The signature is not valid',
    );
    const download = await signDownload(w.owner, ['README.txt']);
    await refused(
      'a download policy',
      { policy: download.fields.policy, signature: download.fields.signature },
      [{ name: 'run.sh', content: 'echo ok' }],
      403,
      'The signature is not valid',
    );
    const expired = await signPolicy(w.gw.gateway.db, {
      kind: 'upload',
      nas_id: NAS,
      prefix: 'scripts/',
      overwrite: false,
      files: [{ name: 'run.sh', size: 10 }],
      user_id: 'usr-owner',
      expire_time: new Date(Date.now() - 1000).toISOString(),
    });
    await refused('an expired URL', expired, [{ name: 'run.sh', content: 'echo ok' }], 403, 'The signed URL has expired');
    await refusedUnchanged(w.gw, () => post(url, fields, []), { status: 422 });
    await refusedUnchanged(
      w.gw,
      () =>
        post(
          url,
          fields,
          Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.sh`, content: 'x' })),
        ),
      { status: 422 },
    );
    // Within the policy it is written.
    expect((await post(url, fields, [{ name: 'run.sh', content: 'echo ok' }])).status).toBe(200);
  });

  it('checks the fields sent before the first file part (checkUploadFields): policy, signature, export, key_prefix, overwrite', async () => {
    const db = w.gw.gateway.db;
    const { fields } = await signUpload(w.owner, { prefix: 'scripts/', files: [{ file_name: 'checked.sh', size: 10 }] });
    await expect(checkUploadFields(db, NAS, fields)).resolves.toBeUndefined();
    await expect(checkUploadFields(db, NAS, { policy: fields.policy, signature: fields.signature })).resolves.toBeUndefined();
    const download = await signDownload(w.owner, ['README.txt']);
    const expired = await signPolicy(db, {
      kind: 'upload',
      nas_id: NAS,
      prefix: 'scripts/',
      overwrite: false,
      files: [{ name: 'checked.sh', size: 10 }],
      user_id: 'usr-owner',
      expire_time: new Date(Date.now() - 1000).toISOString(),
    });
    const refusals: [string, string, Record<string, unknown>, string][] = [
      ['no field before the file part', NAS, {}, 'nas_signature_invalid'],
      ['no signature', NAS, { policy: fields.policy }, 'nas_signature_invalid'],
      ['a forged signature', NAS, { ...fields, signature: 'f'.repeat(64) }, 'nas_signature_invalid'],
      ['another folder', NAS, { ...fields, key_prefix: 'wrf_case01/' }, 'nas_signature_invalid'],
      ['overwrite not signed', NAS, { ...fields, overwrite: 'true' }, 'nas_signature_invalid'],
      ['overwrite neither true nor false', NAS, { ...fields, overwrite: 'yes' }, 'nas_signature_invalid'],
      ['another export', SEED.nas.cfd, fields, 'nas_signature_invalid'],
      ['a download policy', NAS, download.fields, 'nas_signature_invalid'],
      ['an expired policy', NAS, expired, 'nas_signature_expired'],
    ];
    for (const [why, nasId, sent, key] of refusals)
      await expect(checkUploadFields(db, nasId, sent), why).rejects.toMatchObject({ status: 403, key });
  });

  it('checks the fields before storing a file part: a file part first is refused (422, the fields missing) without reading the rest', async () => {
    const { url, fields } = await signUpload(w.owner, { prefix: 'scripts/', files: [{ file_name: 'fields_first.sh', size: 10 }] });
    // The file part before the (valid) fields.
    const form = new FormData();
    form.append('file', new Blob(['echo ok']), 'fields_first.sh');
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    await refusedUnchanged(
      w.gw,
      async () => {
        const response = await fetch(url, { method: 'POST', headers: { 'accept-language': 'en' }, body: form });
        return { status: response.status, body: (await response.json()) as Row };
      },
      { status: 422, message: 'The request is not valid' },
    );
    // Fields first that are not valid: refused before the file part is stored.
    const expired = await signPolicy(w.gw.gateway.db, {
      kind: 'upload',
      nas_id: NAS,
      prefix: 'scripts/',
      overwrite: false,
      files: [{ name: 'fields_first.sh', size: 10 }],
      user_id: 'usr-owner',
      expire_time: new Date(Date.now() - 1000).toISOString(),
    });
    await refusedUnchanged(w.gw, () => post(url, expired, [{ name: 'fields_first.sh', content: 'echo ok' }]), {
      status: 403,
      message: 'The signed URL has expired',
    });
    await refusedUnchanged(
      w.gw,
      () => post(url, { ...fields, signature: '0'.repeat(64) }, [{ name: 'fields_first.sh', content: 'echo ok' }]),
      { status: 403, message: 'The signature is not valid' },
    );
    await refusedUnchanged(w.gw, () => post(url, { policy: fields.policy }, [{ name: 'fields_first.sh', content: 'echo ok' }]), {
      status: 422,
      message: 'The request is not valid',
    });
    // A file part that never ends, sent before any field: answered at once, its bytes neither stored nor read on.
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(120);
    const head = new TextEncoder().encode(
      '--b\r\ncontent-disposition: form-data; name="file"; filename="fields_first.sh"\r\ncontent-type: application/octet-stream\r\n\r\n',
    );
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const started = Date.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'accept-language': 'en', 'content-type': 'multipart/form-data; boundary=b' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      ret_code: 1100,
      validation: expect.arrayContaining([{ location: ['body'], code: 'required', message: 'Missing required field signed policy' }]),
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(sent).toBeLessThan(32 * 1024 * 1024);
    // Sent as the console sends it (the fields first), the same URL writes the file.
    expect((await post(url, fields, [{ name: 'fields_first.sh', content: 'echo ok' }])).status).toBe(200);
  });

  it('writes with the signer’s rights: an IAM user only under her folder', async () => {
    const own = await signUpload(w.alice, { prefix: 'alice/', files: [{ file_name: 'from_signed_url.txt', size: 3 }] });
    expect((await post(own.url, own.fields, [{ name: 'from_signed_url.txt', content: 'abc' }])).status).toBe(200);
    expect(readFileSync(join(exportDir(w.gw, NAS), 'alice', 'from_signed_url.txt'), 'utf8')).toBe('abc');
    const outside = await signPolicy(w.gw.gateway.db, {
      kind: 'upload',
      nas_id: NAS,
      prefix: 'scripts/',
      overwrite: false,
      files: [{ name: 'x.sh', size: 1 }],
      user_id: 'iam-alice',
      expire_time: new Date(Date.now() + 60_000).toISOString(),
    });
    await refusedUnchanged(w.gw, () => post(`${w.gw.api}/nas/signed/upload/${NAS}`, outside, [{ name: 'x.sh', content: 'x' }]), {
      status: 403,
      message: 'You may only use files whose path includes your IAM user name: scripts/',
    });
  });
});
