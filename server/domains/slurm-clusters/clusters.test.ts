/**
 * Clusters on a real Slurm (issue 17 part B, ADR 0039), against an in-memory Slurm (FakeSlurm) that counts its
 * calls: registration, the sync ticker's submissions as the mapped account, Slurm states into job rows, stop /
 * resume / delete, purge, nodes and partitions, an unreachable slurmrestd, and no Slurm call from any request.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOf } from '../../http/handler-types';
import type { TestClient } from '../../test-support';
import { shareCluster } from '../../testing/shares';
import { jobRow, startJobsGateway, type JobsGateway } from '../jobs/test-support';
import { useSlurmClients } from './clients';
import { FakeSlurm } from './fake-slurm';
import { nodeIdOf, queueIdOf } from '../jobs/public';
import { registerSlurmClusterInDb, type SlurmRegistration } from './register';

let gw: JobsGateway;
let owner: TestClient;
let fake: FakeSlurm;
let shared: string;
let clusterId: string;
let queueId: string;

const registration = (): SlurmRegistration => ({
  name: 'slurm_local',
  restUrl: 'http://127.0.0.1:6820',
  jwtKeyFile: '/etc/slurm/jwt_hs256.key',
  sharedDir: shared,
  sshEndpoint: 'hpcowner@127.0.0.1:22',
  owner: 'usr-owner',
  zone: 'pek3',
  account: 'hpcowner',
});

beforeAll(async () => {
  gw = await startJobsGateway();
  fake = new FakeSlurm();
  useSlurmClients(() => fake);
  fake.now = () => gw.now();
  shared = mkdtempSync(join(tmpdir(), 'hpc-slurm-shared-'));
  clusterId = (await registerSlurmClusterInDb(gw.gateway.db, registration(), gw.dataDir)).clusterId;
  queueId = queueIdOf(clusterId, 'debug');
  owner = await gw.client('usr-owner');
  await gw.advance(3);
}, 120_000);
afterAll(async () => {
  useSlurmClients(null);
  await gw?.close();
  if (shared) rmSync(shared, { recursive: true, force: true });
});

const tick = () => gw.advance(3);
const row = (uuid: string) => jobRow(gw.gateway.db, uuid);

async function submit(name: string, extra: Partial<RequestOf<'submitJob'>> = {}): Promise<string> {
  const answer = await owner.op('submitJob', {
    priority: 5,
    cluster_id: clusterId,
    hpcqueue_id: queueId,
    name,
    cores: 2,
    submit_type: 'command',
    cmd: 'echo hello',
    ...extra,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.hpcjob_uuid);
}

/** Submits a job and lets the ticker hand it to Slurm; answers its uuid and Slurm id. */
async function inSlurm(name: string, extra: Record<string, unknown> = {}): Promise<{ uuid: string; slurmId: string }> {
  const uuid = await submit(name, extra);
  await tick();
  const job = await row(uuid);
  expect(job.scheduler_state).toBe('PENDING');
  return { uuid, slurmId: String(job.job_id) };
}

function run(slurmId: string): { start: Date } {
  const start = new Date(gw.now().getTime() - 1000);
  fake.set(slurmId, { state: 'RUNNING', startTime: start, nodes: 'node01' });
  return { start };
}

const change = (what: 'stopJobs' | 'resumeJobs' | 'deleteJobs', ids: string[]) => owner.op(what, { cluster_id: clusterId, job_ids: ids });

