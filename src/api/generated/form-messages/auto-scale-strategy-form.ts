/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and user help (x-help) of the AutoScaleStrategyForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; help?: MessageDescriptor }>> = {
  "": { title: msg({ message: "Auto-scale policy" }) },
  "queue_id": { title: msg({ message: "Queue" }) },
  "op_type": { title: msg({ message: "Policy type" }) },
  "queued_cores": { title: msg({ message: "Queued cores threshold" }), help: msg({ message: "Nodes are added when the queue's waiting jobs ask for at least this many cores." }) },
  "reserved_idle_nodes": { title: msg({ message: "Reserved idle nodes" }), help: msg({ message: "Idle compute nodes kept in the queue; idle nodes beyond this number are removed." }) },
  "node_step": { title: msg({ message: "Nodes per run" }), help: msg({ message: "Compute nodes added or removed at a time." }) },
  "max_nodes": { title: msg({ message: "Max compute nodes" }), help: msg({ message: "The queue grows to at most this many compute nodes (99 at most)." }) },
  "check_frequency": { title: msg({ message: "Check frequency (minutes)" }), help: msg({ message: "From 1 minute to 1 day." }) },
  "op_is_enabled": { title: msg({ message: "Enabled" }) },
  "run_now": { title: msg({ message: "Run once now" }), help: msg({ message: "Checks the condition once as soon as the policy is saved." }) },
};
