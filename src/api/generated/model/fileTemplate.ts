/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { FileTemplateId } from './fileTemplateId';
import type { LabelName } from './labelName';
import type { FileTemplateFileName } from './fileTemplateFileName';
import type { Description } from './description';
import type { DateTime } from './dateTime';

/**
 * A ready-made job script for a software (GROMACS, WRF, …) that the submit form can load and the user can edit before submitting.
 */
export interface FileTemplate {
  file_temp_id: FileTemplateId;
  name: LabelName;
  /**
   * The software the script runs, e.g. GROMACS or WRF.
   * @minLength 1
   * @maxLength 64
   */
  software?: string;
  /**
   * The software version the script was written for.
   * @maxLength 32
   */
  sw_ver?: string;
  file_name: FileTemplateFileName;
  /**
   * The script text.
   * @maxLength 1048576
   */
  content: string;
  description?: Description;
  create_time: DateTime;
  update_time?: DateTime;
}
