/**
 * Which scheduler runs a cluster (ADR 0048): the one place that answers it, from cluster_schedulers. A cluster
 * without a row is the simulator's (so is the simulation platform). The row also says where the cluster's nodes see
 * its files (shared_dir; null: its NAS export under the data dir) and whether its machines are the user's own
 * (own_machines: a registered cluster, which the console does not charge for).
 */
import type { Db } from '../db/database';

export type SchedulerKind = 'simulator' | 'slurm';

/** SQL: the scheduler kind of the cluster named by `column`. */
export const schedulerKindSql = (column: string) =>
  `coalesce((SELECT cs.kind FROM cluster_schedulers cs WHERE cs.cluster_id = ${column}), 'simulator')`;

/** SQL: true when the console charges for the cluster named by `column` (its machines are not the user's own). */
export const billedSql = (column: string) =>
  `NOT EXISTS (SELECT 1 FROM cluster_schedulers cs WHERE cs.cluster_id = ${column} AND cs.own_machines)`;

export async function schedulerOf(db: Db, clusterId: string): Promise<SchedulerKind> {
  const [row] = await db.query<{ kind: SchedulerKind }>(`SELECT ${schedulerKindSql('$1::text')} AS kind`, [clusterId]);
  return row?.kind ?? 'simulator';
}

/** Names the cluster's scheduler (the one writer of the table; a Slurm cluster's connection is written beside it). */
export async function setScheduler(
  db: Db,
  clusterId: string,
  s: { kind: SchedulerKind; sharedDir?: string | null; ownMachines?: boolean },
): Promise<void> {
  await db.query(
    `INSERT INTO cluster_schedulers (cluster_id, kind, shared_dir, own_machines) VALUES ($1, $2, $3, $4)
     ON CONFLICT (cluster_id) DO UPDATE SET kind = EXCLUDED.kind, shared_dir = EXCLUDED.shared_dir, own_machines = EXCLUDED.own_machines,
            since = CASE WHEN cluster_schedulers.kind = EXCLUDED.kind THEN cluster_schedulers.since ELSE now() END`,
    [clusterId, s.kind, s.sharedDir ?? null, s.ownMachines ?? false],
  );
}
