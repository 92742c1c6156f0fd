/**
 * The Slurm engine layer's types (server/slurm/types.ts) as the adapter uses them, and what the adapter reads of a
 * failed call: `status` is the HTTP status when slurmrestd answered (a refusal), undefined when it was unreachable
 * (SlurmError has both).
 */
export type { SlurmAccountedJob, SlurmClient, SlurmConnection, SlurmJob, SlurmJobSpec, SlurmNode, SlurmPartition } from '../../slurm/types';

export interface SlurmFailure {
  message: string;
  status?: number;
}