describe('registration', () => {
  it("lists the cluster in the owner's clusters and the submit form's choices, with its login node and its partition as a queue", async () => {
    const all = await owner.op('listClusters', {});
    expect((all.body.cluster_set as { cluster_id: string }[]).map((c) => c.cluster_id)).toContain(clusterId);
    const choices = await owner.op('listClusters', {
      status: ['pending', 'active', 'stopped', 'suspended'],
      limit: 100,
      sort_key: 'create_time',
      reverse: 1,
    });
    expect(choices.status).toBe(200);
    expect((choices.body.cluster_set as Record<string, unknown>[]).find((c) => c.cluster_id === clusterId)).toMatchObject({
      cluster_name: 'slurm_local',
      status: 'active',
      cluster_type: 'ehpc',
    });
    const queues = await owner.op('listEhpcQueues', { cluster_id: clusterId });
    expect(queues.status).toBe(200);
    expect(queues.body.hpc_queue_set).toEqual([
      expect.objectContaining({ hpcqueue_id: queueId, queue_name: 'debug', is_default: 1, status: 'active' }),
    ]);
    expect(
      await gw.count("SELECT 1 FROM cluster_nodes WHERE cluster_id = $1 AND role = 'login' AND hostname = '127.0.0.1'", [clusterId]),
    ).toBe(1);
    expect(
      await gw.count("SELECT 1 FROM cluster_users WHERE cluster_id = $1 AND account = 'hpcowner' AND owner = 'usr-owner'", [clusterId]),
    ).toBe(1);
  });

  it('updates the same cluster when registered again, and refuses root as the cluster account', async () => {
    const again = await registerSlurmClusterInDb(
      gw.gateway.db,
      { ...registration(), restUrl: 'http://127.0.0.1:6821', sshEndpoint: 'hpcowner@localhost:2222' },
      gw.dataDir,
    );
    expect(again.clusterId).toBe(clusterId);
    // A login host given by name: the node list still answers (its address looked up).
    const nodes = await owner.op('listNodes', { cluster_id: clusterId, role: 'login' });
    expect(nodes.status, JSON.stringify(nodes.body)).toBe(200);
    expect(nodes.body.node_set).toEqual([expect.objectContaining({ hostname: 'localhost', private_ip: '127.0.0.1' })]);
    expect(await gw.count("SELECT 1 FROM clusters WHERE cluster_name = 'slurm_local'")).toBe(1);
    expect((await gw.gateway.db.query('SELECT rest_url FROM slurm_clusters WHERE cluster_id = $1', [clusterId]))[0]).toEqual({
      rest_url: 'http://127.0.0.1:6821',
    });
    await expect(
      registerSlurmClusterInDb(gw.gateway.db, { ...registration(), name: 'as_root', account: 'root' }, gw.dataDir),
    ).rejects.toThrow(/root/);
    expect(await gw.count("SELECT 1 FROM clusters WHERE cluster_name = 'as_root'")).toBe(0);
  });
});

