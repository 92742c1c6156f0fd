/**
 * What an ended job used on the simulated scheduler (ADR 0058), as the API answers it: its commands compute on every
 * core and its sleeps on none, so a job that sleeps is told it used little of its cores and of its time limit, one that
 * computes is not; nothing while it runs; the list and the job's page say the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test-support';
import { addCluster, addQueue, startJobsGateway, type JobsGateway } from './test-support';

const C = 'ehpc-tuse0001';
const Q = 'hpcq-tuse0001';
let gw: JobsGateway;
let owner: TestClient;

beforeAll(async () => {
  gw = await startJobsGateway();
  await addCluster(gw.gateway.db, { cluster_id: C });
  await addQueue(gw.gateway.db, { hpcqueue_id: Q, cluster_id: C, queue_name: 'normal', nodes: [{ hostname: 'cn001', cpu: 8 }] });
  owner = await gw.client('usr-owner');
}, 120_000);
afterAll(() => gw?.close());

async function submit(name: string, cmd: string, extra: Record<string, number> = {}): Promise<string> {
  const answer = await owner.op('submitJob', { cluster_id: C, hpcqueue_id: Q, name, cores: 2, submit_type: 'command', cmd, ...extra });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.hpcjob_uuid);
}

const detail = async (uuid: string) => (await owner.op('getJobDetail', { id: uuid })).body.job;
const listed = async (uuid: string) =>
  (await owner.op('listJobs', { cluster_id: C, limit: 100 })).body.job_set.find((j) => j.hpcjob_uuid === uuid);

describe('what a simulated job used', () => {
  it('tells a job that slept that it used little of its cores and its time limit, and one that computed nothing of the kind', async () => {
    const sleeper = await submit('sleeper', 'sleep 57; make', { memory: 1024, time_limit: 10 });
    const worker = await submit('worker', Array.from({ length: 12 }, () => 'make').join('; '));
    await gw.advance(2);
    expect(await detail(sleeper)).toMatchObject({ job_status: 'running' });
    expect((await detail(sleeper)).usage).toBeUndefined();
    await gw.advance(70);
    const slept = await detail(sleeper);
    expect(slept).toMatchObject({ job_status: 'finished', run_time: 60 });
    // 3 s of computing on 2 cores over 60 s; the simulator measures no memory.
    expect(slept.usage).toEqual({
      cpu_time: 6,
      cpu_efficiency: 0.05,
      memory_peak: null,
      memory_had: 1024,
      memory_efficiency: null,
      time_limit: 10,
      time_efficiency: 0.1,
      underused: ['cpu', 'time'],
    });
    const worked = await detail(worker);
    expect(worked).toMatchObject({ job_status: 'finished', run_time: 36 });
    expect(worked.usage).toMatchObject({ cpu_time: 72, cpu_efficiency: 1, time_limit: null, time_efficiency: null, underused: [] });
    expect((await listed(sleeper))?.usage).toEqual(slept.usage);
    expect((await listed(worker))?.usage).toEqual(worked.usage);
  });
});
