/**
 * The lifecycle of clusters over HTTP: modify, upgrade (success and rolled-back failure), resize, stop and
 * start, resume after arrears, delete and deregister, with the engine driving each state machine and every
 * refusal changing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../seed/fixtures';
import { startTestGateway, type TestClient, type TestGateway } from '../../test-support';
import { registerClusterIntegrations } from '../clusters/public';
import { SEED_NODES } from './seed-data';
import { API, expectFieldRule, operationOf, signIn, tick } from './test-support';
import { refusedUnchanged } from '../../testing/refusals';

let gw: TestGateway;
let owner: TestClient;
let sub: TestClient;
let admin: TestClient;
beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  [owner, sub, admin] = await Promise.all([signIn(gw, 'usr-owner'), signIn(gw, 'usr-sub'), signIn(gw, 'usr-admin')]);
}, 120_000);
afterAll(() => gw?.close());

type Row = Record<string, unknown>;
const C = SEED.clusters;

async function cluster(id: string): Promise<Row> {
  return (await gw.gateway.db.query<Row>('SELECT * FROM clusters WHERE cluster_id = $1', [id]))[0];
}
async function nodeStatuses(id: string): Promise<string[]> {
  const rows = await gw.gateway.db.query<{ s: string }>(
    "SELECT status || '/' || transition_status AS s FROM cluster_nodes WHERE cluster_id = $1",
    [id],
  );
  return [...new Set(rows.map((r) => r.s))];
}
async function jobOk(answer: { status: number; body: Row }): Promise<string> {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.job_id).toMatch(/^j-/);
  return String(answer.body.job_id);
}

describe('modifyCluster', () => {
  it('renames a cluster and changes its description at once, recording the change', async () => {
    const jobId = await jobOk(
      await owner.op('modifyCluster', { cluster_id: C.hpcActive, cluster_name: '并行计算_课程', description: '2026 秋季学期' }),
    );
    expect(await cluster(C.hpcActive)).toMatchObject({ cluster_name: '并行计算_课程', description: '2026 秋季学期' });
    await tick(gw);
    expect(await operationOf(gw.gateway.db, jobId)).toMatchObject({ status: 'successful', action: 'cluster/modifyCluster' });
  });

  it('refuses a read-only shared member, a taken name, an empty change and a stranger', async () => {
    await refusedUnchanged(gw, () => sub.op('modifyCluster', { cluster_id: C.ehpcActive, cluster_name: 'mine_now' }), {
      status: 403,
      message: 'You are a read-only member of this shared cluster and cannot change it',
    });
    const taken = await refusedUnchanged(gw, () => owner.op('modifyCluster', { cluster_id: C.hpcActive, cluster_name: '气象模拟_A' }), {
      status: 409,
    });
    expectFieldRule(taken, ['body', 'cluster_name'], 'unique', 'A cluster named 气象模拟_A already exists');
    await refusedUnchanged(gw, () => owner.call('POST', API.modify, { cluster_id: C.hpcActive }), { status: 422 });
    await refusedUnchanged(gw, () => admin.op('modifyCluster', { cluster_id: C.hpcActive, description: 'x' }), { status: 404 });
  });
});

/** The cluster as usr-owner's cluster list answers it. */
async function listed(id: string): Promise<Row> {
  const answer = await owner.op('listClusters', { cluster_id: [id], status: ['active', 'stopped', 'suspended'], limit: 10 });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const found = answer.body.cluster_set.find((row) => row.cluster_id === id);
  if (!found) throw new Error(`cluster ${id} is not listed`);
  return found;
}

