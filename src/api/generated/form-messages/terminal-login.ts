/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and descriptions of the TerminalLogin form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; description?: MessageDescriptor }>> = {
  "": { title: msg({ message: "Web terminal login" }) },
  "user_name": { title: msg({ message: "User name" }), description: msg({ message: "3-12 ASCII letters, digits or underscores (account and queue names on the cluster)." }) },
  "password": { title: msg({ message: "Password" }) },
  "private_key": { title: msg({ message: "Private key" }), description: msg({ message: "An ssh-rsa or ecdsa-sha2-nistp521 private key file, at most 1M." }) },
  "passphrase": { title: msg({ message: "Passphrase" }), description: msg({ message: "Only if the key has one." }) },
};
