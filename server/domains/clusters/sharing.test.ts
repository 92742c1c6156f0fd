/**
 * The cluster list's sharing column as each actor reads it: the owner's account is told whether, and with how many
 * members, a cluster is shared, counted as the shared-cluster statistics count them; a member is told its own role
 * and permission and never the count. Through the API, on the seeded demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../seed/fixtures';
import type { RequestOf, Schema } from '../../http/handler-types';
import { startTestGateway, type TestClient, type TestGateway } from '../../test-support';
import { signIn, tick } from './test-support';

let gw: TestGateway;
let owner: TestClient;
let sub: TestClient;
let alice: TestClient;
beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  [owner, sub, alice] = await Promise.all([signIn(gw, 'usr-owner'), signIn(gw, 'usr-sub'), signIn(gw, 'iam-alice')]);
}, 120_000);
afterAll(() => gw?.close());

const STATUSES: Schema<'ClusterStatus'>[] = ['pending', 'active', 'stopped', 'suspended'];

async function listed(client: TestClient, query: RequestOf<'listClusters'> = {}): Promise<Map<string, Schema<'cluster'>>> {
  const answer = await client.op('listClusters', { status: STATUSES, zone: 'pek3', limit: 50, ...query });
  expect(answer.status).toBe(200);
  return new Map(answer.body.cluster_set.map((row) => [row.cluster_id, row]));
}

/** The shared-cluster statistics' member count per cluster, as the owner reads it. */
async function statisticsCounts(client: TestClient): Promise<Map<string, number>> {
  const answer = await client.op('listSharedClusters', { zone: 'pek3', limit: 100 });
  expect(answer.status).toBe(200);
  return new Map(
    (answer.body.shared_cluster_set as { cluster_id: string; shared_user_count: number }[]).map((row) => [
      row.cluster_id,
      row.shared_user_count,
    ]),
  );
}

describe("the cluster list's sharing column", () => {
  it('tells the owner with how many members each cluster is shared, as the statistics count them, and keeps up with a new member', async () => {
    const { ehpcActive, hpcActive, ehpcStopped } = SEED.clusters;
    const before = await listed(owner);
    const counts = await statisticsCounts(owner);
    // hpcActive is shared with a shared member (not through a project): the owner was shown it unshared.
    expect(counts.get(hpcActive)).toBeGreaterThan(0);
    for (const [clusterId, row] of before) {
      const members = counts.get(clusterId) ?? 0;
      expect(row.project_info, clusterId).toEqual(
        members > 0
          ? { shared_status: 'shared', shared_role: 'shared_owner', shared_member_count: members }
          : { shared_status: 'unshared', shared_member_count: 0 },
      );
    }
    expect(before.get(ehpcStopped)?.project_info).toEqual({ shared_status: 'unshared', shared_member_count: 0 });

    // A new shared member: iam-alice into hpcActive. The owner's next read counts her (the kept page moved).
    const added = await owner.op('addSharedUser', {
      cluster_id: hpcActive,
      iam_user_id: 'iamu-alice001',
      username: 'alice_hpc',
      permission: 'readonly',
    });
    expect(added.status).toBe(200);
    await tick(gw);
    const after = await listed(owner);
    expect(after.get(hpcActive)?.project_info).toEqual({
      shared_status: 'shared',
      shared_role: 'shared_owner',
      shared_member_count: (counts.get(hpcActive) ?? 0) + 1,
    });
    expect((await statisticsCounts(owner)).get(hpcActive)).toBe((counts.get(hpcActive) ?? 0) + 1);
    expect(after.get(ehpcActive)?.project_info).toEqual(before.get(ehpcActive)?.project_info);
  });

  it('tells a member its role and permission, never how many others share the cluster', async () => {
    const { ehpcActive, hpcActive } = SEED.clusters;
    const subShared = await listed(sub, { shared_status: 'shared' });
    expect(subShared.get(ehpcActive)?.project_info).toEqual({
      shared_status: 'shared',
      shared_role: 'shared_member',
      permission: 'readonly',
    });
    const aliceShared = await listed(alice, { shared_status: 'shared' });
    expect(aliceShared.get(hpcActive)?.project_info).toEqual({
      shared_status: 'shared',
      shared_role: 'shared_member',
      permission: 'readonly',
    });
  });
});
