/**
 * The queues domain: queue types, HPC queues (shared, and dedicated ones bound from a queue type), EHPC
 * queues over the cluster's compute nodes, auto-scale policies and the auto-scale ticker.
 * Tables: queues, queue_nodes (0003), queue_types, queue_strategies, queue_strategy_logs (0020).
 */
import { seedQueues } from '../seed/queues';
import type { DomainModule } from './index';
import { autoScaleTicker } from './queues/autoscale';
import { ehpcHandlers } from './queues/ehpc-handlers';
import { hpcHandlers } from './queues/hpc-handlers';
import { readHandlers } from './queues/read-handlers';
import { queueSteps } from './queues/steps';
import { strategyHandlers } from './queues/strategy-handlers';

export const queuesDomain: DomainModule = {
  handlers: { ...readHandlers, ...hpcHandlers, ...ehpcHandlers, ...strategyHandlers },
  steps: queueSteps,
  tickers: [autoScaleTicker],
  seed: seedQueues,
};