describe('the sync ticker', () => {
  it('submits an accepted job to Slurm as the mapped account with its script, cores, memory, time limit and partition', async () => {
    const before = fake.submissions.length;
    const uuid = await submit('hello_slurm', { memory: 1024, time_limit: 10, cmd: 'echo hello from slurm' });
    await tick();
    expect(fake.submissions).toHaveLength(before + 1);
    const { user, spec, jobId } = fake.submissions[before];
    const dir = join(shared, 'hpcowner', 'jobs', uuid);
    expect(user).toBe('hpcowner');
    expect(spec).toMatchObject({
      name: 'hello_slurm',
      partition: 'debug',
      cpus: 2,
      memoryMb: 1024,
      timeLimitMin: 10,
      cwd: dir,
      stdout: join(dir, `${uuid}.out`),
      stderr: join(dir, `${uuid}.err`),
    });
    expect(spec.script).toBe('#!/bin/bash\necho hello from slurm\n');
    expect(readFileSync(join(dir, `${uuid}.sh`), 'utf8')).toBe(spec.script);
    expect(await row(uuid)).toMatchObject({
      job_id: jobId,
      job_status: 'pending',
      run_as: 'hpcowner',
      scheduler_state: 'PENDING',
      work_dir: dir,
    });
    // The simulator leaves it alone, although node01 is an active compute node of its queue.
    await tick();
    expect(await row(uuid)).toMatchObject({ job_status: 'pending' });
    expect(await gw.count('SELECT 1 FROM job_nodes WHERE hpcjob_uuid = $1', [uuid])).toBe(0);
    expect(fake.submissions).toHaveLength(before + 1);
  });

  it("submits a script job with the script file's own text, read from the shared directory", async () => {
    const script = '#!/bin/bash\n#SBATCH --comment=from-file\necho from the script file\n';
    mkdirSync(join(shared, 'hpcowner', 'scripts'), { recursive: true });
    writeFileSync(join(shared, 'hpcowner', 'scripts', 'run.sh'), script);
    const before = fake.submissions.length;
    const uuid = await submit('script_job', {
      submit_type: 'script',
      cmd: undefined,
      script_path: join(shared, 'hpcowner', 'scripts', 'run.sh'),
    });
    await tick();
    expect(fake.submissions[before].spec.script).toBe(script);
    expect(readFileSync(join(shared, 'hpcowner', 'jobs', uuid, `${uuid}.sh`), 'utf8')).toBe(script);
  });

  it('maps Slurm states into the job rows: running, completed, failed with its exit code, timeout, out of memory', async () => {
    const jobs = await Promise.all(['ok_job', 'fail_job', 'slow_job', 'big_job'].map(async (name) => submit(name)));
    await tick();
    const ids = await Promise.all(jobs.map(async (uuid) => String((await row(uuid)).job_id)));
    const { start } = run(ids[0]);
    for (const id of ids.slice(1)) run(id);
    await tick();
    expect(await row(jobs[0])).toMatchObject({
      job_status: 'running',
      node_list: 'node01',
      scheduler_state: 'RUNNING',
      started_time: start,
    });
    const end = new Date(start.getTime() + 42_000);
    fake.set(ids[0], { state: 'COMPLETED', exitCode: 0, endTime: end });
    fake.set(ids[1], { state: 'FAILED', exitCode: 3, endTime: end });
    fake.set(ids[2], { state: 'TIMEOUT', exitCode: 0, endTime: end });
    fake.set(ids[3], { state: 'OUT_OF_MEMORY', exitCode: null, signal: 9, endTime: end });
    await tick();
    expect(await row(jobs[0])).toMatchObject({
      job_status: 'finished',
      exit_code: 0,
      run_time: 42,
      finished_time: end,
      scheduler_state: 'COMPLETED',
    });
    expect(await row(jobs[1])).toMatchObject({ job_status: 'exited', exit_code: 3, scheduler_state: 'FAILED (exit 3)' });
    expect(await row(jobs[2])).toMatchObject({ job_status: 'exited', exit_code: 124, scheduler_state: 'TIMEOUT' });
    expect(await row(jobs[3])).toMatchObject({ job_status: 'exited', exit_code: 137, scheduler_state: 'OUT_OF_MEMORY' });
    const detail = await owner.op('getJobDetail', { id: jobs[2] });
    expect(detail.status).toBe(200);
    expect(detail.body.job).toMatchObject({
      job_status: 'exited',
      exit_code: 124,
      scheduler_state: 'TIMEOUT',
      job_id: ids[2],
      user: 'hpcowner',
    });
  });

  it("keeps a running job's run time growing while Slurm reports no change, with one jobs(updatedSince) call per sync", async () => {
    const { uuid, slurmId } = await inSlurm('long_run');
    const { start } = run(slurmId);
    await tick();
    const asked = fake.count('jobs');
    await gw.advance(40);
    await gw.advance(40);
    expect(fake.count('jobs')).toBe(asked + 2);
    const since = fake.calls.filter((c) => c.method === 'jobs').at(-1)?.args[0] as Date;
    expect(since.getTime()).toBeGreaterThan(start.getTime());
    const job = await row(uuid);
    expect(job.job_status).toBe('running');
    expect(job.run_time).toBe(Math.round((gw.now().getTime() - start.getTime()) / 1000));
  });

  it('keeps the record of a job Slurm has purged', async () => {
    const { uuid, slurmId } = await inSlurm('purged_job');
    run(slurmId);
    await tick();
    fake.set(slurmId, { state: 'COMPLETED', exitCode: 0, endTime: gw.now() });
    await tick();
    const finished = await row(uuid);
    fake.purge(slurmId);
    await tick();
    await tick();
    expect(await row(uuid)).toMatchObject({
      job_status: 'finished',
      job_id: slurmId,
      exit_code: 0,
      scheduler_state: 'COMPLETED',
      run_time: finished.run_time,
    });
  });

  it('after a long gap asks for every job, and a running job Slurm purged meanwhile becomes unknown (its end is not known)', async () => {
    const { uuid, slurmId } = await inSlurm('ended_unseen');
    run(slurmId);
    await tick();
    fake.set(slurmId, { state: 'COMPLETED', exitCode: 0, endTime: gw.now() });
    fake.purge(slurmId);
    await gw.advance(600);
    const last = fake.calls.filter((c) => c.method === 'jobs').at(-1);
    expect(last?.args[0]).toBeUndefined();
    expect(await row(uuid)).toMatchObject({ job_status: 'unknown', scheduler_state: expect.stringMatching(/^PURGED/) });
    await tick();
    expect((await row(uuid)).job_status).toBe('unknown');
  });

  it('upserts the nodes and partitions Slurm reports (states mapped), every fifth sync', async () => {
    fake.nodeList = [
      { name: 'node01', state: 'MIXED', cpus: 4, allocCpus: 2, memoryMb: 7900, partitions: ['debug', 'batch'], reason: null },
      {
        name: 'node02',
        state: 'DOWN',
        stateFlags: ['NOT_RESPONDING'],
        cpus: 8,
        allocCpus: 0,
        memoryMb: 15800,
        partitions: ['batch'],
        reason: 'Not responding',
      },
      {
        name: 'node03',
        state: 'IDLE',
        stateFlags: ['DRAIN'],
        cpus: 8,
        allocCpus: 0,
        memoryMb: 15800,
        partitions: ['batch'],
        reason: 'maintenance',
      },
    ];
    fake.partitionList = [
      { name: 'debug', state: 'UP', nodes: ['node01'], totalCpus: 4, maxTimeMin: 60, isDefault: true },
      { name: 'batch', state: 'DOWN', nodes: ['node01', 'node02', 'node03'], totalCpus: 20, maxTimeMin: null, isDefault: false },
    ];
    const asked = fake.count('nodes');
    for (let i = 0; i < 5; i++) await tick();
    expect(fake.count('nodes')).toBe(asked + 1);
    expect(fake.count('partitions')).toBe(asked + 1);
    const nodes = await gw.gateway.db.query(
      "SELECT hostname, cpu, status, health_status FROM cluster_nodes WHERE cluster_id = $1 AND role = 'compute' ORDER BY hostname",
      [clusterId],
    );
    expect(nodes).toEqual([
      { hostname: 'node01', cpu: 4, status: 'active', health_status: 'healthy' },
      { hostname: 'node02', cpu: 8, status: 'stopped', health_status: 'unhealthy' },
      { hostname: 'node03', cpu: 8, status: 'stopped', health_status: 'healthy' },
    ]);
    const queues = await gw.gateway.db.query(
      `SELECT q.queue_name, q.status, q.is_default, array_agg(n.hostname ORDER BY n.hostname) AS hosts FROM queues q JOIN queue_nodes qn ON qn.hpcqueue_id = q.hpcqueue_id
         JOIN cluster_nodes n ON n.node_id = qn.node_id WHERE q.cluster_id = $1 GROUP BY 1, 2, 3 ORDER BY 1`,
      [clusterId],
    );
    expect(queues).toEqual([
      { queue_name: 'batch', status: 'inactive', is_default: 0, hosts: ['node01', 'node02', 'node03'] },
      { queue_name: 'debug', status: 'active', is_default: 1, hosts: ['node01'] },
    ]);
    const listed = await owner.op('listNodes', { cluster_id: clusterId });
    expect(listed.status).toBe(200);
    expect((listed.body.node_set as { node_id: string }[]).map((n) => n.node_id)).toContain(nodeIdOf(clusterId, 'node02'));
  });
});

