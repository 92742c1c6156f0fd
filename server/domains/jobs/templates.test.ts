import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOf } from '../../http/handler-types';
import { nasExportDir } from '../../seed/fixtures';
import type { TestClient } from '../../test-support';
import { shareCluster } from '../../testing/shares';
import { addCluster, addQueue, jobRow, startJobsGateway, type JobsGateway } from './test-support';

const T1 = 'ehpc-ttpl0001';
const T2 = 'ehpc-ttpl0002';
const ADMIN_CLUSTER = 'ehpc-ttpladm1';
let gw: JobsGateway;
let owner: TestClient;

beforeAll(async () => {
  gw = await startJobsGateway();
  const { db } = gw.gateway;
  await addCluster(db, { cluster_id: T1, cluster_name: '模板集群', nas_id: 'nas-ttpl0001' });
  await addQueue(db, { hpcqueue_id: 'hpcq-ttpl0001', cluster_id: T1, queue_name: 'normal', nodes: [{ hostname: 'cn001', cpu: 56 }] });
  await addCluster(db, { cluster_id: T2 });
  await addQueue(db, { hpcqueue_id: 'hpcq-ttpl0002', cluster_id: T2, queue_name: 'normal', nodes: [{ hostname: 'cn001', cpu: 56 }] });
  await addCluster(db, { cluster_id: ADMIN_CLUSTER, owner: 'usr-admin' });
  await addQueue(db, { hpcqueue_id: 'hpcq-ttpladm1', cluster_id: ADMIN_CLUSTER, queue_name: 'normal', nodes: [] });
  await addCluster(db, { cluster_id: 'ehpc-ttplfull', nas_id: 'nas-ttplfull', quota_gb: 0 });
  await addCluster(db, { cluster_id: 'ehpc-ttplnone', nas_id: null });
  owner = await gw.client('usr-owner');
}, 120_000);
afterAll(() => gw?.close());

type TemplateRequest = RequestOf<'createJobTemplate'>;
/** A template form as the console sends it: the defaulted priority included. */
type TemplateForm = Omit<TemplateRequest, 'priority'> & Partial<Pick<TemplateRequest, 'priority'>>;
const commandForm = {
  name: 'cfd-quick-test',
  cluster_id: T1,
  queue_name: 'normal',
  cores: 4,
  time_limit: 30,
  submit_type: 'command',
  cmd: 'echo quick; sleep 3',
  description: 'quick test',
} as const;
const create = (request: TemplateForm, client = owner) => client.op('createJobTemplate', { priority: 5, ...request });
const get = (id: string, client = owner) => client.op('getJobTemplate', { temp_id: id });
const snapshot = async () =>
  JSON.stringify([
    await gw.gateway.db.query('SELECT * FROM job_templates ORDER BY temp_id'),
    await gw.count('SELECT 1 FROM operations'),
    await gw.count('SELECT 1 FROM jobs'),
  ]);

async function created(body: TemplateForm): Promise<string> {
  const answer = await create(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.temp_id);
}

describe('file templates', () => {
  it('lists the seeded scripts of the zone by software and search word, sorted and paged', async () => {
    const all = await owner.op('listFileTemplates', { limit: 100, zone: 'pek3' });
    expect(all.status).toBe(200);
    expect(all.body.total_count).toBe(4);
    expect(all.body.file_template_set.map((t) => t.software).sort()).toEqual(['GROMACS', 'LAMMPS', 'OpenFOAM', 'WRF']);
    const gmx = await owner.op('listFileTemplates', { software: 'GROMACS' });
    expect(gmx.body).toMatchObject({
      total_count: 1,
      file_template_set: [
        { file_temp_id: 'ft-gmx2023a', file_name: 'gromacs_mpi.slurm', content: expect.stringContaining('gmx_mpi mdrun') },
      ],
    });
    const byName = await owner.op('listFileTemplates', { sort_key: 'software', reverse: 0, limit: 10, offset: 1 });
    expect(byName.body.file_template_set.map((t) => t.software)).toEqual(['LAMMPS', 'OpenFOAM', 'WRF']);
    expect((await owner.op('listFileTemplates', { search_word: 'lammps_melt' })).body.total_count).toBe(1);
    expect((await owner.call('GET', '/portal-hpc/filetemplate/tempList', { limit: 1024 })).status).toBe(422);
  });
});

