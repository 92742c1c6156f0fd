/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and user help (x-help) of the CreateHpcClusterForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; help?: MessageDescriptor }>> = {
  "": { title: msg({ message: "HPC cluster" }) },
  "cluster_name": { title: msg({ message: "Cluster name" }), help: msg({ message: "1 to 20 letters, digits or underscores." }) },
  "description": { title: msg({ message: "Description" }) },
  "network_type": { title: msg({ message: "Network type" }) },
  "vxnet": { title: msg({ message: "VPC network" }) },
  "bm_vxnet_id": { title: msg({ message: "Bare-metal network" }) },
  "nas_id": { title: msg({ message: "NAS mount point" }) },
  "s2_server_id": { title: msg({ message: "S2 server" }) },
  "nas_path": { title: msg({ message: "Shared path" }) },
  "app_version": { title: msg({ message: "Cluster version" }) },
  "software": { title: msg({ message: "Software" }) },
  "admin_password": { title: msg({ message: "Administrator password" }) },
  "queue_type": { title: msg({ message: "Queue type" }) },
  "user_name": { title: msg({ message: "Cluster user" }) },
  "password": { title: msg({ message: "Cluster user password" }) },
  "login_node": { title: msg({ message: "Login node" }) },
  "login_node.instance_class": { title: msg({ message: "Instance class" }) },
  "login_node.cpu": { title: msg({ message: "CPU cores" }) },
  "login_node.memory": { title: msg({ message: "Memory (MiB)" }) },
  "login_node.gpu": { title: msg({ message: "GPUs" }) },
  "login_node.count": { title: msg({ message: "Count" }) },
  "login_node.private_ips": { title: msg({ message: "Private IPs" }) },
};
