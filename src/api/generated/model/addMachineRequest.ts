/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { AddMachineForm } from './addMachineForm';

export type AddMachineRequest = RequestIdentity & AddMachineForm;
