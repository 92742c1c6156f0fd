/**
 * Raising a Slurm job's time limit (ADR 0060): only Slurm's operator may, so the one call is signed as the cluster's
 * operator account (slurm_clusters.operator_account; the gateway holds the cluster's JWT key), never a job's own.
 */
import type { Db } from '../../db/database';
import { slurmClusters } from './adapter';
import { slurmClient } from './clients';

/**
 * Sets the limit of the job Slurm holds for `uuid`; false when Slurm holds none yet (its submission will carry the
 * row's limit). Throws Slurm's refusal, or that slurmrestd cannot be reached.
 */
export async function setSlurmTimeLimit(db: Db, clusterId: string, uuid: string, minutes: number): Promise<boolean> {
  const [held] = await db.query<{ scheduler_job_id: string }>(
    "SELECT scheduler_job_id FROM scheduler_jobs WHERE hpcjob_uuid = $1 AND kind = 'slurm' AND active",
    [uuid],
  );
  if (!held) return false;
  const [cluster] = await slurmClusters(db, clusterId);
  if (!cluster) throw new Error(`cluster ${clusterId} is not on an active Slurm`);
  const operator = cluster.operator_account;
  const client = slurmClient({
    url: cluster.rest_url,
    jwtKeyFile: cluster.jwt_key_file ?? undefined,
    apiVersion: cluster.api_version ?? undefined,
    serviceUser: operator,
  });
  await client.setTimeLimit(operator, held.scheduler_job_id, minutes);
  return true;
}
