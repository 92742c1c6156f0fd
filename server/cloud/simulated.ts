/**
 * The simulated cloud (ADR 0047): hosts are the console's rows and nothing else. Every planned host runs as soon as it
 * is applied, so the clusters domain's steps keep their simulated delays and nothing more; for tests and demos on
 * machines that cannot run the local cloud.
 */
import type { Cloud, ClusterPlan } from './types';

export function createSimulatedCloud(): Cloud {
  const plans = new Map<string, ClusterPlan>();
  const stopped = new Set<string>();
  return {
    kind: 'simulated',
    apply: async (plan) => {
      plans.set(plan.clusterId, plan);
      stopped.delete(plan.clusterId);
    },
    observe: async (clusterId) => ({
      clusterId,
      hosts: (plans.get(clusterId)?.hosts ?? []).map((host) => ({
        nodeId: host.nodeId,
        hostName: host.hostName,
        role: host.role,
        state: stopped.has(clusterId) ? 'stopped' : 'running',
      })),
    }),
    restart: async () => undefined,
    stop: async (clusterId) => {
      stopped.add(clusterId);
    },
    destroy: async (clusterId) => {
      plans.delete(clusterId);
      stopped.delete(clusterId);
    },
    clusters: async () => [...plans.keys()],
    close: async () => undefined,
  };
}
