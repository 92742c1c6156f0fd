/**
 * The queues domain: queue types, HPC queues (shared, and dedicated ones bound from a queue type), EHPC
 * queues over the cluster's compute nodes, auto-scale policies and the auto-scale ticker.
 * Tables: queues, queue_nodes (0003), queue_types, queue_strategies, queue_strategy_logs (0020).
 */
import { seedQueues } from './queues/seed';
import type { MachinesEnv } from './clusters/public';
import type { DomainModule } from './index';
import { autoScaleTicker } from './queues/autoscale';
import { ehpcHandlers } from './queues/ehpc-handlers';
import { hpcHandlers } from './queues/hpc-handlers';
import { readHandlers } from './queues/read-handlers';
import { queueSteps } from './queues/steps';
import { strategyHandlers } from './queues/strategy-handlers';

const handlers = { ...readHandlers, ...hpcHandlers, ...ehpcHandlers, ...strategyHandlers };

/** `machines`: the clusters domain's (one per gateway), so that queue changes reach the hosts as its own steps do. */
export const createQueuesDomain = (machines: MachinesEnv): DomainModule<typeof handlers> => ({
  handlers,
  steps: queueSteps(machines),
  tickers: [autoScaleTicker],
  seed: seedQueues,
});
