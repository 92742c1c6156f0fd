/**
 * Keeps the machines of active clusters on a real cloud as their rows say (ADR 0047), beside the steps that change
 * them: a plan that changed without a step of the clusters domain (a cluster user added or its password changed, a
 * queue's nodes) is applied again, and so is every cluster the first time this process sees it (a gateway restart
 * reattaches, and restarts what died while it was down). Every few seconds the hosts are looked at: a host whose
 * daemons died shows its node unhealthy, and healthy again once it runs (a restart of the node brings it back), and
 * what they were doing is kept for the monitors (their figures, ADR 0049). The zone's shared clusters are kept
beside their tenants (ADR 0050).
 */
import type { Db } from '../../db/database';
import type { Ticker } from '../../operations/runner';
import { recordHostSamples } from '../catalogue/public';
import { accountsAwaited, markAccountsOnHosts } from './host-accounts';
import { applyChanged, planOf } from './machines';
import { keepShared } from './shared-machines';
import type { MachinesEnv } from './steps';

/** How often the hosts' states are read into the nodes' health (ms). */
export const HEALTH_EVERY_MS = 5_000;

interface LiveCluster {
  cluster_id: string;
  cloud: string;
}

export function machinesTicker(env: MachinesEnv): Ticker {
  const { applied } = env;
  let lastHealth = 0;
  return async (db: Db, now: Date) => {
    const live = await db.query<LiveCluster>(
      "SELECT cluster_id, cloud FROM clusters WHERE cloud <> 'simulated' AND status = 'active' AND transition_status = ''",
    );
    const healthDue = now.getTime() - lastHealth >= HEALTH_EVERY_MS;
    if (healthDue) lastHealth = now.getTime();
    // The zone's shared clusters first: a tenant's new accounts and storage are on them before its own hosts use them.
    const shared = await keepShared(db, env, healthDue);
    for (const row of live) {
      const cloud = env.clouds.of(row.cloud);
      if (!cloud) continue;
      try {
        const plan = await planOf(db, env.dataDir, row.cluster_id);
        if (!plan) continue;
        await applyChanged(env, cloud, plan);
        // A job waiting for its account on the hosts is looked after at every tick, not only at the next health pass.
        const awaited = await accountsAwaited(db, row.cluster_id);
        if (!healthDue && !awaited) continue;
        const seen = await cloud.observe(row.cluster_id);
        if (seen.accounts) await markAccountsOnHosts(db, row.cluster_id, seen.accounts);
        if (!healthDue) continue;
        const sick = seen.hosts.filter((h) => h.state === 'abnormal' || h.state === 'absent').map((h) => h.nodeId);
        const well = seen.hosts.filter((h) => h.state === 'running').map((h) => h.nodeId);
        await db.query(
          `UPDATE cluster_nodes SET health_status = CASE WHEN node_id = ANY($2) THEN 'unhealthy' ELSE 'healthy' END, status_time = $4
            WHERE cluster_id = $1 AND status = 'active' AND transition_status = '' AND (node_id = ANY($2) OR node_id = ANY($3))
              AND health_status <> CASE WHEN node_id = ANY($2) THEN 'unhealthy' ELSE 'healthy' END`,
          [row.cluster_id, sick, well, now],
        );
        await recordHostSamples(db, seen, now);
      } catch (error) {
        // One cluster's cloud trouble leaves the others alone; it is tried again next tick.
        console.error(`cloud: keeping the machines of ${row.cluster_id} failed:`, error);
      }
    }
    for (const id of applied.keys()) if (!live.some((row) => row.cluster_id === id) && !shared.includes(id)) applied.delete(id);
  };
}
