/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { LabelName } from './labelName';
import type { SoftwareId } from './softwareId';
import type { SimulationCores } from './simulationCores';
import type { AbsolutePath } from './absolutePath';
import type { JobCommand } from './jobCommand';

/**
 * The simulation portal's submission form: one software run on a single 56-core node.
 */
export interface SubmitSimulationJobForm {
  name: LabelName;
  hpcsw_id: SoftwareId;
  cores: SimulationCores;
  input_file: AbsolutePath;
  cmd?: JobCommand;
}
