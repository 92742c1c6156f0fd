/**
 * Which cloud a gateway's new clusters live in (ADR 0047), and the clouds its clusters may live in. HPC_CLOUD=local
 * on a machine that cannot run it stops start-up saying why; unset (auto) takes the local cloud where it can run and
 * the simulated one elsewhere, and says which, why, and how to get the local one. Installing what it lacks is
 * `npm start`'s (local/install.ts), never a gateway's: by the time a gateway opens its clouds it is done or declined.
 * The simulated cloud is always there: clusters created in it (the demo data, or before the setting changed) keep
 * living in it.
 */
import { join } from 'node:path';
import type { CloudSettings } from '../config';
import type { FirstUse } from './local/install';
import { createSimulatedCloud } from './simulated';
import type { Cloud, CloudKind } from './types';

export type {
  Cloud,
  CloudKind,
  ClusterObservation,
  ClusterPlan,
  HostObservation,
  HostPlan,
  HostRole,
  HostState,
  PartitionPlan,
  UserPlan,
} from './types';

/**
 * Whether the cloud's HPC clusters are tenants of their zone's shared cluster (ADR 0050): a real cloud's are; the
 * simulated cloud's keep their rows of ADR 0016.
 */
export const sharesCompute = (cloud: Pick<Cloud, 'kind'>): boolean => cloud.kind !== 'simulated';

/** Compute hosts a zone's shared cluster has per shared queue type (so the most cores a job there may ask for). */
export const SHARED_HOSTS_PER_TYPE = 2;

export interface Clouds {
  /** Where new clusters are created. */
  readonly current: CloudKind;
  /** The cloud of a cluster's recorded kind, if this gateway runs it. */
  of(kind: string): Cloud | undefined;
  /** What the start-up log says: the cloud, and why when it is not the one asked for. */
  readonly note: string;
  close(): Promise<void>;
}

/**
 * How long an operation on a cluster of this cloud waits before its first step: the simulated cloud imitates the
 * time machines take (the handlers' delays); a real cloud's steps wait for its hosts themselves, so none.
 */
export function firstStepDelay(kind: string, imitated: number): number {
  return kind === 'simulated' ? imitated : 0;
}

/** Only the simulated cloud: what the test harnesses and the data tools use. */
export function simulatedClouds(note = 'simulated cloud (HPC_CLOUD=simulated)'): Clouds {
  const simulated = createSimulatedCloud();
  return { current: 'simulated', of: (kind) => (kind === 'simulated' ? simulated : undefined), note, close: () => simulated.close() };
}

/**
 * `npm start` only, before its gateway opens the clouds: as root on Debian, installs the packages the local cloud lacks
 * (local/install.ts). Whether start-up goes on is the answer's `stop`.
 */
export async function installOnFirstUse(settings: CloudSettings): Promise<FirstUse> {
  const install = await import('./local/install');
  return install.installOnFirstUse(settings);
}

/** HPC_CLOUD=local on a machine that cannot run it: start-up stops with this one line (npm start prints it, no trace). */
export class CloudUnavailable extends Error {}

export async function openClouds(settings: CloudSettings, dataDir: string): Promise<Clouds> {
  if (settings.setting === 'simulated') return simulatedClouds();
  const local = await import('./local/index');
  const available = local.localCloudAvailable();
  if (!available.ok) {
    if (settings.setting === 'local')
      throw new CloudUnavailable(`HPC_CLOUD=local: this machine cannot run the local cloud: ${available.why}`);
    return simulatedClouds(`simulated cloud, as the local cloud cannot run here: ${available.why} (or set HPC_CLOUD=simulated)`);
  }
  const cloud = local.createLocalCloud({ dir: join(dataDir, 'cloud'), network: settings.network });
  try {
    // Its one address on this machine now, not when a user creates a cluster.
    await cloud.ready();
  } catch (error) {
    await cloud.close();
    const why = error instanceof Error ? error.message : String(error);
    if (settings.setting === 'local') throw new CloudUnavailable(`HPC_CLOUD=local: the local cloud's network could not be made: ${why}`);
    return simulatedClouds(`simulated cloud: the local cloud's network could not be made (${why}); set HPC_CLOUD=simulated to say so`);
  }
  const simulated = createSimulatedCloud();
  return {
    current: 'local',
    of: (kind) => (kind === 'local' ? cloud : kind === 'simulated' ? simulated : undefined),
    note: `local cloud: clusters' hosts in Linux namespaces on ${settings.network} (state in ${join(dataDir, 'cloud')})`,
    close: async () => {
      await cloud.close();
      await simulated.close();
    },
  };
}
