/**
 * The one file access rule (ADR 0041) through every route that reaches files, for every demo actor: the owner
 * everywhere, iam-alice in her folder, usr-sub as a read-only and a read-write member with and without folder grants,
 * usr-admin nowhere; symlinks judged on their target; the paths a job names.
 */
import { refusedUnchanged } from '../testing/refusals';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../test-support';
import { shareCluster } from '../testing/shares';
import { download, exportDir, settle, startStorageWorld, upload, SEED, type StorageWorld } from './storage/test-support';

type Row = Record<string, unknown>;
const NAS = SEED.nas.wrf;
const CLUSTER = SEED.clusters.ehpcActive;
const QUEUE = SEED.queues.ehpcNormal;
/** usr-sub's member account on the cluster, hence its own folder there. */
const OWN = 'share/wrf/jobs/sub_m/';

let w: StorageWorld;
let wrf: string;
beforeAll(async () => {
  w = await startStorageWorld();
  wrf = exportDir(w.gw, NAS);
  const { db } = w.gw.gateway;
  // usr-sub made a shared member of the cluster (ADR 0036), as addUser by its e-mail leaves it.
  await db.query(
    "INSERT INTO iam_users (iam_user_id, owner, iamuser_name, email, user_id) VALUES ('iamu-usrsub01', 'usr-owner', 'usr-sub', NULL, 'usr-sub')",
  );
  await db.query(
    "INSERT INTO shared_users (shared_user_id, owner, iam_user_id, username, permission, status, uid) VALUES ('shu-usrsub01', 'usr-owner', 'iamu-usrsub01', 'sub_m', 'readwrite', 'active', 20050)",
  );
  await db.query("INSERT INTO shared_user_clusters (shared_user_id, cluster_id, has_limit) VALUES ('shu-usrsub01', $1, false)", [CLUSTER]);
  await shareCluster(db, CLUSTER, 'usr-sub', 'readwrite');
  for (const dir of [OWN, 'share/wrf/projects/', 'share/wrf/datasets/', 'share/wrf/jobs/usr_owner/', 'share/wrf/jobs/alice/'])
    mkdirSync(join(wrf, dir), { recursive: true });
  writeFileSync(join(wrf, OWN, 'mine.txt'), 'the member’s own\n');
  writeFileSync(join(wrf, 'share/wrf/datasets/era5.nc'), 'era5\n');
  writeFileSync(join(wrf, 'share/wrf/jobs/usr_owner/wrf_run.slurm'), '#!/bin/bash\necho owner\n');
  // Links planted inside folders their owners may use, leading to bob's files.
  symlinkSync('../bob', join(wrf, 'alice/bobdir'));
  symlinkSync('../bob/notes.txt', join(wrf, 'alice/bobnotes.txt'));
  symlinkSync('../../../bob', join(wrf, 'share/wrf/projects/tobob'));
  symlinkSync('../../../../../bob', join(wrf, 'share/wrf/jobs/alice/tobob'));
}, 120_000);
afterAll(() => w?.gw.close());

const BOB = () => readFileSync(join(wrf, 'bob/notes.txt'), 'utf8');
const names = (answer: { body: Row }) => (answer.body.object_set as Row[]).map((o) => o.object_name);
const list = (client: TestClient, prefix: string) => client.op('getObjects', { nas_id: NAS, prefix, limit: 100 });
const mkdir = (client: TestClient, prefix: string, dir_name: string) => client.op('createDirectory', { nas_id: NAS, prefix, dir_name });
const sign = (client: TestClient, object_names: string[]) => client.op('getDownloadSignature', { nas_id: NAS, object_names });

