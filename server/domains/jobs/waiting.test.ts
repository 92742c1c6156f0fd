/**
 * Why a pending job waits, and when it should start, on the simulated scheduler (ADR 0056), as the API answers it:
 * accepted before the scheduler has it; resources while the queue's cores are taken, with the start the running jobs'
 * time limits free them; no estimate while a job without a limit holds them; nodes_unavailable in a queue without an
 * active node; nothing once it runs. The list and the job's page say the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test-support';
import { addCluster, addQueue, jobRow, startJobsGateway, type JobsGateway } from './test-support';

const C = 'ehpc-twait001';
const Q = 'hpcq-twait001';
const EMPTY = 'hpcq-twait002';
let gw: JobsGateway;
let owner: TestClient;

beforeAll(async () => {
  gw = await startJobsGateway();
  const { db } = gw.gateway;
  await addCluster(db, { cluster_id: C });
  await addQueue(db, { hpcqueue_id: Q, cluster_id: C, queue_name: 'normal', nodes: [{ hostname: 'cn001', cpu: 4 }] });
  await addQueue(db, { hpcqueue_id: EMPTY, cluster_id: C, queue_name: 'empty', nodes: [{ hostname: 'cn002', cpu: 4, status: 'stopped' }] });
  owner = await gw.client('usr-owner');
}, 120_000);
afterAll(() => gw?.close());

async function submit(name: string, cores: number, timeLimit?: number, queue = Q): Promise<string> {
  const answer = await owner.op('submitJob', {
    cluster_id: C,
    hpcqueue_id: queue,
    name,
    cores,
    submit_type: 'command',
    cmd: 'sleep 100000',
    ...(timeLimit ? { time_limit: timeLimit } : {}),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.hpcjob_uuid);
}

const detail = async (uuid: string) => {
  const answer = await owner.op('getJobDetail', { id: uuid });
  expect(answer.status).toBe(200);
  return answer.body.job;
};
const listed = async (uuid: string) => {
  const answer = await owner.op('listJobs', { cluster_id: C, limit: 100 });
  expect(answer.status).toBe(200);
  return answer.body.job_set.find((j) => j.hpcjob_uuid === uuid);
};
const stop = (uuid: string) => owner.op('stopJobs', { cluster_id: C, job_ids: [uuid] });

describe('why a pending job waits on the simulated scheduler', () => {
  it('says resources with the start the running jobs’ limits allow, none behind a job without one, and nothing once it runs', async () => {
    const big = await submit('holds_all', 4, 30);
    const waiting = await submit('waits', 2);
    // Accepted, not yet the scheduler's.
    expect(await detail(waiting)).toMatchObject({ job_status: 'pending', pending_reason: 'accepted' });
    expect((await detail(waiting)).expected_start_time).toBeUndefined();
    await gw.advance(2);
    const started = (await jobRow(gw.gateway.db, big)).started_time as Date;
    expect(await detail(big)).toMatchObject({ job_status: 'running' });
    expect((await detail(big)).pending_reason).toBeUndefined();
    const expected = new Date(started.getTime() + 30 * 60_000).toISOString();
    expect(await detail(waiting)).toMatchObject({ job_status: 'pending', pending_reason: 'resources', expected_start_time: expected });
    // The list says the same as the job's page.
    expect(await listed(waiting)).toMatchObject({ pending_reason: 'resources', expected_start_time: expected });
    // Another tick: the same estimate (no change every second).
    const modified = (await jobRow(gw.gateway.db, waiting)).modified_time;
    await gw.advance(2);
    expect((await jobRow(gw.gateway.db, waiting)).modified_time).toEqual(modified);

    // The big job ends (stopped): the waiting one runs, and says no more why it waited.
    expect((await stop(big)).status).toBe(200);
    await gw.advance(2);
    await gw.advance(2);
    const ran = await detail(waiting);
    expect(ran.job_status).toBe('running');
    expect(ran.pending_reason).toBeUndefined();
    expect(ran.expected_start_time).toBeUndefined();

    // Held by a job without a time limit: the reason, and no estimate.
    const next = await submit('waits_more', 4);
    await gw.advance(2);
    const unknown = await detail(next);
    expect(unknown).toMatchObject({ job_status: 'pending', pending_reason: 'resources' });
    expect(unknown.expected_start_time).toBeUndefined();
    await stop(next);
    await stop(waiting);
    await gw.advance(2);
  });

  it('says nodes_unavailable for a queue with no active compute node', async () => {
    const stuck = await submit('no_nodes', 1, 10, EMPTY);
    await gw.advance(2);
    const job = await detail(stuck);
    expect(job).toMatchObject({ job_status: 'pending', pending_reason: 'nodes_unavailable' });
    expect(job.expected_start_time).toBeUndefined();
    await stop(stuck);
  });
});
