/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and descriptions of the SubmitJobForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; description?: MessageDescriptor }>> = {
  "": { title: msg({ message: "Submit a job" }), description: msg({ message: "The job submission form. submit_type command runs cmd, script runs script_path (a file made by job/createJobFile or chosen on the shared storage), template runs the job template's command." }) },
  "cluster_id": { title: msg({ message: "Cluster" }), description: msg({ message: "hpc-… is an HPC cluster, ehpc-… an EHPC cluster." }) },
  "hpcqueue_id": { title: msg({ message: "Queue" }), description: msg({ message: "Identifier of a queue of a cluster, HPC or EHPC (hpcqueue_id)." }) },
  "name": { title: msg({ message: "Job name" }), description: msg({ message: "Letters, digits, underscore, hyphen and space; may not start with a space." }) },
  "priority": { title: msg({ message: "Priority" }), description: msg({ message: "Job priority 1-10." }) },
  "cores": { title: msg({ message: "Cores" }), description: msg({ message: "Up to 100 nodes of 56 cores." }) },
  "memory": { title: msg({ message: "Memory per node (MiB)" }), description: msg({ message: "Memory per node of a job in MiB, up to 1048576 (1 TiB); the scheduler's default when absent." }) },
  "time_limit": { title: msg({ message: "Time limit (minutes)" }), description: msg({ message: "Up to 30 days; the queue's limit when omitted." }) },
  "work_dir": { title: msg({ message: "Working directory" }), description: msg({ message: "An absolute path: starts with /, one line of at most 1024 characters, no . or .. segment (no path escapes its root)." }) },
  "stdout_path": { title: msg({ message: "Standard output file" }), description: msg({ message: "An absolute path: starts with /, one line of at most 1024 characters, no . or .. segment (no path escapes its root)." }) },
  "stderr_path": { title: msg({ message: "Standard error file" }), description: msg({ message: "An absolute path: starts with /, one line of at most 1024 characters, no . or .. segment (no path escapes its root)." }) },
  "input_file": { title: msg({ message: "Input file" }), description: msg({ message: "An absolute path: starts with /, one line of at most 1024 characters, no . or .. segment (no path escapes its root)." }) },
  "submit_type": { title: msg({ message: "Submit type" }) },
  "cmd": { title: msg({ message: "Command line" }), description: msg({ message: "A command line run by the scheduler in the job's working directory." }) },
  "script_path": { title: msg({ message: "Job script" }), description: msg({ message: "An absolute path: starts with /, one line of at most 1024 characters, no . or .. segment (no path escapes its root)." }) },
  "job_template_id": { title: msg({ message: "Job template" }), description: msg({ message: "The id of a job template (temp_id) or a file template." }) },
  "file_template_id": { title: msg({ message: "File template" }), description: msg({ message: "The id of a job template (temp_id) or a file template." }) },
};
