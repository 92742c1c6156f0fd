/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and user help (x-help) of the ClusterUserQuotaForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; help?: MessageDescriptor }>> = {
  "": { title: msg({ message: "Quota" }) },
  "allocated_core_hours": { title: msg({ message: "Allocated core-hours" }) },
  "storage_quota_gb": { title: msg({ message: "Storage quota (GB)" }), help: msg({ message: "1 to 102,400 GB in the account's own folder." }) },
  "queues": { title: msg({ message: "Queues" }), help: msg({ message: "The cluster's default queue when none is chosen." }) },
  "folders": { title: msg({ message: "Accessible folders" }) },
};
