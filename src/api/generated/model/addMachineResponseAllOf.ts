/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Machine } from './machine';

export type AddMachineResponseAllOf = {
  machine: Machine;
};
