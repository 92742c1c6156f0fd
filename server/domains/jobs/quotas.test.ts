import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test-support';
import { shareCluster } from '../../testing/shares';
import { addCluster, addQueue, startJobsGateway, type JobsGateway } from './test-support';

// Core-hour quotas at submission (issue 14 §5, ADR 0026).
const GIB = 1073741824;
let gw: JobsGateway;
let owner: TestClient;
let alice: TestClient;
let aliceZh: TestClient;

async function cluster(id: string, cores = 64): Promise<string> {
  const { db } = gw.gateway;
  await addCluster(db, { cluster_id: id });
  await addQueue(db, {
    hpcqueue_id: `hpcq-${id.slice(-8)}`,
    cluster_id: id,
    queue_name: 'normal',
    nodes: [
      { hostname: 'cn001', cpu: cores / 2 },
      { hostname: 'cn002', cpu: cores / 2 },
    ],
  });
  // alice runs jobs on it (read-write); the owner is never limited by a core-hour quota.
  await shareCluster(db, id, 'iam-alice', 'readwrite');
  return id;
}

async function clusterUserQuota(
  clusterId: string,
  account: string,
  coreHours: number,
  storage = { quotaGb: 100, usedGb: 0 },
): Promise<void> {
  await gw.gateway.db.query(
    `INSERT INTO cluster_users (cluster_id, account, owner, uid, password_hash, allocated_core_hours, storage_quota, storage_used, status)
     VALUES ($1, $2, 'usr-owner', 10100, '!', $3, $4, $5, 'active')`,
    [clusterId, account, coreHours, storage.quotaGb * GIB, storage.usedGb * GIB],
  );
}

/** A job of `account` straight in the table: its status, cores, time limit (minutes) and seconds run. */
async function job(
  clusterId: string,
  account: string,
  status: string,
  cores: number,
  timeLimit: number | null,
  runTime: number,
): Promise<void> {
  const id = `hpcjob-q${Math.random().toString(36).slice(2, 11)}`;
  await gw.gateway.db.query(
    `INSERT INTO jobs (hpcjob_uuid, cluster_id, owner, user_id, name, job_status, cores, time_limit, run_time, submit_type, work_dir, cmd, run_as)
     VALUES ($1, $2, 'usr-owner', 'usr-owner', $1, $3, $4, $5, $6, 'command', '/share/run', 'sleep 1', $7)`,
    [id, clusterId, status, cores, timeLimit, runTime, account],
  );
}

const submit = (client: TestClient, clusterId: string, cores: number, timeLimit?: number) =>
  client.op('submitJob', {
    cluster_id: clusterId,
    hpcqueue_id: `hpcq-${clusterId.slice(-8)}`,
    submit_type: 'command',
    priority: 5,
    name: `q_${cores}_${timeLimit ?? 'none'}_${Math.random().toString(36).slice(2, 6)}`,
    cores,
    cmd: 'sleep 1',
    ...(timeLimit === undefined ? {} : { time_limit: timeLimit }),
  });
const jobsOn = (clusterId: string) => gw.count('SELECT 1 FROM jobs WHERE cluster_id = $1', [clusterId]);
const usage = async (client: TestClient, clusterId?: string) =>
  (await client.op('getQuotaUsage', clusterId ? { cluster_id: clusterId } : {})).body.quota_set;

beforeAll(async () => {
  gw = await startJobsGateway();
  [owner, alice, aliceZh] = await Promise.all([gw.client('usr-owner'), gw.client('iam-alice'), gw.client('iam-alice', 'zh')]);
}, 120_000);
afterAll(() => gw?.close());

