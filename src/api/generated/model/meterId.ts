/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The meters of each subtype. cluster: cpu_system, cpu_usage, memory_usage, storage_usage, system_load; gpu: gpu_usage, gpu_memory_usage; node: node_status (records: label a node status, value the node count), node_cpu_usage and node_memory_usage (records: label a node name); job: job_status (records: label a job status, value the job count) and job_submitted (samples: jobs submitted per step, the recent jobs chart).
 */
export type MeterId = typeof MeterId[keyof typeof MeterId];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MeterId = {
  cpu_system: 'cpu_system',
  cpu_usage: 'cpu_usage',
  memory_usage: 'memory_usage',
  storage_usage: 'storage_usage',
  system_load: 'system_load',
  gpu_usage: 'gpu_usage',
  gpu_memory_usage: 'gpu_memory_usage',
  node_status: 'node_status',
  node_cpu_usage: 'node_cpu_usage',
  node_memory_usage: 'node_memory_usage',
  job_status: 'job_status',
  job_submitted: 'job_submitted',
} as const;
