/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and descriptions of the AutoScaleStrategyForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; description?: MessageDescriptor }>> = {
  "": { title: msg({ message: "Auto-scale policy" }), description: msg({ message: "An expand policy needs queued_cores and max_nodes, a shrink policy reserved_idle_nodes. A queue may have only one policy of each type." }) },
  "queue_id": { title: msg({ message: "Queue" }), description: msg({ message: "Identifier of a queue of a cluster, HPC or EHPC (hpcqueue_id)." }) },
  "op_type": { title: msg({ message: "Policy type" }) },
  "queued_cores": { title: msg({ message: "Queued cores threshold" }), description: msg({ message: "Expand condition: the policy expands when the queue's pending jobs ask for at least this many cores." }) },
  "reserved_idle_nodes": { title: msg({ message: "Reserved idle nodes" }), description: msg({ message: "Shrink condition: idle compute nodes kept in the queue; the policy removes idle nodes beyond this number." }) },
  "node_step": { title: msg({ message: "Nodes per run" }), description: msg({ message: "Compute nodes added or removed by one run." }) },
  "max_nodes": { title: msg({ message: "Max compute nodes" }), description: msg({ message: "Compute nodes the queue may reach by expanding. Auto-scale cluster max 99 nodes." }) },
  "check_frequency": { title: msg({ message: "Check frequency (minutes)" }), description: msg({ message: "Minutes between two checks of the condition (1 minute to 1 day)." }) },
  "op_is_enabled": { title: msg({ message: "Enabled" }), description: msg({ message: "1 enabled, 0 disabled." }) },
  "run_now": { title: msg({ message: "Run once now" }), description: msg({ message: "1 checks the condition once as soon as the policy is saved, 0 waits for the first period." }) },
};
