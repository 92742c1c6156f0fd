/**
 * Helpers of the clusters domain's integration tests: signed-in clients, the engine's clock, and a snapshot of
 * every table the domain writes (to prove that a refused request changed nothing).
 */
import { expect } from 'vitest';
import type { Db } from '../../db/database';
import { SEED } from '../../seed/fixtures';
import { DEMO_ACCOUNTS } from '../../seed/identity';
import { TestClient, type Answer, type TestGateway } from '../../test-support';

export const API = {
  list: '/portal-hpc/cluster/list',
  create: '/portal-hpc/cluster/createCluster',
  delete: '/portal-hpc/cluster/deleteCluster',
  upgrade: '/portal-hpc/cluster/upgradeCluster',
  modify: '/portal-hpc/cluster/modifyCluster',
  stop: '/portal-hpc/cluster/stopCluster',
  start: '/portal-hpc/cluster/startCluster',
  resume: '/portal-hpc/cluster/resumeCluster',
  resize: '/portal-hpc/cluster/resizeCluster',
  resizeFee: '/portal-hpc/cluster/resizeClusterFee',
  conf: '/portal-hpc/cluster/conf',
  nasInfo: '/portal-hpc/cluster/nasInfo',
  nodes: '/portal-hpc/cluster/listNodes',
  modifyNode: '/portal-hpc/cluster/modifyClusterNode',
  addNodesFee: '/portal-hpc/cluster/addNodesFee',
  addNodes: '/portal-hpc/cluster/addNodes',
  deleteNodes: '/portal-hpc/cluster/deleteNodes',
  restartNodes: '/portal-hpc/cluster/restartNodes',
  associateEip: '/portal-hpc/cluster/associateLoginNodeEip',
  dissociateEip: '/portal-hpc/cluster/dissociateLoginNodeEip',
} as const;

export async function signIn(gw: TestGateway, userId: string, lang = 'en'): Promise<TestClient> {
  const account = DEMO_ACCOUNTS.find((a) => a.user_id === userId)!;
  const client = new TestClient(gw.api, lang);
  const answer = await client.login(account.user_id, account.password);
  expect(answer.status).toBe(200);
  return client;
}

/** Advances the simulated cloud by a minute per tick (each tick runs one step of every due operation). */
export async function tick(gw: TestGateway, times = 1): Promise<void> {
  for (let i = 0; i < times; i += 1) await gw.gateway.engine.tick(new Date(Date.now() + 60_000));
}

/** The NAS exports the storage seed provides, in case that domain has not seeded them in this build. */
export async function ensureNasExports(db: Db): Promise<void> {
  for (const [nasId, name, path] of [
    [SEED.nas.wrf, 'wrf-share', 'wrf'],
    [SEED.nas.cfd, 'cfd-share', 'cfd'],
    [SEED.nas.spare, 'spare-share', 'spare'],
  ]) {
    await db.query(
      `INSERT INTO nas_exports (nas_id, fs_id, name, owner, zone, export_path, shared_path, quota_gb, private_ip)
       VALUES ($1, $2, $3, 'usr-owner', 'pek3', $4, $5, 500, '192.168.10.250') ON CONFLICT (nas_id) DO NOTHING`,
      [nasId, SEED.fileSystem, name, `/mnt/nas/${path}`, `/share/${path}`],
    );
  }
}

/** Expects a refusal: the status, a ret_code other than 0 and a non-empty message (optionally this one). */
export function expectRefused(answer: Answer, status: number, message?: string | RegExp): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.ret_code).not.toBe(0);
  expect(typeof answer.body.message).toBe('string');
  if (message instanceof RegExp) expect(answer.body.message).toMatch(message);
  else if (message) expect(answer.body.message).toBe(message);
}

/**
 * Expects a refusal by a rule on one request field (ADR 0001 amendment 1): 409, ret_code 1100 and one validation
 * problem at `location` whose message is the answer's own (the request's language) and whose code names the rule.
 */
export function expectFieldRule(answer: Answer, location: string[], code: string, message?: string): void {
  expectRefused(answer, 409, message);
  expect(answer.body.ret_code).toBe(1100);
  expect(answer.body.validation).toEqual([{ location, message: answer.body.message, code }]);
}

export async function operationOf(db: Db, jobId: string) {
  const rows = await db.query<{
    status: string;
    error_message: string | null;
    action: string;
    resource_ids: string[];
    create_time: Date;
    status_time: Date;
  }>('SELECT status, error_message, action, resource_ids, create_time, status_time FROM operations WHERE job_id = $1', [jobId]);
  return rows[0];
}
