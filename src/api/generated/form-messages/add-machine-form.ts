/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and user help (x-help) of the AddMachineForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; help?: MessageDescriptor }>> = {
  "": { title: msg({ message: "Add a machine" }) },
  "name": { title: msg({ message: "Name" }), help: msg({ message: "Its node name in Slurm once it joins a cluster." }) },
  "address": { title: msg({ message: "Address" }), help: msg({ message: "Its host name or IPv4 address, as the gateway reaches it." }) },
  "port": { title: msg({ message: "SSH port" }) },
  "user": { title: msg({ message: "SSH user" }), help: msg({ message: "root, or a user with password-less sudo." }) },
  "private_key": { title: msg({ message: "Private key" }), help: msg({ message: "The OpenSSH private key (PEM), without a passphrase. It is kept, never shown again." }) },
};
