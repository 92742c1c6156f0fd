/**
 * The scheduler loop over a fake adapter (ADR 0048): what the loop asks an adapter and what it writes into the
 * console's rows, whatever the scheduler — accepted jobs submitted once, refusals and deferrals, an unreachable
 * scheduler, changes mapped, stops and deletions cancelled once, a resumed job taken again, purged jobs (their end
 * read from the accounting), an ended job's figures, the inventory, and a scope that leaves other clusters' jobs alone.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { setScheduler } from '../cluster-schedulers';
import { addCluster, addQueue, jobRow, startJobsGateway, type JobsGateway } from './test-support';
import { FakeScheduler } from './fake-scheduler';
import { carryOut, requeueJobs, type SchedulerScope } from './scheduler-loop';

const C = 'ehpc-loop0001';
const OTHER = 'ehpc-loop0002';
const Q = 'hpcq-loop0001';
let gw: JobsGateway;
let db: Db;
let fake: FakeScheduler;
let clock: number;
let last: Date | null;
let seq = 0;
const scope: SchedulerScope = { kind: 'slurm', clusterId: C };

beforeAll(async () => {
  gw = await startJobsGateway();
  db = gw.gateway.db;
  for (const id of [C, OTHER]) {
    await addCluster(db, { cluster_id: id });
    await setScheduler(db, id, { kind: 'slurm', sharedDir: '/shared' });
  }
  await addQueue(db, { hpcqueue_id: Q, cluster_id: C, queue_name: 'normal', nodes: [] });
  await addQueue(db, { hpcqueue_id: 'hpcq-loop0002', cluster_id: OTHER, queue_name: 'normal', nodes: [] });
  clock = Date.now();
  last = null;
}, 120_000);
afterAll(async () => {
  await gw?.close();
});
// Each test meets a scheduler of its own, asked for every job at first.
beforeEach(() => {
  fake = new FakeScheduler();
  last = null;
});

/** One pass `seconds` after the previous one (the first pass, and one after a long gap, ask for every job). */
async function pass(seconds = 2, inventory = false): Promise<string[]> {
  clock += seconds * 1000;
  const now = new Date(clock);
  const problems = await carryOut(db, fake, scope, now, { lastPass: last, inventory });
  last = now;
  return problems;
}

/** A job the console accepted (as the submit handler writes it), on the loop's cluster unless told. */
async function accepted(cluster = C, queue = Q): Promise<string> {
  const uuid = `hpcjob-loop${String(++seq).padStart(4, '0')}`;
  await db.query(
    `INSERT INTO jobs (hpcjob_uuid, portal, cluster_id, owner, user_id, name, job_status, hpcqueue_id, queue_name, cores, submit_type, cmd, stdout_path, accepted_time)
     VALUES ($1, 'hpc', $2, 'usr-owner', 'usr-owner', $1, 'pending', $3, 'normal', 1, 'command', 'true', '/share/out-%j.log', now())`,
    [uuid, cluster, queue],
  );
  return uuid;
}

const row = (uuid: string) => jobRow(db, uuid);
const idOf = async (uuid: string) => String((await row(uuid)).job_id);
const held = async (uuid: string) =>
  (
    await db.query<{ active: boolean; scheduler_job_id: string }>(
      'SELECT active, scheduler_job_id FROM scheduler_jobs WHERE hpcjob_uuid = $1',
      [uuid],
    )
  )[0];

