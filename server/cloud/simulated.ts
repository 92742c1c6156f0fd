/**
 * The simulated cloud (ADR 0047): hosts are the console's rows and nothing else. Every planned host runs as soon as it
 * is applied, and its scheduler (the jobs simulator, which follows the rows) holds the plan's partitions at once, so
 * the steps keep their simulated delays and nothing more; for tests and demos on machines that cannot run the local
 * cloud. Its jobs are the console's rows too: the steps end them, nothing runs on a host.
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
      ...(plans.has(clusterId) && !stopped.has(clusterId) ? { partitions: plans.get(clusterId)!.partitions } : {}),
      ...(plans.has(clusterId) ? { accounts: plans.get(clusterId)!.users.map((user) => user.name) } : {}),
    }),
    restart: async () => undefined,
    endJobs: async () => true,
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
