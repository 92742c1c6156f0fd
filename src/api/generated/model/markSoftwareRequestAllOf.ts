/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SoftwareId } from './softwareId';
import type { SoftwareMark } from './softwareMark';

export type MarkSoftwareRequestAllOf = {
  hpcsw_id: SoftwareId;
  /** 1 collects the software, 0 removes it from the collection. */
  mark: SoftwareMark;
};
