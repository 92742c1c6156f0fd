/**
 * Shared by the storage tests: a gateway on a temporary data dir with signed-in clients, multipart uploads,
 * running the engine's due operations, and snapshots of the files and rows a refused request must not change.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED, nasExportDir } from '../../seed/fixtures';
import { startTestGateway, TestClient, type Answer, type TestGateway } from '../../test-support';

export interface StorageWorld {
  gw: TestGateway;
  owner: TestClient;
  alice: TestClient;
  sub: TestClient;
  admin: TestClient;
}

/** A cluster that mounts the wrf export, whether or not the clusters seed provides one. */
export const TEST_CLUSTER = 'ehpc-tstmount1';

export async function startStorageWorld(): Promise<StorageWorld> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hpc-gw-'));
  const gw = await startTestGateway(dataDir);
  await gw.gateway.db.query(
    `INSERT INTO clusters (cluster_id, cluster_name, cluster_type, status, zone, owner, created_by, nas_id, version, app_id, app_version)
     VALUES ($1, '气象模拟_A', 'ehpc', 'active', 'pek3', 'usr-owner', 'usr-owner', $2, '2.4.1', 'app-ehpc01', 'appv-ehpc241') ON CONFLICT (cluster_id) DO NOTHING`,
    [TEST_CLUSTER, SEED.nas.wrf],
  );
  const clients = await Promise.all(
    [
      ['usr-owner', 'Owner#Hpc2026'],
      ['iam-alice', 'Alice#Hpc2026'],
      ['usr-sub', 'SubUser#Hpc2026'],
      ['usr-admin', 'Admin#Hpc2026'],
    ].map(async ([user, password]) => {
      const client = new TestClient(gw.api, 'en');
      const login = await client.login(user, password);
      if (login.status !== 200) throw new Error(`${user} cannot sign in`);
      return client;
    }),
  );
  const [owner, alice, sub, admin] = clients;
  return { gw, owner, alice, sub, admin };
}

export function exportDir(gw: TestGateway, nasId: string): string {
  return nasExportDir(gw.dataDir, nasId);
}

/** Every file and folder under a directory with its size and content digest. */
export function treeOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (path: string, key: string) => {
    for (const e of readdirSync(path, { withFileTypes: true })) {
      const child = join(path, e.name);
      if (e.isDirectory()) {
        out[`${key}${e.name}/`] = 'dir';
        walk(child, `${key}${e.name}/`);
      } else if (e.isSymbolicLink()) out[`${key}${e.name}`] = 'link';
      else {
        const size = statSync(child).size;
        out[`${key}${e.name}`] = size > 1 << 20 ? `${size}` : `${size}:${createHash('md5').update(readFileSync(child)).digest('hex')}`;
      }
    }
  };
  walk(dir, '');
  return out;
}

/** The storage rows and the operation log, to compare before and after a refused request. */
export async function rowsOf(gw: TestGateway): Promise<string> {
  const db = gw.gateway.db;
  const parts = await Promise.all([
    db.query('SELECT * FROM file_systems ORDER BY fs_id'),
    db.query('SELECT * FROM nas_exports ORDER BY nas_id'),
    db.query('SELECT job_id, status FROM operations ORDER BY job_id'),
  ]);
  return JSON.stringify(parts);
}

/** The exports' files and the storage rows: what a refused request must leave as they are. */
export async function stateOf(gw: TestGateway): Promise<{ files: Record<string, string>; rows: string }> {
  return { files: treeOf(join(gw.dataDir, 'nas')), rows: await rowsOf(gw) };
}

/** Runs the engine until no operation is due, as if an hour had passed. */
export async function settle(gw: TestGateway): Promise<void> {
  for (let i = 0; i < 5; i++) await gw.gateway.engine.tick(new Date(Date.now() + 3600_000));
}

export async function operation(
  gw: TestGateway,
  jobId: unknown,
): Promise<{ status: string; error_message: string | null; action: string }> {
  const rows = await gw.gateway.db.query<{ status: string; error_message: string | null; action: string }>(
    'SELECT status, error_message, action FROM operations WHERE job_id = $1',
    [jobId],
  );
  return rows[0];
}

/** putObject as the console sends it: a multipart form with the fields and one file part named file. */
export async function upload(
  client: TestClient,
  fields: Record<string, string>,
  file?: { name: string; content: Blob | string },
  extraFiles = 0,
): Promise<Answer> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', typeof file.content === 'string' ? new Blob([file.content]) : file.content, file.name);
  for (let i = 0; i < extraFiles; i++) form.append('file', new Blob(['extra']), `extra_${i}.txt`);
  const response = await fetch(`${client.api}/nas/put_object`, {
    method: 'POST',
    headers: {
      'accept-language': client.lang,
      'x-csrf-token': client.csrf ?? '',
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers };
}

/** getObject's raw answer: status, headers and bytes. */
export async function download(
  client: TestClient,
  query: Record<string, string>,
): Promise<{ status: number; headers: Headers; bytes: Buffer; json?: Record<string, unknown> }> {
  const response = await fetch(`${client.api}/nas/get_object?${new URLSearchParams(query)}`, {
    headers: { 'accept-language': client.lang, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = response.headers.get('content-type')?.includes('json')
    ? (JSON.parse(bytes.toString('utf8')) as Record<string, unknown>)
    : undefined;
  return { status: response.status, headers: response.headers, bytes, json };
}

export { SEED };
