/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { HpcSoftwareId } from './hpcSoftwareId';
import type { SoftwareMark } from './softwareMark';

export type MarkSoftwareResponseAllOf = {
  hpcsw_id: HpcSoftwareId;
  mark: SoftwareMark;
};
