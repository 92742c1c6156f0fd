/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and descriptions of the SubmitSimulationJobForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; description?: MessageDescriptor }>> = {
  "": { title: msg({ message: "Submit a simulation job" }), description: msg({ message: "The simulation portal's submission form: one software run on a single 56-core node." }) },
  "name": { title: msg({ message: "Job name" }), description: msg({ message: "Letters, digits, underscore, hyphen and space; may not start with a space." }) },
  "hpcsw_id": { title: msg({ message: "Simulation software" }), description: msg({ message: "Identifier of a software package of the catalogue (hpcsw_id)." }) },
  "cores": { title: msg({ message: "Cores" }), description: msg({ message: "Cores of a simulation job: a simulation job runs on a single node of 56 cores." }) },
  "input_file": { title: msg({ message: "Input file" }), description: msg({ message: "An absolute path: starts with /, one line of at most 1024 characters, no . or .. segment (no path escapes its root)." }) },
  "cmd": { title: msg({ message: "Command line" }), description: msg({ message: "The software's default command line when omitted." }) },
};
