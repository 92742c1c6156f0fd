/**
 * For the queues domain's tests: a cloud whose hosts run, whose scheduler takes the plan's partitions and whose hosts'
 * jobs end only when the test says so, or that fails as a host whose slurmd exits does (the cloud's failure).
 */
import type { Cloud, ClusterObservation, ClusterPlan, Clouds, HostState, PartitionPlan } from '../../cloud/index';
import type { SchedulerEndpoint } from '../../cloud/types';

export class ScriptedCloud implements Cloud {
  readonly kind = 'local' as const;
  readonly plans = new Map<string, ClusterPlan>();
  readonly states = new Map<string, HostState>();
  /** The partitions the hosts' scheduler holds, per cluster (taken from the plan by `schedule`). */
  readonly partitions = new Map<string, PartitionPlan[]>();
  /** Hosts something still runs on: endJobs answers false while one of its hosts is here. */
  readonly busy = new Set<string>();
  readonly calls: string[] = [];
  /** The scheduler a cluster's observation names (its controller answers), when the test gives one. */
  readonly schedulers = new Map<string, SchedulerEndpoint>();
  failure: string | undefined;

  async apply(plan: ClusterPlan): Promise<void> {
    this.calls.push(`apply ${plan.clusterId} ${plan.hosts.map((h) => h.hostName).join(',')}`);
    this.plans.set(plan.clusterId, plan);
    for (const host of plan.hosts) if (!this.states.has(host.nodeId)) this.states.set(host.nodeId, 'starting');
  }
  async observe(clusterId: string): Promise<ClusterObservation> {
    const plan = this.plans.get(clusterId);
    const partitions = this.partitions.get(clusterId);
    return {
      clusterId,
      hosts: (plan?.hosts ?? []).map((h) => ({
        nodeId: h.nodeId,
        hostName: h.hostName,
        role: h.role,
        state: this.states.get(h.nodeId) ?? 'absent',
      })),
      ...(partitions ? { partitions } : {}),
      ...(this.schedulers.has(clusterId) ? { scheduler: this.schedulers.get(clusterId) } : {}),
      ...(this.failure ? { failure: this.failure } : {}),
    };
  }
  async restart(): Promise<void> {}
  async endJobs(clusterId: string, nodeIds: string[]): Promise<boolean> {
    this.calls.push(`endJobs ${clusterId} ${nodeIds.length}`);
    return !nodeIds.some((id) => this.busy.has(id));
  }
  async stop(): Promise<void> {}
  async destroy(clusterId: string): Promise<void> {
    this.calls.push(`destroy ${clusterId}`);
    this.plans.delete(clusterId);
  }
  async clusters(): Promise<string[]> {
    return [...this.plans.keys()];
  }
  async close(): Promise<void> {}

  /** Every host of the cluster's last plan runs. */
  run(clusterId: string): void {
    for (const h of this.plans.get(clusterId)?.hosts ?? []) this.states.set(h.nodeId, 'running');
  }
  /** The hosts' scheduler takes the cluster's last plan's partitions. */
  schedule(clusterId: string): void {
    this.partitions.set(clusterId, this.plans.get(clusterId)?.partitions ?? []);
  }
  /** Host names of the cluster's last plan. */
  hostNames(clusterId: string): string[] {
    return (this.plans.get(clusterId)?.hosts ?? []).map((h) => h.hostName);
  }
}

export const scriptedClouds = (cloud: ScriptedCloud): Clouds => ({
  current: 'local',
  of: (kind) => (kind === 'local' ? cloud : undefined),
  note: 'scripted',
  close: async () => undefined,
});