describe('the scheduler loop over an adapter', () => {
  it('submits an accepted job once: the scheduler id becomes job_id, its answer the job paths, and its state the job status', async () => {
    const uuid = await accepted();
    // Accepted, not yet in a scheduler: pending without a scheduler id.
    expect(await row(uuid)).toMatchObject({ job_status: 'pending', job_id: null });
    await pass();
    const id = await idOf(uuid);
    expect(fake.submitted).toEqual([uuid]);
    expect(await row(uuid)).toMatchObject({
      job_status: 'pending',
      job_id: id,
      run_as: 'fakeuser',
      stdout_path: `/shared/${uuid}/${id}.out`,
      scheduler_state: 'QUEUED',
      pending_reason: 'resources',
      expected_start: null,
    });
    expect(await held(uuid)).toEqual({ active: true, scheduler_job_id: id });
    await pass();
    expect(fake.submitted).toEqual([uuid]);
    // The scheduler plans a start: the job shows it while it waits.
    const planned = new Date(clock + 600_000);
    fake.move(id, { expectedStart: planned }, new Date(clock));
    await pass();
    expect(await row(uuid)).toMatchObject({ job_status: 'pending', pending_reason: 'resources', expected_start: planned });

    const start = new Date(clock - 500);
    fake.move(id, { state: 'ON', startTime: start, nodes: 'n1,n2' }, new Date(clock));
    await pass(10);
    // Started: neither why it waited nor when it should have started is kept.
    expect(await row(uuid)).toMatchObject({
      job_status: 'running',
      node_list: 'n1,n2',
      scheduler_state: 'ON',
      run_time: 10,
      pending_reason: null,
      expected_start: null,
    });
    // A job that only runs is reported by no scheduler again: its run time grows from its start.
    await pass(30);
    await pass(30);
    expect((await row(uuid)).run_time).toBe(70);
    fake.move(id, { state: 'BROKE', endTime: new Date(start.getTime() + 80_000) }, new Date(clock));
    await pass();
    expect(await row(uuid)).toMatchObject({ job_status: 'exited', exit_code: 3, run_time: 80, scheduler_state: 'BROKE (exit 3)' });
    expect((await held(uuid)).active).toBe(false);
    // Ended: a later state only shows as the scheduler's state; the console status stays.
    fake.move(id, { state: 'ON' }, new Date(clock));
    await pass();
    expect(await row(uuid)).toMatchObject({ job_status: 'exited', scheduler_state: 'ON' });
  });

  it('ends a refused job cancelled with the reason, keeps a deferred one accepted, and submits one after the scheduler comes back', async () => {
    const refused = await accepted();
    const deferred = await accepted();
    const later = await accepted();
    fake.refuse = (job) => (job.hpcjob_uuid === refused ? 'Invalid partition name specified' : null);
    fake.defer = (job) => (job.hpcjob_uuid === deferred ? 'no cluster account for user usr-owner' : null);
    fake.down = true;
    await expect(pass()).rejects.toThrow('ECONNREFUSED');
    for (const uuid of [refused, deferred, later]) expect(await row(uuid)).toMatchObject({ job_status: 'pending', job_id: null });
    fake.down = false;
    expect(await pass()).toEqual(['no cluster account for user usr-owner']);
    expect(await row(refused)).toMatchObject({
      job_status: 'cancelled',
      job_id: null,
      scheduler_state: 'REFUSED: Invalid partition name specified',
    });
    // Deferred for want of a cluster account: its user is told why it waits.
    expect(await row(deferred)).toMatchObject({ job_status: 'pending', job_id: null, pending_reason: 'no_cluster_account' });
    expect(await row(later)).toMatchObject({ job_status: 'pending', job_id: expect.stringMatching(/^9\d{3}$/) });
    fake.defer = () => null;
    await pass();
    // Handed over: the scheduler's own reason replaces it.
    expect(await row(deferred)).toMatchObject({ job_id: expect.any(String), pending_reason: 'resources' });
    expect(fake.submitted).toEqual([later, deferred]);
  });

  it('cancels what the console stopped or deleted once, and takes a resumed job again under a new id', async () => {
    const stopped = await accepted();
    const deleted = await accepted();
    await pass();
    const [first, second] = [await idOf(stopped), await idOf(deleted)];
    await db.query("UPDATE jobs SET job_status = 'stopped' WHERE hpcjob_uuid = $1", [stopped]);
    await db.query("UPDATE jobs SET job_status = 'deleted' WHERE hpcjob_uuid = $1", [deleted]);
    await pass();
    await pass();
    expect([...fake.cancelled].sort()).toEqual([first, second].sort());
    expect(await row(stopped)).toMatchObject({ job_status: 'stopped', job_id: first });
    // The scheduler's own end of a job the console stopped leaves the console's word.
    expect((await held(stopped)).active).toBe(false);
    await db.query("UPDATE jobs SET job_status = 'pending', accepted_time = now() WHERE hpcjob_uuid = $1", [stopped]);
    await pass();
    const again = await idOf(stopped);
    expect(again).not.toBe(first);
    expect(await held(stopped)).toEqual({ active: true, scheduler_job_id: again });
    expect(await row(stopped)).toMatchObject({ job_status: 'pending', scheduler_state: 'QUEUED' });
  });

  it('takes a job the console took back (requeueJobs) out of the scheduler once and submits it again', async () => {
    const uuid = await accepted();
    await pass();
    const first = await idOf(uuid);
    fake.move(first, { state: 'ON', startTime: new Date(clock), nodes: 'n1' }, new Date(clock));
    await pass();
    expect(await row(uuid)).toMatchObject({ job_status: 'running' });
    await db.query("UPDATE jobs SET job_status = 'pending', started_time = NULL WHERE hpcjob_uuid = $1", [uuid]);
    await requeueJobs(db, [uuid]);
    await pass();
    await pass();
    const again = await idOf(uuid);
    expect(fake.cancelled).toEqual([first]);
    expect(fake.submitted).toEqual([uuid, uuid]);
    expect(again).not.toBe(first);
    expect(await held(uuid)).toEqual({ active: true, scheduler_job_id: again });
    expect(await row(uuid)).toMatchObject({ job_status: 'pending', scheduler_state: 'QUEUED' });
  });

  it('asks for every job after a gap: one the console follows that the scheduler no longer holds becomes unknown', async () => {
    const kept = await accepted();
    const gone = await accepted();
    await pass();
    expect(fake.sinces.at(-1)).toBeUndefined();
    await pass();
    expect(fake.sinces.at(-1)).toEqual(new Date(clock - 2000 - 30_000));
    fake.jobs.delete(await idOf(gone));
    await pass(120);
    expect(fake.sinces.at(-1)).toBeUndefined();
    expect(await row(gone)).toMatchObject({
      job_status: 'unknown',
      scheduler_state: 'PURGED (ended while the gateway was not following it)',
    });
    expect(await row(kept)).toMatchObject({ job_status: 'pending' });
  });

  it("reads an ended job's figures from the accounting once they are in, asking again 5 s apart, and writes them once", async () => {
    const uuid = await accepted();
    await pass();
    const id = await idOf(uuid);
    fake.move(id, { state: 'ON', startTime: new Date(clock) }, new Date(clock));
    await pass();
    fake.move(id, { state: 'DONE', endTime: new Date(clock + 1000) }, new Date(clock + 1000));
    await pass();
    // Ended, but the accounting has no steps yet: asked once, not again within 5 s.
    expect(await row(uuid)).toMatchObject({ job_status: 'finished', usage_read: null });
    expect(fake.accountedAsked).toEqual([id]);
    await pass(2);
    expect(fake.accountedAsked).toEqual([id]);
    const change = { ...fake.jobs.get(id)! };
    fake.accounting.set(id, { change, usage: { cpuSeconds: 1.5, memoryPeakMb: 12, memoryGivenMb: 1024, timeLimitMin: 60 } });
    await pass(4);
    expect(await row(uuid)).toMatchObject({ cpu_seconds: 1.5, memory_peak: 12, memory_given: 1024, limit_given: 60 });
    expect((await row(uuid)).usage_read).not.toBeNull();
    await pass(10);
    expect(fake.accountedAsked).toEqual([id, id]);
  });

  it('takes the end of a job the scheduler forgot from its accounting; without a record it is unknown, and kept while the accounting fails', async () => {
    const [told, untold, later] = [await accepted(), await accepted(), await accepted()];
    await pass();
    const start = new Date(clock);
    for (const uuid of [told, untold, later]) fake.move(await idOf(uuid), { state: 'ON', startTime: start }, start);
    await pass();
    const end = new Date(clock + 500);
    const toldId = await idOf(told);
    fake.accounting.set(toldId, {
      change: { schedulerJobId: toldId, state: 'BROKE', startTime: start, endTime: end, nodes: 'n1' },
      usage: { cpuSeconds: 30, memoryPeakMb: 100, memoryGivenMb: 2048, timeLimitMin: null },
    });
    for (const uuid of [told, untold, later]) fake.jobs.delete(await idOf(uuid));
    fake.accountingDown = true;
    const problems = await pass(120);
    // The accounting failed: nothing is concluded, the jobs stay followed and the problem is told.
    expect(problems.some((p) => p.includes('slurmdbd does not answer'))).toBe(true);
    expect(await row(told)).toMatchObject({ job_status: 'running' });
    fake.accountingDown = false;
    await pass(120);
    expect(await row(told)).toMatchObject({
      job_status: 'exited',
      exit_code: 3,
      scheduler_state: 'BROKE (exit 3)',
      cpu_seconds: 30,
      memory_peak: 100,
    });
    expect((await row(told)).finished_time).toEqual(end);
    expect(await held(told)).toMatchObject({ active: false });
    for (const uuid of [untold, later]) expect(await row(uuid)).toMatchObject({ job_status: 'unknown' });
  });

  it("keeps the cluster's nodes and queues from the inventory when asked, and leaves jobs of other clusters alone", async () => {
    fake.inventoryAnswer = {
      nodes: [{ name: 'cn01', cpus: 8, memoryMb: 16000, status: 'active', health: 'healthy', detail: 'IDLE' }],
      partitions: [{ name: 'batch', isDefault: true, up: true, nodes: ['cn01'] }],
    };
    const other = await accepted(OTHER, 'hpcq-loop0002');
    await pass(2, false);
    expect(await db.query("SELECT 1 FROM queues WHERE cluster_id = $1 AND queue_name = 'batch'", [C])).toHaveLength(0);
    await pass(2, true);
    expect(await db.query("SELECT status, is_default FROM queues WHERE cluster_id = $1 AND queue_name = 'batch'", [C])).toEqual([
      { status: 'active', is_default: 1 },
    ]);
    expect(await db.query("SELECT cpu, status, description FROM cluster_nodes WHERE cluster_id = $1 AND hostname = 'cn01'", [C])).toEqual([
      { cpu: 8, status: 'active', description: 'IDLE' },
    ]);
    expect(fake.submitted).not.toContain(other);
    expect(await row(other)).toMatchObject({ job_status: 'pending', job_id: null });
  });
});
