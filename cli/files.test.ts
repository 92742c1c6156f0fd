/**
 * `hpc upload`, `download` and `files` against a test gateway in-process, with a token having read and files: a file
 * of three chunks uploaded (by --cluster and a path under its mount) and read back whole, an upload interrupted after
 * its first chunk resumed by running it again (only the missing chunks sent), the gateway's refusals (a token without
 * files, an existing file) and a download's (an existing local file, a folder), and a folder's listing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, openAsBlob, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../server/test-support';
import { nasExportDir } from '../server/seed/fixtures';
import { addCluster, startJobsGateway, type JobsGateway } from '../server/domains/jobs/test-support';
import { createUploadSession, putUploadChunk } from '../src/api/generated/endpoints/storage/storage';
import { connectTo, signIn } from './client';
import { apiBase } from './config';
import { jobDetails } from './commands/jobs';
import { startHpc, type Ran } from './test-support';

const C = 'ehpc-clifile01';
const NAS = 'nas-clifile01';
const CHUNK = 8 * 1024 * 1024;

let gw: JobsGateway;
let owner: TestClient;
let token: string;
let readOnly: string;
let home: string;

async function madeToken(name: string, scopes: ('read' | 'jobs' | 'files' | 'admin')[]): Promise<string> {
  const answer = await owner.op('createAccessToken', { name, scopes, expires_in_days: 30 });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.token;
}

beforeAll(async () => {
  gw = await startJobsGateway();
  await addCluster(gw.gateway.db, { cluster_id: C, cluster_name: 'cli_files', nas_id: NAS, nas_shared_path: '/share' });
  // The export's directory (a cluster added to the database has none on the disk yet).
  mkdirSync(nasExportDir(gw.dataDir, NAS), { recursive: true });
  owner = await gw.client('usr-owner');
  token = await madeToken('cli-files', ['read', 'files']);
  readOnly = await madeToken('cli-read', ['read']);
  home = mkdtempSync(join(tmpdir(), 'hpc-cli-files-'));
  const folder = await owner.op('createDirectory', { nas_id: NAS, prefix: '', dir_name: 'inbox' });
  expect(folder.status, JSON.stringify(folder.body)).toBe(200);
}, 120_000);
afterAll(async () => {
  await gw?.close();
  if (home) rmSync(home, { recursive: true, force: true });
});

/** `hpc` in-process in the test's folder, signed in with `as` (the read-and-files token), through `send` when given. */
function hpc(args: string[], as = token, send?: typeof fetch): Promise<Ran> {
  return startHpc(args, home, { env: { HPC_URL: gw.url, HPC_TOKEN: as }, fetch: send }).done;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A local file of `size` random bytes in the test's folder; its SHA-256. */
function localFile(name: string, size: number): string {
  const bytes = randomBytes(size);
  writeFileSync(join(home, name), bytes);
  return sha256(bytes);
}

const isChunk = (input: Parameters<typeof fetch>[0]) =>
  String(input instanceof Request ? input.url : input).includes('/nas/upload_sessions/chunk');

/** A fetch that counts the chunks sent, and from chunk `failFrom` on fails as a dropped connection would. */
function chunkFetch(failFrom = Infinity) {
  const counted = { chunks: 0 };
  const send: typeof fetch = async (input, init) => {
    if (isChunk(input) && (counted.chunks += 1) >= failFrom) throw new TypeError('fetch failed', { cause: new Error('ECONNRESET') });
    return fetch(input, init);
  };
  return { counted, send };
}

/** The file as the gateway has it: downloaded to a new local file, and its SHA-256. */
async function remoteSha256(remote: string, local: string): Promise<string> {
  const ran = await hpc(['download', remote, local]);
  expect(ran.code, ran.stderr).toBe(0);
  return sha256(readFileSync(join(home, local)));
}

describe('upload', () => {
  it('sends a file of three chunks to a folder on a cluster, with progress per chunk, and the export has it whole', async () => {
    const sum = localFile('big.bin', 2 * CHUNK + 12_345);
    const { counted, send } = chunkFetch();
    const ran = await hpc(['upload', 'big.bin', '--cluster', C, '/share/inbox/'], token, send);
    expect(ran.code, ran.stderr).toBe(0);
    expect(counted.chunks).toBe(3);
    expect(ran.stdout).toContain(`Uploaded big.bin to ${NAS}:inbox/big.bin (${2 * CHUNK + 12_345} bytes, SHA-256 ${sum})`);
    expect(ran.stderr).toMatch(/3 chunks\) as upl-/);
    expect(ran.stderr).toContain('hpc: 3/3 chunks, 16.0 MiB of 16.0 MiB (100%)\n');
    expect(ran.stderr.trimEnd().split('\n')).toHaveLength(4);
    expect(await remoteSha256(`${NAS}:inbox/big.bin`, 'big-back.bin')).toBe(sum);
  });

  it('resumes an interrupted upload: run again, it sends only the chunks the gateway has not stored', async () => {
    const sum = localFile('resumed.bin', 2 * CHUNK + 1);
    const dropped = chunkFetch(2);
    const first = await hpc(['upload', 'resumed.bin', `${NAS}:inbox`, '--name', 'whole.bin'], token, dropped.send);
    expect(first.code).toBe(6);
    expect(first.stderr).toContain('1 of 3 chunks stored: run the same command again to send the rest');
    expect(first.stderr).toContain('ECONNRESET');

    const again = chunkFetch();
    const second = await hpc(['upload', 'resumed.bin', `${NAS}:inbox`, '--name', 'whole.bin'], token, again.send);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).toMatch(/resuming upl-\S+: 1 of 3 chunks stored/);
    expect(again.counted.chunks).toBe(2);
    expect(await remoteSha256(`${NAS}:inbox/whole.bin`, 'whole-back.bin')).toBe(sum);
    const sessions = await owner.op('listUploadSessions', { nas_id: NAS, prefix: 'inbox/' });
    expect(sessions.body).toMatchObject({ total_count: 0 });
  }, 30_000);

  it('resumes a session the console started before hashing (same folder, name, size and modification time)', async () => {
    const sum = localFile('console.bin', CHUNK + 10);
    const path = join(home, 'console.bin');
    // A modification time with 0.6 ms past the millisecond: a browser's File.lastModified cuts it, Node's stat.mtime
    // rounds it up; the command line must name it as the browser does.
    utimesSync(path, 1_790_000_000, 1_790_000_000.1236);
    // What the console leaves after a reload: a session announced with File.lastModified, its first chunk stored.
    connectTo({ url: gw.url, token, api: apiBase(gw.url, {}) }, 'en');
    await signIn();
    const { upload_session: started } = await createUploadSession({
      nas_id: NAS,
      prefix: 'inbox/',
      file_name: 'console.bin',
      size: CHUNK + 10,
      last_modified: new Date(Math.floor(statSync(path).mtimeMs)).toISOString(),
    });
    const blob = await openAsBlob(path);
    await putUploadChunk({ upload_id: started.upload_id, index: 0, file: blob.slice(0, CHUNK) });

    const { counted, send } = chunkFetch();
    const ran = await hpc(['upload', 'console.bin', `${NAS}:inbox/`], token, send);
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.stderr).toContain(`resuming ${started.upload_id}: 1 of 2 chunks stored`);
    expect(counted.chunks).toBe(1);
    expect(await remoteSha256(`${NAS}:inbox/console.bin`, 'console-back.bin')).toBe(sum);
  });

  it('is refused a file that exists with the gateway’s words (exit 5) unless --overwrite, and a token without files (exit 3)', async () => {
    localFile('small.txt', 100);
    expect((await hpc(['upload', 'small.txt', `${NAS}:`])).code).toBe(0);
    const sum = localFile('small.txt', 200);
    const again = await hpc(['upload', 'small.txt', `${NAS}:`]);
    expect(again.code).toBe(5);
    expect(again.stderr).toBe('hpc: Duplicate file name\n');
    const replaced = await hpc(['upload', 'small.txt', `${NAS}:`, '--overwrite', '--json']);
    expect(replaced.code, replaced.stderr).toBe(0);
    expect(JSON.parse(replaced.stdout)).toMatchObject({ object_set: [{ object_name: 'small.txt', size: 200 }] });
    expect(await remoteSha256(`${NAS}:small.txt`, 'small-back.txt')).toBe(sum);

    const refused = await hpc(['upload', 'small.txt', `${NAS}:`, '--name', 'other.txt'], readOnly);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toBe('hpc: The access token cli-read does not have the files scope this call needs\n');
  });

  it('takes <nas_id>:<folder> or --cluster and a path under its mount, and hpc job shows the mount', async () => {
    localFile('where.txt', 10);
    const bare = await hpc(['upload', 'where.txt', 'inbox/']);
    expect(bare.code).toBe(1);
    expect(bare.stderr).toContain('"inbox/" is not <nas_id>:<path>');
    const outside = await hpc(['upload', 'where.txt', '--cluster', C, '/home/inbox/']);
    expect(outside.code).toBe(1);
    expect(outside.stderr).toContain(`/home/inbox/ is not under ${C}'s NAS mount /share`);
    const missing = await hpc(['files', '--cluster', 'ehpc-nothere1', '/share/']);
    expect(missing.code).toBe(4);
    const detail = {
      job: { hpcjob_uuid: 'hpcjob-x', cluster_id: C },
      cluster: { cluster_id: C, cluster_name: 'c', nas_shared_path: '/share' },
    };
    expect(jobDetails(detail as Parameters<typeof jobDetails>[0], {})).toMatch(
      new RegExp(`^NAS mount:\\s+/share \\(hpc files --cluster ${C} /share\\)$`, 'm'),
    );
  });

  it('says where a nas_id comes from in its help', async () => {
    const ran = await hpc(['upload', '--help']);
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain('--cluster ID');
    expect(ran.stdout).toContain('getClusterNasInfo');
    expect(ran.stdout).toContain('Start a resumable chunked upload (createUploadSession)');
  });
});

