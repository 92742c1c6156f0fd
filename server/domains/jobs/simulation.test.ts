import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOf } from '../../http/handler-types';
import type { TestClient } from '../../test-support';
import { approveSoftware, jobRow, operationRow, startJobsGateway, type JobsGateway } from './test-support';

let gw: JobsGateway;
let owner: TestClient;

beforeAll(async () => {
  gw = await startJobsGateway();
  // The node's cores are the tests' to schedule: the seeded simulation jobs go.
  await gw.gateway.db.query("DELETE FROM jobs WHERE portal = 'ispf'");
  owner = await gw.client('usr-owner');
  await approveSoftware(gw.gateway.db, 'usr-owner', 'hpcsw-fluent23');
}, 120_000);
afterAll(() => gw?.close());

// The seeded input deck of the car_body run (a submission naming a missing file is refused).
const form = { hpcsw_id: 'hpcsw-fluent23', cores: 8, input_file: '/share/ispf/usr-owner/car_body/car_body.cas.h5' };
const submit = (body: Partial<RequestOf<'submitSimulationJob'>> & { name: string }, client = owner) =>
  client.op('submitSimulationJob', { ...form, ...body });
const detail = async (id: string, client = owner) => client.op('getSimulationJobDetail', { sjob_id: id });
const status = async (id: string) => (await jobRow(gw.gateway.db, id)).job_status;
const snapshot = async () =>
  JSON.stringify([
    await gw.gateway.db.query('SELECT hpcjob_uuid, job_status FROM jobs ORDER BY 1'),
    await gw.count('SELECT 1 FROM operations'),
  ]);

async function submitted(body: Partial<RequestOf<'submitSimulationJob'>> & { name: string }): Promise<string> {
  const answer = await submit(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.sjob_id);
}

describe('simulation jobs', () => {
  it('submits a run with the software’s default command, records it for simulation_cluster, runs it on the node and writes its output', async () => {
    const answer = await submit({ name: '汽车外流场_Fluent', cores: 56 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      action: 'simulation/submitJob',
      job_id: expect.stringMatching(/^j-/),
      sjob_id: expect.stringMatching(/^sjob-/),
    });
    const id = String(answer.body.sjob_id);
    expect(await operationRow(gw.gateway.db, String(answer.body.job_id))).toMatchObject({
      action: 'simulation/submitJob',
      portal: 'ispf',
      resource_type: 'simulation_cluster',
      resource_ids: ['simulation_cluster'],
      resource_names: ['汽车外流场_Fluent'],
    });
    expect((await detail(id)).body.job).toMatchObject({
      sjob_id: id,
      job_status: 'pending',
      cmd: 'fluent 3ddp -g -t56 -i run.jou',
      sw_name: 'Fluent',
      sw_ver: '2023R1',
      cores: 56,
    });
    await gw.advance(2);
    expect((await detail(id)).body.job).toMatchObject({
      job_status: 'running',
      node_list: 'sim-node01',
      job_id: expect.stringMatching(/^\d+$/),
    });
    await gw.advance(5);
    const done = (await detail(id)).body.job;
    expect(done).toMatchObject({ job_status: 'finished', exit_code: 0, run_time: 3 });
    const stdout = readFileSync(join(gw.dataDir, 'ispf', String(done.stdout_path).replace('/share/ispf/', '')), 'utf8');
    expect(stdout).toContain('+ fluent 3ddp -g -t56 -i run.jou');
  });

  it('refuses an input file that does not exist on the platform’s storage (409 on the field, in words), recording nothing', async () => {
    const before = await snapshot();
    for (const input_file of [
      '/share/ispf/usr-owner/nowhere/case.cas.h5',
      '/share/ispf/usr-owner/car_body',
      '/share/wrf/wrf_case01/namelist.input',
    ]) {
      const refused = await submit({ name: 'ghost run', input_file });
      expect([refused.status, refused.body.ret_code], input_file).toEqual([409, 1100]);
      expect(refused.body.validation).toEqual([
        { location: ['body', 'input_file'], code: 'exists', message: `The input file does not exist: ${input_file}` },
      ]);
    }
    const zh = await gw.client('usr-owner', 'zh');
    const refusedZh = await submit({ name: 'ghost run', input_file: '/share/ispf/usr-owner/none.inp' }, zh);
    expect(refusedZh.body.message).toBe('输入文件不存在: /share/ispf/usr-owner/none.inp');
    expect(await snapshot()).toBe(before);
  });

  it('runs jobs on the single 56-core node as its cores allow', async () => {
    const big = await submitted({ name: 'big run', cores: 40, cmd: 'sleep 100' });
    await gw.advance(2);
    const next = await submitted({ name: 'waits', cores: 20, cmd: 'sleep 1' });
    const small = await submitted({ name: 'fits', cores: 16, cmd: 'sleep 1' });
    await gw.advance(2);
    expect(await status(big)).toBe('running');
    expect(await status(next)).toBe('pending');
    expect(await status(small)).toBe('running');
    await gw.advance(100);
    expect(await status(big)).toBe('finished');
    expect(await status(next)).toBe('running');
  });

  it('lists the owner’s simulation jobs by status, software and search word with the status counts', async () => {
    await submitted({ name: 'openfoam case', hpcsw_id: 'hpcsw-openfoam11', cores: 2, cmd: 'sleep 1000' });
    await gw.advance(2);
    const all = await owner.op('listSimulationJobs', { limit: 100 });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ action: 'simulation/list/job', total_count: 5, nrun: 1, npend: 0, nstop: 0 });
    const foam = await owner.op('listSimulationJobs', { hpcsw_id: 'hpcsw-openfoam11', status: ['running'] });
    expect(foam.body.job_set.map((j) => [j.name, j.sw_name])).toEqual([['openfoam case', 'OpenFOAM']]);
    const search = await owner.op('listSimulationJobs', { search_word: 'FLUENT', sort_key: 'name', reverse: 0 });
    expect(search.body.job_set.map((j) => j.name)).toEqual(['汽车外流场_Fluent']);
    const reversed = await owner.op('listSimulationJobs', { start_time: '2026-11-02T00:00:00Z', end_time: '2026-11-01T00:00:00Z' });
    expect(reversed.status).toBe(409);
    const admin = await gw.client('usr-admin');
    expect((await admin.op('listSimulationJobs', {})).body.total_count).toBe(0);
  });

  it('stops and deletes simulation jobs, recorded for simulation_cluster', async () => {
    const running = await submitted({ name: 'stop me', cores: 1, cmd: 'sleep 1000' });
    await gw.advance(2);
    const stop = await owner.op('stopSimulationJobs', { sjob_ids: [running] });
    expect(stop.status).toBe(200);
    expect(await operationRow(gw.gateway.db, String(stop.body.job_id))).toMatchObject({
      action: 'simulation/stopJobs',
      portal: 'ispf',
      resource_ids: ['simulation_cluster'],
    });
    await gw.advance(2);
    expect(await status(running)).toBe('stopped');
    const del = await owner.op('deleteSimulationJobs', { sjob_ids: [running] });
    expect(del.status).toBe(200);
    await gw.advance(2);
    await gw.advance(2);
    expect(await status(running)).toBe('deleted');
    expect((await owner.op('listSimulationJobs', { search_word: 'stop me' })).body.total_count).toBe(0);
    const log = await owner.op('listSimulationOperations', {
      resource_ids: ['simulation_cluster'],
      operation_action: 'simulation/deleteJobs',
    });
    expect(log.status).toBe(200);
    expect(log.body).toMatchObject({
      action: 'operation/simulation',
      total_count: 1,
      job_set: [{ job_id: del.body.job_id, status: 'successful', resource_ids: ['simulation_cluster'] }],
    });
    const hpcLog = await owner.op('listOperations', { operation_action: 'simulation/deleteJobs' });
    expect(hpcLog.body.total_count).toBe(0);
  });
});

