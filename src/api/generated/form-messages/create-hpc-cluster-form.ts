/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Titles and descriptions of the CreateHpcClusterForm form schema as lingui messages, by field path ('' is the form).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const messages: Readonly<Record<string, { title?: MessageDescriptor; description?: MessageDescriptor }>> = {
  "": { title: msg({ message: "HPC cluster" }), description: msg({ message: "Shared compute reached through login nodes, billed by job usage (PayForUsed)." }) },
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
  "queue_type": { title: msg({ message: "Queue type" }), description: msg({ message: "Identifier of a queue type of queue_types_set; a dedicated HPC queue is bound from one." }) },
  "user_name": { title: msg({ message: "Cluster user" }), description: msg({ message: "3-12 ASCII letters, digits or underscores (account and queue names on the cluster)." }) },
  "password": { title: msg({ message: "Cluster user password" }), description: msg({ message: "12-30 characters with a lowercase letter, an uppercase letter, a digit and one of ! @ # % $ ^ & *; no other characters." }) },
  "login_node": { title: msg({ message: "Login node" }), description: msg({ message: "Instance class, cpu, memory, gpu and count of the nodes of one role, chosen from the product SKUs and the cluster conf." }) },
  "login_node.instance_class": { title: msg({ message: "Instance class" }), description: msg({ message: "Instance class of a node's product SKU: 0, 1, 2, 101, 201 or 202." }) },
  "login_node.cpu": { title: msg({ message: "CPU cores" }), description: msg({ message: "CPU cores of a node: 1-128." }) },
  "login_node.memory": { title: msg({ message: "Memory (MiB)" }), description: msg({ message: "Memory of a node in MiB: 1024 (1 GiB) to 1048576 (1 TiB)." }) },
  "login_node.gpu": { title: msg({ message: "GPUs" }), description: msg({ message: "GPUs of a node: 0-8." }) },
  "login_node.count": { title: msg({ message: "Count" }), description: msg({ message: "Node count range [0~100]." }) },
  "login_node.private_ips": { title: msg({ message: "Private IPs" }) },
};
