/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and descriptions of the SharedUserQuotaForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; description?: MessageDescriptor }>> = {
  "": { title: msg({ message: "Resource limit" }), description: msg({ message: "The resources a shared member may use on one cluster. allocated_core_hours becomes the scheduler limit grp_tres_mins.cpu (core-hours × 60) and allocated_cpu_time (core-hours × 3600 seconds); file_system_quota_gb becomes file_system_quota in bytes (× 1073741824)." }) },
  "allocated_core_hours": { title: msg({ message: "Allocated core-hours" }), description: msg({ message: "Allocated core-hours of a shared member: 1000-100000." }) },
  "file_system_quota_gb": { title: msg({ message: "Storage quota (GB)" }) },
  "queue": { title: msg({ message: "Queue" }), description: msg({ message: "3-12 ASCII letters, digits or underscores (account and queue names on the cluster)." }) },
  "partition": { title: msg({ message: "Partition" }), description: msg({ message: "3-12 ASCII letters, digits or underscores (account and queue names on the cluster)." }) },
  "file_system_acl": { title: msg({ message: "Accessible folders" }) },
  "file_system_acl.items": { title: msg({ message: "Folder" }) },
  "file_system_acl.items.sub_path": { title: msg({ message: "Folder path" }), description: msg({ message: "A folder under the cluster's shared path, starting with /." }) },
  "file_system_acl.items.facl": { title: msg({ message: "Access" }), description: msg({ message: "r read-only, rw read-write." }) },
};