describe('the core-hour quota at submission', () => {
  it("counts an array's tasks one by one, and its reservation is the tasks', never the array's row again", async () => {
    const c = await cluster('ehpc-tquo0a01');
    await clusterUserQuota(c, 'alice', 100);
    const array = (cores: number, timeLimit: number, spec: string) =>
      alice.op('submitJob', {
        cluster_id: c,
        hpcqueue_id: `hpcq-${c.slice(-8)}`,
        submit_type: 'command',
        name: `sweep_${spec.replace(/\W/g, '_')}`,
        cores,
        cmd: 'sleep 1',
        time_limit: timeLimit,
        array: spec,
      });
    // 4 tasks × 10 cores × 180 min = 120 core-hours: more than the 100 left, though one task alone would fit.
    const refused = await array(10, 180, '0-3');
    expect(refused.body).toMatchObject({ ret_code: 2510, message: expect.stringContaining('needs 120 core-hours') });
    expect(await jobsOn(c)).toBe(0);
    // Without a time limit an array is refused as a single job is.
    const unlimited = await alice.op('submitJob', {
      cluster_id: c,
      hpcqueue_id: `hpcq-${c.slice(-8)}`,
      submit_type: 'command',
      name: 'sweep_unlimited',
      cores: 1,
      cmd: 'sleep 1',
      array: '0-1',
    });
    expect(unlimited.body).toMatchObject({ ret_code: 1100 });
    // 4 × 10 × 150 min = 100: exactly what is left, reserved once (the array's own row counts nothing).
    const accepted = await array(10, 150, '0-3');
    expect(accepted.status).toBe(200);
    expect(await usage(alice, c)).toContainEqual(expect.objectContaining({ kind: 'core_hours', reserved: 100, remaining: 0 }));
    // Stopped, it reserves nothing; its resume under way reserves its tasks again, and another job no longer fits.
    const uuid = String(accepted.body.hpcjob_uuid);
    expect((await alice.op('stopJobs', { cluster_id: c, job_ids: [uuid] })).status).toBe(200);
    for (let i = 0; i < 3; i++) await gw.advance(2);
    expect(await usage(alice, c)).toContainEqual(expect.objectContaining({ kind: 'core_hours', reserved: 0, remaining: 100 }));
    expect((await alice.op('resumeJobs', { cluster_id: c, job_ids: [uuid] })).status).toBe(200);
    expect(await usage(alice, c)).toContainEqual(expect.objectContaining({ kind: 'core_hours', reserved: 100, remaining: 0 }));
  });

  it('accepts a job that takes exactly the remaining core-hours and refuses one core-hour beyond, naming both figures, creating nothing', async () => {
    const c = await cluster('ehpc-tquo0001');
    await clusterUserQuota(c, 'alice', 100);
    // 10 cores × 600 min = 100 core-hours: exactly what is left.
    expect((await submit(alice, c, 10, 600)).status).toBe(200);
    expect(await usage(alice, c)).toContainEqual(
      expect.objectContaining({
        kind: 'core_hours',
        source: 'cluster_user',
        account: 'alice',
        quota: 100,
        used: 0,
        reserved: 100,
        remaining: 0,
      }),
    );
    const before = await jobsOn(c);
    const refused = await submit(alice, c, 1, 60);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      ret_code: 2510,
      message: 'Not enough core-hours: the job needs 1 core-hours (cores × time limit) and you have 0 left on this cluster',
    });
    const zh = await submit(aliceZh, c, 2, 90);
    expect(zh.body).toMatchObject({ ret_code: 2510, message: '核时不足：该作业需要 3 核时（核数 × 时间上限），您在该集群剩余 0 核时' });
    expect(await jobsOn(c)).toBe(before);
  });

  it('counts what running jobs (the rest of their time limit) and pending jobs (their time limit) have reserved', async () => {
    const c = await cluster('ehpc-tquo0002');
    await clusterUserQuota(c, 'alice', 100);
    await job(c, 'alice', 'finished', 8, 600, 3600); // used 8
    await job(c, 'alice', 'running', 4, 600, 3600); // used 4, reserves 4 × 9 h = 36
    await job(c, 'alice', 'pending', 2, 600, 0); // reserves 2 × 10 h = 20
    await job(c, 'someone', 'pending', 60, 6000, 0); // another account's: not counted
    expect(await usage(alice, c)).toContainEqual(
      expect.objectContaining({ kind: 'core_hours', quota: 100, used: 12, reserved: 56, remaining: 32 }),
    );
    const refused = await submit(alice, c, 33, 60);
    expect(refused.body).toMatchObject({ ret_code: 2510, message: expect.stringContaining('needs 33 core-hours') });
    expect(refused.body.message).toContain('you have 32 left');
    expect((await submit(alice, c, 32, 60)).status).toBe(200);
  });

  it('needs a time limit where a quota applies: 112 cores without one are refused by the time limit field, in both languages, creating nothing', async () => {
    const c = await cluster('ehpc-tquo0003', 128);
    await clusterUserQuota(c, 'alice', 1000);
    const before = await jobsOn(c);
    const refused = await submit(alice, c, 112);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      ret_code: 1100,
      message:
        'Set a time limit: your jobs on this cluster are limited by a core-hour quota (1000 left), and a job counts as its cores × time limit',
      validation: [expect.objectContaining({ location: ['body', 'time_limit'], code: 'core_hour_quota' })],
    });
    expect((await submit(aliceZh, c, 1)).body).toMatchObject({ ret_code: 1100, message: expect.stringContaining('请设置运行时限') });
    // With a limit it is counted: 112 cores × 9 h = 1008 core-hours are more than the 1000 left; 8 h fit.
    expect((await submit(alice, c, 112, 540)).body).toMatchObject({
      ret_code: 2510,
      message: expect.stringContaining('needs 1008 core-hours'),
    });
    expect(await jobsOn(c)).toBe(before);
    expect((await submit(alice, c, 112, 480)).status).toBe(200);
    expect(await usage(alice, c)).toContainEqual(expect.objectContaining({ kind: 'core_hours', reserved: 896, remaining: 104 }));
  });

  it('needs a time limit of an IAM user limited as a cluster user, and leaves the account owner unlimited, even with a cluster user of its own', async () => {
    const c = await cluster('ehpc-tquo0007', 128);
    await clusterUserQuota(c, 'alice', 1000);
    await clusterUserQuota(c, 'usr_owner', 10);
    const before = await jobsOn(c);
    expect((await submit(alice, c, 112)).body).toMatchObject({
      ret_code: 1100,
      validation: [expect.objectContaining({ location: ['body', 'time_limit'] })],
    });
    expect(await jobsOn(c)).toBe(before);
    expect((await submit(alice, c, 100, 600)).status).toBe(200);
    // The owner is never limited by a core-hour quota (its own cluster user keeps its figures in the users list):
    // no time limit is needed, nothing is counted against alice's.
    expect((await submit(owner, c, 112)).status).toBe(200);
    expect((await usage(owner, c)).filter((q) => q.kind === 'core_hours')).toEqual([]);
    expect(await usage(alice, c)).toContainEqual(
      expect.objectContaining({ kind: 'core_hours', account: 'alice', reserved: 1000, remaining: 0 }),
    );
  });

  it('counts a resumed job again: a stopped job without a time limit, or beyond what remains, is not resumed, and a resume under way is reserved', async () => {
    const c = await cluster('ehpc-tquo0008', 128);
    await clusterUserQuota(c, 'alice', 1000);
    const { db } = gw.gateway;
    const stopped = async (name: string, cores: number, timeLimit: number | null) => {
      await db.query(
        `INSERT INTO jobs (hpcjob_uuid, cluster_id, owner, user_id, name, job_status, cores, time_limit, run_time, submit_type, work_dir, cmd, run_as, hpcqueue_id)
         VALUES ($1, $2, 'usr-owner', 'iam-alice', $3, 'stopped', $4, $5, 0, 'command', '/share/jobs/alice/run', 'sleep 1', 'alice', $6)`,
        [`hpcjob-${name.replace(/_/g, '')}`, c, name, cores, timeLimit, `hpcq-${c.slice(-8)}`],
      );
      return `hpcjob-${name.replace(/_/g, '')}`;
    };
    const resume = (client: TestClient, ids: string[]) => client.op('resumeJobs', { cluster_id: c, job_ids: ids });
    const unlimited = await stopped('rq_nolimit1', 8, null);
    const big = await stopped('rq_bigjob01', 100, 660); // 1100 core-hours
    const first = await stopped('rq_first001', 100, 360); // 600
    const second = await stopped('rq_second01', 100, 300); // 500
    const operations = () => gw.count("SELECT 1 FROM operations WHERE action = 'job/resumeJobs'");
    const before = await operations();
    expect((await resume(alice, [unlimited])).body).toMatchObject({
      ret_code: 2510,
      message: expect.stringContaining('“rq_nolimit1” has no time limit'),
    });
    expect((await resume(aliceZh, [big])).body).toMatchObject({
      ret_code: 2510,
      message: '核时不足：该作业需要 1100 核时（核数 × 时间上限），您在该集群剩余 1000 核时',
    });
    // Together they are counted: 600 + 500 > 1000.
    expect((await resume(alice, [first, second])).body).toMatchObject({
      ret_code: 2510,
      message: expect.stringContaining('needs 1100 core-hours'),
    });
    expect(await operations()).toBe(before);
    const accepted = await resume(alice, [first]);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    // Before the resume is carried out, the job still shows stopped, but its 600 core-hours are reserved.
    expect(await usage(alice, c)).toContainEqual(expect.objectContaining({ kind: 'core_hours', reserved: 600, remaining: 400 }));
    expect((await resume(alice, [second])).body).toMatchObject({ ret_code: 2510, message: expect.stringContaining('you have 400 left') });
    await gw.advance(5);
    expect(await gw.count("SELECT 1 FROM jobs WHERE hpcjob_uuid = ANY($1) AND job_status = 'stopped'", [[unlimited, big, second]])).toBe(3);
    expect(await usage(alice, c)).toContainEqual(expect.objectContaining({ kind: 'core_hours', reserved: 600, remaining: 400 }));
  });

  it("counts a resumed job against its submitter's quota, whoever resumes it", async () => {
    const c = await cluster('ehpc-tquo0009', 128);
    await shareCluster(gw.gateway.db, c, 'iam-alice', 'readwrite');
    await clusterUserQuota(c, 'alice', 100);
    const accepted = await submit(alice, c, 10, 600); // 100 core-hours: all of alice's
    const uuid = String(accepted.body.hpcjob_uuid);
    await gw.advance(5);
    expect((await owner.op('stopJobs', { cluster_id: c, job_ids: [uuid] })).status).toBe(200);
    await gw.advance(5);
    // Stopped, it reserves nothing; resumed, it takes its 100 core-hours again, but alice's other job now holds them.
    expect((await submit(alice, c, 10, 600)).status).toBe(200);
    const refused = await owner.op('resumeJobs', { cluster_id: c, job_ids: [uuid] });
    expect(refused.body).toMatchObject({ ret_code: 2510, message: expect.stringContaining('needs 100 core-hours') });
  });

  it('does not limit a user without a quota on the cluster', async () => {
    const c = await cluster('ehpc-tquo0004');
    await clusterUserQuota(c, 'someone_else', 5);
    expect(await usage(owner, c)).toEqual([]);
    expect((await submit(owner, c, 64)).status).toBe(200);
  });

  it("applies a shared member's core-hour limit; its jobs run as its member account", async () => {
    const c = await cluster('ehpc-tquo0005');
    const { db } = gw.gateway;
    await db.query(
      "INSERT INTO shared_users (shared_user_id, owner, iam_user_id, username, permission, status, uid) VALUES ('shu-tquo0001', 'usr-owner', 'iamu-alice001', 'alice_q', 'readwrite', 'active', 20100)",
    );
    await db.query(
      `INSERT INTO shared_user_clusters (shared_user_id, cluster_id, has_limit, allocated_core_hours, file_system_quota, used_file_system)
       VALUES ('shu-tquo0001', $1, true, 1000, $2, $3)`,
      [c, 10 * GIB, 9 * GIB],
    );
    await shareCluster(db, c, 'iam-alice', 'readwrite');
    // A cluster user of alice's own name does not apply where alice is a member.
    await clusterUserQuota(c, 'alice', 5);
    const quotas = await usage(alice);
    expect(quotas).toContainEqual(
      expect.objectContaining({
        cluster_id: c,
        kind: 'core_hours',
        source: 'shared_member',
        account: 'alice_q',
        quota: 1000,
        remaining: 1000,
      }),
    );
    expect(quotas).toContainEqual(
      expect.objectContaining({ cluster_id: c, kind: 'storage', source: 'shared_member', quota: 10 * GIB, used: 9 * GIB }),
    );
    const accepted = await submit(alice, c, 10, 6000); // 1000 core-hours
    expect(accepted.status).toBe(200);
    const uuid = String(accepted.body.hpcjob_uuid);
    expect((await alice.op('getJobDetail', { id: uuid })).body.job).toMatchObject({
      user: 'alice_q',
      work_dir: `/share/jobs/alice/${uuid}`,
    });
    // Its working folder is named after alice, so she reads it (an IAM user reads keys under a folder of her name).
    await gw.advance(5);
    const folder = await alice.op('getObjects', { nas_id: 'nas-pctquo0005', prefix: `jobs/alice/${uuid}/` });
    expect(folder.status).toBe(200);
    expect(folder.body.object_set.map((o) => o.object_name)).toContain(`jobs/alice/${uuid}/${uuid}.out`);
    const before = await jobsOn(c);
    expect((await submit(alice, c, 1, 60)).body).toMatchObject({ ret_code: 2510, message: expect.stringContaining('you have 0 left') });
    expect(await jobsOn(c)).toBe(before);
  });

  it('applies the limit of a sub-account shared as a member by e-mail once its HPC is open (ADR 0035); its jobs run as its member account', async () => {
    const c = await cluster('ehpc-tquo0006');
    const sub = await gw.client('usr-sub');
    const share = () => owner.op('addSharedUser', { cluster_id: c, email: 'SUB@example.com', username: 'sub_q', permission: 'readwrite' });
    const membersBefore = await gw.count('SELECT 1 FROM shared_users');
    // HPC not open for usr-sub in the cluster's zone: refused, nothing made.
    expect((await share()).body).toMatchObject({
      ret_code: 2100,
      message: 'The sub-user “李同学 (Sub-user)” has not opened the HPC permission',
    });
    expect(await gw.count('SELECT 1 FROM shared_users')).toBe(membersBefore);
    expect((await owner.op('enableSubUserPermission', { zone: 'pek3', sub_user_id: 'usr-sub' })).status).toBe(200);
    const added = await share();
    expect(added.status).toBe(200);
    const sharedUserId = String(added.body.shared_user_id);
    // Its IAM identity is not one of the owner's IAM users.
    const iamUsers = (await owner.op('describeIamUsers', { limit: 100 })).body.iam_user_set;
    expect(iamUsers.map((u) => u.email)).not.toContain('sub@example.com');
    // usr-sub sees the cluster, and no quota until a limit is allocated.
    expect((await sub.op('listClusters', { shared_status: 'shared', limit: 100 })).body.cluster_set).toContainEqual(
      expect.objectContaining({ cluster_id: c }),
    );
    expect(await usage(sub, c)).toEqual([]);
    const limit = await owner.op('addSharedResourceLimit', {
      cluster_id: c,
      shared_user_id: sharedUserId,
      allocated_core_hours: 1000,
      file_system_quota_gb: 10,
      file_system_acl: [{ sub_path: '/projects/wrf', facl: 'rw' }],
    });
    expect(limit.status).toBe(200);
    expect(await usage(sub, c)).toContainEqual(
      expect.objectContaining({ kind: 'core_hours', source: 'shared_member', account: 'sub_q', quota: 1000, remaining: 1000 }),
    );
    const accepted = await submit(sub, c, 10, 3000); // 500 core-hours
    expect(accepted.status).toBe(200);
    expect((await sub.op('getJobDetail', { id: String(accepted.body.hpcjob_uuid) })).body.job).toMatchObject({ user: 'sub_q' });
    const before = await jobsOn(c);
    const refused = await submit(sub, c, 10, 3006); // 501 core-hours
    expect(refused.body).toMatchObject({
      ret_code: 2510,
      message: 'Not enough core-hours: the job needs 501 core-hours (cores × time limit) and you have 500 left on this cluster',
    });
    expect(await jobsOn(c)).toBe(before);
    // The owner's own jobs are not the member's: its cluster user figures stay apart.
    expect(await usage(owner, c)).toEqual([]);
  });

  it('answers every quota of the user without cluster_id, and 404 for a cluster the user does not see', async () => {
    const all = await usage(alice);
    expect(
      all
        .filter((q) => q.cluster_id === 'ehpc-tquo0001')
        .map((q) => q.kind)
        .sort(),
    ).toEqual(['core_hours', 'storage']);
    expect((await owner.op('getQuotaUsage', { cluster_id: 'ehpc-nosuch01' })).status).toBe(404);
  });
});
