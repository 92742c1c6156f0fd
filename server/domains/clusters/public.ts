/**
 * What other parts of the gateway use of the clusters domain: access to a cluster (ADR 0006), the integrations
 * billing registers, a cluster's machines (ADR 0047) and its tenancy (ADR 0050), and the hosts' accounts.
 */
export { registerClusterIntegrations } from './integrations';
export {
  applyPlans,
  machinesEnv,
  machinesRun,
  nodesJoin,
  nodesLeave,
  paceOf,
  queuesApplied,
  stages,
  waitAgain,
  type MachinesEnv,
  type Phase,
} from './machines';
export { tenantOf, tenantPartition } from './tenants';
export { accountReady, hostAccounts, slurmUserOf } from './host-accounts';
