/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and descriptions of the CreateNasExportForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; description?: MessageDescriptor }>> = {
  "": { title: msg({ message: "Mount point" }) },
  "name": { title: msg({ message: "Name" }), description: msg({ message: "Name of a NAS file system or export: longer than 4 and shorter than 64 characters." }) },
  "quota": { title: msg({ message: "Quota (GiB)" }), description: msg({ message: "A quota or capacity in GiB (1073741824 bytes): an integer of at least 10." }) },
  "shared_path": { title: msg({ message: "Shared path" }), description: msg({ message: "An absolute path of the NAS service: at most 255 characters, segments of letters, digits, _, . and -, no empty segment." }) },
  "description": { title: msg({ message: "Description" }), description: msg({ message: "Description of a NAS file system or mount point: up to 128 characters." }) },
};
