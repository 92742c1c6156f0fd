/**
 * Slurm clusters of the site's own, registered with the gateway (ADR 0039): `npm run slurm:local` and the tests
 * register one here. No handlers of its own: the contract's operations reach these clusters through the clusters
 * and jobs domains, by its public surface (./slurm-clusters/public.ts: the scheduler adapter, ADR 0048).
 */
export { registerSlurmCluster, registerSlurmClusterInDb, type SlurmRegistration } from './slurm-clusters/register';
