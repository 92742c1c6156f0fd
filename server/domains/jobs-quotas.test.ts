import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../test-support';
import { shareCluster } from '../testing/shares';
import { addCluster, addQueue, startJobsGateway, type JobsGateway } from './jobs/test-fixtures';

// Core-hour quotas at submission (issue 14 §5, ADR 0026).
const GIB = 1073741824;
let gw: JobsGateway;
let owner: TestClient;
let ownerZh: TestClient;
let alice: TestClient;

async function cluster(id: string, cores = 64): Promise<string> {
  const { db } = gw.gateway;
  await addCluster(db, { cluster_id: id });
  await addQueue(db, { hpcqueue_id: `hpcq-${id.slice(-8)}`, cluster_id: id, queue_name: 'normal', nodes: [{ hostname: 'cn001', cpu: cores / 2 }, { hostname: 'cn002', cpu: cores / 2 }] });
  return id;
}

async function clusterUserQuota(clusterId: string, account: string, coreHours: number, storage = { quotaGb: 100, usedGb: 0 }): Promise<void> {
  await gw.gateway.db.query(
    `INSERT INTO cluster_users (cluster_id, account, owner, uid, password_hash, allocated_core_hours, storage_quota, storage_used, status)
     VALUES ($1, $2, 'usr-owner', 10100, '!', $3, $4, $5, 'active')`,
    [clusterId, account, coreHours, storage.quotaGb * GIB, storage.usedGb * GIB],
  );
}

/** A job of `account` straight in the table: its status, cores, time limit (minutes) and seconds run. */
async function job(clusterId: string, account: string, status: string, cores: number, timeLimit: number | null, runTime: number): Promise<void> {
  const id = `hpcjob-q${Math.random().toString(36).slice(2, 11)}`;
  await gw.gateway.db.query(
    `INSERT INTO jobs (hpcjob_uuid, cluster_id, owner, user_id, name, job_status, cores, time_limit, run_time, submit_type, work_dir, cmd, run_as)
     VALUES ($1, $2, 'usr-owner', 'usr-owner', $1, $3, $4, $5, $6, 'command', '/share/run', 'sleep 1', $7)`,
    [id, clusterId, status, cores, timeLimit, runTime, account],
  );
}

const submit = (client: TestClient, clusterId: string, cores: number, timeLimit?: number) =>
  client.call('POST', '/portal-hpc/job/submitJob', {
    cluster_id: clusterId, hpcqueue_id: `hpcq-${clusterId.slice(-8)}`, submit_type: 'command', name: `q_${cores}_${timeLimit ?? 'none'}_${Math.random().toString(36).slice(2, 6)}`,
    cores, cmd: 'sleep 1', ...(timeLimit === undefined ? {} : { time_limit: timeLimit }),
  });
const jobsOn = (clusterId: string) => gw.count('SELECT 1 FROM jobs WHERE cluster_id = $1', [clusterId]);
const usage = async (client: TestClient, clusterId?: string) =>
  (await client.call('GET', '/portal-hpc/job/quotaUsage', clusterId ? { cluster_id: clusterId } : {})).body.quota_set as Record<string, unknown>[];

beforeAll(async () => {
  gw = await startJobsGateway();
  [owner, ownerZh, alice] = await Promise.all([gw.client('usr-owner'), gw.client('usr-owner', 'zh'), gw.client('iam-alice')]);
}, 120_000);
afterAll(() => gw?.close());

