/** A registered Slurm cluster's health in words (ADR 0065): what the gateway's last sync with it found. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SlurmCluster } from '@/api/generated/model/slurmCluster';

export type HealthState = 'healthy' | 'failing' | 'stale' | 'never';

/**
 * A sync older than this is not recent: the gateway syncs each cluster every few seconds (HPC_SLURM_SYNC_MS, 2 s by
 * default), so a minute without one means slurmrestd stopped answering or the gateway stopped syncing.
 */
export const RECENT_SYNC_MS = 60_000;

export function healthOf(health: SlurmCluster['health'], now: number): HealthState {
  if (health.last_error) return 'failing';
  if (!health.last_sync_time) return 'never';
  return now - Date.parse(health.last_sync_time) > RECENT_SYNC_MS ? 'stale' : 'healthy';
}

export const HEALTH: Record<HealthState, { label: MessageDescriptor; palette: string }> = {
  healthy: { label: msg({ message: 'Healthy', context: 'slurm cluster' }), palette: 'green' },
  failing: { label: msg`Sync failing`, palette: 'red' },
  stale: { label: msg`No recent sync`, palette: 'orange' },
  never: { label: msg`Not synced yet`, palette: 'gray' },
};