describe('upgradeCluster', () => {
  it('upgrades an active HPC cluster to the newest release in about a minute, keeping the previous version', async () => {
    // The list names the version an upgrade brings (the console offers an upgrade only then) …
    expect(await listed(C.hpcActive)).toMatchObject({ version: '3.0.0', upgrade_version: '3.1.0' });
    const jobId = await jobOk(await owner.op('upgradeCluster', { cluster_id: C.hpcActive }));
    expect(await cluster(C.hpcActive)).toMatchObject({ transition_status: 'updating', version: '3.0.0' });
    await tick(gw, 2);
    expect(await cluster(C.hpcActive)).toMatchObject({ transition_status: 'updating', version: '3.0.0' });
    await tick(gw);
    expect(await cluster(C.hpcActive)).toMatchObject({
      transition_status: '',
      version: '3.1.0',
      previous_version: '3.0.0',
      app_version: 'appv-hpc310',
    });
    expect((await operationOf(gw.gateway.db, jobId)).status).toBe('successful');
    // … and none once the cluster is at the newest (the release candidate is never an upgrade's target).
    const upgraded = await listed(C.hpcActive);
    expect(upgraded.version).toBe('3.1.0');
    expect(upgraded).not.toHaveProperty('upgrade_version');
  });

  it('rolls back and fails with "Upgrade failed and rolled back" when the target (a release candidate) fails', async () => {
    const jobId = await jobOk(await owner.op('upgradeCluster', { cluster_id: C.hpcShanghai, app_version: 'appv-hpc320rc', zone: 'sh1a' }));
    await tick(gw, 3);
    expect(await operationOf(gw.gateway.db, jobId)).toMatchObject({ status: 'failed', error_message: 'Upgrade failed and rolled back' });
    expect(await cluster(C.hpcShanghai)).toMatchObject({ transition_status: '', version: '3.1.0', app_version: 'appv-hpc310' });
  });

  it('upgrades a stopped bare-metal EHPC cluster within its flavour', async () => {
    await refusedUnchanged(gw, () => owner.op('upgradeCluster', { cluster_id: C.ehpcStopped, app_version: 'appv-ehpc250' }), {
      status: 409,
      message: 'The upgrade conditions are not met: a bare-metal and a VM version cannot be upgraded into each other (EHPC 2.5.0)',
    });
    await jobOk(await owner.op('upgradeCluster', { cluster_id: C.ehpcStopped, app_version: 'appv-ehpc250bm' }));
    await tick(gw, 3);
    expect(await cluster(C.ehpcStopped)).toMatchObject({
      version: '2.5.0',
      previous_version: '2.3.0',
      status: 'stopped',
      transition_status: '',
    });
  });

  it('refuses unless the conditions are met, saying which: EHPC stopped, HPC active, a newer version', async () => {
    await refusedUnchanged(gw, () => owner.op('upgradeCluster', { cluster_id: C.ehpcActive }), {
      status: 409,
      message: 'The upgrade conditions are not met: stop the EHPC cluster first',
    });
    await refusedUnchanged(gw, () => owner.op('upgradeCluster', { cluster_id: C.hpcSuspended }), {
      status: 409,
      message: 'The upgrade conditions are not met: an HPC cluster must be active to be upgraded',
    });
    await refusedUnchanged(gw, () => owner.op('upgradeCluster', { cluster_id: C.hpcActive, app_version: 'appv-hpc300' }), {
      status: 409,
      message: "The upgrade conditions are not met: the version 3.0.0 is not newer than the cluster's 3.1.0",
    });
    // At the newest release (3.1.0; a release candidate is never the default target), in the request's language.
    await refusedUnchanged(gw, () => owner.op('upgradeCluster', { cluster_id: C.hpcActive }), {
      status: 409,
      message: 'The upgrade conditions are not met: the cluster is already at the newest version (3.1.0)',
    });
    const zh = await signIn(gw, 'usr-owner', 'zh-cn');
    await refusedUnchanged(gw, () => zh.op('upgradeCluster', { cluster_id: C.hpcActive }), {
      status: 409,
      message: '不满足升级条件：集群已是最新版本 3.1.0，没有可升级的版本',
    });
    await refusedUnchanged(gw, () => owner.op('upgradeCluster', { cluster_id: C.hpcActive, app_version: 'appv-hpc999' }), { status: 404 });
    await refusedUnchanged(gw, () => sub.op('upgradeCluster', { cluster_id: C.ehpcActive }), { status: 403 });
    await refusedUnchanged(gw, () => owner.call('POST', API.upgrade, { cluster_id: C.hpcActive, app_version: 'v2' }), { status: 422 });
  });
});

