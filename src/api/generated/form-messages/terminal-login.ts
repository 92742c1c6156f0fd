/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and user help (x-help) of the TerminalLogin form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; help?: MessageDescriptor }>> = {
  "": { title: msg({ message: "Web terminal login" }) },
  "user_name": { title: msg({ message: "User name" }) },
  "password": { title: msg({ message: "Password" }) },
  "private_key": { title: msg({ message: "Private key" }), help: msg({ message: "An RSA or ECDSA (P-521) private key file of at most 1 MB." }) },
  "passphrase": { title: msg({ message: "Passphrase" }), help: msg({ message: "Only if the key has one." }) },
};
