/**
 * More time on a real Slurm (ADR 0060): a private one-node Slurm registered for usr-owner (partition normal's MaxTime
 * is 60 minutes). A running job's request is refused past the partition's maximum; an approval signed as an account
 * that is not Slurm's operator is refused by Slurm and leaves everything as it was; approved as the operator (root,
 * the harness's SlurmUser) the limit is raised in Slurm, read back with squeue and the client, and the job page's
 * data and the request show the new limit and who approved it.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlurmClient } from '../../server/slurm/client';
import type { TestClient } from '../../server/test-support';
import { slurmAvailable, type Slurm } from '../../server/testing/slurm';
import { startRegisteredSlurm, until, type RegisteredSlurm } from './registered-slurm';

describe.skipIf(!slurmAvailable())('more time for a job on a real Slurm', () => {
  let registered: RegisteredSlurm | undefined;
  let slurm: Slurm;
  let owner: TestClient;
  let clusterId = '';
  let uuid = '';
  let slurmId = '';

  const detail = async () => {
    const answer = await owner.op('getJobDetail', { id: uuid });
    expect(answer.status).toBe(200);
    return answer.body.job;
  };
  /** The limit slurmctld holds for the job, as squeue prints it (%l: [days-]hours:minutes:seconds or minutes:seconds). */
  const slurmLimit = () =>
    execFileSync('squeue', ['-h', '-j', slurmId, '-o', '%l'], { env: { ...process.env, ...slurm.env }, encoding: 'utf8' }).trim();
  const ask = (extra: number) =>
    owner.op('askTimeExtension', { hpcjob_uuid: uuid, extra_minutes: extra, reason: 'the solver needs longer' });

  beforeAll(async () => {
    registered = await startRegisteredSlurm('slurm_more', 300);
    ({ slurm, owner, clusterId } = registered);
  });
  afterAll(async () => {
    if (uuid) await owner?.op('stopJobs', { cluster_id: clusterId, job_ids: [uuid] }).catch(() => undefined);
    await registered?.stop();
  });

  it("keeps the partition's MaxTime as the queue's maximum", async () => {
    const queue = await until('the partition normal as a queue', async () => {
      const [row] = await registered!.gw.gateway.db.query<{ hpcqueue_id: string; max_time_limit: number | null }>(
        "SELECT hpcqueue_id, max_time_limit FROM queues WHERE cluster_id = $1 AND queue_name = 'normal' AND status = 'active'",
        [clusterId],
      );
      return row;
    });
    expect(queue.max_time_limit).toBe(60);
    const answer = await owner.op('submitJob', {
      cluster_id: clusterId,
      hpcqueue_id: queue.hpcqueue_id,
      name: 'needs_more_time',
      cores: 1,
      submit_type: 'command',
      cmd: 'sleep 600',
      time_limit: 2,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    uuid = answer.body.hpcjob_uuid;
    const running = await until('the job running', async () => {
      const job = await detail();
      return job.job_status === 'running' && job.job_id ? job : undefined;
    });
    slurmId = String(running.job_id);
    expect(slurmLimit()).toBe('2:00');
  });

  it("refuses a limit past the partition's maximum", async () => {
    const over = await ask(59);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('The new limit of 61 minutes passes the queue’s longest time of 60 minutes');
  });

  it('leaves the request open with Slurm’s refusal when the gateway signs as a non-operator', async () => {
    const { db } = registered!.gw.gateway;
    const asked = await ask(30);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const id = asked.body.time_extension.extension_id;
    await db.query('UPDATE slurm_clusters SET operator_account = $2 WHERE cluster_id = $1', [clusterId, slurm.user]);
    try {
      const refused = await owner.op('approveTimeExtension', { extension_id: id });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/^The scheduler did not take the new limit; the request stays open: /);
    } finally {
      await db.query("UPDATE slurm_clusters SET operator_account = 'root' WHERE cluster_id = $1", [clusterId]);
    }
    const [open] = (await owner.op('listTimeExtensions', { hpcjob_uuid: uuid })).body.time_extension_set;
    expect(open).toMatchObject({ extension_id: id, status: 'pending', may_decide: true });
    expect(open!.error).toBeTruthy();
    expect(slurmLimit()).toBe('2:00');
    expect((await detail()).time_limit).toBe(2);
  });

  it('raises the running job’s limit in Slurm once the owner approves, and the job page shows it', async () => {
    const [open] = (await owner.op('listTimeExtensions', { hpcjob_uuid: uuid, status: 'pending' })).body.time_extension_set;
    const approved = await owner.op('approveTimeExtension', { extension_id: open!.extension_id });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.time_extension).toMatchObject({ status: 'approved', decided_by: 'usr-owner', new_time_limit: 32 });
    expect(approved.body.time_extension.error).toBeUndefined();
    expect(slurmLimit()).toBe('32:00');
    const client = createSlurmClient({ url: slurm.url, jwtKeyFile: slurm.jwtKeyFile, serviceUser: slurm.user });
    expect((await client.job(slurm.user, slurmId))?.timeLimitMin).toBe(32);
    const job = await detail();
    expect(job).toMatchObject({ time_limit: 32, job_status: 'running' });
    const [shown] = (await owner.op('listTimeExtensions', { hpcjob_uuid: uuid })).body.time_extension_set;
    expect(shown).toMatchObject({ status: 'approved', decided_by: 'usr-owner', old_time_limit: 2, new_time_limit: 32 });
    expect(shown!.decide_time).toBeTruthy();
  });
});
