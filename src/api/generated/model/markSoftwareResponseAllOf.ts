/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SoftwareId } from './softwareId';
import type { SoftwareMark } from './softwareMark';

export type MarkSoftwareResponseAllOf = {
  hpcsw_id: SoftwareId;
  mark: SoftwareMark;
};
