/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SoftwareClassId } from './softwareClassId';
import type { Count } from './count';

/**
 * A class of the software catalogue (sw_class_set), e.g. fluid dynamics or molecular dynamics.
 */
export interface SoftwareClass {
  class_id: SoftwareClassId;
  /**
   * Chinese name.
   * @minLength 1
   * @maxLength 64
   */
  name: string;
  /**
   * English name.
   * @minLength 1
   * @maxLength 64
   */
  name_en?: string;
  software_count: Count;
}
