/**
 * Jobs on clusters that mount an S2 server (vNAS): the scheduler writes their files into the NAS export behind the
 * vNAS (the one cluster/nasInfo answers, so the console finds them there); on a vNAS that shares no NAS export the
 * jobs still run and end, without files, and a job script cannot be saved.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOf } from '../../http/handler-types';
import { nasExportDir, SEED } from '../../seed/fixtures';
import type { TestClient } from '../../test-support';
import { download, upload } from '../storage/test-support';
import { addCluster, addQueue, startJobsGateway, type JobsGateway } from './test-support';

const WRF = 'ehpc-tvnas001';
const VOLUME = 'ehpc-tvnas002';
let gw: JobsGateway;
let owner: TestClient;

beforeAll(async () => {
  gw = await startJobsGateway();
  const { db } = gw.gateway;
  // SEED.s2Server shares the wrf export; s2-pek3srv03 only a vNAS volume (a shared target without nas_id).
  await addCluster(db, { cluster_id: WRF, nas_id: SEED.s2Server, nas_shared_path: '/share' });
  await addQueue(db, { hpcqueue_id: 'hpcq-tvnas001', cluster_id: WRF, queue_name: 'normal', nodes: [{ hostname: 'cn001', cpu: 8 }] });
  await addCluster(db, { cluster_id: VOLUME, nas_id: 's2-pek3srv03', nas_shared_path: '/share' });
  await addQueue(db, { hpcqueue_id: 'hpcq-tvnas002', cluster_id: VOLUME, queue_name: 'normal', nodes: [{ hostname: 'cn001', cpu: 8 }] });
  owner = await gw.client('usr-owner');
}, 120_000);
afterAll(() => gw?.close());

const detail = async (uuid: string) => (await owner.op('getJobDetail', { id: uuid })).body.job;

async function submitted(
  clusterId: string,
  queueId: string,
  body: Partial<RequestOf<'submitJob'>> & Pick<RequestOf<'submitJob'>, 'name'>,
): Promise<string> {
  const answer = await owner.op('submitJob', {
    cluster_id: clusterId,
    hpcqueue_id: queueId,
    submit_type: 'command',
    priority: 5,
    cores: 2,
    ...body,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.hpcjob_uuid);
}

async function ran(uuid: string) {
  await gw.advance(2);
  expect(await detail(uuid)).toMatchObject({ job_status: 'running' });
  await gw.advance(5);
  return detail(uuid);
}

describe('jobs on a cluster mounting a vNAS', () => {
  it('writes the output of a finished job into the NAS export behind the vNAS, where nasInfo sends the console', async () => {
    const uuid = await submitted(WRF, 'hpcq-tvnas001', { name: 'vnas job', cmd: 'echo "from the vnas"; sleep 3' });
    const done = await ran(uuid);
    expect(done).toMatchObject({ job_status: 'finished', exit_code: 0 });

    const info = await owner.op('getClusterNasInfo', { cluster_id: WRF });
    expect(info.status).toBe(200);
    const nas = info.body.nas_info;
    expect(nas.nas_id).toBe(SEED.nas.wrf);
    // The cluster path under its mount (/share) is the same path in the export's share directory.
    const key = (path: unknown) =>
      `${nas.shared_path.replace(/^\/+|\/+$/g, '')}/${String(path).replace(/^\/share\//, '')}`.replace(/^\//, '');
    const stdout = await download(owner, { nas_id: nas.nas_id, object_name: key(done.stdout_path) });
    expect(stdout.status).toBe(200);
    expect(stdout.bytes.toString('utf8')).toMatch(/from the vnas[\s\S]*finished at .* with exit code 0/);
    expect(existsSync(join(nasExportDir(gw.dataDir, SEED.nas.wrf), key(`${String(done.work_dir)}/${uuid}.result.json`)))).toBe(true);
    // Nothing is written under the vNAS's own id: it is no export.
    expect(existsSync(nasExportDir(gw.dataDir, SEED.s2Server))).toBe(false);
  });

  it('saves a job script into that export and runs it', async () => {
    const saved = await owner.op('createJobFile', {
      cluster_id: WRF,
      file_name: 'vnas_run.sh',
      content: 'echo "script on the vnas"\nsleep 2\n',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const uuid = await submitted(WRF, 'hpcq-tvnas001', { name: 'vnas script', submit_type: 'script', script_path: saved.body.file_path });
    const done = await ran(uuid);
    expect(done).toMatchObject({ job_status: 'finished', exit_code: 0 });
  });

  it('runs and ends the jobs of a vNAS that shares no NAS export, without writing files, and refuses to save a script there', async () => {
    const uuid = await submitted(VOLUME, 'hpcq-tvnas002', { name: 'volume job', cmd: 'echo "no export"; sleep 3' });
    const done = await ran(uuid);
    expect(done).toMatchObject({ job_status: 'finished', exit_code: 0 });
    expect(existsSync(nasExportDir(gw.dataDir, 's2-pek3srv03'))).toBe(false);
    const nasDirs = readdirSync(join(gw.dataDir, 'nas'));
    expect(nasDirs.every((name) => name.startsWith('nas-'))).toBe(true);

    const saved = await owner.op('createJobFile', { cluster_id: VOLUME, file_name: 'x.sh', content: 'echo x\n' });
    expect(saved.status).toBe(409);
    expect(saved.body.message).toBe('The cluster has no shared storage');

    const info = await owner.op('getClusterNasInfo', { cluster_id: VOLUME });
    expect(info.status).toBe(404);
  });

  it('ends a script job whose script cannot be read there as exited, never losing it', async () => {
    const uuid = await submitted(VOLUME, 'hpcq-tvnas002', {
      name: 'volume script',
      submit_type: 'script',
      script_path: '/share/jobs/run.sh',
    });
    await gw.advance(2);
    await gw.advance(5);
    expect(await detail(uuid)).toMatchObject({ job_status: 'exited' });
  });
});

describe('a link a job planted in its folder', () => {
  /** A file outside the data dir, where a link planted by a job leads. */
  let outside: string;
  const SECRET = 'outside the export\n';
  beforeAll(() => {
    outside = mkdtempSync(join(tmpdir(), 'hpc-outside-'));
    writeFileSync(join(outside, 'secret.txt'), SECRET);
  });
  afterAll(() => rmSync(outside, { recursive: true, force: true }));

  /** The export's directory and a cluster path's place in it (the share directory is mounted at /share). */
  async function inExport(path: unknown): Promise<{ key: string; file: string }> {
    const nas = (await owner.op('getClusterNasInfo', { cluster_id: WRF })).body.nas_info;
    const key = `${nas.shared_path.replace(/^\/+|\/+$/g, '')}/${String(path).replace(/^\/share\//, '')}`.replace(/^\//, '');
    return { key, file: join(nasExportDir(gw.dataDir, nas.nas_id), key) };
  }

  it('never lets the job write its output through it, nor the file manager read or write through it', async () => {
    const uuid = await submitted(WRF, 'hpcq-tvnas001', { name: 'planted link', cmd: 'echo "first"; sleep 2; echo "second"; sleep 3' });
    await gw.advance(2);
    const running = await detail(uuid);
    expect(running).toMatchObject({ job_status: 'running' });
    const { key, file } = await inExport(running.stdout_path);
    expect(existsSync(file)).toBe(true);
    // The job replaces its own output with a link to a file outside the export.
    rmSync(file);
    symlinkSync(join(outside, 'secret.txt'), file);
    await gw.advance(5);
    expect(await detail(uuid)).toMatchObject({ job_status: 'finished' });
    expect(readFileSync(join(outside, 'secret.txt'), 'utf8')).toBe(SECRET);

    const read = await download(owner, { nas_id: SEED.nas.wrf, object_name: key });
    expect(read.status).toBe(403);
    expect(read.bytes.toString('utf8')).not.toContain('outside the export');
    const prefix = key.slice(0, key.lastIndexOf('/') + 1);
    const written = await upload(
      owner,
      { nas_id: SEED.nas.wrf, prefix, overwrite: 'true' },
      { name: key.slice(prefix.length), content: 'through the link\n' },
    );
    expect(written.status).toBe(403);
    expect(readFileSync(join(outside, 'secret.txt'), 'utf8')).toBe(SECRET);
  });

  it('never lets the job read a script through it: the job ends as a script it cannot read', async () => {
    const saved = await owner.op('createJobFile', {
      cluster_id: WRF,
      file_name: 'planted_run.sh',
      content: 'echo "the user’s script"\nsleep 2\n',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    writeFileSync(join(outside, 'leak.sh'), 'echo "LEAKED from outside"\nsleep 1\n');
    const uuid = await submitted(WRF, 'hpcq-tvnas001', {
      name: 'planted script',
      submit_type: 'script',
      script_path: saved.body.file_path,
    });
    // Accepted while the script was the user's; then a link to a script outside the export takes its place.
    const { file } = await inExport(saved.body.file_path);
    rmSync(file);
    symlinkSync(join(outside, 'leak.sh'), file);
    await gw.advance(2);
    await gw.advance(5);
    const done = await detail(uuid);
    expect(done).toMatchObject({ job_status: 'exited' });
    const { file: stdout } = await inExport(done.stdout_path);
    expect(existsSync(stdout) ? readFileSync(stdout, 'utf8') : '').not.toContain('LEAKED');
  });
});
