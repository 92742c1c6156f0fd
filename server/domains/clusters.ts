/**
 * The clusters domain: clusters and their nodes (openapi/paths/clusters.yaml and nodes.yaml), the engine
 * steps of their changes, and the demo clusters. What other domains use of it (access to a cluster, the
 * integrations billing plugs in, machines and tenancy) is in clusters/public.ts.
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
