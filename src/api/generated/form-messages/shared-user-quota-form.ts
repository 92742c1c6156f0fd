/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and user help (x-help) of the SharedUserQuotaForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; help?: MessageDescriptor }>> = {
  "": { title: msg({ message: "Resource limit" }) },
  "allocated_core_hours": { title: msg({ message: "Allocated core-hours" }), help: msg({ message: "1,000 to 100,000 core-hours. The member's jobs on this cluster are refused once they would go beyond it." }) },
  "file_system_quota_gb": { title: msg({ message: "Storage quota (GB)" }) },
  "queue": { title: msg({ message: "Queue" }) },
  "partition": { title: msg({ message: "Partition" }) },
  "file_system_acl": { title: msg({ message: "Accessible folders" }) },
  "file_system_acl.items": { title: msg({ message: "Folder" }) },
  "file_system_acl.items.sub_path": { title: msg({ message: "Folder path" }), help: msg({ message: "A folder of the cluster's shared storage, starting with /." }) },
  "file_system_acl.items.facl": { title: msg({ message: "Access" }) },
};