describe('download and files', () => {
  it('writes a new file, keeps an existing one unless --force (exit 1), and is refused a folder (exit 5)', async () => {
    const sum = localFile('data.bin', 5000);
    expect((await hpc(['upload', 'data.bin', `${NAS}:inbox/`])).code).toBe(0);
    rmSync(join(home, 'data.bin'));
    const fresh = await hpc(['download', `${NAS}:inbox/data.bin`]);
    expect(fresh.code, fresh.stderr).toBe(0);
    expect(sha256(readFileSync(join(home, 'data.bin')))).toBe(sum);

    writeFileSync(join(home, 'data.bin'), 'mine');
    const kept = await hpc(['download', `${NAS}:inbox/data.bin`]);
    expect(kept.code).toBe(1);
    expect(kept.stderr).toContain('exists: give --force to replace it');
    expect(readFileSync(join(home, 'data.bin'), 'utf8')).toBe('mine');
    const forced = await hpc(['download', '--cluster', C, '/share/inbox/data.bin', '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(sha256(readFileSync(join(home, 'data.bin')))).toBe(sum);

    const folder = await hpc(['download', `${NAS}:inbox`, 'in-folder']);
    expect(folder.code, folder.stderr).toBe(5);
    expect(folder.stderr).toBe('hpc: Folder download is not currently available\n');
    expect(existsSync(join(home, 'in-folder'))).toBe(false);
  });

  it('lists a folder as a table and as JSON', async () => {
    const ran = await hpc(['files', `${NAS}:inbox/`]);
    expect(ran.code, ran.stderr).toBe(0);
    const [header, ...rows] = ran.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^NAME\s+SIZE\s+MODIFIED$/);
    expect(rows.find((row) => row.startsWith('big.bin '))).toMatch(
      new RegExp(`^big\\.bin\\s+${2 * CHUNK + 12_345}\\s+\\d{4}-\\d\\d-\\d\\dT[\\d:]+\\+00:00$`),
    );
    expect(rows.some((row) => row.startsWith('whole.bin '))).toBe(true);
    const root = await hpc(['files', '--cluster', C, '/share', '--json']);
    expect(root.code, root.stderr).toBe(0);
    const answer = JSON.parse(root.stdout) as { prefix: string; object_set: { object_name: string; is_dir: boolean }[] };
    expect(answer.prefix).toBe('');
    expect(answer.object_set).toEqual(expect.arrayContaining([expect.objectContaining({ object_name: 'inbox/', is_dir: true })]));
  });
});
