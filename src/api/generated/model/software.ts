/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SoftwareId } from './softwareId';
import type { SoftwareName } from './softwareName';
import type { SoftwareVersion } from './softwareVersion';
import type { SoftwareClassId } from './softwareClassId';
import type { SoftwareMark } from './softwareMark';
import type { Description } from './description';
import type { SoftwareLicense } from './softwareLicense';
import type { SoftwareApplyStatus } from './softwareApplyStatus';
import type { SoftwareIsGraphics } from './softwareIsGraphics';
import type { DateTime } from './dateTime';

/**
 * A cluster software package of the catalogue (hpcsw_set). Free software is installed on request; commercial (application) software needs an administrator's approval per cluster (apply_status). mark is the user's collected flag.
 */
export interface Software {
  hpcsw_id: SoftwareId;
  sw_name: SoftwareName;
  sw_ver: SoftwareVersion;
  class_id: SoftwareClassId;
  /**
   * Name of the class in the request's language.
   * @maxLength 64
   */
  class_name?: string;
  mark: SoftwareMark;
  description?: Description;
  /** @maxLength 128 */
  vendor?: string;
  license?: SoftwareLicense;
  /** The user's application for this software (on the queried cluster when cluster_id was given); null when never applied. */
  apply_status?: SoftwareApplyStatus;
  is_graphics?: SoftwareIsGraphics;
  create_time: DateTime;
}
