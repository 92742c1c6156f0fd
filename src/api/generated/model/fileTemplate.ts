/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { FileTemplateId } from './fileTemplateId';
import type { LabelName } from './labelName';
import type { FileName } from './fileName';
import type { ScriptContent } from './scriptContent';
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
  /** The name the script is saved under. */
  file_name: FileName;
  /** The script text. */
  content: ScriptContent;
  description?: Description;
  create_time: DateTime;
  update_time?: DateTime;
}