describe('refused simulation requests change nothing', () => {
  it('refuses an unknown software (404), a stopped platform (409), a duplicate (2400) and too many cores (422)', async () => {
    await submitted({ name: 'original', cmd: 'sleep 1000' });
    const before = await snapshot();
    const software = await submit({ name: 'x', hpcsw_id: 'hpcsw-nothing1' });
    expect(software.status).toBe(404);
    expect(software.body.message).toBe('The simulation software does not exist: hpcsw-nothing1');
    const duplicate = await submit({ name: 'original', cmd: 'sleep 1000' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ ret_code: 2400, message: 'Please do not duplicate submissions' });
    expect((await submit({ name: 'x', cores: 57 })).status).toBe(422);
    await gw.gateway.db.query("UPDATE simulation_platform SET status = 'stopped'");
    const stopped = await submit({ name: 'x' });
    expect(stopped.status).toBe(409);
    expect(stopped.body.message).toBe('The cluster is not active and cannot submit jobs');
    await gw.gateway.db.query("UPDATE simulation_platform SET status = 'active'");
    expect(await snapshot()).toBe(before);
  });

  it('refuses to stop an ended job (409) and to touch another account’s or an unknown job (404)', async () => {
    const ended = await submitted({ name: 'ends', cores: 1, cmd: 'echo bye' });
    await gw.advance(2);
    await gw.advance(5);
    expect(await status(ended)).toBe('finished');
    const before = await snapshot();
    const stop = await owner.op('stopSimulationJobs', { sjob_ids: [ended] });
    expect(stop.status).toBe(409);
    expect(stop.body.message).toBe('Only running or pending jobs can be stopped: “ends”');
    const admin = await gw.client('usr-admin');
    expect((await admin.op('deleteSimulationJobs', { sjob_ids: [ended] })).status).toBe(404);
    expect((await detail(ended, admin)).status).toBe(404);
    expect((await owner.op('deleteSimulationJobs', { sjob_ids: ['sjob-unknown01'] })).body.message).toBe(
      'The job does not exist: sjob-unknown01',
    );
    expect(await snapshot()).toBe(before);
  });
});
