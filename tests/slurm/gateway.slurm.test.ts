/**
 * A real Slurm cluster through the gateway (part C): one private one-node Slurm (server/testing/slurm.ts)
 * registered for usr-owner with one in-process gateway whose engine runs (the Slurm sync every 300 ms). Everything
 * below goes through the gateway's HTTP API as usr-owner, as the console does: command and script jobs run as the
 * cluster account and finish with their output, a failing script ends exited with its exit code, a job over its
 * one-minute limit ends exited as TIMEOUT (started first, checked last), a running job is stopped, the job list is
 * filtered and paged, a job on a full node says why it waits and when it should start, an afterok chain runs in order
 * and an afternotok job waits for ever, the accounting (slurmdbd) tells what a spinning and a sleeping job used,
 * partitions are queues and the node is idle, allocated and down.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../server/test-support';
import { slurmAvailable, type Slurm } from '../../server/testing/slurm';
import { startRegisteredSlurm, until, type RegisteredSlurm } from './registered-slurm';

type Job = Record<string, unknown> & { hpcjob_uuid: string; job_status: string };

describe.skipIf(!slurmAvailable())('a real Slurm cluster through the gateway', () => {
  let registered: RegisteredSlurm | undefined;
  let slurm: Slurm;
  let owner: TestClient;
  let clusterId = '';
  let nasId = '';
  const queues: Record<string, string> = {};
  let timeoutJob = '';
  const submitted: string[] = [];

  async function ok(method: string, path: string, payload: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const answer = await owner.call(method, path, payload);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body;
  }

  const detail = async (uuid: string) => (await ok('GET', `/portal-hpc/job/jobdetail/${uuid}`)).job as Job;
  const listed = async (query: Record<string, unknown> = {}) =>
    (await ok('GET', '/portal-hpc/job/list', { cluster_id: clusterId, limit: 100, ...query })) as { job_set: Job[]; total_count: number };

  /** The job's detail once its status is one of `statuses` (its list row agreeing). */
  async function reaches(uuid: string, statuses: string[], withinMs = 60_000): Promise<Job> {
    return until(
      `${uuid} to be ${statuses.join(' or ')}`,
      async () => {
        const job = await detail(uuid);
        return statuses.includes(job.job_status) ? job : undefined;
      },
      withinMs,
    );
  }

  async function submit(name: string, body: Record<string, unknown>): Promise<string> {
    const answer = await ok('POST', '/portal-hpc/job/submitJob', {
      cluster_id: clusterId,
      hpcqueue_id: queues.normal,
      name,
      cores: 1,
      ...body,
    });
    const uuid = String(answer.hpcjob_uuid);
    submitted.push(uuid);
    return uuid;
  }

  /** A file of the job read through the API the job page uses (GET /nas/get_object, preview). */
  async function fileText(path: unknown): Promise<string> {
    const objectName = relative(slurm.shared, String(path));
    const response = await fetch(
      `${owner.api}/nas/get_object?${new URLSearchParams({ nas_id: nasId, object_name: objectName, preview: 'true' })}`,
      {
        headers: { cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      },
    );
    expect(response.status, objectName).toBe(200);
    return response.text();
  }

  const runningInSlurm = () =>
    execFileSync('squeue', ['-h', '-t', 'RUNNING', '-o', '%i'], { env: { ...process.env, ...slurm.env }, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);

  async function computeNode(): Promise<Record<string, unknown>> {
    const nodes = (await ok('GET', '/portal-hpc/cluster/listNodes', { cluster_id: clusterId, role: 'compute' })).node_set as Record<
      string,
      unknown
    >[];
    expect(nodes.map((n) => n.hostname)).toEqual([slurm.node]);
    return nodes[0]!;
  }
  /** The compute node once its Slurm state (its description) matches. */
  const nodeIn = (state: RegExp) =>
    until(
      `the node ${state}`,
      async () => {
        const node = await computeNode();
        return state.test(String(node.description)) ? node : undefined;
      },
      30_000,
    );

  beforeAll(async () => {
    registered = await startRegisteredSlurm('slurm_e2e', 300);
    ({ slurm, owner, clusterId, nasId } = registered);
  });
  afterAll(async () => {
    await registered?.stop();
  });

  it("shows the partitions as the cluster's queues and the node idle", async () => {
    const set = await until('the partitions as queues', async () => {
      const answer = (await ok('GET', '/portal-hpc/queue/ehpc/getQueueList', { cluster_id: clusterId })).hpc_queue_set as Record<
        string,
        unknown
      >[];
      return answer.length === 2 ? answer : undefined;
    });
    expect(set.map((q) => [q.queue_name, q.is_default, q.status]).sort()).toEqual([
      ['debug', 0, 'active'],
      ['normal', 1, 'active'],
    ]);
    for (const q of set) queues[String(q.queue_name)] = String(q.hpcqueue_id);
    expect(await nodeIn(/^IDLE/)).toMatchObject({ status: 'active', hostname: slurm.node });
  });

  it('runs a job over its one-minute time limit (checked last)', async () => {
    timeoutJob = await submit('over_limit', {
      hpcqueue_id: queues.debug,
      submit_type: 'command',
      cmd: 'echo started; sleep 300',
      time_limit: 1,
    });
    const job = await reaches(timeoutJob, ['running']);
    expect(job).toMatchObject({ scheduler_state: 'RUNNING', hpcqueue_id: queues.debug, queue: 'debug', node_list: slurm.node });
  });

  it('runs a command job and a script job as the cluster account; both are seen running, then finished, with their output', async () => {
    // Each job waits for its gate file, opened once the job is seen running in the list and in its detail.
    const gate = (name: string) => `while [ ! -e ${join(slurm.shared, `go-${name}`)} ]; do sleep 0.2; done`;
    const command = await submit('command_job', { submit_type: 'command', cmd: `${gate('command')}; echo hello-from-command; id -un` });
    const file = await ok('POST', '/portal-hpc/job/createJobFile', {
      cluster_id: clusterId,
      file_name: 'e2e_script.sh',
      content: `#!/bin/bash\n${gate('script')}\nfor i in 1 2; do echo "line $i"; done\nid -un\n`,
    });
    const script = await submit('script_job', { submit_type: 'script', script_path: file.file_path });
    const jobs = new Map([
      [command, 'command'],
      [script, 'script'],
    ]);
    const seenRunning = new Set<string>();
    await until('both jobs finished', async () => {
      const { job_set: rows } = await listed();
      for (const [uuid, name] of jobs) {
        const status = rows.find((j) => j.hpcjob_uuid === uuid)?.job_status;
        if (status === 'running' && !seenRunning.has(uuid) && (await detail(uuid)).job_status === 'running') {
          seenRunning.add(uuid);
          writeFileSync(join(slurm.shared, `go-${name}`), '');
        }
      }
      return [...jobs.keys()].every((uuid) => rows.find((j) => j.hpcjob_uuid === uuid)?.job_status === 'finished') ? true : undefined;
    });
    expect([...seenRunning].sort()).toEqual([command, script].sort());
    for (const uuid of [command, script]) {
      const job = await detail(uuid);
      expect(job).toMatchObject({
        job_status: 'finished',
        exit_code: 0,
        scheduler_state: 'COMPLETED',
        user: slurm.user,
        node_list: slurm.node,
      });
      expect(new Date(String(job.finished_time)).getTime()).toBeGreaterThanOrEqual(new Date(String(job.started_time)).getTime());
    }
    expect(slurm.user).not.toBe('root');
    expect(await fileText((await detail(command)).stdout_path)).toBe(`hello-from-command\n${slurm.user}\n`);
    expect(await fileText((await detail(script)).stdout_path)).toBe(`line 1\nline 2\n${slurm.user}\n`);
  });

  it('a failing script ends exited with its exit code', async () => {
    const uuid = await submit('failing_job', { submit_type: 'command', cmd: 'echo before-the-failure; exit 3' });
    const job = await reaches(uuid, ['exited', 'finished']);
    expect(job).toMatchObject({ job_status: 'exited', exit_code: 3, scheduler_state: 'FAILED (exit 3)' });
    expect(await fileText(job.stdout_path)).toBe('before-the-failure\n');
  });

  it("stops a running job: stopped in the console and gone from Slurm's running jobs; the node allocated meanwhile", async () => {
    const uuid = await submit('stop_me', { submit_type: 'command', cmd: 'sleep 300' });
    const running = await reaches(uuid, ['running']);
    const slurmId = String(running.job_id);
    expect(runningInSlurm()).toContain(slurmId);
    // Both CPUs taken (this job and the one over its limit).
    expect(await nodeIn(/^ALLOCATED/)).toMatchObject({ status: 'active' });
    await ok('POST', '/portal-hpc/job/stopJobs', { cluster_id: clusterId, job_ids: [uuid] });
    const stopped = await reaches(uuid, ['stopped']);
    expect(stopped.job_status).toBe('stopped');
    await until("the job to leave Slurm's running jobs", async () => (runningInSlurm().includes(slurmId) ? undefined : true), 30_000);
    await until(
      "the job to stay stopped with Slurm's CANCELLED",
      async () => {
        const job = await detail(uuid);
        expect(job.job_status).toBe('stopped');
        return job.scheduler_state === 'CANCELLED' ? true : undefined;
      },
      30_000,
    );
  });

  it('filters the job list by status and pages over the real jobs', async () => {
    const statusesOf = (jobs: Job[]) => jobs.map((j) => `${j.name}:${j.job_status}`).sort();
    // The job over its limit may end meanwhile: the checks are made again on a list that did not change under them.
    for (let attempt = 1; ; attempt++) {
      const all = await listed();
      expect(all.job_set.map((j) => j.hpcjob_uuid).sort()).toEqual([...submitted].sort());
      expect(all.total_count).toBe(submitted.length);
      const named = (statuses: string[]) =>
        all.job_set
          .filter((j) => statuses.includes(j.job_status))
          .map((j) => j.name)
          .sort();
      const filtered = await Promise.all(
        [['finished'], ['exited', 'stopped'], ['running']].map(async (status) => [status, await listed({ status })] as const),
      );
      // Pages of the newest first: offset 0 and offset 3 together are every job, once each.
      const first = await listed({ limit: 10, offset: 0 });
      const rest = await listed({ limit: 10, offset: 3 });
      if (attempt < 3 && statusesOf((await listed()).job_set).join() !== statusesOf(all.job_set).join()) continue;
      expect(named(['finished'])).toEqual(['command_job', 'script_job']);
      expect(named(['exited', 'stopped'])).toEqual(expect.arrayContaining(['failing_job', 'stop_me']));
      for (const [status, answer] of filtered) {
        expect(answer.job_set.map((j) => j.name).sort(), status.join()).toEqual(named(status));
        expect(answer.total_count).toBe(named(status).length);
      }
      expect(first.job_set.map((j) => j.hpcjob_uuid)).toEqual(all.job_set.map((j) => j.hpcjob_uuid));
      expect(rest.job_set.map((j) => j.hpcjob_uuid)).toEqual(all.job_set.slice(3).map((j) => j.hpcjob_uuid));
      expect(rest.total_count).toBe(submitted.length);
      return;
    }
  });

  it("ends the job over its time limit exited, as Slurm's TIMEOUT", async () => {
    const job = await reaches(timeoutJob, ['exited', 'finished', 'stopped', 'cancelled'], 150_000);
    expect(job).toMatchObject({ job_status: 'exited', exit_code: 124, scheduler_state: 'TIMEOUT' });
    expect(await fileText(job.stdout_path)).toBe('started\n');
  }, 180_000);

  it("says why a job waits on a full node and when Slurm's backfill expects it to start, on the job's page and in the list", async () => {
    const holder = await submit('fills_node', {
      hpcqueue_id: queues.debug,
      submit_type: 'command',
      cmd: 'sleep 300',
      cores: 2,
      time_limit: 5,
    });
    const started = new Date(String((await reaches(holder, ['running'])).started_time)).getTime();
    const waiting = await submit('waits_for_cores', { hpcqueue_id: queues.debug, submit_type: 'command', cmd: 'true', time_limit: 1 });
    const job = await until('a start estimate for the waiting job', async () => {
      const found = await detail(waiting);
      return found.expected_start_time ? found : undefined;
    });
    expect(job).toMatchObject({ job_status: 'pending', pending_reason: 'resources', scheduler_state: 'PENDING (Resources)' });
    // The node comes free when the holder's five-minute limit ends: that is the plan.
    const expected = new Date(String(job.expected_start_time)).getTime();
    expect(expected).toBeGreaterThanOrEqual(started + 5 * 60_000 - 2000);
    expect(expected).toBeLessThanOrEqual(started + 5 * 60_000 + 15_000);
    const row = (await listed()).job_set.find((j) => j.hpcjob_uuid === waiting);
    expect(row).toMatchObject({ pending_reason: 'resources', expected_start_time: job.expected_start_time });
    // The holder stopped: the waiting job runs at once, and says no more why it waited.
    await ok('POST', '/portal-hpc/job/stopJobs', { cluster_id: clusterId, job_ids: [holder] });
    const ran = await reaches(waiting, ['running', 'finished']);
    expect(ran.pending_reason).toBeUndefined();
    expect(ran.expected_start_time).toBeUndefined();
    await reaches(waiting, ['finished']);
    await until("the node's jobs to leave Slurm", async () => (runningInSlurm().length === 0 ? true : undefined), 30_000);
  });

  it('runs an afterok chain in order and leaves an afternotok job waiting for ever, as Slurm judges them', async () => {
    const gate = join(slurm.shared, 'go-first');
    const first = await submit('chain_first', {
      hpcqueue_id: queues.debug,
      submit_type: 'command',
      cmd: `while [ ! -e ${gate} ]; do sleep 0.2; done`,
    });
    await reaches(first, ['running']);
    const next = await submit('chain_next', {
      hpcqueue_id: queues.debug,
      submit_type: 'command',
      cmd: 'echo next',
      dependency: [{ type: 'afterok', job: first }],
    });
    const never = await submit('chain_never', {
      hpcqueue_id: queues.debug,
      submit_type: 'command',
      cmd: 'echo never',
      dependency: [{ type: 'afternotok', job: first }],
    });
    // Both are in Slurm, waiting on its Dependency reason while the first runs.
    for (const uuid of [next, never])
      await until(`${uuid} waiting in Slurm for its dependency`, async () => {
        const job = await detail(uuid);
        return job.job_id && job.pending_reason === 'dependency' ? job : undefined;
      });
    expect((await ok('GET', `/portal-hpc/job/jobdetail/${first}`)).waited_for_by).toEqual([
      { type: 'afternotok', hpcjob_uuid: never, name: 'chain_never', job_status: 'pending' },
      { type: 'afterok', hpcjob_uuid: next, name: 'chain_next', job_status: 'pending' },
    ]);
    writeFileSync(gate, '');
    expect(await reaches(first, ['finished'])).toMatchObject({ exit_code: 0 });
    expect(await reaches(next, ['finished'])).toMatchObject({ scheduler_state: 'COMPLETED' });
    const stuck = await until('Slurm to say the afternotok job can never run', async () => {
      const job = await detail(never);
      return job.pending_reason === 'dependency_never_satisfied' ? job : undefined;
    });
    expect(stuck).toMatchObject({ job_status: 'pending', scheduler_state: 'PENDING (DependencyNeverSatisfied)' });
    await ok('POST', '/portal-hpc/job/stopJobs', { cluster_id: clusterId, job_ids: [never] });
    await reaches(never, ['stopped']);
  });

  it("reads from Slurm's accounting what ended jobs used: near all of its core for a job that spins, near none for one that sleeps", async () => {
    if (!slurm.accounting) {
      console.warn('slurm: efficiency not tested: slurmdbd or mariadb-server is missing (apt-get install slurmdbd mariadb-server)');
      return;
    }
    // 100 MB held by the shell while a child spins for 15 s; the other sleeps over half a minute with much asked for.
    const spins = await submit('spins', {
      submit_type: 'command',
      cmd: `x=$(head -c 100000000 /dev/zero | tr '\\0' a); timeout 15 sh -c 'while :; do :; done'; echo \${#x}`,
      memory: 512,
    });
    const sleeps = await submit('sleeps', { submit_type: 'command', cmd: 'sleep 32', memory: 256, time_limit: 10 });
    const used = (uuid: string) =>
      until(
        `the accounting's figures of ${uuid}`,
        async () => {
          const job = await detail(uuid);
          return job.usage ? job : undefined;
        },
        120_000,
      );
    const spun = await used(spins);
    expect(spun).toMatchObject({ job_status: 'finished' });
    expect(spun.usage).toMatchObject({ memory_had: 512, time_limit: 60, underused: [] });
    const spinUsage = spun.usage as Record<string, number>;
    // Near all of its core: less when the machine's two cores are shared with the other test files (its CPU time
    // then falls behind its run time), never near the sleeper's.
    expect(spinUsage.cpu_efficiency).toBeGreaterThan(0.5);
    expect(spinUsage.cpu_efficiency).toBeLessThanOrEqual(1.05);
    expect(spinUsage.cpu_time).toBeGreaterThan(7);
    expect(spinUsage.memory_peak).toBeGreaterThanOrEqual(90);
    expect(spinUsage.memory_peak).toBeLessThan(512);
    const slept = await used(sleeps);
    expect(slept.usage).toMatchObject({ memory_had: 256, time_limit: 10, underused: ['cpu', 'memory', 'time'] });
    const sleepUsage = slept.usage as Record<string, number>;
    expect(sleepUsage.cpu_efficiency).toBeLessThan(0.05);
    expect(sleepUsage.time_efficiency).toBeCloseTo(Number(slept.run_time) / 600, 3);
    // The list shows the same figures as the page.
    const rows = (await listed()).job_set;
    expect(rows.find((j) => j.hpcjob_uuid === spins)?.usage).toEqual(spun.usage);
    expect(rows.find((j) => j.hpcjob_uuid === sleeps)?.usage).toEqual(slept.usage);
  }, 180_000);

  it('shows the node down once Slurm sets it down, and idle again after RESUME', async () => {
    await slurm.setNodeState('DOWN', 'maintenance');
    expect(await nodeIn(/^DOWN/)).toMatchObject({ status: 'stopped', health_status: 'unhealthy' });
    await slurm.setNodeState('RESUME');
    expect(await nodeIn(/^IDLE/)).toMatchObject({ status: 'active' });
  });
});
