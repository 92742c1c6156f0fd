/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and user help (x-help) of the SubmitSimulationJobForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; help?: MessageDescriptor }>> = {
  "": { title: msg({ message: "Submit a simulation job" }) },
  "name": { title: msg({ message: "Job name" }) },
  "hpcsw_id": { title: msg({ message: "Simulation software" }) },
  "cores": { title: msg({ message: "Cores" }), help: msg({ message: "A simulation job runs on one node of 56 cores." }) },
  "input_file": { title: msg({ message: "Input file" }) },
  "cmd": { title: msg({ message: "Command line" }), help: msg({ message: "The software's default command line when empty." }) },
};
