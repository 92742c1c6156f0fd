/** Clusters, queues and compute nodes of the queue feature's component tests. */
import type { Cluster } from '@/api/generated/model/cluster';
import type { Node } from '@/api/generated/model/node';
import type { Queue } from '@/api/generated/model/queue';

export const HPC_CLUSTER: Cluster = {
  cluster_id: 'hpc-a1b2c3d4',
  cluster_name: 'student_lab',
  cluster_type: 'hpc',
  status: 'active',
  create_time: '2026-10-02T03:15:00Z',
};
export const EHPC_CLUSTER: Cluster = {
  cluster_id: 'ehpc-k8x2m4q1',
  cluster_name: 'weather_A',
  cluster_type: 'ehpc',
  status: 'active',
  create_time: '2026-10-02T03:15:00Z',
};

export function queue(overrides: Partial<Queue> = {}): Queue {
  return {
    hpcqueue_id: 'hpcq-norm0001',
    queue_name: 'normal',
    category: 'dedicated',
    is_default: 1,
    cluster_id: EHPC_CLUSTER.cluster_id,
    status: 'active',
    create_time: '2026-10-02T03:15:00Z',
    node_count: 2,
    total_cores: 112,
    used_cores: 56,
    running_jobs: 1,
    pending_jobs: 0,
    ...overrides,
  };
}

export function computeNode(number: number, queues: { hpcqueue_id: string; queue_name: string }[]): Node {
  const id = `cln-node000${number}`;
  return {
    node_id: id,
    hostname: `compute00${number}`,
    name: `compute00${number}`,
    cluster_id: EHPC_CLUSTER.cluster_id,
    role: 'compute',
    status: 'active',
    cpu: 56,
    memory: 229376,
    queue_info: queues,
    create_time: '2026-10-02T03:15:00Z',
  };
}

export const QUEUE_TYPES = {
  total_count: 2,
  queue_types_set: [
    { queue_type: 'qt-ded56', name: 'Dedicated 56', category: 'dedicated', cores_per_node: 56, memory_per_node: 229376, gpu_per_node: 0 },
    { queue_type: 'qt-gpu56', name: 'GPU 56', category: 'dedicated', cores_per_node: 56, memory_per_node: 229376, gpu_per_node: 4 },
  ],
};
