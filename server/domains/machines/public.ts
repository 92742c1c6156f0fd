/** What other parts of the gateway and its tests use of the machines domain (ADR 0065): the SSH engine's seam. */
export { useMachineEngine } from './engine';
