/**
 * A submission reaches a real slurmctld at once (ADR 0048): one private one-node Slurm (server/testing/slurm.ts)
 * registered with an in-process gateway whose engine runs, its Slurm interval set to ten minutes, so that after the
 * first pass (the partitions become queues) only the submission's own path can hand a job to Slurm. A job submitted
 * through the API shows Slurm's job id within seconds, and slurmctld lists it under that id as the cluster account.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../server/test-support';
import { slurmAvailable, type Slurm } from '../../server/testing/slurm';
import { startRegisteredSlurm, until, type RegisteredSlurm } from './registered-slurm';

const INTERVAL_MS = 600_000;

describe.skipIf(!slurmAvailable())('a submission to a real Slurm', () => {
  let registered: RegisteredSlurm | undefined;
  let slurm: Slurm;
  let owner: TestClient;
  let clusterId = '';

  async function ok(method: string, path: string, payload: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const answer = await owner.call(method, path, payload);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body;
  }

  beforeAll(async () => {
    registered = await startRegisteredSlurm('slurm_at_once', INTERVAL_MS);
    ({ slurm, owner, clusterId } = registered);
  });
  afterAll(async () => {
    await registered?.stop();
  });

  it("shows Slurm's job id long before a sync interval, and slurmctld has the job under it", async () => {
    // The first pass (right after registration) makes the partitions queues; the next one is ten minutes away.
    const queue = await until(
      'the partitions as queues',
      async () => {
        const set = (await ok('GET', '/portal-hpc/queue/ehpc/getQueueList', { cluster_id: clusterId })).hpc_queue_set as {
          hpcqueue_id: string;
          queue_name: string;
        }[];
        return set.find((q) => q.queue_name === 'normal')?.hpcqueue_id;
      },
      60_000,
      250,
    );
    const submitted = Date.now();
    const answer = await ok('POST', '/portal-hpc/job/submitJob', {
      cluster_id: clusterId,
      hpcqueue_id: queue,
      name: 'at_once',
      cores: 1,
      submit_type: 'command',
      cmd: 'sleep 30',
    });
    const uuid = String(answer.hpcjob_uuid);
    const job = await until(
      "Slurm's job id on the job page",
      async () => {
        const detail = (await ok('GET', `/portal-hpc/job/jobdetail/${uuid}`)).job as {
          job_id?: string;
          scheduler_state?: string;
          user?: string;
        };
        return detail.job_id && detail.scheduler_state ? detail : undefined;
      },
      30_000,
      50,
    );
    const elapsed = Date.now() - submitted;
    expect(elapsed).toBeLessThan(15_000);
    const inSlurm = execFileSync('squeue', ['-h', '-j', String(job.job_id), '-o', '%i %u %j'], {
      env: { ...process.env, ...slurm.env },
      encoding: 'utf8',
    }).trim();
    expect(inSlurm).toBe(`${job.job_id} ${slurm.user} at_once`);
    expect(job).toMatchObject({ user: slurm.user, scheduler_state: expect.stringMatching(/^(PENDING|RUNNING)/) });
  });
});
