/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and descriptions of the ClusterUserQuotaForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; description?: MessageDescriptor }>> = {
  "": { title: msg({ message: "Quota" }), description: msg({ message: "Core-hours, storage, queues and folders of a cluster user." }) },
  "allocated_core_hours": { title: msg({ message: "Allocated core-hours" }), description: msg({ message: "Allocated core-hours of a cluster user: a positive integer, at least 5." }) },
  "storage_quota_gb": { title: msg({ message: "Storage quota (GB)" }), description: msg({ message: "Storage quota in GiB (1073741824 bytes each): 1-102400." }) },
  "queues": { title: msg({ message: "Queues" }), description: msg({ message: "Queues of the cluster the account may submit to; the cluster's default queue when none is given." }) },
  "queues.items": { description: msg({ message: "3-12 ASCII letters, digits or underscores (account and queue names on the cluster)." }) },
  "folders": { title: msg({ message: "Accessible folders" }), description: msg({ message: "Folders of the cluster's shared storage the account may access besides its home folder." }) },
  "folders.items": { description: msg({ message: "A folder the account may access besides its home folder." }) },
};