describe('stop, resume and delete on Slurm', () => {
  it('stop cancels the Slurm job as the account and the job stays stopped with its files; resume submits it again', async () => {
    const { uuid, slurmId } = await inSlurm('stop_me');
    run(slurmId);
    await tick();
    expect((await row(uuid)).job_status).toBe('running');
    const stop = await change('stopJobs', [uuid]);
    expect(stop.status).toBe(200);
    await tick();
    expect(fake.calls.filter((c) => c.method === 'cancel')).toContainEqual({ method: 'cancel', user: 'hpcowner', args: [slurmId] });
    expect(fake.jobsById.get(slurmId)?.state).toBe('CANCELLED');
    await tick();
    expect(await row(uuid)).toMatchObject({ job_status: 'stopped', scheduler_state: 'CANCELLED' });
    expect(existsSync(join(shared, 'hpcowner', 'jobs', uuid, `${uuid}.sh`))).toBe(true);

    const submitted = fake.submissions.length;
    const resume = await change('resumeJobs', [uuid]);
    expect(resume.status).toBe(200);
    await tick();
    await tick();
    expect(fake.submissions).toHaveLength(submitted + 1);
    const again = fake.submissions[submitted];
    expect(again.jobId).not.toBe(slurmId);
    expect(again.user).toBe('hpcowner');
    expect(await row(uuid)).toMatchObject({ job_status: 'pending', job_id: again.jobId, scheduler_state: 'PENDING' });
  });

  it('delete cancels a running Slurm job, then deletes it in the console', async () => {
    const { uuid, slurmId } = await inSlurm('delete_me');
    run(slurmId);
    await tick();
    const remove = await change('deleteJobs', [uuid]);
    expect(remove.status).toBe(200);
    await tick();
    await tick();
    expect(fake.jobsById.get(slurmId)?.state).toBe('CANCELLED');
    expect((await row(uuid)).job_status).toBe('deleted');
  });

  it('refuses to stop a finished job, as on any cluster, without a Slurm call', async () => {
    const [finished] = await gw.gateway.db.query<{ hpcjob_uuid: string }>(
      "SELECT hpcjob_uuid FROM jobs WHERE cluster_id = $1 AND job_status = 'finished' LIMIT 1",
      [clusterId],
    );
    // Passes of the sync may read Slurm meanwhile (jobs, nodes): the refusal itself cancels nothing.
    const cancels = fake.count('cancel');
    const stop = await change('stopJobs', [finished.hpcjob_uuid]);
    expect(stop.status).toBe(409);
    expect(fake.count('cancel')).toBe(cancels);
  });
});

