/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and descriptions of the JobTemplateForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; description?: MessageDescriptor }>> = {
  "": { title: msg({ message: "Job template" }), description: msg({ message: "The saved values of a job submission: submit_type command runs cmd, script runs script_path." }) },
  "name": { title: msg({ message: "Template name" }), description: msg({ message: "Letters, digits, underscore, hyphen and space; may not start with a space." }) },
  "cluster_id": { title: msg({ message: "Cluster" }), description: msg({ message: "hpc-… is an HPC cluster, ehpc-… an EHPC cluster." }) },
  "queue_name": { title: msg({ message: "Default queue" }), description: msg({ message: "3-12 ASCII letters, digits or underscores (account and queue names on the cluster)." }) },
  "hpcqueue_id": { title: msg({ message: "Queue id" }), description: msg({ message: "Identifier of a queue of a cluster, HPC or EHPC (hpcqueue_id)." }) },
  "priority": { title: msg({ message: "Priority" }), description: msg({ message: "Job priority 1-10." }) },
  "cores": { title: msg({ message: "Cores" }), description: msg({ message: "Cores of a job: up to 100 nodes of 56 cores (1 on HPC by default)." }) },
  "memory": { title: msg({ message: "Memory per node (MiB)" }), description: msg({ message: "Memory per node of a job in MiB, up to 1048576 (1 TiB); the scheduler's default when absent." }) },
  "time_limit": { title: msg({ message: "Time limit (minutes)" }), description: msg({ message: "Wall-time limit of a job in minutes (shown in hours), up to 43200 (30 days); the queue's limit when absent." }) },
  "work_dir": { title: msg({ message: "Working directory" }), description: msg({ message: "An absolute path: starts with /, one line of at most 1024 characters, no . or .. segment (no path escapes its root)." }) },
  "submit_type": { title: msg({ message: "Submit type" }), description: msg({ message: "How jobs from the template run: command runs cmd, script runs script_path. A job template cannot itself be of the template type." }) },
  "cmd": { title: msg({ message: "Command line" }), description: msg({ message: "A command line run by the scheduler in the job's working directory." }) },
  "script_path": { title: msg({ message: "Job script" }), description: msg({ message: "An absolute path: starts with /, one line of at most 1024 characters, no . or .. segment (no path escapes its root)." }) },
  "file_temp_id": { title: msg({ message: "File template" }) },
  "stdout_path": { title: msg({ message: "Standard output file" }), description: msg({ message: "An absolute path: starts with /, one line of at most 1024 characters, no . or .. segment (no path escapes its root)." }) },
  "stderr_path": { title: msg({ message: "Standard error file" }), description: msg({ message: "An absolute path: starts with /, one line of at most 1024 characters, no . or .. segment (no path escapes its root)." }) },
  "description": { title: msg({ message: "Description" }) },
};
