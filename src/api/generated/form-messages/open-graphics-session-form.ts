/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and user help (x-help) of the OpenGraphicsSessionForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; help?: MessageDescriptor }>> = {
  "": { title: msg({ message: "Open a graphics application" }) },
  "hpcsw_id": { title: msg({ message: "Application" }) },
  "cluster_id": { title: msg({ message: "Cluster" }) },
  "hpcqueue_id": { title: msg({ message: "Queue" }) },
  "cores": { title: msg({ message: "Cores" }), help: msg({ message: "The cores the application may use on its node." }) },
  "time_limit": { title: msg({ message: "Time limit (minutes)" }), help: msg({ message: "The session ends then, whether it is in use or not; you may give it more time while it runs." }) },
};
