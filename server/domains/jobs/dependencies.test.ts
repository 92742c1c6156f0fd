/**
 * Jobs that wait for other jobs (ADR 0057), on the simulated scheduler and through the API: the submission's checks
 * (the account's own jobs of the same cluster, not deleted, each once; refused by the field, nothing recorded), each
 * condition met or never met as the other job starts and ends, and the job page's links both ways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test-support';
import { addCluster, addQueue, startJobsGateway, type JobsGateway } from './test-support';

const C = 'ehpc-tdep0001';
const Q = 'hpcq-tdep0001';
const OTHER = 'ehpc-tdep0002';
const OTHER_Q = 'hpcq-tdep0002';
let gw: JobsGateway;
let owner: TestClient;
let ownerZh: TestClient;

beforeAll(async () => {
  gw = await startJobsGateway();
  const { db } = gw.gateway;
  await addCluster(db, { cluster_id: C });
  await addQueue(db, { hpcqueue_id: Q, cluster_id: C, queue_name: 'normal', nodes: [{ hostname: 'cn001', cpu: 16 }] });
  await addCluster(db, { cluster_id: OTHER });
  await addQueue(db, { hpcqueue_id: OTHER_Q, cluster_id: OTHER, queue_name: 'normal', nodes: [{ hostname: 'cn001', cpu: 16 }] });
  owner = await gw.client('usr-owner');
  ownerZh = await gw.client('usr-owner', 'zh');
}, 120_000);
afterAll(() => gw?.close());

type Dependency = { type: 'afterok' | 'afterany' | 'afternotok' | 'after'; job: string };

const body = (name: string, cmd: string, dependency?: Dependency[], cluster = C, queue = Q) => ({
  cluster_id: cluster,
  hpcqueue_id: queue,
  name,
  cores: 1,
  submit_type: 'command' as const,
  cmd,
  ...(dependency ? { dependency } : {}),
});

async function submit(name: string, cmd: string, dependency?: Dependency[], cluster = C, queue = Q): Promise<string> {
  const answer = await owner.op('submitJob', body(name, cmd, dependency, cluster, queue));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.hpcjob_uuid);
}

const detail = async (uuid: string) => {
  const answer = await owner.op('getJobDetail', { id: uuid });
  expect(answer.status).toBe(200);
  return answer.body;
};
const job = async (uuid: string) => (await detail(uuid)).job;
const jobCount = () => gw.count('SELECT 1 FROM jobs');

describe('jobs that wait for other jobs, on the simulated scheduler', () => {
  it('starts each job when its condition holds, says dependency while it waits and never when it cannot hold', async () => {
    const first = await submit('first', 'sleep 20');
    const ok = await submit('after_ok', 'sleep 5', [{ type: 'afterok', job: first }]);
    const notOk = await submit('after_not_ok', 'sleep 5', [{ type: 'afternotok', job: first }]);
    const started = await submit('after_start', 'sleep 5', [{ type: 'after', job: first }]);
    const both = await submit('after_both', 'sleep 5', [
      { type: 'afterany', job: first },
      { type: 'afterok', job: ok },
    ]);
    await gw.advance(2);
    await gw.advance(2);
    expect((await job(first)).job_status).toBe('running');
    // "after": the first job has started.
    expect((await job(started)).job_status).toBe('running');
    for (const uuid of [ok, notOk, both]) expect(await job(uuid)).toMatchObject({ job_status: 'pending', pending_reason: 'dependency' });

    // The first job finishes well: afterok starts, afternotok can never.
    await gw.advance(25);
    await gw.advance(2);
    expect(await job(first)).toMatchObject({ job_status: 'finished', exit_code: 0 });
    expect((await job(ok)).job_status).toBe('running');
    expect(await job(notOk)).toMatchObject({ job_status: 'pending', pending_reason: 'dependency_never_satisfied' });
    // Both conditions: the first ended, the second still runs.
    expect(await job(both)).toMatchObject({ job_status: 'pending', pending_reason: 'dependency' });
    await gw.advance(10);
    await gw.advance(2);
    expect((await job(both)).job_status).not.toBe('pending');

    // The job page links both ways, in the order given and newest first.
    const page = await detail(first);
    expect(page.waits_for).toEqual([]);
    expect(page.waited_for_by?.map((l) => [l.name, l.type])).toEqual([
      ['after_both', 'afterany'],
      ['after_start', 'after'],
      ['after_not_ok', 'afternotok'],
      ['after_ok', 'afterok'],
    ]);
    expect((await detail(both)).waits_for).toEqual([
      { type: 'afterany', hpcjob_uuid: first, name: 'first', job_status: 'finished' },
      { type: 'afterok', hpcjob_uuid: ok, name: 'after_ok', job_status: 'finished' },
    ]);
    await owner.op('stopJobs', { cluster_id: C, job_ids: [notOk] });
  });

  it('runs an afternotok job when the other fails, and leaves an afterok one waiting for ever', async () => {
    const failing = await submit('failing', 'sleep 3; exit 3');
    const onFailure = await submit('on_failure', 'echo cleanup', [{ type: 'afternotok', job: failing }]);
    const onSuccess = await submit('on_success', 'echo next', [{ type: 'afterok', job: failing }]);
    for (let i = 0; i < 4; i++) await gw.advance(3);
    expect(await job(failing)).toMatchObject({ job_status: 'exited', exit_code: 3 });
    expect((await job(onFailure)).job_status).toMatch(/running|finished/);
    expect(await job(onSuccess)).toMatchObject({ job_status: 'pending', pending_reason: 'dependency_never_satisfied' });
    await owner.op('stopJobs', { cluster_id: C, job_ids: [onSuccess] });
  });

  it('refuses a job of another cluster, an unknown or deleted one, and one named twice, by the field and in words, recording nothing', async () => {
    const elsewhere = await submit('elsewhere', 'sleep 100', undefined, OTHER, OTHER_Q);
    const here = await submit('here', 'sleep 100');
    const before = await jobCount();
    const other = await owner.op('submitJob', body('waits_wrong', 'true', [{ type: 'afterok', job: elsewhere }]));
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      ret_code: 1100,
      validation: [
        expect.objectContaining({
          location: ['body', 'dependency', '0', 'job'],
          message: 'The job “elsewhere” is not on this cluster: a job can wait only for jobs of its own cluster',
        }),
      ],
    });
    const unknown = await ownerZh.op('submitJob', body('waits_none', 'true', [{ type: 'afterany', job: 'hpcjob-nosuchjob' }]));
    expect(unknown.status).toBe(409);
    expect(JSON.stringify(unknown.body)).toContain('要等待的作业 hpcjob-nosuchjob 不存在或已删除');
    const twice = await owner.op(
      'submitJob',
      body('waits_twice', 'true', [
        { type: 'afterany', job: here },
        { type: 'afterok', job: here },
      ]),
    );
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ validation: [expect.objectContaining({ location: ['body', 'dependency', '1', 'job'] })] });
    // A deleted job cannot be waited for.
    await owner.op('deleteJobs', { cluster_id: C, job_ids: [here] });
    for (let i = 0; i < 3; i++) await gw.advance(2);
    const deleted = await owner.op('submitJob', body('waits_deleted', 'true', [{ type: 'afterany', job: here }]));
    expect(deleted.status).toBe(409);
    // A condition Slurm does not have, and more than 8 jobs, are the contract's: refused before the handler.
    const badType = await owner.op('submitJob', { ...body('bad_type', 'true'), dependency: [{ type: 'afterwards', job: here }] } as never);
    expect(badType.status).toBe(422);
    const many = Array.from({ length: 9 }, () => ({ type: 'afterany' as const, job: here }));
    expect((await owner.op('submitJob', body('too_many', 'true', many))).status).toBe(422);
    expect(await jobCount()).toBe(before);
    await owner.op('stopJobs', { cluster_id: OTHER, job_ids: [elsewhere] });
  });
});
