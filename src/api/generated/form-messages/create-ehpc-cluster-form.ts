/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and descriptions of the CreateEhpcClusterForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; description?: MessageDescriptor }>> = {
  "": { title: msg({ message: "EHPC cluster" }), description: msg({ message: "An elastic cluster with its own controller, compute and login nodes. In streamline deploy mode there is no controller role." }) },
  "cluster_name": { title: msg({ message: "Cluster name" }), description: msg({ message: "1-20 letters, digits or underscores (letters of any script)." }) },
  "description": { title: msg({ message: "Description" }) },
  "network_type": { title: msg({ message: "Network type" }), description: msg({ message: "base (vxnet_type 2), private (vxnet_type 1), bare_metal (vxnet_type 2, mode 2)." }) },
  "vxnet": { title: msg({ message: "VPC network" }), description: msg({ message: "A vxnet id; vxnet-0 and vxnet-1 cannot be used." }) },
  "bm_vxnet_id": { title: msg({ message: "Bare-metal network" }), description: msg({ message: "Identifier of a VPC network; vxnet-0 and vxnet-ks are the base networks." }) },
  "nas_id": { title: msg({ message: "NAS mount point" }), description: msg({ message: "A mount point a cluster mounts: a NAS export (nas-…, as NasId) or an S2 server (s2-…, as S2ServerId)." }) },
  "s2_server_id": { title: msg({ message: "S2 server" }), description: msg({ message: "Identifier of an S2 server (vNAS)." }) },
  "nas_path": { title: msg({ message: "Shared path" }) },
  "app_version": { title: msg({ message: "Cluster version" }), description: msg({ message: "Identifier of a version of the HPC or EHPC application in the app centre." }) },
  "software": { title: msg({ message: "Software" }) },
  "software.items": { description: msg({ message: "Identifier of a software package of the catalogue (hpcsw_id)." }) },
  "admin_password": { title: msg({ message: "Administrator password" }), description: msg({ message: "12-30 characters with a lowercase letter, an uppercase letter, a digit and one of ! @ # % $ ^ & *; no other characters." }) },
  "deploy_mode": { title: msg({ message: "Deploy mode" }), description: msg({ message: "1 standard, 2 streamline (no controller role)." }) },
  "scheduler_type": { title: msg({ message: "Scheduler" }) },
  "queue_name": { title: msg({ message: "Default queue" }), description: msg({ message: "3-12 ASCII letters, digits or underscores (account and queue names on the cluster)." }) },
  "node_config": { title: msg({ message: "Nodes" }) },
  "node_config.controller": { title: msg({ message: "Controller node" }), description: msg({ message: "Instance class, cpu, memory, gpu and count of the nodes of one role, chosen from the product SKUs and the cluster conf." }) },
  "node_config.controller.instance_class": { title: msg({ message: "Instance class" }), description: msg({ message: "Instance class of a node's product SKU: 0, 1, 2, 101, 201 or 202." }) },
  "node_config.controller.cpu": { title: msg({ message: "CPU cores" }), description: msg({ message: "CPU cores of a node: 1-128." }) },
  "node_config.controller.memory": { title: msg({ message: "Memory (MiB)" }), description: msg({ message: "Memory of a node in MiB: 1024 (1 GiB) to 1048576 (1 TiB)." }) },
  "node_config.controller.gpu": { title: msg({ message: "GPUs" }), description: msg({ message: "GPUs of a node: 0-8." }) },
  "node_config.controller.count": { title: msg({ message: "Count" }), description: msg({ message: "Node count range [0~100]." }) },
  "node_config.controller.private_ips": { title: msg({ message: "Private IPs" }) },
  "node_config.compute": { title: msg({ message: "Compute nodes" }), description: msg({ message: "Instance class, cpu, memory, gpu and count of the nodes of one role, chosen from the product SKUs and the cluster conf." }) },
  "node_config.compute.instance_class": { title: msg({ message: "Instance class" }), description: msg({ message: "Instance class of a node's product SKU: 0, 1, 2, 101, 201 or 202." }) },
  "node_config.compute.cpu": { title: msg({ message: "CPU cores" }), description: msg({ message: "CPU cores of a node: 1-128." }) },
  "node_config.compute.memory": { title: msg({ message: "Memory (MiB)" }), description: msg({ message: "Memory of a node in MiB: 1024 (1 GiB) to 1048576 (1 TiB)." }) },
  "node_config.compute.gpu": { title: msg({ message: "GPUs" }), description: msg({ message: "GPUs of a node: 0-8." }) },
  "node_config.compute.count": { title: msg({ message: "Count" }), description: msg({ message: "Node count range [0~100]." }) },
  "node_config.compute.private_ips": { title: msg({ message: "Private IPs" }) },
  "node_config.login": { title: msg({ message: "Login nodes" }), description: msg({ message: "Instance class, cpu, memory, gpu and count of the nodes of one role, chosen from the product SKUs and the cluster conf." }) },
  "node_config.login.instance_class": { title: msg({ message: "Instance class" }), description: msg({ message: "Instance class of a node's product SKU: 0, 1, 2, 101, 201 or 202." }) },
  "node_config.login.cpu": { title: msg({ message: "CPU cores" }), description: msg({ message: "CPU cores of a node: 1-128." }) },
  "node_config.login.memory": { title: msg({ message: "Memory (MiB)" }), description: msg({ message: "Memory of a node in MiB: 1024 (1 GiB) to 1048576 (1 TiB)." }) },
  "node_config.login.gpu": { title: msg({ message: "GPUs" }), description: msg({ message: "GPUs of a node: 0-8." }) },
  "node_config.login.count": { title: msg({ message: "Count" }), description: msg({ message: "Node count range [0~100]." }) },
  "node_config.login.private_ips": { title: msg({ message: "Private IPs" }) },
  "paid_type": { title: msg({ message: "Billing mode" }), description: msg({ message: "0 PayForUsed, 1 Reserved." }) },
  "duration": { title: msg({ message: "Duration (months)" }), description: msg({ message: "Months of a Reserved purchase; 0 means PayForUsed." }) },
  "is_auto_renewal": { title: msg({ message: "Auto-renewal" }) },
};