describe('slurmctld stays protected', () => {
  it('serves N list, filter and detail requests from the gateway with zero Slurm calls', async () => {
    const [job] = await gw.gateway.db.query<{ hpcjob_uuid: string }>('SELECT hpcjob_uuid FROM jobs WHERE cluster_id = $1 LIMIT 1', [
      clusterId,
    ]);
    const calls = fake.count();
    for (let i = 0; i < 20; i++) {
      const list = await owner.op('listJobs', { cluster_id: clusterId, limit: 10, offset: i % 3 });
      expect(list.status).toBe(200);
      expect(Number(list.body.total_count)).toBeGreaterThan(3);
    }
    expect((await owner.op('listJobs', { cluster_id: clusterId, status: ['exited'] })).status).toBe(200);
    expect((await owner.op('getJobDetail', { id: job.hpcjob_uuid })).status).toBe(200);
    expect(fake.count()).toBe(calls);
  });

  it('records an unreachable slurmrestd, keeps the rows, answers every request, and recovers', async () => {
    const { uuid, slurmId } = await inSlurm('while_down');
    run(slurmId);
    await tick();
    fake.down = true;
    const before = await row(uuid);
    await tick();
    const [state] = await gw.gateway.db.query<{ last_error: string | null }>(
      'SELECT last_error FROM slurm_clusters WHERE cluster_id = $1',
      [clusterId],
    );
    expect(state.last_error).toMatch(/ECONNREFUSED/);
    expect(await row(uuid)).toEqual(before);
    expect((await owner.op('listJobs', { cluster_id: clusterId })).status).toBe(200);
    expect((await owner.op('getJobDetail', { id: uuid })).status).toBe(200);
    expect((await change('stopJobs', [uuid])).status).toBe(200);
    await tick();
    expect((await row(uuid)).job_status).toBe('stopped');
    fake.down = false;
    fake.set(slurmId, { state: 'RUNNING' });
    await tick();
    expect(fake.jobsById.get(slurmId)?.state).toBe('CANCELLED');
    expect((await gw.gateway.db.query('SELECT last_error FROM slurm_clusters WHERE cluster_id = $1', [clusterId]))[0]).toEqual({
      last_error: null,
    });
  });
});

