/**
 * The Slurm client against a real one-node Slurm (server/testing/slurm.ts): what the gateway's Slurm adapter relies
 * on. Jobs run as the cluster account (never root) and write into its shared folder; a failing script's exit code,
 * a time limit's TIMEOUT, a cancel, update_time filtering, the node idle / allocated / down and the partitions with
 * their limits. One job runs into its one-minute time limit while the others are tried on the node's second CPU.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port';
import { slurmAvailable, startSlurm, type Slurm } from '../testing/slurm';
import { createSlurmClient, SlurmError, type SlurmClient, type SlurmJob, type SlurmJobSpec } from './client';
import { consoleNodeStatus, consoleStatus } from './states';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!slurmAvailable())('Slurm client on a private one-node Slurm', () => {
  let slurm: Slurm;
  let client: SlurmClient;
  let timeoutJobId = '';

  const spec = (name: string, script: string, more: Partial<SlurmJobSpec> = {}): SlurmJobSpec => ({
    name,
    script,
    cwd: slurm.shared,
    stdout: join(slurm.shared, `${name}.out`),
    stderr: join(slurm.shared, `${name}.err`),
    cpus: 1,
    ...more,
  });

  /** The job once `done` holds for it (polled every 300 ms, up to `withinMs`). */
  async function until(jobId: string, done: (job: SlurmJob) => boolean, withinMs = 30_000): Promise<SlurmJob> {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const job = await client.job(slurm.user, jobId);
      if (job && done(job)) return job;
      if (Date.now() > deadline)
        throw new Error(`job ${jobId} is ${job ? `${job.state} ${job.flags.join(',')}` : 'gone'} after ${withinMs} ms`);
      await sleep(300);
    }
  }
  const ended = (job: SlurmJob) =>
    !['PENDING', 'RUNNING', 'SUSPENDED'].includes(job.state) && !job.flags.includes('COMPLETING') && job.state !== 'COMPLETING';

  beforeAll(async () => {
    slurm = await startSlurm();
    client = createSlurmClient({ url: slurm.url, jwtKeyFile: slurm.jwtKeyFile });
  });
  afterAll(async () => {
    await slurm?.stop();
  });

  it('discovers the API version, lists partitions normal and debug with their limits and the node idle', async () => {
    expect(await client.apiVersion()).toBe('v0.0.38'); // Debian 12's slurmrestd (22.05) speaks v0.0.36-38
    await client.ping();
    const partitions = await client.partitions(slurm.user);
    expect(partitions.map((p) => [p.name, p.isDefault, p.maxTimeMin, p.state, p.nodes, p.totalCpus])).toEqual([
      ['normal', true, 60, 'UP', [slurm.node], 2],
      ['debug', false, 10, 'UP', [slurm.node], 2],
    ]);
    const [node] = await client.nodes(slurm.user);
    expect(node).toMatchObject({
      name: slurm.node,
      state: 'IDLE',
      cpus: 2,
      allocCpus: 0,
      memoryMb: 1024,
      partitions: ['normal', 'debug'],
      reason: null,
    });
    expect(consoleNodeStatus(node!)).toMatchObject({ status: 'active', health: 'healthy', load: 'idle' });
  });

  it('says so when slurmrestd cannot be reached, and answers null for a job Slurm does not know', async () => {
    const nowhere = createSlurmClient({ url: `http://127.0.0.1:${await freePort()}`, jwtKeyFile: slurm.jwtKeyFile });
    const error = await nowhere.ping().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SlurmError);
    expect((error as SlurmError).status).toBeUndefined();
    expect(await client.job(slurm.user, '999999')).toBeNull();
    await expect(client.cancel(slurm.user, '999999')).resolves.toBeUndefined();
  });

  it('runs a job over its one-minute time limit (it ends as TIMEOUT below); the node is then mixed', async () => {
    timeoutJobId = await client.submit(
      slurm.user,
      spec('over-limit', '#!/bin/bash\necho started\nsleep 600\n', { timeLimitMin: 1, partition: 'debug' }),
    );
    const job = await until(timeoutJobId, (j) => j.state === 'RUNNING');
    expect(job).toMatchObject({ partition: 'debug', timeLimitMin: 1, exitCode: null, endTime: null, nodes: slurm.node, cpus: 1 });
    expect(consoleStatus(job)).toEqual({ status: 'running', exitCode: null, detail: 'RUNNING', pendingReason: null });
    const [node] = await client.nodes(slurm.user);
    expect(node).toMatchObject({ state: 'MIXED', allocCpus: 1 });
    expect(consoleNodeStatus(node!)).toMatchObject({ status: 'active', load: 'mixed' });
  });

  it('runs a command job and a multi-line script job as the cluster account; both complete with their output', async () => {
    const command = await client.submit(slurm.user, spec('command', '#!/bin/bash\nid -un && echo command-ok\n'));
    const script = await client.submit(
      slurm.user,
      spec(
        'script',
        ['#!/bin/bash', 'set -e', 'for i in 1 2 3; do', '  echo "line $i"', 'done', 'echo "greeting=$GREETING"', 'pwd', 'id -un', ''].join(
          '\n',
        ),
        {
          environment: { GREETING: 'hello slurm' },
          memoryMb: 100,
        },
      ),
    );
    for (const id of [command, script]) {
      const job = await until(id, ended);
      expect(job).toMatchObject({
        state: 'COMPLETED',
        exitCode: 0,
        signal: null,
        user: slurm.user,
        partition: 'normal',
        cwd: slurm.shared,
      });
      expect(job.startTime!.getTime()).toBeGreaterThanOrEqual(job.submitTime!.getTime());
      expect(job.endTime!.getTime()).toBeGreaterThanOrEqual(job.startTime!.getTime());
      expect(consoleStatus(job)).toEqual({ status: 'finished', exitCode: 0, detail: 'COMPLETED', pendingReason: null });
    }
    expect(readFileSync(join(slurm.shared, 'command.out'), 'utf8')).toBe(`${slurm.user}\ncommand-ok\n`);
    expect(readFileSync(join(slurm.shared, 'script.out'), 'utf8')).toBe(
      `line 1\nline 2\nline 3\ngreeting=hello slurm\n${slurm.shared}\n${slurm.user}\n`,
    );
    const job = await client.job(slurm.user, script);
    expect([job!.stdout, job!.stderr]).toEqual([join(slurm.shared, 'script.out'), join(slurm.shared, 'script.err')]);
  });

  it('a script that exits 3 ends FAILED with exit code 3: exited/3 in the console', async () => {
    const id = await client.submit(slurm.user, spec('failing', '#!/bin/bash\necho before the failure\nexit 3\n'));
    const job = await until(id, ended);
    expect(job).toMatchObject({ state: 'FAILED', exitCode: 3, signal: null });
    expect(consoleStatus(job)).toEqual({ status: 'exited', exitCode: 3, detail: 'FAILED (exit 3)', pendingReason: null });
    expect(readFileSync(join(slurm.shared, 'failing.out'), 'utf8')).toBe('before the failure\n');
  });

  it('cancels a running job (the node allocated meanwhile): CANCELLED, and a second cancel resolves', async () => {
    const id = await client.submit(slurm.user, spec('to-cancel', '#!/bin/bash\nsleep 300\n'));
    await until(id, (j) => j.state === 'RUNNING');
    const [node] = await client.nodes(slurm.user);
    expect(node).toMatchObject({ state: 'ALLOCATED', allocCpus: 2 });
    expect(consoleNodeStatus(node!)).toMatchObject({ status: 'active', health: 'healthy', load: 'allocated' });
    await client.cancel(slurm.user, id);
    const job = await until(id, ended);
    expect(job.state).toBe('CANCELLED');
    expect(consoleStatus(job)).toMatchObject({ status: 'cancelled', detail: 'CANCELLED' });
    await expect(client.cancel(slurm.user, id)).resolves.toBeUndefined();
  });

  it('lists the jobs; with update_time, none when nothing changed since and all once something did', async () => {
    const all = await client.jobs(slurm.user);
    expect(all.map((j) => j.name).sort()).toEqual(['command', 'failing', 'over-limit', 'script', 'to-cancel']);
    expect(all.every((j) => j.user === slurm.user)).toBe(true);
    // A moment after which nothing changed: slurmctld's last job update is in whole seconds.
    let quiet: Date | undefined;
    for (let attempt = 0; attempt < 10 && !quiet; attempt++) {
      await sleep(1_100);
      const since = new Date();
      await sleep(1_100);
      if ((await client.jobs(slurm.user, since)).length === 0) quiet = since;
    }
    expect(quiet).toBeDefined();
    const id = await client.submit(slurm.user, spec('later', '#!/bin/bash\ntrue\n'));
    const changed = await client.jobs(slurm.user, quiet);
    expect(changed.map((j) => j.jobId)).toContain(id);
    await until(id, ended);
  });

  it('ends the job over its time limit as TIMEOUT: exited with 124 in the console', async () => {
    const job = await until(timeoutJobId, ended, 150_000);
    expect(job.state).toBe('TIMEOUT');
    expect(job.endTime!.getTime() - job.startTime!.getTime()).toBeGreaterThanOrEqual(60_000);
    expect(consoleStatus(job)).toEqual({ status: 'exited', exitCode: 124, detail: 'TIMEOUT', pendingReason: null });
    expect(readFileSync(join(slurm.shared, 'over-limit.out'), 'utf8')).toBe('started\n');
  }, 180_000);

  it('shows the node DOWN with its reason once set down, and idle again after RESUME', async () => {
    await slurm.setNodeState('DOWN', 'maintenance');
    const [down] = await client.nodes(slurm.user);
    expect(down).toMatchObject({ state: 'DOWN', reason: 'maintenance' });
    expect(consoleNodeStatus(down!)).toEqual({ status: 'stopped', health: 'unhealthy', load: null, detail: 'DOWN (maintenance)' });
    await slurm.setNodeState('RESUME');
    const [up] = await client.nodes(slurm.user);
    expect(up!.state).toBe('IDLE');
  });
});
