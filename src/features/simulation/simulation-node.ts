/**
 * The simulation platform's node (spec section 9: "simulation single node 56 cores"): every simulation job runs on
 * a single node, so its cores are at most the node's. The figure is the contract's (SimulationCores' maximum, in
 * the generated submission form schema), not written again here.
 */
import submitForm from '@/api/generated/form-schemas/submit-simulation-job-form.json';

export const SIMULATION_NODE_CORES: number = submitForm.properties.cores.maximum;