describe('job templates', () => {
  it('creates a command and a script template, shows every saved value and records the change', async () => {
    const id = await created(commandForm);
    const detail = await get(id);
    expect(detail.status).toBe(200);
    expect(detail.body.hpc_job_template).toEqual({
      temp_id: id,
      name: 'cfd-quick-test',
      cluster_id: T1,
      cluster_name: '模板集群',
      hpcqueue_id: 'hpcq-ttpl0001',
      queue_name: 'normal',
      priority: 5,
      cores: 4,
      time_limit: 30,
      submit_type: 'command',
      cmd: 'echo quick; sleep 3',
      description: 'quick test',
      owner: 'usr-owner',
      create_time: expect.any(String),
      update_time: expect.any(String),
    });
    expect(
      await gw.count(
        "SELECT 1 FROM operations WHERE action = 'jobtemplate/createJobTemp' AND status = 'successful' AND resource_ids = $1",
        [[id]],
      ),
    ).toBe(1);
    const script = await created({
      name: '蛋白质折叠_gmx',
      cluster_id: T1,
      queue_name: 'normal',
      hpcqueue_id: 'hpcq-ttpl0001',
      cores: 56,
      submit_type: 'script',
      script_path: '/share/jobs/usr_owner/gromacs_mpi.slurm',
      file_temp_id: 'ft-gmx2023a',
      stdout_path: '/share/logs/%x-%j.out',
    });
    expect((await get(script)).body.hpc_job_template).toMatchObject({
      submit_type: 'script',
      file_temp_id: 'ft-gmx2023a',
      stdout_path: '/share/logs/%x-%j.out',
    });
    const list = await owner.op('listJobTemplates', { cluster_id: T1, sort_key: 'name', reverse: 0 });
    expect(list.body).toMatchObject({ action: 'jobtemplate/tempList', total_count: 2 });
    expect(list.body.hpc_job_template_set.map((t) => t.name)).toEqual(['cfd-quick-test', '蛋白质折叠_gmx']);
    expect((await owner.op('listJobTemplates', { cluster_id: T1, search_word: 'QUICK' })).body.total_count).toBe(1);
    expect((await owner.call('GET', '/portal-hpc/jobtemplate/tempList', { sort_key: 'cores' })).status).toBe(422);
    const admin = await gw.client('usr-admin');
    expect((await admin.op('listJobTemplates', {})).body.total_count).toBe(0);
    const foreign = await get(id, admin);
    expect([foreign.status, foreign.body.message]).toEqual([404, `The job template does not exist: ${id}`]);
  });

  it('refuses a cluster the user cannot use or that does not exist alike (403), a queue or file template that does not exist (404) and a name taken on the cluster (409)', async () => {
    await created({ ...commandForm, name: 'taken' });
    const before = await snapshot();
    const cases: [Partial<TemplateRequest>, number, string][] = [
      [{ cluster_id: ADMIN_CLUSTER }, 403, `You have no access to the cluster ${ADMIN_CLUSTER}`],
      [{ cluster_id: 'ehpc-nothere1' }, 403, 'You have no access to the cluster ehpc-nothere1'],
      [{ queue_name: 'nope' }, 404, 'The queue does not exist: nope'],
      [{ hpcqueue_id: 'hpcq-ttpl0002' }, 404, 'The queue does not exist: normal'],
      [{ file_temp_id: 'ft-missing1' }, 404, 'The file template does not exist: ft-missing1'],
      [{ name: 'taken' }, 409, 'Another job template of the cluster is already named taken'],
      [{ cmd: undefined }, 422, 'The request is not valid'],
      [{ submit_type: 'template' }, 422, 'The request is not valid'],
    ];
    for (const [change, status, message] of cases) {
      const answer = await create({ ...commandForm, name: 'refused', ...change });
      expect([answer.status, answer.body.message], JSON.stringify(change)).toEqual([status, message]);
    }
    expect(await snapshot()).toBe(before);
    expect((await create({ ...commandForm, name: 'taken', cluster_id: T2 })).status).toBe(200);
  });

  it('refuses a taken name as a rule on the name field (409, ret_code 1100), in the request’s language', async () => {
    await created({ ...commandForm, name: 'field taken' });
    const before = await snapshot();
    const zh = await gw.client('usr-owner', 'zh-cn');
    for (const [client, message] of [
      [owner, 'Another job template of the cluster is already named field taken'],
      [zh, '该集群已有名为 field taken 的作业模板'],
    ] as const) {
      const answer = await create({ ...commandForm, name: 'field taken' }, client);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        ret_code: 1100,
        action: 'jobtemplate/createJobTemp',
        message,
        validation: [{ location: ['body', 'name'], message, code: 'unique' }],
      });
    }
    expect(await snapshot()).toBe(before);
  });

  it('shows a sub-user only the templates of clusters shared with it, and lets a read-only member change none (ADR 0006)', async () => {
    const id = await created({ ...commandForm, name: 'sub_visible' });
    const sub = await gw.client('usr-sub');
    const listed = async () => (await sub.op('listJobTemplates', { limit: 100 })).body.hpc_job_template_set.map((t) => t.temp_id);
    expect(await listed()).not.toContain(id);
    const hidden = await get(id, sub);
    expect([hidden.status, hidden.body.message]).toEqual([404, `The job template does not exist: ${id}`]);
    const unseen = await create({ ...commandForm, name: 'sub_tpl' }, sub);
    expect([unseen.status, unseen.body.message]).toEqual([403, `You have no access to the cluster ${T1}`]);
    await shareCluster(gw.gateway.db, T1, 'usr-sub', 'readonly');
    try {
      expect(await listed()).toContain(id);
      expect((await get(id, sub)).status).toBe(200);
      const before = await snapshot();
      const readOnly = await create({ ...commandForm, name: 'sub_tpl' }, sub);
      expect([readOnly.status, readOnly.body.message]).toEqual([
        403,
        'You are a read-only member of this shared cluster and cannot change it',
      ]);
      expect((await sub.op('deleteJobTemplate', { temp_id: id })).status).toBe(403);
      expect(await snapshot()).toBe(before);
      await shareCluster(gw.gateway.db, T1, 'usr-sub', 'readwrite');
      expect((await create({ ...commandForm, name: 'sub_tpl' }, sub)).status).toBe(200);
    } finally {
      await shareCluster(gw.gateway.db, T1, 'usr-sub', null);
    }
  });

  it('replaces every value on update (left-out fields are cleared) and refuses another user’s template, a foreign cluster and a taken name', async () => {
    const id = await created({ ...commandForm, name: 'to update', memory: 2048 });
    const other = await created({ ...commandForm, name: 'other name' });
    // Sent without priority and cores: the contract's defaults apply.
    const update = await owner.call('POST', '/portal-hpc/jobtemplate/updateJobTemp', {
      temp_id: id,
      name: 'updated',
      cluster_id: T2,
      queue_name: 'normal',
      submit_type: 'command',
      cmd: 'sleep 1',
    });
    expect(update.status).toBe(200);
    const saved = (await get(id)).body.hpc_job_template;
    expect(saved).toMatchObject({ name: 'updated', cluster_id: T2, hpcqueue_id: 'hpcq-ttpl0002', cores: 1, priority: 5, cmd: 'sleep 1' });
    expect(saved).not.toHaveProperty('memory');
    expect(saved).not.toHaveProperty('description');
    expect(saved).not.toHaveProperty('time_limit');
    const before = await snapshot();
    const admin = await gw.client('usr-admin');
    const foreign = await admin.op('updateJobTemplate', {
      temp_id: id,
      name: 'x',
      cluster_id: ADMIN_CLUSTER,
      queue_name: 'normal',
      priority: 5,
      cores: 1,
      submit_type: 'command',
      cmd: 'x',
    });
    expect(foreign.status).toBe(404);
    const moved = await owner.op('updateJobTemplate', {
      temp_id: id,
      name: 'x',
      cluster_id: ADMIN_CLUSTER,
      queue_name: 'normal',
      priority: 5,
      cores: 1,
      submit_type: 'command',
      cmd: 'x',
    });
    expect(moved.status).toBe(403);
    const renamed = await owner.op('updateJobTemplate', { ...commandForm, priority: 5, temp_id: id, name: 'other name' });
    expect([renamed.status, renamed.body.message]).toEqual([409, 'Another job template of the cluster is already named other name']);
    expect(renamed.body).toMatchObject({
      ret_code: 1100,
      validation: [
        { location: ['body', 'name'], message: 'Another job template of the cluster is already named other name', code: 'unique' },
      ],
    });
    expect(await snapshot()).toBe(before);
    expect(other).toMatch(/^jt-/);
  });

  it('deletes one or several templates, refusing the whole request when any is missing or another user’s', async () => {
    const a = await created({ ...commandForm, name: 'delete a' });
    const b = await created({ ...commandForm, name: 'delete b' });
    const c = await created({ ...commandForm, name: 'delete c' });
    const before = await snapshot();
    const missing = await owner.op('deleteJobTemplate', { temp_ids: [a, 'jt-missing01'] });
    expect([missing.status, missing.body.message]).toEqual([404, 'The job template does not exist: jt-missing01']);
    const admin = await gw.client('usr-admin');
    expect((await admin.op('deleteJobTemplate', { temp_id: a })).status).toBe(404);
    expect((await owner.op('deleteJobTemplate', { temp_id: a, temp_ids: [b] })).status).toBe(422);
    expect(await snapshot()).toBe(before);
    expect((await owner.op('deleteJobTemplate', { temp_id: a })).body).toMatchObject({ ret_code: 0, temp_ids: [a] });
    expect((await owner.op('deleteJobTemplate', { temp_ids: [b, c] })).body.temp_ids).toEqual([b, c]);
    expect(await gw.count('SELECT 1 FROM job_templates WHERE temp_id = ANY($1)', [[a, b, c]])).toBe(0);
  });

  it('submits a job from a template, running the template’s command; a template of another cluster is refused', async () => {
    const id = await created({ ...commandForm, name: 'to submit' });
    const answer = await owner.op('submitJob', {
      priority: 5,
      cluster_id: T1,
      hpcqueue_id: 'hpcq-ttpl0001',
      name: 'from template',
      cores: 4,
      submit_type: 'template',
      job_template_id: id,
    });
    expect(answer.status).toBe(200);
    const uuid = String(answer.body.hpcjob_uuid);
    expect(await jobRow(gw.gateway.db, uuid)).toMatchObject({ submit_type: 'template', cmd: 'echo quick; sleep 3', job_template_id: id });
    await gw.advance(2);
    await gw.advance(4);
    expect(await jobRow(gw.gateway.db, uuid)).toMatchObject({ job_status: 'finished', run_time: 3 });
    const before = await snapshot();
    const wrong = await owner.op('submitJob', {
      priority: 5,
      cluster_id: T2,
      hpcqueue_id: 'hpcq-ttpl0002',
      name: 'wrong',
      cores: 1,
      submit_type: 'template',
      job_template_id: id,
    });
    expect([wrong.status, wrong.body.message]).toEqual([409, `The job template ${id} belongs to another cluster`]);
    expect(await snapshot()).toBe(before);
  });
});

