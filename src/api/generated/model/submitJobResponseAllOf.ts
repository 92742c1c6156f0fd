/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { HpcJobUuid } from './hpcJobUuid';

export type SubmitJobResponseAllOf = {
  hpcjob_uuid: HpcJobUuid;
};
