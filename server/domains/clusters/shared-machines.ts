/**
 * The zone's shared clusters on a sharing cloud (ADR 0050): applied as their tenants' rows say, brought back when a
 * host died (no step restarts the platform's hosts), and removed once their last tenant is gone.
 */
import type { Db } from '../../db/database';
import { applyChanged, planOf, type MachinesEnv } from './machines';
import { isSharedCluster, liveSharedClusters, sharedClusterId, tenantOf, zoneOf } from './tenants';

/** Shared clusters this process is removing (a teardown takes seconds; it is not started twice). */
const removing = new Set<string>();

function remove(env: MachinesEnv, cloud: { destroy(id: string): Promise<void> }, id: string): void {
  if (removing.has(id)) return;
  removing.add(id);
  env.applied.delete(id);
  cloud
    .destroy(id)
    .catch((error: unknown) => console.error(`cloud: removing the shared cluster ${id} failed:`, error))
    .finally(() => removing.delete(id));
}

/**
 * After a tenant's machines are gone: its shared cluster's plan is applied without it (its accounts and mounts leave
 * the shared hosts), or, with no tenant left, the shared cluster is removed; 'waiting' until it is gone.
 */
export async function settleShared(tx: Db, env: MachinesEnv, tenantId: string): Promise<'settled' | 'waiting'> {
  const tenant = await tenantOf(tx, tenantId);
  if (!tenant) return 'settled';
  const id = sharedClusterId(tenant.zone);
  const cloud = env.clouds.of(tenant.cloud);
  if (!cloud) return 'settled';
  const plan = await planOf(tx, env.dataDir, id);
  if (plan) {
    await applyChanged(env, cloud, plan);
    return 'settled';
  }
  if (!(await cloud.clusters()).includes(id)) return 'settled';
  remove(env, cloud, id);
  return 'waiting';
}

/**
 * One pass of the machines ticker over the shared clusters, before their tenants': each live one's plan applied when
 * it changed, and again when `look` finds a host of it that does not run (its daemons restart); with `look`, a
 * shared cluster of a sharing cloud with no tenant left is removed. Answers the ids of the live ones.
 */
export async function keepShared(db: Db, env: MachinesEnv, look: boolean): Promise<string[]> {
  const live = await liveSharedClusters(db);
  for (const shared of live) {
    const cloud = env.clouds.of(shared.cloud);
    const plan = cloud ? await planOf(db, env.dataDir, shared.id) : null;
    if (!cloud || !plan) continue;
    try {
      await applyChanged(env, cloud, plan);
      if (!look) continue;
      const seen = await cloud.observe(shared.id);
      const down = seen.hosts.some((h) => h.state === 'abnormal' || h.state === 'absent');
      if (down && !seen.hosts.some((h) => h.state === 'starting')) await cloud.apply(plan);
    } catch (error) {
      console.error(`cloud: keeping the shared cluster ${shared.id} failed:`, error);
    }
  }
  if (look) {
    const clouds = await db.query<{ cloud: string }>('SELECT DISTINCT cloud FROM cloud_tenants');
    for (const { cloud: kind } of clouds) {
      const cloud = env.clouds.of(kind);
      if (!cloud) continue;
      const held = await cloud.clusters();
      for (const id of held.filter(isSharedCluster)) {
        if (live.some((s) => s.id === id)) continue;
        // Its tenants' machines go first (a deletion under way): the cloud refuses to remove it before.
        const tenants = await db.query<{ cluster_id: string }>('SELECT cluster_id FROM cloud_tenants WHERE cloud = $1 AND zone = $2', [
          kind,
          zoneOf(id),
        ]);
        if (!tenants.some((t) => held.includes(t.cluster_id))) remove(env, cloud, id);
      }
    }
  }
  return live.map((s) => s.id);
}
