/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { MachineIds } from './machineIds';

export type AddMachineNodesRequestAllOf = {
  cluster_id: ClusterId;
  machine_ids: MachineIds;
};