describe('resizeCluster', () => {
  it('resizes every compute node of a stopped EHPC cluster after its fee', async () => {
    await jobOk(await owner.op('resizeCluster', { cluster_id: C.ehpcStopped, role: 'compute', cpu: 56, memory: 229376 }));
    expect(await cluster(C.ehpcStopped)).toMatchObject({ transition_status: 'resizing' });
    await tick(gw);
    const nodes = await gw.gateway.db.query<Row>('SELECT cpu, memory, transition_status FROM cluster_nodes WHERE node_id = ANY($1)', [
      [...SEED_NODES.ehpcStopped.compute],
    ]);
    expect(nodes).toEqual([
      { cpu: 56, memory: 229376, transition_status: '' },
      { cpu: 56, memory: 229376, transition_status: '' },
    ]);
    expect(await cluster(C.ehpcStopped)).toMatchObject({ transition_status: '', status: 'stopped' });
  });

  it('refuses a cluster in the wrong state, an unchanged or unsold size, and an unpaid fee', async () => {
    await refusedUnchanged(gw, () => owner.op('resizeCluster', { cluster_id: C.ehpcActive, role: 'compute', cpu: 32, memory: 131072 }), {
      status: 409,
    });
    await refusedUnchanged(gw, () => owner.op('resizeCluster', { cluster_id: C.ehpcStopped, role: 'compute', cpu: 56, memory: 229376 }), {
      status: 409,
      message: 'The compute nodes already have this configuration',
    });
    await refusedUnchanged(gw, () => owner.op('resizeCluster', { cluster_id: C.ehpcStopped, role: 'login', cpu: 3, memory: 6144 }), {
      status: 404,
    });
    await refusedUnchanged(gw, () => owner.op('resizeCluster', { cluster_id: C.ehpcStopped, role: 'controller', cpu: 4, memory: 8192 }), {
      status: 404,
    });
    const restore = registerClusterIntegrations({ canPay: async () => false });
    try {
      await refusedUnchanged(gw, () => owner.op('resizeCluster', { cluster_id: C.ehpcStopped, role: 'login', cpu: 4, memory: 8192 }), {
        status: 409,
        message: 'Lack of balance',
      });
    } finally {
      restore();
    }
    await refusedUnchanged(gw, () => owner.call('POST', API.resize, { cluster_id: C.ehpcStopped, role: 'login', cpu: 4 }), { status: 422 });
  });
});

describe('stopCluster and startCluster', () => {
  it('stops an active cluster: its running jobs stop, then its nodes; then starts it again', async () => {
    await gw.gateway.db.query(
      "INSERT INTO jobs (hpcjob_uuid, cluster_id, owner, user_id, name, job_status, cores, submit_type, started_time) VALUES ('hpcjob-stoptest1', $1, 'usr-owner', 'usr-owner', 'wrf_run', 'running', 56, 'command', now())",
      [C.ehpcActive],
    );
    const jobId = await jobOk(await owner.op('stopCluster', { cluster_ids: [C.ehpcActive] }));
    expect(await cluster(C.ehpcActive)).toMatchObject({ status: 'active', transition_status: 'stopping' });
    await refusedUnchanged(gw, () => owner.op('stopCluster', { cluster_ids: [C.ehpcActive] }), { status: 409 });
    await tick(gw);
    const [job] = await gw.gateway.db.query<{ job_status: string }>("SELECT job_status FROM jobs WHERE hpcjob_uuid = 'hpcjob-stoptest1'");
    expect(job.job_status).toBe('stopped');
    await tick(gw);
    expect(await cluster(C.ehpcActive)).toMatchObject({ status: 'stopped', transition_status: '' });
    expect(await nodeStatuses(C.ehpcActive)).toEqual(['stopped/']);
    expect((await operationOf(gw.gateway.db, jobId)).status).toBe('successful');

    await jobOk(await owner.op('startCluster', { cluster_ids: [C.ehpcActive] }));
    expect(await cluster(C.ehpcActive)).toMatchObject({ status: 'stopped', transition_status: 'starting' });
    await tick(gw);
    expect(await cluster(C.ehpcActive)).toMatchObject({ status: 'active', transition_status: '' });
    const health = await gw.gateway.db.query<{ h: string }>('SELECT DISTINCT health_status AS h FROM cluster_nodes WHERE cluster_id = $1', [
      C.ehpcActive,
    ]);
    expect(health).toEqual([{ h: 'fetching' }]);
    await tick(gw);
    expect(await gw.gateway.db.query('SELECT DISTINCT health_status FROM cluster_nodes WHERE cluster_id = $1', [C.ehpcActive])).toEqual([
      { health_status: 'healthy' },
    ]);
  });

  it('refuses to stop a cluster that is not active and to start one that is not stopped, all or nothing', async () => {
    await refusedUnchanged(gw, () => owner.op('stopCluster', { cluster_ids: [C.ehpcActive, C.ehpcStopped] }), {
      status: 409,
      message: 'The cluster “cfd_solver” is not active',
    });
    await refusedUnchanged(gw, () => owner.op('startCluster', { cluster_ids: [C.ehpcActive] }), {
      status: 409,
      message: 'The cluster “气象模拟_A” is not stopped',
    });
    await refusedUnchanged(gw, () => sub.op('stopCluster', { cluster_ids: [C.ehpcActive] }), { status: 403 });
    await refusedUnchanged(gw, () => admin.op('stopCluster', { cluster_ids: [C.ehpcActive] }), { status: 404 });
    await refusedUnchanged(gw, () => owner.call('POST', API.start, { cluster_ids: [] }), { status: 422 });
  });
});

