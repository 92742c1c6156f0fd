import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nasExportDir } from '../../seed/fixtures';
import type { TestClient } from '../../test-support';
import { shareCluster } from '../../testing/shares';
import { addCluster, addQueue, jobRow, operationRow, startJobsGateway, type JobsGateway } from './test-support';

const C = 'ehpc-tctl0001';
const Q = 'hpcq-tctl0001';
const OTHER = 'ehpc-tctl0002';
let gw: JobsGateway;
let owner: TestClient;

beforeAll(async () => {
  gw = await startJobsGateway();
  const { db } = gw.gateway;
  await addCluster(db, { cluster_id: C, nas_id: 'nas-tctl0001' });
  await addQueue(db, { hpcqueue_id: Q, cluster_id: C, queue_name: 'normal', nodes: [{ hostname: 'cn001', cpu: 16 }] });
  await addCluster(db, { cluster_id: OTHER });
  await addQueue(db, { hpcqueue_id: 'hpcq-tctl0002', cluster_id: OTHER, queue_name: 'normal', nodes: [{ hostname: 'cn001', cpu: 16 }] });
  owner = await gw.client('usr-owner');
}, 120_000);
afterAll(() => gw?.close());

async function submit(name: string, cmd = 'sleep 1000', cluster = C, queue = Q): Promise<string> {
  const answer = await owner.op('submitJob', {
    priority: 5,
    cluster_id: cluster,
    hpcqueue_id: queue,
    name,
    cores: 2,
    submit_type: 'command',
    cmd,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.hpcjob_uuid);
}

const change = (client: TestClient, what: 'stopJobs' | 'resumeJobs' | 'deleteJobs', jobIds: string[], cluster = C) =>
  client.op(what, { cluster_id: cluster, job_ids: jobIds });
const status = async (uuid: string) => (await jobRow(gw.gateway.db, uuid)).job_status;
const snapshot = async () =>
  JSON.stringify([
    await gw.gateway.db.query('SELECT hpcjob_uuid, job_status FROM jobs ORDER BY 1'),
    await gw.count('SELECT 1 FROM operations'),
  ]);

describe('stop, resume and delete', () => {
  it('stops a running and a pending job, resumes them pending, and runs them again', async () => {
    const running = await submit('to stop');
    await gw.advance(2);
    const pending = await submit('not accepted yet');
    expect(await status(running)).toBe('running');
    expect(await status(pending)).toBe('pending');
    const stop = await change(owner, 'stopJobs', [running, pending]);
    expect(stop.status).toBe(200);
    expect(await operationRow(gw.gateway.db, String(stop.body.job_id))).toMatchObject({
      action: 'job/stopJobs',
      status: 'pending',
      resource_ids: [running, pending],
    });
    expect(await status(running)).toBe('running');
    await gw.advance(2);
    expect(await operationRow(gw.gateway.db, String(stop.body.job_id))).toMatchObject({ status: 'successful' });
    expect(await status(running)).toBe('stopped');
    expect(await status(pending)).toBe('stopped');
    expect(await gw.count('SELECT 1 FROM job_nodes WHERE hpcjob_uuid = $1', [running])).toBe(0);
    const job = await jobRow(gw.gateway.db, running);
    expect(readFileSync(join(nasExportDir(gw.dataDir, 'nas-tctl0001'), String(job.stdout_path).replace('/share', '')), 'utf8')).toContain(
      'stopped by the user',
    );

    const resume = await change(owner, 'resumeJobs', [running, pending]);
    expect(resume.status).toBe(200);
    await gw.advance(2);
    expect(await operationRow(gw.gateway.db, String(resume.body.job_id))).toMatchObject({ action: 'job/resumeJobs', status: 'successful' });
    const requeued = await jobRow(gw.gateway.db, running);
    expect(requeued).toMatchObject({ job_status: 'running', run_time: 0, exit_code: null });
    expect(await status(pending)).toBe('running');
    expect((await jobRow(gw.gateway.db, pending)).job_id).toMatch(/^\d+$/);
  });

  it('deletes jobs: running ones are cancelled first, then every job is deleted and no longer listed', async () => {
    const running = await submit('to delete');
    const finished = await submit('finished then deleted', 'echo done');
    await gw.advance(2);
    await gw.advance(5);
    expect(await status(finished)).toBe('finished');
    const del = await change(owner, 'deleteJobs', [running, finished]);
    expect(del.status).toBe(200);
    await gw.advance(2);
    expect(await status(running)).toBe('cancelled');
    expect(await status(finished)).toBe('finished');
    expect(await operationRow(gw.gateway.db, String(del.body.job_id))).toMatchObject({ status: 'working' });
    await gw.advance(2);
    expect(await status(running)).toBe('deleted');
    expect(await status(finished)).toBe('deleted');
    expect(await operationRow(gw.gateway.db, String(del.body.job_id))).toMatchObject({ status: 'successful' });
    const list = await owner.op('listJobs', { cluster_id: C, limit: 100 });
    const ids = list.body.job_set.map((j) => j.hpcjob_uuid);
    expect(ids).not.toContain(running);
    expect(ids).not.toContain(finished);
    expect((await change(owner, 'deleteJobs', [running])).status).toBe(404);
  });
});

describe('refused changes change nothing', () => {
  it('refuses to stop a job that is not running or pending, and to resume one that is not stopped (409)', async () => {
    const done = await submit('quick', 'echo hi');
    await gw.advance(2);
    await gw.advance(5);
    const before = await snapshot();
    const stop = await change(owner, 'stopJobs', [done]);
    expect(stop.status).toBe(409);
    expect(stop.body).toMatchObject({ ret_code: 2100, message: 'Only running or pending jobs can be stopped: “quick”' });
    const resume = await change(owner, 'resumeJobs', [done]);
    expect(resume.status).toBe(409);
    expect(resume.body.message).toBe('Only stopped jobs can be resumed: “quick”');
    expect(await snapshot()).toBe(before);
  });

  it('refuses jobs that are not of cluster_id (409) and jobs that do not exist (404), the whole request', async () => {
    const mine = await submit('on C');
    const elsewhere = await submit('on other', 'sleep 1000', OTHER, 'hpcq-tctl0002');
    const before = await snapshot();
    for (const what of ['stopJobs', 'resumeJobs', 'deleteJobs'] as const) {
      const wrong = await change(owner, what, [mine, elsewhere]);
      expect(wrong.status).toBe(409);
      expect(wrong.body.message).toBe('The job “on other” does not belong to the cluster “test_cluster”');
      const missing = await change(owner, what, [mine, 'hpcjob-missing01']);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ ret_code: 1400, message: 'The job does not exist: hpcjob-missing01' });
    }
    expect((await change(owner, 'stopJobs', [])).status).toBe(422);
    expect(await snapshot()).toBe(before);
  });

  it('refuses to resume jobs of a cluster that is not active', async () => {
    const job = await submit('resume later');
    await gw.advance(2);
    await change(owner, 'stopJobs', [job]);
    await gw.advance(2);
    expect(await status(job)).toBe('stopped');
    await gw.gateway.db.query("UPDATE clusters SET status = 'stopped' WHERE cluster_id = $1", [C]);
    const before = await snapshot();
    const resume = await change(owner, 'resumeJobs', [job]);
    expect(resume.status).toBe(409);
    expect(resume.body.message).toBe('The cluster is not active and cannot submit jobs');
    expect(await snapshot()).toBe(before);
    await gw.gateway.db.query("UPDATE clusters SET status = 'active' WHERE cluster_id = $1", [C]);
  });

  it('lets a sub-user change the jobs of a cluster shared with it read-write only (ADR 0006), and hides them from another account', async () => {
    const job = await submit('shared in the account');
    const admin = await gw.client('usr-admin');
    const sub = await gw.client('usr-sub');
    const before = await snapshot();
    const refused = await change(admin, 'stopJobs', [job]);
    expect([refused.status, refused.body.message]).toEqual([404, `The cluster does not exist: ${C}`]);
    // The owner's cluster is not shared with the sub-user: it does not see it, like another account's.
    const unshared = await change(sub, 'stopJobs', [job]);
    expect([unshared.status, unshared.body.message]).toEqual([404, `The cluster does not exist: ${C}`]);
    const hidden = await sub.op('getJobDetail', { id: job });
    expect([hidden.status, hidden.body.message]).toEqual([404, `The job does not exist: ${job}`]);
    await shareCluster(gw.gateway.db, C, 'usr-sub', 'readonly');
    expect((await sub.op('getJobDetail', { id: job })).status).toBe(200);
    const readOnly = await change(sub, 'stopJobs', [job]);
    expect([readOnly.status, readOnly.body.ret_code]).toEqual([403, 1300]);
    expect(await snapshot()).toBe(before);
    await shareCluster(gw.gateway.db, C, 'usr-sub', 'readwrite');
    expect((await change(sub, 'stopJobs', [job])).status).toBe(200);
    await shareCluster(gw.gateway.db, C, 'usr-sub', null);
    await gw.advance(2);
    expect(await status(job)).toBe('stopped');
  });

  it('lets the IAM user acting for the owner change her own jobs only; the owner changes hers (ADR 0042)', async () => {
    const alice = await gw.client('iam-alice');
    const owners = await submit('owner run');
    const mine = await alice.op('submitJob', {
      priority: 5,
      cluster_id: C,
      hpcqueue_id: Q,
      name: 'alice run',
      cores: 1,
      submit_type: 'command',
      cmd: 'sleep 1000',
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const hers = String(mine.body.hpcjob_uuid);
    await gw.advance(2);
    const before = await snapshot();
    for (const [what, ids] of [
      ['stopJobs', [owners]],
      ['deleteJobs', [owners]],
      ['stopJobs', [hers, owners]],
    ] as const) {
      const refused = await change(alice, what, [...ids]);
      expect([refused.status, refused.body.ret_code, refused.body.message], what).toEqual([
        403,
        1300,
        'The job “owner run” was submitted by someone else: only its submitter or who administers the cluster can change it',
      ]);
    }
    expect(await snapshot()).toBe(before);
    expect((await change(alice, 'stopJobs', [hers])).status).toBe(200);
    await gw.advance(2);
    expect(await status(hers)).toBe('stopped');
    expect((await change(owner, 'resumeJobs', [hers])).status).toBe(200);
    expect((await change(owner, 'stopJobs', [owners])).status).toBe(200);
  });
});
