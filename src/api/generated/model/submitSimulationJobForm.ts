/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { LabelName } from './labelName';
import type { SimulationSoftwareId } from './simulationSoftwareId';
import type { SimulationCores } from './simulationCores';
import type { JobFilePath } from './jobFilePath';
import type { JobCommand } from './jobCommand';

/**
 * The simulation portal's submission form: one software run on a single 56-core node.
 */
export interface SubmitSimulationJobForm {
  name: LabelName;
  hpcsw_id: SimulationSoftwareId;
  cores: SimulationCores;
  input_file: JobFilePath;
  /** The software's default command line when omitted. */
  cmd?: JobCommand;
}
