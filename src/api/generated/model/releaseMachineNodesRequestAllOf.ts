/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { MachineIds } from './machineIds';

export type ReleaseMachineNodesRequestAllOf = {
  machine_ids: MachineIds;
};
