/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and user help (x-help) of the JobTemplateForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; help?: MessageDescriptor }>> = {
  "": { title: msg({ message: "Job template" }) },
  "name": { title: msg({ message: "Template name" }) },
  "cluster_id": { title: msg({ message: "Cluster" }) },
  "queue_name": { title: msg({ message: "Default queue" }) },
  "hpcqueue_id": { title: msg({ message: "Queue id" }) },
  "priority": { title: msg({ message: "Priority" }) },
  "cores": { title: msg({ message: "Cores" }), help: msg({ message: "Up to 100 nodes of 56 cores." }) },
  "memory": { title: msg({ message: "Memory per node (MiB)" }), help: msg({ message: "The scheduler's default when empty." }) },
  "time_limit": { title: msg({ message: "Time limit (minutes)" }), help: msg({ message: "Up to 30 days (43,200 minutes)." }) },
  "work_dir": { title: msg({ message: "Working directory" }) },
  "submit_type": { title: msg({ message: "Submit type" }) },
  "cmd": { title: msg({ message: "Command line" }) },
  "script_path": { title: msg({ message: "Job script" }) },
  "file_temp_id": { title: msg({ message: "File template" }) },
  "stdout_path": { title: msg({ message: "Standard output file" }) },
  "stderr_path": { title: msg({ message: "Standard error file" }) },
  "description": { title: msg({ message: "Description" }) },
};
