/**
 * Slurm clusters of the site's own (ADR 0039, 0065): a zone administrator registers, checks, changes and removes
 * them (./slurm-clusters/registry.ts); `npm run slurm:local` registers through the same
 * checks (registerOrChange, on a stopped gateway's database: server/stopped-gateway.ts). The
 * contract's other operations reach these clusters through the clusters and jobs domains, by its public surface
 * (./slurm-clusters/public.ts: the scheduler adapter, ADR 0048).
 */
import type { Handlers } from '../http/handler-types';
import type { DomainModule } from './index';
import { registryHandlers } from './slurm-clusters/registry';

export { registerSlurmClusterInDb, type SlurmRegistration } from './slurm-clusters/register';
export { registerOrChange } from './slurm-clusters/registry';

export function createSlurmClustersDomain(dataDir: string): DomainModule<ReturnType<typeof registryHandlers>> {
  const handlers = registryHandlers(dataDir) satisfies Handlers;
  return { handlers };
}
