/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and user help (x-help) of the AskTimeExtensionForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; help?: MessageDescriptor }>> = {
  "": { title: msg({ message: "Ask for more time" }) },
  "hpcjob_uuid": { title: msg({ message: "Job" }) },
  "extra_minutes": { title: msg({ message: "More minutes" }), help: msg({ message: "Added to the job's current time limit; the new limit may not pass the queue's longest time." }) },
  "reason": { title: msg({ message: "Reason" }), help: msg({ message: "The cluster's owner reads it before deciding." }) },
};
