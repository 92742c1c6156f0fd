/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and user help (x-help) of the CreateNasExportForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; help?: MessageDescriptor }>> = {
  "": { title: msg({ message: "Mount point" }) },
  "name": { title: msg({ message: "Name" }), help: msg({ message: "5 to 63 characters." }) },
  "quota": { title: msg({ message: "Quota (GiB)" }), help: msg({ message: "At least 10 GiB." }) },
  "shared_path": { title: msg({ message: "Shared path" }), help: msg({ message: "A folder of the file system, such as /data: letters, digits, _, . and - in each folder name." }) },
  "description": { title: msg({ message: "Description" }) },
};