async function openSigned(answer: { body: Row }): Promise<{ status: number; bytes: Buffer }> {
  const url = new URL(String(answer.body.url), w.gw.url).href;
  const response = await fetch(`${url}?${new URLSearchParams(answer.body.fields as Record<string, string>)}`, {
    headers: { 'accept-language': 'en' },
  });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function grant(acl: { sub_path: string; facl: 'r' | 'rw' }[]): Promise<void> {
  // The owner's quota modal (SharedUserQuotaForm's "Accessible folders").
  const action = (
    await w.gw.gateway.db.query('SELECT 1 FROM shared_user_clusters WHERE shared_user_id = $1 AND has_limit', ['shu-usrsub01'])
  ).length
    ? 'modifyResourceLimit'
    : 'addResourceLimit';
  const answer = await w.owner.call('POST', `/portal-hpc/shared/user/${action}`, {
    cluster_id: CLUSTER,
    shared_user_id: 'shu-usrsub01',
    allocated_core_hours: 2000,
    file_system_quota_gb: 50,
    file_system_acl: acl,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

describe('a read-write member reads and writes only its own folder and its grants', () => {
  it('refuses bob’s file and a folder in bob/ without a grant, naming its folder; its own folder works', async () => {
    await refusedUnchanged(
      w.gw,
      () => download(w.sub, { nas_id: NAS, object_name: 'bob/notes.txt' }).then((a) => ({ status: a.status, body: a.json ?? {} })),
      { status: 403, message: `You may only use your own folder ${OWN}: bob/notes.txt` },
    );
    await refusedUnchanged(w.gw, () => mkdir(w.sub, 'bob/', 'intrude'), {
      status: 403,
      message: `You may only use your own folder ${OWN}: bob/`,
    });
    expect(existsSync(join(wrf, 'bob/intrude'))).toBe(false);
    await refusedUnchanged(w.gw, () => list(w.sub, 'bob/'), { status: 403 });
    await refusedUnchanged(w.gw, () => sign(w.sub, ['bob/notes.txt']), { status: 403 });
    // The file manager shows the way to its folder and nothing else.
    expect(names(await list(w.sub, ''))).toEqual(['share/']);
    expect(names(await list(w.sub, 'share/wrf/'))).toEqual(['share/wrf/jobs/']);
    expect(names(await list(w.sub, 'share/wrf/jobs/'))).toEqual([OWN]);
    expect((await download(w.sub, { nas_id: NAS, object_name: `${OWN}mine.txt` })).bytes.toString()).toBe('the member’s own\n');
    expect((await upload(w.sub, { nas_id: NAS, prefix: OWN }, { name: 'up.txt', content: 'written' })).status).toBe(200);
    // Its own folder is where its access starts: never deleted by it.
    await refusedUnchanged(w.gw, () => w.sub.op('deleteObjects', { nas_id: NAS, object_names: [OWN] }), { status: 409 });
  });

  it('uses the granted folders as granted: read-write, read-only; a ZIP holds only what it may read', async () => {
    await grant([
      { sub_path: '/share/wrf/projects', facl: 'rw' },
      { sub_path: '/share/wrf/datasets', facl: 'r' },
    ]);
    expect((await mkdir(w.sub, 'share/wrf/projects/', 'run01')).status).toBe(200);
    expect((await download(w.sub, { nas_id: NAS, object_name: 'share/wrf/datasets/era5.nc' })).status).toBe(200);
    await refusedUnchanged(w.gw, () => upload(w.sub, { nas_id: NAS, prefix: 'share/wrf/datasets/' }, { name: 'x.txt', content: 'x' }), {
      status: 403,
      message: 'This folder is granted to you read-only: share/wrf/datasets/x.txt',
    });
    await refusedUnchanged(
      w.gw,
      () => download(w.sub, { nas_id: NAS, object_name: 'bob/notes.txt' }).then((a) => ({ status: a.status, body: a.json ?? {} })),
      {
        status: 403,
        message: `You may only use your own folder ${OWN} and the folders granted to you (share/wrf/projects/, share/wrf/datasets/): bob/notes.txt`,
      },
    );
    expect(names(await list(w.sub, 'share/wrf/'))).toEqual(['share/wrf/datasets/', 'share/wrf/jobs/', 'share/wrf/projects/']);
    const zip = await sign(w.sub, ['share/wrf/']);
    expect(zip.status).toBe(200);
    const archive = (await openSigned(zip)).bytes.toString('latin1');
    expect(archive).toContain('datasets/era5.nc');
    expect(archive).not.toContain('usr_owner/wrf_run.slurm');
    expect(archive).not.toContain('bob only');
  });

  it('a read-only member reads its own folder but writes nothing; the owner reads and writes everywhere; usr-admin sees nothing', async () => {
    await shareCluster(w.gw.gateway.db, CLUSTER, 'usr-sub', 'readonly');
    try {
      expect((await download(w.sub, { nas_id: NAS, object_name: `${OWN}mine.txt` })).status).toBe(200);
      await refusedUnchanged(w.gw, () => upload(w.sub, { nas_id: NAS, prefix: OWN }, { name: 'ro.txt', content: 'x' }), { status: 403 });
      await refusedUnchanged(w.gw, () => mkdir(w.sub, 'share/wrf/projects/', 'ro_run'), { status: 403 });
      await refusedUnchanged(
        w.gw,
        () => download(w.sub, { nas_id: NAS, object_name: 'bob/notes.txt' }).then((a) => ({ status: a.status, body: a.json ?? {} })),
        { status: 403 },
      );
    } finally {
      await shareCluster(w.gw.gateway.db, CLUSTER, 'usr-sub', 'readwrite');
    }
    expect((await download(w.owner, { nas_id: NAS, object_name: 'bob/notes.txt' })).status).toBe(200);
    expect((await mkdir(w.owner, 'bob/', 'owner_made')).status).toBe(200);
    await refusedUnchanged(
      w.gw,
      () => download(w.admin, { nas_id: NAS, object_name: 'bob/notes.txt' }).then((a) => ({ status: a.status, body: a.json ?? {} })),
      { status: 404 },
    );
  });
});

describe('a symlink is judged on its target', () => {
  it('refuses bob’s files through a link in alice/: get_object, listing, ZIP, signed URL, put_object', async () => {
    const viaLink = () =>
      download(w.alice, { nas_id: NAS, object_name: 'alice/bobdir/notes.txt' }).then((a) => ({ status: a.status, body: a.json ?? {} }));
    await refusedUnchanged(w.gw, viaLink, {
      status: 403,
      message: 'You may only use files whose path includes your IAM user name: alice/bobdir/notes.txt',
    });
    await refusedUnchanged(
      w.gw,
      () => download(w.alice, { nas_id: NAS, object_name: 'alice/bobnotes.txt' }).then((a) => ({ status: a.status, body: a.json ?? {} })),
      { status: 403 },
    );
    const listed = names(await list(w.alice, 'alice/'));
    expect(listed).toContain('alice/README.md');
    expect(listed).not.toContain('alice/bobdir/');
    expect(listed).not.toContain('alice/bobnotes.txt');
    await refusedUnchanged(w.gw, () => list(w.alice, 'alice/bobdir/'), { status: 403 });
    await refusedUnchanged(w.gw, () => sign(w.alice, ['alice/bobdir/']), { status: 403 });
    await refusedUnchanged(w.gw, () => sign(w.alice, ['alice/bobnotes.txt']), { status: 403 });
    const zip = await sign(w.alice, ['alice/']);
    expect(zip.status).toBe(200);
    expect((await openSigned(zip)).bytes.toString('latin1')).not.toContain('bob only');
    await refusedUnchanged(w.gw, () => upload(w.alice, { nas_id: NAS, prefix: 'alice/bobdir/' }, { name: 'planted.txt', content: 'x' }), {
      status: 403,
    });
    await refusedUnchanged(w.gw, () => mkdir(w.alice, 'alice/bobdir/', 'planted'), { status: 403 });
    expect(existsSync(join(wrf, 'bob/planted.txt'))).toBe(false);
    expect(BOB()).toBe('bob only\n');
    // The owner may read bob's files, through the link too.
    expect((await download(w.owner, { nas_id: NAS, object_name: 'alice/bobdir/notes.txt' })).bytes.toString()).toBe('bob only\n');
  });

  it('refuses a signed URL whose file became a link to bob’s after signing', async () => {
    writeFileSync(join(wrf, 'alice/swap.txt'), 'hers');
    const signed = await sign(w.alice, ['alice/swap.txt']);
    expect(signed.status).toBe(200);
    rmSync(join(wrf, 'alice/swap.txt'));
    symlinkSync('../bob/notes.txt', join(wrf, 'alice/swap.txt'));
    const opened = await openSigned(signed);
    expect(opened.status).toBe(403);
    expect(opened.bytes.toString()).not.toContain('bob only');
  });

  it('deletes a link in her folder as the link itself, whatever it leads to; never through it', async () => {
    symlinkSync('../bob', join(wrf, 'alice/to-delete'));
    symlinkSync('../nowhere', join(wrf, 'alice/dangling'));
    const del = (names: string[]) => w.alice.op('deleteObjects', { nas_id: NAS, object_names: names });
    await refusedUnchanged(w.gw, () => del(['alice/to-delete/notes.txt']), { status: 403 });
    const removed = await del(['alice/to-delete', 'alice/dangling']);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(existsSync(join(wrf, 'alice/to-delete')) || existsSync(join(wrf, 'alice/dangling'))).toBe(false);
    expect(BOB()).toBe('bob only\n');
    // A link outside her folder stays another's, wherever it leads.
    await refusedUnchanged(w.gw, () => del(['share/wrf/projects/tobob']), { status: 403 });
  });

  it('refuses a member’s link out of its granted folder', async () => {
    await grant([{ sub_path: '/share/wrf/projects', facl: 'rw' }]);
    await refusedUnchanged(
      w.gw,
      () =>
        download(w.sub, { nas_id: NAS, object_name: 'share/wrf/projects/tobob/notes.txt' }).then((a) => ({
          status: a.status,
          body: a.json ?? {},
        })),
      { status: 403 },
    );
    expect(names(await list(w.sub, 'share/wrf/projects/'))).not.toContain('share/wrf/projects/tobob/');
  });
});

describe('a job writes only where its submitter may write', () => {
  const job = (client: TestClient, body: Row) =>
    client.call('POST', '/portal-hpc/job/submitJob', {
      cluster_id: CLUSTER,
      hpcqueue_id: QUEUE,
      name: 'probe',
      cores: 1,
      time_limit: 10,
      submit_type: 'command',
      cmd: 'echo hi',
      ...body,
    });

  it('refuses iam-alice’s output into the owner’s script, and files in share/wrf/bob/, by the field', async () => {
    const script = () => readFileSync(join(wrf, 'share/wrf/jobs/usr_owner/wrf_run.slurm'), 'utf8');
    const before = script();
    const { body } = await refusedUnchanged(w.gw, () => job(w.alice, { stdout_path: '/share/wrf/jobs/usr_owner/wrf_run.slurm' }), {
      status: 409,
      message: 'Output path: you may not write /share/wrf/jobs/usr_owner/wrf_run.slurm (your folder: /share/wrf/jobs/alice)',
    });
    expect(body.validation).toEqual([{ location: ['body', 'stdout_path'], message: body.message, code: 'file_access' }]);
    for (const [field, path] of [
      ['work_dir', '/share/wrf/bob'],
      ['stderr_path', '/share/wrf/bob/x.err'],
      ['input_file', '/share/wrf/datasets/era5.nc'],
      ['script_path', '/share/wrf/jobs/usr_owner/wrf_run.slurm'],
    ] as const) {
      const { body: refused } = await refusedUnchanged(
        w.gw,
        () => job(w.alice, field === 'script_path' ? { submit_type: 'script', cmd: undefined, script_path: path } : { [field]: path }),
        { status: 409 },
      );
      expect((refused.validation as Row[])[0].location, field).toEqual(['body', field]);
    }
    // Through a link in her own folder.
    await refusedUnchanged(w.gw, () => job(w.alice, { stdout_path: '/share/wrf/jobs/alice/tobob/out.log' }), { status: 409 });
    await w.gw.gateway.engine.tick(new Date(Date.now() + 3600_000));
    expect(script()).toBe(before);
    expect(existsSync(join(wrf, 'share/wrf/bob'))).toBe(false);
    // Her own folder works.
    expect((await job(w.alice, { stdout_path: '/share/wrf/jobs/alice/mine.out' })).status).toBe(200);
  });

  it('refuses a job template’s script the submitter may not read', async () => {
    const template = await w.owner.call('POST', '/portal-hpc/jobtemplate/createJobTemp', {
      name: 'owner_script',
      cluster_id: CLUSTER,
      queue_name: 'normal',
      hpcqueue_id: QUEUE,
      cores: 1,
      submit_type: 'script',
      script_path: '/share/wrf/jobs/usr_owner/wrf_run.slurm',
    });
    expect(template.status, JSON.stringify(template.body)).toBe(200);
    const id = String(template.body.temp_id);
    const { body: refused } = await refusedUnchanged(
      w.gw,
      () => job(w.alice, { submit_type: 'template', job_template_id: id, cmd: undefined }),
      { status: 409 },
    );
    expect((refused.validation as Row[])[0].location).toEqual(['body', 'script_path']);
    expect((await job(w.owner, { submit_type: 'template', job_template_id: id, cmd: undefined, name: 'owner template' })).status).toBe(200);
  });

  it('refuses an output that is an existing file outside the submitter’s folder, even the owner’s', async () => {
    await refusedUnchanged(w.gw, () => job(w.owner, { stdout_path: '/share/wrf/datasets/era5.nc' }), {
      status: 409,
      message:
        'Output path: /share/wrf/datasets/era5.nc is an existing file outside your folder /share/wrf/jobs/usr_owner; name a new file',
    });
    expect((await job(w.owner, { name: 'owner new', stdout_path: '/share/wrf/results_new/run.out' })).status).toBe(200);
  });

  it('holds a member to its folder and grants; createJobFile writes into its own folder', async () => {
    await grant([
      { sub_path: '/share/wrf/projects', facl: 'rw' },
      { sub_path: '/share/wrf/datasets', facl: 'r' },
    ]);
    await refusedUnchanged(w.gw, () => job(w.sub, { work_dir: '/share/wrf/bob' }), { status: 409 });
    await refusedUnchanged(w.gw, () => job(w.sub, { stdout_path: '/share/wrf/datasets/new.out' }), { status: 409 });
    expect(
      (await job(w.sub, { name: 'member granted', work_dir: '/share/wrf/projects/run02', input_file: '/share/wrf/datasets/era5.nc' }))
        .status,
    ).toBe(200);
    const file = await w.sub.op('createJobFile', { cluster_id: CLUSTER, file_name: 'member.sh', content: 'echo member\n' });
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    expect(file.body.file_path).toBe('/share/wrf/jobs/sub_m/member.sh');
    expect(existsSync(join(wrf, OWN, 'member.sh'))).toBe(true);
  });

  it('checks a resumed job’s paths again for who resumes it: a grant withdrawn since refuses it by the field', async () => {
    await grant([{ sub_path: '/share/wrf/projects', facl: 'rw' }]);
    const submitted = await job(w.sub, {
      name: 'to resume',
      work_dir: '/share/wrf/projects/run03',
      stdout_path: '/share/wrf/projects/run03/resume.out',
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const uuid = String(submitted.body.hpcjob_uuid);
    await settle(w.gw);
    // Stopped by the user meanwhile (the scheduler's timing is not this test's subject).
    await w.gw.gateway.db.query("UPDATE jobs SET job_status = 'stopped' WHERE hpcjob_uuid = $1", [uuid]);
    await grant([{ sub_path: '/share/wrf/datasets', facl: 'r' }]);
    const { body: refused } = await refusedUnchanged(w.gw, () => w.sub.op('resumeJobs', { cluster_id: CLUSTER, job_ids: [uuid] }), {
      status: 409,
    });
    expect(String(refused.message)).toContain('/share/wrf/projects/run03');
    // iam-alice may not change another's job at all (ADR 0042); the owner resumes it.
    await refusedUnchanged(w.gw, () => w.alice.op('resumeJobs', { cluster_id: CLUSTER, job_ids: [uuid] }), { status: 403 });
    expect((await w.owner.op('resumeJobs', { cluster_id: CLUSTER, job_ids: [uuid] })).status).toBe(200);
  });

  it('refuses a simulation input deck of another account', async () => {
    const dir = join(w.gw.dataDir, 'ispf/usr-other');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'case.cas.h5'), 'other account');
    const { body: refused } = await refusedUnchanged(
      w.gw,
      () =>
        w.owner.op('submitSimulationJob', {
          hpcsw_id: 'hpcsw-fluent23',
          cores: 1,
          name: 'theirs',
          input_file: '/share/ispf/usr-other/case.cas.h5',
        }),
      { status: 409 },
    );
    expect((refused.validation as Row[])[0].location).toEqual(['body', 'input_file']);
  });
});
