/**
 * Two gateways on one PostgreSQL database sharing one HPC_DATA_DIR (ADR 0052): an upload session begun on one is
 * completed on the other, its file read from both; two saves of one opened version, one through each, at once:
 * exactly one lands, the other is refused with the editor's conflict. Each gateway is loaded as its own module graph
 * (vi.resetModules), so nothing kept in one process's memory is shared between them, as between two machines.
 * On the server of the gateway-pg project's globalSetup, else on one of its own (server/testing/postgres.ts);
 * skipped loudly where PostgreSQL is not installed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nasExportDir, SEED } from './seed/fixtures';
import type { Answer, TestClient, TestGateway } from './test-support';
import { startTwoGateways, twoGatewaysRun, twoGatewaysTitle, type TwoGateways } from './testing/two-gateways';

const TITLE = twoGatewaysTitle('two gateways on one PostgreSQL database and one data dir serve any file');

const NAS = SEED.nas.wrf;
const CHUNK = 8 * 1024 * 1024;
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const cookie = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** A multipart POST of `fields` and one file part named file, as the console sends chunks and saves. */
async function multipart(
  client: TestClient,
  path: string,
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer },
): Promise<Answer> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${client.api}${path}`, {
    method: 'POST',
    headers: { 'accept-language': client.lang, 'x-csrf-token': client.csrf ?? '', cookie: cookie(client) },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers };
}

async function fileOn(client: TestClient, key: string): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(`${client.api}/nas/get_object?${new URLSearchParams({ nas_id: NAS, object_name: key })}`, {
    headers: { cookie: cookie(client) },
  });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe.skipIf(!twoGatewaysRun())(TITLE, () => {
  let gateways: TwoGateways;
  let a: TestGateway;
  let b: TestGateway;
  let ownerA: TestClient;
  let ownerB: TestClient;

  beforeAll(async () => {
    // Each gateway its own module graph: its own in-memory state, as in its own process.
    const first = await import('./test-support');
    vi.resetModules();
    const second = await import('./test-support');
    gateways = await startTwoGateways({
      dataDir: mkdtempSync(join(tmpdir(), 'hpc-gw-shared-')),
      start: [first.startTestGateway, second.startTestGateway],
    });
    ({ a, b } = gateways);
    ownerA = new first.TestClient(a.api, 'en');
    expect((await ownerA.login('usr-owner', 'Owner#Hpc2026')).status).toBe(200);
    // The same session on the other gateway: a load balancer sending the next request there.
    ownerB = new second.TestClient(b.api, 'en');
    ownerB.cookies = new Map(ownerA.cookies);
    ownerB.csrf = ownerA.csrf;
  }, 180_000);

  afterAll(() => gateways?.stop(), 60_000);

  it('completes on one gateway an upload begun and sent on the other; the file reads the same from both', async () => {
    const bytes = randomBytes(2 * CHUNK + 4321);
    const created = await ownerA.op('createUploadSession', {
      nas_id: NAS,
      prefix: 'results/',
      file_name: 'two_gateways.nc',
      size: bytes.length,
      sha256: sha(bytes),
      overwrite: false,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.upload_session.upload_id;
    // The first chunks through A, the last through B, then the completion through B.
    for (const [client, index] of [
      [ownerA, 0],
      [ownerA, 1],
      [ownerB, 2],
    ] as const) {
      const sent = await multipart(
        client,
        '/nas/upload_sessions/chunk',
        { upload_id: id, index: String(index) },
        { name: 'chunk', bytes: bytes.subarray(index * CHUNK, (index + 1) * CHUNK) },
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    }
    expect((await ownerB.op('getUploadSession', { upload_id: id })).body.upload_session.received_chunks).toEqual([0, 1, 2]);
    const completed = await ownerB.op('completeUploadSession', { upload_id: id });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body.object_set[0]).toMatchObject({ object_name: 'results/two_gateways.nc', size: bytes.length });
    for (const client of [ownerA, ownerB]) {
      const read = await fileOn(client, 'results/two_gateways.nc');
      expect(read.status).toBe(200);
      expect(sha(read.bytes)).toBe(sha(bytes));
    }
    expect((await a.gateway.db.query('SELECT 1 FROM storage_upload_sessions WHERE upload_id = $1', [id])).length).toBe(0);
  });

  it('lets exactly one of two saves of one opened version through, one on each gateway at once, and loses nothing', async () => {
    const etagOf = async (client: TestClient) => {
      const listed = await client.op('getObjects', { nas_id: NAS, prefix: 'results/', search_word: 'edited_twice' });
      return listed.body.object_set.find((o) => o.object_name === 'results/edited_twice.txt')?.etag;
    };
    const save = (client: TestClient, text: string, ifMatch?: string) =>
      multipart(
        client,
        '/nas/put_object',
        { nas_id: NAS, prefix: 'results/', overwrite: 'true', ...(ifMatch ? { if_match: ifMatch } : {}) },
        { name: 'edited_twice.txt', bytes: Buffer.from(text) },
      );
    for (let round = 0; round < 5; round++) {
      expect((await save(ownerA, `opened ${round}\n`)).status).toBe(200);
      const opened = await etagOf(ownerB);
      expect(opened).toBeTruthy();
      const [onA, onB] = await Promise.all([
        save(ownerA, `saved through A ${round}\n`, opened),
        save(ownerB, `saved through B ${round}\n`, opened),
      ]);
      const answers = [onA, onB];
      expect(answers.map((x) => x.status).sort(), JSON.stringify(answers.map((x) => x.body))).toEqual([200, 409]);
      const refused = answers.find((x) => x.status === 409)!;
      expect(refused.body.message).toMatch(/changed by someone else since you opened it/);
      // The file is the save that was acknowledged, whole.
      const winner = onA.status === 200 ? 'A' : 'B';
      expect(readFileSync(join(nasExportDir(a.dataDir, NAS), 'results/edited_twice.txt'), 'utf8')).toBe(
        `saved through ${winner} ${round}\n`,
      );
      expect(await etagOf(ownerA)).toBe(((onA.status === 200 ? onA : onB).body.object_set as { etag: string }[])[0].etag);
    }
  });
});
