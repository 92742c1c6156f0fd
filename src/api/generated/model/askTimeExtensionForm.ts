/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { HpcJobUuid } from './hpcJobUuid';
import type { ExtraMinutes } from './extraMinutes';
import type { TimeExtensionReason } from './timeExtensionReason';

/**
 * The submitter's request for more time for a pending or running job: extra_minutes added to its current limit, and why.
 */
export interface AskTimeExtensionForm {
  hpcjob_uuid: HpcJobUuid;
  extra_minutes: ExtraMinutes;
  reason: TimeExtensionReason;
}
