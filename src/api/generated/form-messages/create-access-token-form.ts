/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and user help (x-help) of the CreateAccessTokenForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; help?: MessageDescriptor }>> = {
  "": { title: msg({ message: "New access token" }) },
  "name": { title: msg({ message: "Name" }), help: msg({ message: "What the token is for, such as the script or machine that uses it." }) },
  "scopes": { title: msg({ message: "Scopes" }), help: msg({ message: "What the token may do; it never does more than you may." }) },
  "expires_in_days": { title: msg({ message: "Expires after (days)" }), help: msg({ message: "From today; at most a year." }) },
};
