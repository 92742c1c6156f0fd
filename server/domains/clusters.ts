/**
 * The clusters domain: clusters and their nodes (openapi/paths/clusters.yaml and nodes.yaml), the engine
 * steps of their changes, and the demo clusters. Other domains use `clusterAccess` / `requireWritable` to check
 * a user's access to a cluster, and the billing and network domains plug their answers in with
 * `registerClusterIntegrations`.
 */
import { seedClusters } from './clusters/seed';
import { changeHandlers } from './clusters/changes';
import { createHandlersIn } from './clusters/create';
import { lifecycleHandlers } from './clusters/lifecycle';
import { listHandlers } from './clusters/list';
import { nodeHandlers } from './clusters/nodes';
import type { MachinesEnv } from './clusters/machines';
import { machinesTicker } from './clusters/machines-ticker';
import { clusterSteps } from './clusters/steps';
import type { Handlers } from '../http/handler-types';
import type { DomainModule } from './index';

export { clusterAccess, requireIdle, requireOwner, requireWritable, type ClusterAccess, type ClusterRow } from './clusters/access';
export { ownerCanPay, ownerInArrears, registerClusterIntegrations, type ClusterIntegrations } from './clusters/integrations';
/** What the queues, the schedulers and the gateway use of a cluster's machines (ADR 0047) and its tenancy (ADR 0050). */
export { applyPlans, machinesEnv, machinesRun, nodesJoin, nodesLeave, paceOf, queuesApplied, stages, waitAgain, type MachinesEnv, type Phase } from './clusters/machines';
export { tenantOf, tenantPartition } from './clusters/tenants';
export { accountReady, hostAccounts, slurmUserOf } from './clusters/host-accounts';

/** `machines`: where clusters' machines are (ADR 0047) and the NAS exports their hosts mount; the queues domain shares it. */
export function createClustersDomain(machines: MachinesEnv) {
  const { clouds } = machines;
  const handlers = {
    ...listHandlers,
    ...createHandlersIn(clouds),
    ...lifecycleHandlers,
    ...changeHandlers,
    ...nodeHandlers,
  } satisfies Handlers;
  return {
    handlers,
    steps: clusterSteps(machines),
    tickers: [machinesTicker(machines)],
    seed: seedClusters,
  } satisfies DomainModule<typeof handlers>;
}
