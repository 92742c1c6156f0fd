/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and user help (x-help) of the RegisterSlurmClusterForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; help?: MessageDescriptor }>> = {
  "": { title: msg({ message: "Register a Slurm cluster" }) },
  "cluster_name": { title: msg({ message: "Cluster name" }), help: msg({ message: "How the console names it." }) },
  "cluster_owner": { title: msg({ message: "Owner" }), help: msg({ message: "The console account owner whose cluster list shows it." }) },
  "rest_url": { title: msg({ message: "slurmrestd address" }), help: msg({ message: "http://host:port, or unix:/path on the gateway's machine." }) },
  "jwt_key_path": { title: msg({ message: "JWT key file" }), help: msg({ message: "The cluster's jwt_key file as the gateway sees it; not needed on a unix socket." }) },
  "login_endpoint": { title: msg({ message: "Login node" }), help: msg({ message: "Where the web terminal signs in: host or host:port." }) },
  "shared_path": { title: msg({ message: "Shared storage" }), help: msg({ message: "The folder every node mounts, as the gateway sees it." }) },
  "accounts": { title: msg({ message: "Who runs jobs as whom" }), help: msg({ message: "Each console user who submits jobs here and the cluster account the jobs run as. The owner must be one; a user not listed cannot submit." }) },
  "accounts.items.user_id": { title: msg({ message: "Console user" }) },
  "accounts.items.account": { title: msg({ message: "Cluster account" }) },
  "munge_key_path": { title: msg({ message: "Munge key file" }), help: msg({ message: "Needed to add machines as nodes." }) },
  "controller": { title: msg({ message: "slurmctld address" }), help: msg({ message: "host or host:port the machines reach; needed to add machines." }) },
  "node_feature": { title: msg({ message: "Feature of added machines" }), help: msg({ message: "The feature your partitions take dynamic nodes by; none: partitions on Nodes=ALL." }) },
};
