/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and user help (x-help) of the CreateEhpcClusterForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; help?: MessageDescriptor }>> = {
  "": { title: msg({ message: "EHPC cluster" }) },
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
  "deploy_mode": { title: msg({ message: "Deploy mode" }) },
  "scheduler_type": { title: msg({ message: "Scheduler" }) },
  "queue_name": { title: msg({ message: "Default queue" }) },
  "node_config": { title: msg({ message: "Nodes" }) },
  "node_config.controller": { title: msg({ message: "Controller node" }) },
  "node_config.controller.instance_class": { title: msg({ message: "Instance class" }) },
  "node_config.controller.cpu": { title: msg({ message: "CPU cores" }) },
  "node_config.controller.memory": { title: msg({ message: "Memory (MiB)" }) },
  "node_config.controller.gpu": { title: msg({ message: "GPUs" }) },
  "node_config.controller.count": { title: msg({ message: "Count" }) },
  "node_config.controller.private_ips": { title: msg({ message: "Private IPs" }) },
  "node_config.compute": { title: msg({ message: "Compute nodes" }) },
  "node_config.compute.instance_class": { title: msg({ message: "Instance class" }) },
  "node_config.compute.cpu": { title: msg({ message: "CPU cores" }) },
  "node_config.compute.memory": { title: msg({ message: "Memory (MiB)" }) },
  "node_config.compute.gpu": { title: msg({ message: "GPUs" }) },
  "node_config.compute.count": { title: msg({ message: "Count" }) },
  "node_config.compute.private_ips": { title: msg({ message: "Private IPs" }) },
  "node_config.login": { title: msg({ message: "Login nodes" }) },
  "node_config.login.instance_class": { title: msg({ message: "Instance class" }) },
  "node_config.login.cpu": { title: msg({ message: "CPU cores" }) },
  "node_config.login.memory": { title: msg({ message: "Memory (MiB)" }) },
  "node_config.login.gpu": { title: msg({ message: "GPUs" }) },
  "node_config.login.count": { title: msg({ message: "Count" }) },
  "node_config.login.private_ips": { title: msg({ message: "Private IPs" }) },
  "paid_type": { title: msg({ message: "Billing mode" }) },
  "duration": { title: msg({ message: "Duration (months)" }) },
  "is_auto_renewal": { title: msg({ message: "Auto-renewal" }) },
};
