/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A metric of a cluster or node: cpu_usage (CPU usage), cpu_system (CPU time in the system), memory_usage, storage_usage (of the shared storage and the node disks), system_load (1-minute load average), gpu_usage and gpu_memory_usage (GPU overview).
 */
export type MetricName = typeof MetricName[keyof typeof MetricName];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MetricName = {
  cpu_usage: 'cpu_usage',
  cpu_system: 'cpu_system',
  memory_usage: 'memory_usage',
  storage_usage: 'storage_usage',
  system_load: 'system_load',
  gpu_usage: 'gpu_usage',
  gpu_memory_usage: 'gpu_memory_usage',
} as const;
