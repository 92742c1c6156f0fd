/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { MachineId } from './machineId';

export type RemoveMachineRequestAllOf = {
  machine_id: MachineId;
};
