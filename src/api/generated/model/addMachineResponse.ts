/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { AddMachineResponseAllOf } from './addMachineResponseAllOf';

export type AddMachineResponse = SuccessEnvelope & AddMachineResponseAllOf;