describe('resumeCluster', () => {
  it('refuses with "Lack of balance" while the owner is in arrears, and a cluster that is not suspended', async () => {
    const restore = registerClusterIntegrations({ inArrears: async () => true });
    try {
      const answer = await refusedUnchanged(gw, () => owner.op('resumeCluster', { cluster_ids: [C.hpcSuspended] }), {
        status: 409,
        message: 'Lack of balance',
      });
      expect(answer.body.ret_code).toBe(2500);
    } finally {
      restore();
    }
    await refusedUnchanged(gw, () => owner.op('resumeCluster', { cluster_ids: [C.hpcActive] }), {
      status: 409,
      message: 'The cluster “并行计算_课程” is not suspended',
    });
    await refusedUnchanged(gw, () => owner.call('POST', API.resume, { cluster_ids: ['bad id'] }), { status: 422 });
  });

  it('resumes a suspended cluster once the account is out of arrears', async () => {
    const restore = registerClusterIntegrations({ inArrears: async () => false });
    try {
      await jobOk(await owner.op('resumeCluster', { cluster_ids: [C.hpcSuspended] }));
    } finally {
      restore();
    }
    expect(await cluster(C.hpcSuspended)).toMatchObject({ status: 'suspended', transition_status: 'resuming' });
    await tick(gw);
    expect(await cluster(C.hpcSuspended)).toMatchObject({ status: 'active', transition_status: '' });
    expect(await nodeStatuses(C.hpcSuspended)).toEqual(['active/']);
  });
});

describe('deleteCluster', () => {
  it('deletes a cluster (deleting -> deleted -> ceased), releasing its queues and EIPs', async () => {
    const jobId = await jobOk(await owner.op('deleteCluster', { cluster_ids: [C.ehpcStopped], run_user: 'usr-owner', deregister: false }));
    expect(await cluster(C.ehpcStopped)).toMatchObject({ transition_status: 'deleting' });
    await refusedUnchanged(gw, () => owner.op('deleteCluster', { cluster_ids: [C.ehpcStopped], deregister: false }), {
      status: 409,
      message: 'The cluster “cfd_solver” is already being deleted',
    });
    await tick(gw);
    expect(await cluster(C.ehpcStopped)).toMatchObject({ status: 'deleted', transition_status: '' });
    expect(await nodeStatuses(C.ehpcStopped)).toEqual(['deleted/']);
    expect(await gw.gateway.db.query("SELECT 1 FROM queues WHERE cluster_id = $1 AND status <> 'deleted'", [C.ehpcStopped])).toEqual([]);
    await tick(gw);
    expect(await cluster(C.ehpcStopped)).toMatchObject({ status: 'ceased' });
    expect((await operationOf(gw.gateway.db, jobId)).status).toBe('successful');
    const listed = await owner.op('listClusters', { status: ['pending', 'active', 'stopped', 'suspended'], cluster_id: [C.ehpcStopped] });
    expect(listed.body.total_count).toBe(0);
  });

  it('deregisters a cluster whose resources are released: it is listed only as terminated', async () => {
    await jobOk(await owner.op('deleteCluster', { cluster_ids: [C.ehpcCeased], deregister: true }));
    await tick(gw);
    expect(await cluster(C.ehpcCeased)).toMatchObject({ status: 'terminated', transition_status: '' });
    expect((await owner.op('listClusters', { cluster_id: [C.ehpcCeased] })).body.total_count).toBe(0);
    expect((await owner.op('listClusters', { cluster_id: [C.ehpcCeased], status: ['terminated'] })).body.total_count).toBe(1);
  });

  it('refuses a deleted cluster, deregistering a live one, a shared member and a stranger', async () => {
    await refusedUnchanged(gw, () => owner.op('deleteCluster', { cluster_ids: [C.ehpcStopped], deregister: false }), {
      status: 409,
      message: 'The cluster “cfd_solver” is already deleted',
    });
    await refusedUnchanged(gw, () => owner.op('deleteCluster', { cluster_ids: [C.hpcActive], deregister: true }), {
      status: 409,
      message: 'The cluster “并行计算_课程” still holds its resources and cannot be deregistered',
    });
    await refusedUnchanged(gw, () => sub.op('deleteCluster', { cluster_ids: [C.ehpcActive], deregister: false }), { status: 403 });
    await refusedUnchanged(gw, () => admin.op('deleteCluster', { cluster_ids: [C.ehpcActive], deregister: false }), { status: 404 });
    await refusedUnchanged(gw, () => owner.call('POST', API.delete, { cluster_ids: [C.hpcActive], extra: 1 }), { status: 422 });
  });
});
