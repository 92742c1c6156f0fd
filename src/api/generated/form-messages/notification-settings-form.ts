/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and user help (x-help) of the NotificationSettingsForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; help?: MessageDescriptor }>> = {
  "": { title: msg({ message: "Notification settings" }) },
  "email_enabled": { title: msg({ message: "E-mail when a job ends" }) },
  "email": { title: msg({ message: "E-mail address" }) },
  "webhook_enabled": { title: msg({ message: "Webhook when a job ends" }) },
  "webhook_url": { title: msg({ message: "Webhook URL" }), help: msg({ message: "An http or https address that receives a signed POST." }) },
  "webhook_secret": { title: msg({ message: "Webhook secret" }), help: msg({ message: "16 to 128 characters, shown only now. Leave empty to keep the one set." }) },
  "new_secret": { title: msg({ message: "Generate a new secret" }) },
};
