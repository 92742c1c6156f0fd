/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and user help (x-help) of the CreateFileSystemForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; help?: MessageDescriptor }>> = {
  "": { title: msg({ message: "File system" }) },
  "name": { title: msg({ message: "Name" }), help: msg({ message: "5 to 63 characters." }) },
  "capacity": { title: msg({ message: "Capacity (GiB)" }), help: msg({ message: "At least 10 GiB." }) },
  "description": { title: msg({ message: "Description" }) },
};
