/**
 * What other parts of the gateway use of the registered Slurm clusters (ADR 0039): the scheduler adapter, and the
 * clients by cluster, raising a job's time limit as Slurm's operator (the registration is the domain's module, server/domains/slurm-clusters.ts).
 */
export { slurmAdapter, slurmClusters, type SlurmClusterRow } from './adapter';
export { useSlurmFor } from './use-slurm';
export { setSlurmTimeLimit } from './time-limit';
export { registeredCluster, zoneAdmin } from './registry';
export { slurmClient, useSlurmClients } from './clients';
export type { SlurmClient } from './slurm-types';