describe('job/createJobFile', () => {
  const file = (request: Partial<RequestOf<'createJobFile'>> & Pick<RequestOf<'createJobFile'>, 'file_name'>, client = owner) =>
    client.op('createJobFile', { cluster_id: T1, content: '#!/bin/bash\necho hi\n', ...request });

  it('writes the script in the cluster user’s job folder of the NAS export (the IAM user’s own) and refuses the same name again', async () => {
    const answer = await file({ file_name: 'wrf_run.sh' });
    expect(answer.body).toMatchObject({ ret_code: 0, action: 'job/createJobFile', file_path: '/share/jobs/usr_owner/wrf_run.sh' });
    expect(readFileSync(join(nasExportDir(gw.dataDir, 'nas-ttpl0001'), 'jobs/usr_owner/wrf_run.sh'), 'utf8')).toBe(
      '#!/bin/bash\necho hi\n',
    );
    const alice = await gw.client('iam-alice');
    expect((await file({ file_name: 'wrf_run.sh' }, alice)).body.file_path).toBe('/share/jobs/alice/wrf_run.sh');
    const before = await snapshot();
    const again = await file({ file_name: 'wrf_run.sh', content: 'other' });
    expect([again.status, again.body.ret_code, again.body.message]).toEqual([409, 2100, 'Duplicate file name']);
    expect(readFileSync(join(nasExportDir(gw.dataDir, 'nas-ttpl0001'), 'jobs/usr_owner/wrf_run.sh'), 'utf8')).toBe(
      '#!/bin/bash\necho hi\n',
    );
    expect(await snapshot()).toBe(before);
  });

  it('refuses a full export (2500), a cluster without storage, another owner’s cluster and a bad file name, writing nothing', async () => {
    const before = await snapshot();
    const full = await file({ cluster_id: 'ehpc-ttplfull', file_name: 'a.sh' });
    expect([full.status, full.body.ret_code, full.body.message]).toEqual([409, 2500, 'storage is full']);
    expect(existsSync(join(nasExportDir(gw.dataDir, 'nas-ttplfull'), 'jobs/usr_owner/a.sh'))).toBe(false);
    expect((await file({ cluster_id: 'ehpc-ttplnone', file_name: 'a.sh' })).body.message).toBe('The cluster has no shared storage');
    expect((await file({ cluster_id: ADMIN_CLUSTER, file_name: 'a.sh' })).status).toBe(404);
    expect((await file({ file_name: '../escape.sh' })).status).toBe(422);
    expect((await file({ file_name: '..' })).status).toBe(422);
    expect(await snapshot()).toBe(before);
  });
});
