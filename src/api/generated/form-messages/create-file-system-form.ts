/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and descriptions of the CreateFileSystemForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; description?: MessageDescriptor }>> = {
  "": { title: msg({ message: "File system" }) },
  "name": { title: msg({ message: "Name" }), description: msg({ message: "Name of a NAS file system or export: longer than 4 and shorter than 64 characters." }) },
  "capacity": { title: msg({ message: "Capacity (GiB)" }), description: msg({ message: "A quota or capacity in GiB (1073741824 bytes): an integer of at least 10." }) },
  "description": { title: msg({ message: "Description" }), description: msg({ message: "Description of a NAS file system or mount point: up to 128 characters." }) },
};
