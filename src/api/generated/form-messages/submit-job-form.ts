/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and user help (x-help) of the SubmitJobForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; help?: MessageDescriptor }>> = {
  "": { title: msg({ message: "Submit a job" }) },
  "cluster_id": { title: msg({ message: "Cluster" }) },
  "hpcqueue_id": { title: msg({ message: "Queue" }) },
  "name": { title: msg({ message: "Job name" }) },
  "priority": { title: msg({ message: "Priority" }) },
  "cores": { title: msg({ message: "Cores" }), help: msg({ message: "Up to 100 nodes of 56 cores." }) },
  "memory": { title: msg({ message: "Memory per node (MiB)" }), help: msg({ message: "The scheduler's default when empty." }) },
  "time_limit": { title: msg({ message: "Time limit (minutes)" }), help: msg({ message: "Up to 30 days (43,200 minutes). Needed where your core-hours are limited: the job then counts as cores × time limit." }) },
  "work_dir": { title: msg({ message: "Working directory" }), help: msg({ message: "A new folder in your jobs folder on the cluster's storage when empty." }) },
  "stdout_path": { title: msg({ message: "Standard output file" }) },
  "stderr_path": { title: msg({ message: "Standard error file" }) },
  "input_file": { title: msg({ message: "Input file" }) },
  "submit_type": { title: msg({ message: "Submit type" }) },
  "cmd": { title: msg({ message: "Command line" }), help: msg({ message: "Runs in the job's working directory." }) },
  "script_path": { title: msg({ message: "Job script" }) },
  "job_template_id": { title: msg({ message: "Job template" }) },
  "file_template_id": { title: msg({ message: "File template" }) },
  "array": { title: msg({ message: "Array" }), help: msg({ message: "One task per index, e.g. 0-99, 1,3,5-7 or 0-15:4; add %4 to run at most 4 at once. Each task reads its index in $SLURM_ARRAY_TASK_ID. Empty: one job." }) },
  "dependency": { title: msg({ message: "Waits for" }), help: msg({ message: "Start this job only after other jobs of this cluster: when they start, end, succeed or fail." }) },
  "dependency.items.type": { title: msg({ message: "Starts when" }) },
  "dependency.items.job": { title: msg({ message: "Job" }) },
  "notify": { title: msg({ message: "When it ends, tell me" }), help: msg({ message: "Always in the console's bell; e-mail and webhook go to the addresses of your notification settings." }) },
};
