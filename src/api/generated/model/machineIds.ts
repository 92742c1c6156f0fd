/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { MachineId } from './machineId';

/**
 * @minItems 1
 * @maxItems 16
 */
export type MachineIds = MachineId[];