describe('the core-hour quota at submission', () => {
  it('accepts a job that takes exactly the remaining core-hours and refuses one core-hour beyond, naming both figures, creating nothing', async () => {
    const c = await cluster('ehpc-tquo0001');
    await clusterUserQuota(c, 'usr_owner', 100);
    // 10 cores × 600 min = 100 core-hours: exactly what is left.
    expect((await submit(owner, c, 10, 600)).status).toBe(200);
    expect(await usage(owner, c)).toContainEqual(expect.objectContaining({ kind: 'core_hours', source: 'cluster_user', account: 'usr_owner', quota: 100, used: 0, reserved: 100, remaining: 0 }));
    const before = await jobsOn(c);
    const refused = await submit(owner, c, 1, 60);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ ret_code: 2510, message: 'Not enough core-hours: the job needs 1 core-hours (cores × time limit) and you have 0 left on this cluster' });
    const zh = await submit(ownerZh, c, 2, 90);
    expect(zh.body).toMatchObject({ ret_code: 2510, message: '核时不足：该作业需要 3 核时（核数 × 时间上限），您在该集群剩余 0 核时' });
    expect(await jobsOn(c)).toBe(before);
  });

  it('counts what running jobs (the rest of their time limit) and pending jobs (their time limit) have reserved', async () => {
    const c = await cluster('ehpc-tquo0002');
    await clusterUserQuota(c, 'usr_owner', 100);
    await job(c, 'usr_owner', 'finished', 8, 600, 3600); // used 8
    await job(c, 'usr_owner', 'running', 4, 600, 3600); // used 4, reserves 4 × 9 h = 36
    await job(c, 'usr_owner', 'pending', 2, 600, 0); // reserves 2 × 10 h = 20
    await job(c, 'someone', 'pending', 60, 6000, 0); // another account's: not counted
    expect(await usage(owner, c)).toContainEqual(expect.objectContaining({ kind: 'core_hours', quota: 100, used: 12, reserved: 56, remaining: 32 }));
    const refused = await submit(owner, c, 33, 60);
    expect(refused.body).toMatchObject({ ret_code: 2510, message: expect.stringContaining('needs 33 core-hours') });
    expect(refused.body.message).toContain('you have 32 left');
    expect((await submit(owner, c, 32, 60)).status).toBe(200);
  });

  it('reserves nothing for a job without a time limit, which is accepted only while core-hours remain', async () => {
    const c = await cluster('ehpc-tquo0003');
    await clusterUserQuota(c, 'usr_owner', 10);
    await job(c, 'usr_owner', 'pending', 8, null, 0);
    await job(c, 'usr_owner', 'finished', 4, 600, 8640); // used 9.6
    expect(await usage(owner, c)).toContainEqual(expect.objectContaining({ kind: 'core_hours', used: 9.6, reserved: 0, remaining: 0.4 }));
    expect((await submit(owner, c, 2)).status).toBe(200);
    await job(c, 'usr_owner', 'finished', 1, 60, 1440); // used 10
    expect((await submit(owner, c, 2)).body).toMatchObject({ ret_code: 2510, message: 'Not enough core-hours: you have 0 left on this cluster' });
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
    await db.query("INSERT INTO shared_users (shared_user_id, owner, iam_user_id, username, permission, status, uid) VALUES ('shu-tquo0001', 'usr-owner', 'iamu-alice001', 'alice_q', 'readwrite', 'active', 20100)");
    await db.query(
      `INSERT INTO shared_user_clusters (shared_user_id, cluster_id, has_limit, allocated_core_hours, file_system_quota, used_file_system)
       VALUES ('shu-tquo0001', $1, true, 1000, $2, $3)`,
      [c, 10 * GIB, 9 * GIB],
    );
    await shareCluster(db, c, 'iam-alice', 'readwrite');
    // A cluster user of alice's own name does not apply where alice is a member.
    await clusterUserQuota(c, 'alice', 5);
    const quotas = await usage(alice);
    expect(quotas).toContainEqual(expect.objectContaining({ cluster_id: c, kind: 'core_hours', source: 'shared_member', account: 'alice_q', quota: 1000, remaining: 1000 }));
    expect(quotas).toContainEqual(expect.objectContaining({ cluster_id: c, kind: 'storage', source: 'shared_member', quota: 10 * GIB, used: 9 * GIB }));
    const accepted = await submit(alice, c, 10, 6000); // 1000 core-hours
    expect(accepted.status).toBe(200);
    const uuid = String(accepted.body.hpcjob_uuid);
    expect((await alice.call('GET', `/portal-hpc/job/jobdetail/${uuid}`)).body.job).toMatchObject({ user: 'alice_q', work_dir: `/share/jobs/alice/${uuid}` });
    // Its working folder is named after alice, so she reads it (an IAM user reads keys under a folder of her name).
    await gw.advance(5);
    const folder = await alice.call('GET', '/nas/get_objects', { nas_id: 'nas-pctquo0005', prefix: `jobs/alice/${uuid}/` });
    expect(folder.status).toBe(200);
    expect((folder.body.object_set as { object_name: string }[]).map((o) => o.object_name)).toContain(`jobs/alice/${uuid}/${uuid}.out`);
    const before = await jobsOn(c);
    expect((await submit(alice, c, 1, 60)).body).toMatchObject({ ret_code: 2510, message: expect.stringContaining('you have 0 left') });
    expect(await jobsOn(c)).toBe(before);
  });

  it("applies the limit of a sub-account shared as a member by e-mail once its HPC is open (ADR 0035); its jobs run as its member account", async () => {
    const c = await cluster('ehpc-tquo0006');
    const sub = await gw.client('usr-sub');
    const share = () => owner.call('POST', '/portal-hpc/shared/user/addUser', { cluster_id: c, email: 'SUB@example.com', username: 'sub_q', permission: 'readwrite' });
    const membersBefore = await gw.count('SELECT 1 FROM shared_users');
    // HPC not open for usr-sub in the cluster's zone: refused, nothing made.
    expect((await share()).body).toMatchObject({ ret_code: 2100, message: 'The sub-user usr-sub has not opened the HPC permission' });
    expect(await gw.count('SELECT 1 FROM shared_users')).toBe(membersBefore);
    expect((await owner.call('POST', '/portal-hpc/subuser/permission/enable', { zone: 'pek3', sub_user_id: 'usr-sub' })).status).toBe(200);
    const added = await share();
    expect(added.status).toBe(200);
    const sharedUserId = String(added.body.shared_user_id);
    // Its IAM identity is not one of the owner's IAM users.
    const iamUsers = (await owner.call('GET', '/iam/DescribeIAMUsers', { limit: 100 })).body.iam_user_set as { email?: string }[];
    expect(iamUsers.map((u) => u.email)).not.toContain('sub@example.com');
    // usr-sub sees the cluster, and no quota until a limit is allocated.
    expect((await sub.call('GET', '/portal-hpc/cluster/list', { shared_status: 'shared', limit: 100 })).body.cluster_set).toContainEqual(expect.objectContaining({ cluster_id: c }));
    expect(await usage(sub, c)).toEqual([]);
    const limit = await owner.call('POST', '/portal-hpc/shared/user/addResourceLimit', { cluster_id: c, shared_user_id: sharedUserId, allocated_core_hours: 1000, file_system_quota_gb: 10, file_system_acl: [{ sub_path: '/projects/wrf', facl: 'rw' }] });
    expect(limit.status).toBe(200);
    expect(await usage(sub, c)).toContainEqual(expect.objectContaining({ kind: 'core_hours', source: 'shared_member', account: 'sub_q', quota: 1000, remaining: 1000 }));
    const accepted = await submit(sub, c, 10, 3000); // 500 core-hours
    expect(accepted.status).toBe(200);
    expect((await sub.call('GET', `/portal-hpc/job/jobdetail/${String(accepted.body.hpcjob_uuid)}`)).body.job).toMatchObject({ user: 'sub_q' });
    const before = await jobsOn(c);
    const refused = await submit(sub, c, 10, 3006); // 501 core-hours
    expect(refused.body).toMatchObject({ ret_code: 2510, message: 'Not enough core-hours: the job needs 501 core-hours (cores × time limit) and you have 500 left on this cluster' });
    expect(await jobsOn(c)).toBe(before);
    // The owner's own jobs are not the member's: its cluster user figures stay apart.
    expect(await usage(owner, c)).toEqual([]);
  });

  it('answers every quota of the user without cluster_id, and 404 for a cluster the user does not see', async () => {
    const all = await usage(owner);
    expect(all.filter((q) => q.cluster_id === 'ehpc-tquo0001').map((q) => q.kind).sort()).toEqual(['core_hours', 'storage']);
    expect((await owner.call('GET', '/portal-hpc/job/quotaUsage', { cluster_id: 'ehpc-nosuch01' })).status).toBe(404);
  });
});
