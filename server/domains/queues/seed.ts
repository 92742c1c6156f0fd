/**
 * The queues seed: the queue types of every zone, and an expand and a shrink policy on the default queue
 * of the active EHPC cluster with a few runs. It runs after the clusters seed; a policy whose queue does
 * not exist (clusters seed absent or changed) is skipped.
 */
import type { Db } from '../../db/database';
import { SEED } from '../../seed/fixtures';

export const QUEUE_TYPE_ZONES = ['pek3', 'sh1a', 'gd2', 'testing'];

export const QUEUE_TYPES = [
  {
    queue_type: 'qt-shared56',
    name: '共享计算型 56核',
    category: 'shared',
    cores_per_node: 56,
    memory_per_node: 229376,
    gpu_per_node: 0,
    price: 0.0125,
    description: '按作业核时计费的共享队列',
  },
  {
    queue_type: 'qt-shared54',
    name: 'shared_compute_54',
    category: 'shared',
    cores_per_node: 54,
    memory_per_node: 196608,
    gpu_per_node: 0,
    price: 0.0118,
    description: 'Shared queue billed per core-hour',
  },
  {
    queue_type: 'qt-ded56',
    name: '专属计算型 56核',
    category: 'dedicated',
    cores_per_node: 56,
    memory_per_node: 229376,
    gpu_per_node: 0,
    price: 9.8,
    description: 'Dedicated Xeon nodes, 4 GiB per core',
  },
  {
    queue_type: 'qt-ded54hm',
    name: 'dedicated_highmem_54',
    category: 'dedicated',
    cores_per_node: 54,
    memory_per_node: 786432,
    gpu_per_node: 0,
    price: 14.2,
    description: '大内存节点，适合 CAE 前处理',
  },
  {
    queue_type: 'qt-ded56gpu',
    name: '专属 GPU 型 56核',
    category: 'dedicated',
    cores_per_node: 56,
    memory_per_node: 491520,
    gpu_per_node: 4,
    price: 42.6,
    description: '4 GPUs per node for AI and molecular dynamics',
  },
] as const;

export const SEED_STRATEGIES = { expand: 'ehpcst-seedexp1', shrink: 'ehpcst-seedshr1' } as const;

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

export async function seedQueues(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const zone of QUEUE_TYPE_ZONES) {
      for (const [i, t] of QUEUE_TYPES.entries()) {
        await tx.query(
          `INSERT INTO queue_types (zone, queue_type, name, category, cores_per_node, memory_per_node, gpu_per_node, price, currency, description, sort_order)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'cny', $9, $10) ON CONFLICT DO NOTHING`,
          [zone, t.queue_type, t.name, t.category, t.cores_per_node, t.memory_per_node, t.gpu_per_node, t.price, t.description, i],
        );
      }
    }
    const queue = await tx.query<{ queue_name: string }>('SELECT queue_name FROM queues WHERE hpcqueue_id = $1 AND cluster_id = $2', [
      SEED.queues.ehpcNormal,
      SEED.clusters.ehpcActive,
    ]);
    if (!queue[0]) return;
    const base = [SEED.clusters.ehpcActive, SEED.queues.ehpcNormal];
    await tx.query(
      `INSERT INTO queue_strategies (strategy_id, cluster_id, queue_id, op_type, queued_cores, node_step, max_nodes, check_frequency, op_is_enabled, op_status, last_exec_time, create_time, update_time)
       VALUES ($1, $2, $3, 'expand', 112, 2, 16, 5, 1, 'Running', $4, $5, $6) ON CONFLICT DO NOTHING`,
      [SEED_STRATEGIES.expand, ...base, hoursAgo(1), hoursAgo(240), hoursAgo(120)],
    );
    await tx.query(
      `INSERT INTO queue_strategies (strategy_id, cluster_id, queue_id, op_type, reserved_idle_nodes, node_step, check_frequency, op_is_enabled, op_status, create_time)
       VALUES ($1, $2, $3, 'shrink', 1, 1, 30, 0, 'Disabled', $4) ON CONFLICT DO NOTHING`,
      [SEED_STRATEGIES.shrink, ...base, hoursAgo(239)],
    );
    const logs = [
      [
        'ehpcstl-seedlog1',
        SEED_STRATEGIES.expand,
        'expand',
        'successful',
        72,
        2,
        4,
        'autoscale_expanded',
        { queued: 168, threshold: 112, count: 2 },
      ],
      ['ehpcstl-seedlog2', SEED_STRATEGIES.expand, 'expand', 'skipped', 30, 16, 16, 'autoscale_max_nodes', { max: 16 }],
      ['ehpcstl-seedlog3', SEED_STRATEGIES.shrink, 'shrink', 'successful', 200, 4, 3, 'autoscale_shrunk', { count: 1, reserved: 1 }],
      ['ehpcstl-seedlog4', SEED_STRATEGIES.shrink, 'shrink', 'skipped', 190, 1, 1, 'autoscale_one_node', {}],
    ] as const;
    for (const [logId, strategyId, opType, status, ago, before, after, key, params] of logs) {
      await tx.query(
        `INSERT INTO queue_strategy_logs (log_id, strategy_id, cluster_id, queue_id, queue_name, op_type, op_status, op_time, node_count_before, node_count_after, message_key, message_params)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT DO NOTHING`,
        [logId, strategyId, ...base, queue[0].queue_name, opType, status, hoursAgo(ago), before, after, key, JSON.stringify(params)],
      );
    }
  });
}