describe('a slurmrestd that does not answer', () => {
  it('holds no engine tick: operations go on, and no second sync of the cluster starts meanwhile', async () => {
    let release: () => void = () => undefined;
    fake.hold = new Promise((resolve) => (release = resolve));
    const calls = fake.count();
    await tick();
    const uuid = await submit('while_hung');
    await tick();
    await tick();
    // The submission's operation ran although the pass still waits on slurmrestd: accepted, not yet Slurm's.
    const [op] = await gw.gateway.db.query<{ status: string }>(
      "SELECT status FROM operations WHERE $1 = ANY(resource_ids) AND action = 'job/submitJob'",
      [uuid],
    );
    expect(op.status).toBe('successful');
    expect(await row(uuid)).toMatchObject({ job_status: 'pending', job_id: null });
    expect(fake.count()).toBe(calls + 1);
    fake.hold = null;
    release();
    const [before] = await gw.gateway.db.query<{ last_sync: Date }>('SELECT last_sync FROM slurm_clusters WHERE cluster_id = $1', [
      clusterId,
    ]);
    for (let i = 0; i < 50; i++) {
      const [now] = await gw.gateway.db.query<{ last_sync: Date }>('SELECT last_sync FROM slurm_clusters WHERE cluster_id = $1', [
        clusterId,
      ]);
      if (now.last_sync.getTime() !== before.last_sync.getTime()) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await tick();
    expect((await row(uuid)).scheduler_state).toBe('PENDING');
  });
});

describe('output', () => {
  it("reads the Slurm job's output from the cluster's shared directory on the job page's storage", async () => {
    const { uuid } = await inSlurm('with_output');
    const job = await row(uuid);
    writeFileSync(String(job.stdout_path), 'hello from slurm\n');
    const prefix = `hpcowner/jobs/${uuid}/`;
    const [cluster] = await gw.gateway.db.query<{ nas_id: string; nas_shared_path: string }>(
      'SELECT nas_id, nas_shared_path FROM clusters WHERE cluster_id = $1',
      [clusterId],
    );
    expect(cluster.nas_shared_path).toBe(shared);
    const listed = await owner.op('getObjects', { nas_id: cluster.nas_id, prefix });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect((listed.body.object_set as { object_name: string }[]).map((o) => o.object_name)).toContain(`${prefix}${uuid}.out`);
    const { storageOf } = await import('../jobs/public');
    const { realPath } = await import('../jobs/public');
    const storage = await storageOf(gw.gateway.db, { dataDir: () => gw.dataDir }, { portal: 'hpc', cluster_id: clusterId });
    expect(storage && readFileSync(String(realPath(storage, String(job.stdout_path))), 'utf8')).toBe('hello from slurm\n');
  });
});

describe('billing', () => {
  it("charges nothing for a registered Slurm cluster's nodes (the user's own hardware)", async () => {
    await gw.advance(3600);
    await gw.advance(3600);
    expect(await gw.count('SELECT 1 FROM bills WHERE cluster_id = $1', [clusterId])).toBe(0);
  });
});

describe('the core-hour quota on Slurm (ADR 0026)', () => {
  it('refuses a job without a time limit, or beyond the remaining core-hours, of a limited user before anything reaches Slurm', async () => {
    const { db } = gw.gateway;
    // alice, an IAM user running jobs on the owner's Slurm cluster, limited to 10 core-hours as its cluster user.
    await shareCluster(db, clusterId, 'iam-alice', 'readwrite');
    await db.query(
      `INSERT INTO cluster_users (cluster_id, account, owner, uid, password_hash, allocated_core_hours, storage_quota, storage_used, status)
       VALUES ($1, 'alice', 'usr-owner', 10150, '!', 10, 0, 0, 'active')`,
      [clusterId],
    );
    const alice = await gw.client('iam-alice');
    try {
      const jobs = () => gw.count('SELECT 1 FROM jobs WHERE cluster_id = $1', [clusterId]);
      const [before, submitted] = [await jobs(), fake.count('submit')];
      const body = {
        cluster_id: clusterId,
        hpcqueue_id: queueId,
        name: 'quota_probe',
        priority: 5,
        cores: 2,
        submit_type: 'command',
        cmd: 'echo hello',
      } as const;
      const unlimited = await alice.op('submitJob', body);
      expect(unlimited.body).toMatchObject({ ret_code: 1100, validation: [expect.objectContaining({ location: ['body', 'time_limit'] })] });
      const beyond = await alice.op('submitJob', { ...body, time_limit: 600 }); // 20 core-hours
      expect(beyond.body).toMatchObject({ ret_code: 2510 });
      await tick();
      expect(await jobs()).toBe(before);
      expect(fake.count('submit')).toBe(submitted);
    } finally {
      await db.query("DELETE FROM cluster_users WHERE cluster_id = $1 AND account = 'alice'", [clusterId]);
      await shareCluster(db, clusterId, 'iam-alice', null);
    }
  });
});
