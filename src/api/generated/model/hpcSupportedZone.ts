/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Zone } from './zone';

export interface HpcSupportedZone {
  zone: Zone;
  /**
   * Chinese label, e.g. 北京3区.
   * @minLength 1
   * @maxLength 64
   */
  label: string;
  /**
   * English label, e.g. Beijing 3.
   * @maxLength 64
   */
  label_en?: string;
  /** HPC clusters are offered in the zone. */
  hpc: boolean;
  /** EHPC clusters are offered in the zone. */
  ehpc: boolean;
}
